/**
 * Sign-in methods per node (PID_AUTHENTICATION): the node's own section or what it inherits, kept with secret
 * parameters sealed, answered without them, listed on the sign-in page (GET /authentication?command=available)
 * and found by id when a sign-in names one. Integrated credentials are the platform's own and always offered.
 */
import { randomUUID } from 'node:crypto';
import {
  ApiError,
  AUTHENTICATION_MESSAGES,
  authenticationSettingsSchema,
  ERROR_NAMES,
  type AuthenticationProperty,
  type AuthenticationSettings,
  type Authenticator,
  type SignInMethod,
} from '@fathom/sdk/api';
import type { AccountActivation, PlatformAccess, SecretBox, SignInMethodConfig, SignInProvider } from '@fathom/sdk/server';
import type { SessionPolicy } from './tokens';
import type { Store } from '../store/db';
import { pathIdsOf } from '../tree/ids';
import { readProperty, writeProperty } from '../http/properties/store';

export const PID_AUTHENTICATION = 'PID_AUTHENTICATION';
export const INTEGRATED_AUTHENTICATOR: Authenticator = { provider: 'integrated', state: 'enabled', title: 'Fathom account' };

export interface SignInDeps {
  store: Store;
  secrets: SecretBox;
  providers: readonly SignInProvider[];
  /** Sessions' idle time and clock (the integrated sign-in's too). */
  sessions?: SessionPolicy;
  /** Activation by code at a redirect sign-in (sdk/server AccountActivations), and what they are handed. */
  activations?: readonly AccountActivation[];
  platform?: PlatformAccess;
}

/** As stored: every method has an id, secret parameters are sealed. */
interface StoredMethod extends SignInMethod {
  id: string;
}
interface StoredSection {
  inherited: boolean;
  values: StoredMethod[];
}

function validationError(message: string, field: string): ApiError {
  return new ApiError(ERROR_NAMES.validation, message, undefined, { field });
}

export function providerOf(deps: SignInDeps, name: string): SignInProvider | undefined {
  return deps.providers.find(p => p.provider === name);
}

/** A node's own section; absent: inherited (the top inherits the platform's integrated credentials only). */
async function ownSection(store: Store, nodeId: string): Promise<StoredSection> {
  const v = await readProperty<StoredSection>(store, nodeId, PID_AUTHENTICATION);
  return v && typeof v.inherited === 'boolean' && Array.isArray(v.values) ? v : { inherited: true, values: [] };
}

/** The method as answered: secrets left out, named in secretsSet when they hold a value. */
function toWire(deps: SignInDeps, m: StoredMethod): SignInMethod {
  const secret = new Set(providerOf(deps, m.provider)?.secretParameters ?? []);
  const parameters: Record<string, unknown> = {};
  const secretsSet: string[] = [];
  for (const [k, v] of Object.entries(m.parameters ?? {})) {
    if (!secret.has(k)) parameters[k] = v;
    else if (typeof v === 'string' && v) secretsSet.push(k);
  }
  return { id: m.id, provider: m.provider, title: m.title, parameters, secretsSet };
}

/** The ancestors of a node, nearest first (the node itself excluded). */
async function ancestorsOf(store: Store, nodeId: string): Promise<{ object_id: string; name: string }[]> {
  const row = await store.db.selectFrom('objects').select('path_ids').where('object_id', '=', nodeId).executeTakeFirst();
  if (!row) return [];
  const ids = pathIdsOf(row.path_ids).filter(id => id !== nodeId);
  if (ids.length === 0) return [];
  const rows = await store.db.selectFrom('objects').select(['object_id', 'name']).where('object_id', 'in', ids).execute();
  return ids
    .reverse()
    .map(id => rows.find(r => r.object_id === id))
    .filter((r): r is { object_id: string; name: string } => !!r);
}

/** PID_AUTHENTICATION as read on a node. */
export async function readAuthentication(deps: SignInDeps, nodeId: string): Promise<AuthenticationProperty> {
  const own = await ownSection(deps.store, nodeId);
  const ancestors = await ancestorsOf(deps.store, nodeId);
  let inheritedFrom: { object_id: string; name: string } | null = null;
  let inheritedValues: StoredMethod[] = [];
  for (const a of ancestors) {
    const s = await ownSection(deps.store, a.object_id);
    if (!s.inherited) {
      inheritedFrom = a;
      inheritedValues = s.values;
      break;
    }
  }
  return {
    inherited: own.inherited,
    values: own.values.map(m => toWire(deps, m)),
    isTop: ancestors.length === 0,
    inheritedFrom: inheritedFrom?.object_id ?? null,
    inheritedFromName: inheritedFrom?.name ?? 'the platform (its own accounts only)',
    inheritedValues: inheritedValues.map(m => toWire(deps, m)),
  };
}

/**
 * Validates and stores a node's section: each method's provider must be hosted and accept its parameters; a
 * secret left empty keeps the value stored for the same method id; secrets are sealed before they are stored.
 */
