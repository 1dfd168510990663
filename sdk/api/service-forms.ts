/**
 * What the network and archive service types (smb, azure, zip) need beyond the generic form rules of services.ts
 * (spec 001 §5 Validation, §9 constants): the SMB user name forms, the Azure clouds, a store path's check, and the
 * messages of their named connection failures (SERVICE_ERRORS). Each type's fields live in its plugin's descriptor.
 */
import { MESSAGES, isValidPath } from './validation';
import type { ServiceMode } from './policy';
import type { ServiceField } from './services';

/** A Target or Export writes under storePath (spec 001 §5 "Target requires storePath"); a given one is a valid path. */
export function storePathError(values: Record<string, unknown>, mode: ServiceMode): string | undefined {
  const p = typeof values.storePath === 'string' ? values.storePath.trim().replace(/\\/g, '/') : '';
  if (!p) return mode === 'Target' || mode === 'Export' ? MESSAGES.required : undefined;
  return p.length > 1 && isValidPath(p.startsWith('//') ? p.slice(1) : p) ? undefined : MESSAGES.path;
}

/** The generic errors of a form plus the store path's (when the generic rules left it alone). */
export function withStorePath(errors: Record<string, string>, values: Record<string, unknown>, mode: ServiceMode): Record<string, string> {
  const store = storePathError(values, mode);
  return store && !errors.storePath ? { ...errors, storePath: store } : errors;
}

/**
 * The storage switches of a target (spec 001 §3 'Targets also have encryption and compression toggles', §9 both on
 * by default): content written LZ4-compressed and AES-256-GCM encrypted with the policy's key.
 */
export const TARGET_STORAGE_FIELDS: readonly ServiceField[] = [
  { key: 'enableCompression', label: 'Compression (LZ4)', kind: 'boolean', modes: ['Target'], default: true },
  { key: 'enableEncryption', label: 'Encryption', kind: 'boolean', modes: ['Target'], default: true },
];

// ---- smb ----

/** 'domain\user', 'localhost\user' or a plain user name (spec 001 §5), as a pattern source. */
export const SMB_USERNAME = String.raw`^(?:[^\\/@\s][^\\/]*\\)?[^\\/\s][^\\/]*$`;
export const SMB_DEFAULT_PORT = 445;

export interface SmbParameters {
  server: string;
  shareName: string;
  username: string;
  password: string;
  port?: number;
  storePath?: string;
}

// ---- azure ----

/** Azure endpoint suffixes (spec 001 §9): the clouds by name, the value being the DNS suffix of their endpoints. */
export const AZURE_ENDPOINT_SUFFIXES = [
  { value: 'core.windows.net', label: 'Azure' },
  { value: 'core.chinacloudapi.cn', label: 'China' },
  { value: 'core.cloudapi.de', label: 'Germany' },
  { value: 'core.usgovcloudapi.net', label: 'US Government' },
] as const;
export const AZURE_DEFAULT_ENDPOINT_SUFFIX = AZURE_ENDPOINT_SUFFIXES[0].value;

export interface AzureParameters {
  accountName: string;
  accountKey: string;
  container: string;
  endpointSuffix?: string;
  endpoint?: string;
}

/** The blob service address of an account: the explicit endpoint, or https://{account}.blob.{suffix}. */
export function azureBlobEndpoint(p: Partial<AzureParameters>): string {
  if (typeof p.endpoint === 'string' && p.endpoint.trim()) return p.endpoint.trim().replace(/\/+$/, '');
  return `https://${p.accountName}.blob.${p.endpointSuffix || AZURE_DEFAULT_ENDPOINT_SUFFIX}`;
}

// ---- Test connection ----

/** The messages of the named failures (SERVICE_ERRORS) of the smb and azure sources. */
export const CONNECTION_MESSAGES = {
  hostUnreachable: (host: string) => `The server ${host} cannot be reached.`,
  accessDenied: (what: string) => `Access denied to ${what}: the credentials are not accepted.`,
  noSuchShare: (share: string, server: string) => `The share ${share} does not exist on ${server}.`,
  noSuchContainer: (container: string, account: string) => `The container ${container} does not exist in the account ${account}.`,
  noSuchPath: (path: string) => `${path} does not exist.`,
} as const;
