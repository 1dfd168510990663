/**
 * What the Microsoft Graph service types (ms-onedrive, ms-sharepoint, outlook) share (spec 001 §3: ms-onedrive
 * parameters tenant, clientId, clientSecret, region, auth): the connection fields of an app registration signing in
 * with client credentials, the national clouds a region names, and the hosts they sign in and call. The sign-in and
 * Graph addresses can be set per service (or by FATHOM_GRAPH_AUTHORITY_URL / FATHOM_GRAPH_URL on the server) for a
 * private or test endpoint. Each type's own fields live in its plugin's descriptor.
 */
import type { ServiceMode } from './policy';
import type { ServiceField } from './services';

/** The clouds Graph runs in: the value is the region parameter, the hosts are where it signs in and calls. */
export const GRAPH_REGIONS = [
  { value: 'global', label: 'Global', authority: 'https://login.microsoftonline.com', graph: 'https://graph.microsoft.com' },
  { value: 'usgov', label: 'US Government L4', authority: 'https://login.microsoftonline.us', graph: 'https://graph.microsoft.us' },
  { value: 'usgov-dod', label: 'US Government L5 (DoD)', authority: 'https://login.microsoftonline.us', graph: 'https://dod-graph.microsoft.us' },
  { value: 'china', label: 'China (21Vianet)', authority: 'https://login.chinacloudapi.cn', graph: 'https://microsoftgraph.chinacloudapi.cn' },
] as const;
export const GRAPH_DEFAULT_REGION = GRAPH_REGIONS[0].value;

/** The ways to sign in (spec 001 §3 'auth'): an app registration's client id and secret (OAuth 2.0 client credentials). */
export const GRAPH_AUTH_MODES = [{ value: 'clientSecret', label: 'Client credentials (secret)' }] as const;

const GUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** The sign-in fields of every Graph type, in the modes given. */
export function graphConnectionFields(modes: readonly ServiceMode[]): ServiceField[] {
  return [
    {
      key: 'tenant',
      label: 'Tenant',
      kind: 'text',
      requiredIn: modes,
      min: 3,
      max: 256,
      pattern: `^(?:${GUID}|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)$`,
      patternMessage: 'Tenant must be a directory (tenant) id or a domain such as contoso.onmicrosoft.com.',
      help: 'Directory (tenant) id or primary domain of the Microsoft 365 tenant',
    },
    {
      key: 'clientId',
      label: 'Client id',
      kind: 'text',
      requiredIn: modes,
      pattern: `^${GUID}$`,
      patternMessage: 'Client id must be the application (client) id of an app registration, e.g. 00000000-0000-0000-0000-000000000000.',
    },
    { key: 'clientSecret', label: 'Client secret', kind: 'secret', requiredIn: modes, min: 1, max: 1024 },
    { key: 'region', label: 'Region', kind: 'select', options: GRAPH_REGIONS.map(r => ({ value: r.value, label: r.label })), default: GRAPH_DEFAULT_REGION },
    { key: 'auth', label: 'Authentication', kind: 'select', options: [...GRAPH_AUTH_MODES], default: GRAPH_AUTH_MODES[0].value },
    { key: 'authorityUrl', label: 'Sign-in endpoint', kind: 'url', max: 2048, help: "Optional: replaces the region's, e.g. https://login.microsoftonline.com" },
    { key: 'graphUrl', label: 'Graph endpoint', kind: 'url', max: 2048, help: "Optional: replaces the region's, e.g. https://graph.microsoft.com" },
  ];
}

export interface GraphParameters {
  tenant: string;
  clientId: string;
  clientSecret: string;
  region: string;
}

/**
 * Where a service signs in and calls Graph: its own authorityUrl / graphUrl, else the server's
 * FATHOM_GRAPH_AUTHORITY_URL / FATHOM_GRAPH_URL, else its region's hosts. `scope` is always the region's Graph.
 */
export function graphEndpoints(
  params: Record<string, unknown>,
  env: Record<string, string | undefined> = {},
): { authority: string; graph: string; scope: string } {
  const text = (k: string) => (typeof params[k] === 'string' ? (params[k] as string).trim() : '');
  const region = GRAPH_REGIONS.find(r => r.value === text('region')) ?? GRAPH_REGIONS[0];
  const trim = (u: string) => u.replace(/\/+$/, '');
  return {
    authority: trim(text('authorityUrl') || env.FATHOM_GRAPH_AUTHORITY_URL || region.authority),
    graph: trim(text('graphUrl') || env.FATHOM_GRAPH_URL || region.graph),
    scope: `${region.graph}/.default`,
  };
}

/** The messages of the named failures of the Graph types (SERVICE_ERRORS). */
export const GRAPH_MESSAGES = {
  signInRefused: (tenant: string) => `Access denied to the tenant ${tenant}: the client id and secret are not accepted.`,
  noTenant: (tenant: string) => `The tenant ${tenant} does not exist.`,
  forbidden: (what: string) => `Access denied to ${what}: the app registration lacks the permission (e.g. Files.Read.All, Sites.Read.All, Mail.ReadWrite).`,
  noSuchDrive: (who: string) => `The OneDrive of ${who} does not exist (no such user, or no drive yet).`,
  noSuchSite: (site: string) => `The SharePoint site ${site} does not exist.`,
  noSuchLibrary: (library: string, site: string) => `The document library ${library} does not exist in the site ${site}.`,
  noSuchMailbox: (mailbox: string) => `The mailbox ${mailbox} does not exist.`,
} as const;
