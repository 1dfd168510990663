/**
 * Parameters of the network and archive service types (spec 001 §3 Services, §5 Validation, §9 constants): each
 * type's fields as data (they drive the console's form and the server's dynamic forms) and the rules both sides
 * apply. A field marked `secret` holds a credential: it is encrypted at rest and never sent back in clear.
 */
import { MESSAGES, isValidPath } from './validation';
import type { ServiceMode } from './policy';

export interface ServiceField {
  key: string;
  label: string;
  kind: 'select' | 'boolean' | 'number' | 'text' | 'url';
  options?: { value: string | number; label: string }[];
  /** For text: length bounds; for number: value bounds. */
  min?: number;
  max?: number;
  required?: boolean;
  /** A credential (password, account key): stored encrypted, shown as a password input. */
  secret?: boolean;
  /** Checked after the length rules. */
  pattern?: RegExp;
  patternMessage?: string;
}

/** Field key -> message, for the fields given. Texts are trimmed before their length is checked (secrets are not). */
export function validateServiceFields(fields: readonly ServiceField[], values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const raw = values[f.key];
    if (raw === undefined || raw === null || raw === '') {
      if (f.required) errors[f.key] = MESSAGES.required;
      continue;
    }
    if (f.kind === 'boolean') {
      if (typeof raw !== 'boolean') errors[f.key] = `${f.label} must be true or false.`;
      continue;
    }
    if (f.kind === 'number') {
      const n = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isInteger(n)) errors[f.key] = `${f.label} must be a whole number.`;
      else if (f.min !== undefined && n < f.min) errors[f.key] = `${f.label} must be at least ${f.min}.`;
      else if (f.max !== undefined && n > f.max) errors[f.key] = `${f.label} must be at most ${f.max}.`;
      continue;
    }
    if (typeof raw !== 'string') {
      errors[f.key] = MESSAGES.required;
      continue;
    }
    const v = f.secret ? raw : raw.trim();
    if (!v) {
      if (f.required) errors[f.key] = MESSAGES.required;
    } else if (f.min !== undefined && v.length < f.min) errors[f.key] = MESSAGES.min(f.min);
    else if (f.max !== undefined && v.length > f.max) errors[f.key] = MESSAGES.max(f.max);
    else if (f.kind === 'select' && f.options && !f.options.some(o => o.value === v)) errors[f.key] = `${f.label} must be one of the listed values.`;
    else if (f.pattern && !f.pattern.test(v)) errors[f.key] = f.patternMessage ?? `${f.label} is not valid.`;
  }
  return errors;
}

/** The keys of the secret fields: what the server encrypts and never answers in clear. */
export function secretKeys(fields: readonly ServiceField[]): string[] {
  return fields.filter(f => f.secret).map(f => f.key);
}

/** A Target or Export writes under storePath (spec 001 §5 "Target requires storePath"). */
function storePathError(values: Record<string, unknown>, mode: ServiceMode): string | undefined {
  const p = typeof values.storePath === 'string' ? values.storePath.trim().replace(/\\/g, '/') : '';
  if (!p) return mode === 'Target' || mode === 'Export' ? MESSAGES.required : undefined;
  return p.length > 1 && isValidPath(p.startsWith('//') ? p.slice(1) : p) ? undefined : MESSAGES.path;
}

// ---- smb ----

/** 'domain\user', 'localhost\user' or a plain user name (spec 001 §5). */
export const SMB_USERNAME = /^(?:[^\\/@\s][^\\/]*\\)?[^\\/\s][^\\/]*$/;
export const SMB_DEFAULT_PORT = 445;

