/**
 * One sign-in against the company directory: find the user with the service account (or anonymously), bind as
 * that user with the password typed, then read the groups the user belongs to (memberOf, and groups naming the
 * user as member, uniqueMember or memberUid) and turn them into permission codes.
 */
import type { Client } from 'ldapts';
import { ApiError, PERMISSION_CODES, type PermissionCode } from '@fathom/sdk/api';
import type { SignInIdentity } from '@fathom/sdk/server';
import type { ActdirParameters } from '../api';

type Ldapts = typeof import('ldapts');
let ldapLib: Ldapts | undefined;
/** Loaded on the first directory sign-in, so a server without one never holds it. */
const ldapts = (): Ldapts => (ldapLib ??= require('ldapts') as Ldapts); // eslint-disable-line @typescript-eslint/no-require-imports

const TIMEOUT_MS = 10_000;

/** RFC 4515: the characters a filter value must escape. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, c => '\\' + c.charCodeAt(0).toString(16).padStart(2, '0'));
}

function first(v: unknown): string | undefined {
  if (Array.isArray(v)) return v.length ? String(v[0]) : undefined;
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  return v === undefined || v === null || v === '' ? undefined : String(v);
}
function all(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]).map(x => String(x));
}
const cnOf = (dn: string) => /^cn=([^,]+)/i.exec(dn)?.[1]?.trim().toLowerCase();
const normDn = (dn: string) =>
  dn
    .replace(/\s*,\s*/g, ',')
    .trim()
    .toLowerCase();

function unreachable(e: unknown): ApiError {
  return new ApiError('DirectoryUnavailable', `The company directory could not be reached: ${(e as Error).message}`, 503);
}

/** The codes the groups give: the union of every mapping whose group (DN or cn) the user belongs to. */
export function codesForGroups(groupDns: readonly string[], roles: ActdirParameters['groupRoles']): PermissionCode[] {
  const dns = new Set(groupDns.map(normDn));
  const cns = new Set(groupDns.map(cnOf).filter(Boolean));
  const held = new Set<string>();
  for (const r of roles) {
    const g = r.group.trim();
    const matches = g.includes('=') ? dns.has(normDn(g)) : cns.has(g.toLowerCase());
    if (matches) for (const c of r.codes) held.add(c);
  }
  return PERMISSION_CODES.filter(c => held.has(c));
}

/** A connection to the directory; LDAPS trusts the configured authority when one is given, else the system's. */
function connect(p: ActdirParameters): Client {
  const tlsOptions = p.caCertificate ? { ca: [p.caCertificate] } : undefined;
  return new (ldapts().Client)({
    url: p.url,
    timeout: TIMEOUT_MS,
    connectTimeout: TIMEOUT_MS,
    ...(tlsOptions && /^ldaps:/i.test(p.url) ? { tlsOptions } : {}),
  });
}

export async function verifyWithDirectory(p: ActdirParameters, userId: string, password: string): Promise<SignInIdentity | null> {
  // An empty password is an unauthenticated bind, which LDAP servers accept: never a proof.
  if (!userId || !password) return null;
  const service = connect(p);
  try {
    try {
      if (p.bindDn) await service.bind(p.bindDn, p.bindPassword);
    } catch (e) {
      if (e instanceof ldapts().InvalidCredentialsError)
        throw new ApiError('DirectoryUnavailable', 'The company directory refused the service account (bind DN and password).', 503);
      throw unreachable(e);
    }
    const filter = p.userFilter.split('{user}').join(escapeFilterValue(userId));
    let entries;
    try {
      ({ searchEntries: entries } = await service.search(p.baseDn, {
        scope: 'sub',
        filter,
        sizeLimit: 2,
        attributes: ['uid', 'sAMAccountName', 'cn', 'displayName', 'mail', 'memberOf'],
      }));
    } catch (e) {
      throw unreachable(e);
    }
    if (entries.length !== 1) return null; // not in the filter, or not one person
    const user = entries[0];
    const userClient = connect(p);
    try {
      await userClient.bind(user.dn, password);
    } catch {
      return null;
    } finally {
      await userClient.unbind().catch(() => undefined);
    }
    const accountName = first(user.uid) ?? first(user.sAMAccountName) ?? userId;
    const groups = new Set(all(user.memberOf));
    const groupFilter = `(|(member=${escapeFilterValue(user.dn)})(uniqueMember=${escapeFilterValue(user.dn)})(memberUid=${escapeFilterValue(accountName)}))`;
    try {
      const found = await service.search(p.baseDn, { scope: 'sub', filter: groupFilter, attributes: ['cn'] });
      for (const g of found.searchEntries) groups.add(g.dn);
    } catch (e) {
      throw unreachable(e);
    }
    return {
      userId: accountName,
      name: first(user.displayName) ?? first(user.cn) ?? accountName,
      email: first(user.mail),
      matchBy: 'userId',
      provision: true,
      codes: codesForGroups([...groups], p.groupRoles),
      syncCodes: true,
    };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw unreachable(e);
  } finally {
    await service.unbind().catch(() => undefined);
  }
}