export async function writeAuthentication(deps: SignInDeps, nodeId: string, value: unknown): Promise<AuthenticationProperty> {
  let settings: AuthenticationSettings;
  try {
    settings = (await authenticationSettingsSchema.validate(value, { abortEarly: true })) as AuthenticationSettings;
  } catch (e) {
    const err = e as { message: string; path?: string };
    throw validationError(err.message, err.path ? `property.${err.path}` : 'property');
  }
  const before = await ownSection(deps.store, nodeId);
  const values: StoredMethod[] = [];
  for (const [i, m] of settings.values.entries()) {
    const provider = providerOf(deps, m.provider);
    if (!provider) throw validationError(AUTHENTICATION_MESSAGES.providerUnknown(m.provider), `property.values[${i}].provider`);
    const id = m.id && before.values.some(b => b.id === m.id) ? m.id : randomUUID();
    const prior = before.values.find(b => b.id === id && b.provider === m.provider);
    const secret = provider.secretParameters ?? [];
    const given: Record<string, unknown> = { ...m.parameters };
    for (const k of secret) {
      const v = given[k];
      if ((v === undefined || v === null || v === '') && typeof prior?.parameters?.[k] === 'string')
        given[k] = deps.secrets.open(prior.parameters[k] as string);
    }
    let clean: Record<string, unknown>;
    try {
      clean = provider.validate(given);
    } catch (e) {
      if (e instanceof ApiError) {
        const field = (e.detail as { field?: string } | undefined)?.field;
        throw validationError(e.message, `property.values[${i}].parameters${field ? `.${field}` : ''}`);
      }
      throw e;
    }
    for (const k of secret) if (typeof clean[k] === 'string' && clean[k]) clean[k] = deps.secrets.seal(clean[k] as string);
    values.push({ id, provider: m.provider, title: m.title.trim(), parameters: clean });
  }
  const titles = new Set<string>();
  for (const [i, m] of values.entries()) {
    if (titles.has(m.title.toLowerCase())) throw validationError('Field must be unique.', `property.values[${i}].title`);
    titles.add(m.title.toLowerCase());
  }
  await writeProperty(deps.store, nodeId, PID_AUTHENTICATION, { inherited: settings.inherited, values } satisfies StoredSection);
  return readAuthentication(deps, nodeId);
}

/** Every method in force somewhere: those of nodes whose own section is not inherited. */
async function activeMethods(deps: SignInDeps): Promise<{ node: { object_id: string; name: string; client_id: string | null }; method: StoredMethod }[]> {
  const rows = await deps.store.db
    .selectFrom('properties')
    .innerJoin('objects', 'objects.object_id', 'properties.object_id')
    .select(['objects.object_id', 'objects.name', 'objects.client_id', 'properties.value'])
    .where('properties.property_id', '=', PID_AUTHENTICATION)
    .where('properties.owner_id', '=', '')
    .execute();
  const out: { node: { object_id: string; name: string; client_id: string | null }; method: StoredMethod }[] = [];
  for (const r of rows) {
    const s = JSON.parse(r.value) as StoredSection;
    if (s.inherited) continue;
    for (const m of s.values) if (providerOf(deps, m.provider)) out.push({ node: r, method: m });
  }
  return out.sort((a, b) => a.node.name.localeCompare(b.node.name) || a.method.title.localeCompare(b.method.title));
}

/**
 * The sign-in page's list: integrated credentials, then the methods in force (of one client, and what it
 * inherits, when the client is named). An Authenticator's state is its method id, which the sign-in sends back.
 */
export async function availableAuthenticators(deps: SignInDeps, filter: { clientObjectId?: string; clientName?: string } = {}): Promise<Authenticator[]> {
  let methods = await activeMethods(deps);
  if (filter.clientObjectId || filter.clientName) {
    const clients = await deps.store.db.selectFrom('objects').select(['object_id', 'name']).where('class_id', '=', 'client').execute();
    const name = filter.clientName?.trim().toLowerCase();
    const client = clients.find(c => (filter.clientObjectId ? c.object_id === filter.clientObjectId : c.name.toLowerCase() === name));
    if (!client) return [INTEGRATED_AUTHENTICATOR];
    const effective = await readAuthentication(deps, client.object_id);
    const ids = new Set((effective.inherited ? effective.inheritedValues : effective.values).map(m => m.id));
    methods = methods.filter(m => ids.has(m.method.id));
  }
  return [INTEGRATED_AUTHENTICATOR, ...methods.map(m => ({ provider: m.method.provider, title: m.method.title, state: m.method.id }))];
}

/** A method in force by id, with its secrets opened, or null. */
export async function methodById(deps: SignInDeps, id: string): Promise<{ config: SignInMethodConfig; provider: SignInProvider } | null> {
  const found = (await activeMethods(deps)).find(m => m.method.id === id);
  if (!found) return null;
  const provider = providerOf(deps, found.method.provider)!;
  const parameters: Record<string, unknown> = { ...found.method.parameters };
  for (const k of provider.secretParameters ?? [])
    if (typeof parameters[k] === 'string' && parameters[k]) parameters[k] = deps.secrets.open(parameters[k] as string);
  return {
    provider,
    config: {
      id: found.method.id,
      provider: found.method.provider,
      title: found.method.title,
      nodeId: found.node.object_id,
      nodeName: found.node.name,
      parameters,
    },
  };
}