/** The smb source's fields; storePath (spec 001 §3) belongs to a target and is checked when the mode writes. */
export const SMB_FIELDS: readonly ServiceField[] = [
  {
    key: 'server',
    label: 'Server',
    kind: 'text',
    required: true,
    min: 3,
    max: 253,
    pattern: /^[A-Za-z0-9._:[\]-]+$/,
    patternMessage: 'Server must be a host name or an address.',
  },
  {
    key: 'shareName',
    label: 'Share name',
    kind: 'text',
    required: true,
    min: 3,
    max: 80,
    pattern: /^[^\\/:*?"<>|]+$/,
    patternMessage: 'Share name must not contain \\ / : * ? " < > |.',
  },
  {
    key: 'username',
    label: 'User name',
    kind: 'text',
    required: true,
    min: 3,
    max: 256,
    pattern: SMB_USERNAME,
    patternMessage: 'User name must be domain\\user, localhost\\user or a plain user name.',
  },
  { key: 'password', label: 'Password', kind: 'text', required: true, min: 1, max: 127, secret: true },
  { key: 'port', label: 'Port', kind: 'number', min: 1, max: 65535 },
];

export interface SmbParameters {
  server: string;
  shareName: string;
  username: string;
  password: string;
  port?: number;
  storePath?: string;
}

export function validateSmbParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  const errors = validateServiceFields(SMB_FIELDS, values);
  const store = storePathError(values, mode);
  if (store && !errors.storePath) errors.storePath = store;
  return errors;
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

export const AZURE_FIELDS: readonly ServiceField[] = [
  {
    key: 'accountName',
    label: 'Account name',
    kind: 'text',
    required: true,
    min: 3,
    max: 63,
    pattern: /^[a-z0-9]+$/,
    patternMessage: 'Account name must be lowercase letters and digits.',
  },
  { key: 'accountKey', label: 'Account key', kind: 'text', required: true, min: 3, max: 256, secret: true },
  {
    key: 'container',
    label: 'Container',
    kind: 'text',
    required: true,
    min: 3,
    max: 63,
    pattern: /^[a-z0-9-]+$/,
    patternMessage: 'Container must be lowercase letters (a-z), digits or hyphens.',
  },
  { key: 'endpointSuffix', label: 'Endpoint suffix', kind: 'select', required: true, min: 3, max: 63, options: [...AZURE_ENDPOINT_SUFFIXES] },
  /** Optional blob endpoint for a private or emulated store (e.g. http://127.0.0.1:10000/devstoreaccount1). */
  {
    key: 'endpoint',
    label: 'Blob endpoint (optional)',
    kind: 'url',
    max: 2048,
    pattern: /^https?:\/\/\S+$/,
    patternMessage: 'Blob endpoint must be an http or https address.',
  },
];

export interface AzureParameters {
  accountName: string;
  accountKey: string;
  container: string;
  endpointSuffix?: string;
  endpoint?: string;
}

export function validateAzureParameters(values: Record<string, unknown>, _mode: ServiceMode = 'Source'): Record<string, string> {
  return validateServiceFields(AZURE_FIELDS, { endpointSuffix: AZURE_DEFAULT_ENDPOINT_SUFFIX, ...values });
}

/** The blob service address of an account: the explicit endpoint, or https://{account}.blob.{suffix}. */
export function azureBlobEndpoint(p: Partial<AzureParameters>): string {
  if (typeof p.endpoint === 'string' && p.endpoint.trim()) return p.endpoint.trim().replace(/\/+$/, '');
  return `https://${p.accountName}.blob.${p.endpointSuffix || AZURE_DEFAULT_ENDPOINT_SUFFIX}`;
}

// ---- zip ----

/** A zip source has no parameters (its include paths name the archives); storePath and url belong to a zip target. */
export const ZIP_FIELDS: readonly ServiceField[] = [];

export function validateZipParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  const errors = validateServiceFields(ZIP_FIELDS, values);
  const store = storePathError(values, mode);
  if (store && !errors.storePath) errors.storePath = store;
  return errors;
}

// ---- Test connection ----

/** The named failures of 'Test connection', shared by every network source. */
export const CONNECTION_ERRORS = {
  hostUnreachable: 'HostUnreachable',
  accessDenied: 'AccessDenied',
  noSuchShare: 'NoSuchShare',
  noSuchContainer: 'NoSuchContainer',
  noSuchPath: 'NoSuchPath',
} as const;
export type ConnectionErrorName = (typeof CONNECTION_ERRORS)[keyof typeof CONNECTION_ERRORS];

export const CONNECTION_MESSAGES = {
  hostUnreachable: (host: string) => `The server ${host} cannot be reached.`,
  accessDenied: (what: string) => `Access denied to ${what}: the credentials are not accepted.`,
  noSuchShare: (share: string, server: string) => `The share ${share} does not exist on ${server}.`,
  noSuchContainer: (container: string, account: string) => `The container ${container} does not exist in the account ${account}.`,
  noSuchPath: (path: string) => `${path} does not exist.`,
} as const;
