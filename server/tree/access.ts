/**
 * Who may reach and do what (spec 000 §6, with the rules of sdk/api): a user reaches only the nodes inside
 * their home subtree (the root user reaches all); the codes a user holds on a node are the union of the grants
 * to that user, and to the roles (groups) the user is a member of, on the node and on its ancestors; the root user
 * holds every code everywhere.
 */
import { ApiError, ERROR_NAMES, PERMISSION_CODES, hasPermissions, isPermissionCode, type PermissionCode } from '@fathom/sdk/api';
import type { Store } from '../store/db';
import { pathIdsOf } from './ids';

/** The caller of an API request, as far as the tree is concerned. */
export interface Viewer {
  userObjectId: string;
  homeId: string;
  isRoot: boolean;
}

export interface PathRow {
  object_id: string;
  path_ids: string;
  client_id: string | null;
}

export const ALL_CODES: PermissionCode[] = [...PERMISSION_CODES];

export function parseCodes(text: string): PermissionCode[] {
  return text.split(',').filter(isPermissionCode);
}
export function formatCodes(codes: readonly string[]): string {
  return PERMISSION_CODES.filter(c => codes.includes(c)).join(',');
}

export function noPermission(message = 'You do not have permission for this object.'): ApiError {
  return new ApiError(ERROR_NAMES.noPermission, message);
}

export class Access {
  /** Grants per viewer, loaded once per request (a viewer object lives for one request). */
  private readonly grantCache = new WeakMap<Viewer, Promise<Map<string, PermissionCode[]>>>();

  constructor(private readonly store: Store) {}

  /** Grants held per node: the user's own and those of the user's roles, merged (the one place roles count). */
  grantsOf(viewer: Viewer): Promise<Map<string, PermissionCode[]>> {
    let cached = this.grantCache.get(viewer);
    if (!cached) {
      cached = this.trusteeIdsOf(viewer.userObjectId)
        .then(ids => this.store.db.selectFrom('grants').select(['object_id', 'codes']).where('trustee_id', 'in', ids).execute())
        .then(rows => {
          const byNode = new Map<string, PermissionCode[]>();
          for (const r of rows) byNode.set(r.object_id, [...new Set([...(byNode.get(r.object_id) ?? []), ...parseCodes(r.codes)])]);
          return byNode;
        });
      this.grantCache.set(viewer, cached);
    }
    return cached;
  }

  /** The user and the roles the user is a member of: every trustee whose grants the user holds. */
  async trusteeIdsOf(userObjectId: string): Promise<string[]> {
    const roles = await this.store.db.selectFrom('group_members').select('group_id').where('member_id', '=', userObjectId).execute();
    return [userObjectId, ...roles.map(r => r.group_id)];
  }

  /** True when the node lies inside the viewer's home subtree (or the viewer is root). */
  reaches(viewer: Viewer, row: PathRow): boolean {
    return viewer.isRoot || row.path_ids.includes(`/${viewer.homeId}/`);
  }

  /** Codes the viewer holds on the node; none when the node is out of reach. */
  async codesOn(viewer: Viewer, row: PathRow): Promise<PermissionCode[]> {
    if (viewer.isRoot) return [...ALL_CODES];
    if (!this.reaches(viewer, row)) return [];
    const grants = await this.grantsOf(viewer);
    const held = new Set<PermissionCode>();
    for (const id of pathIdsOf(row.path_ids)) for (const c of grants.get(id) ?? []) held.add(c);
    return ALL_CODES.filter(c => held.has(c));
  }

  /** Throws NoPermission unless the node is reachable. */
  requireReach(viewer: Viewer, row: PathRow): void {
    if (!this.reaches(viewer, row)) throw noPermission();
  }

  /**
   * Throws NoPermission unless the node is reachable and one of the alternative code sets is fully held.
   * Returns the codes held.
   */
  async require(viewer: Viewer, row: PathRow, alternatives: readonly (readonly PermissionCode[])[], what?: string): Promise<PermissionCode[]> {
    this.requireReach(viewer, row);
    const codes = await this.codesOn(viewer, row);
    if (alternatives.length > 0 && !alternatives.some(set => hasPermissions(set, codes))) {
      const needed = alternatives.map(s => s.join('+')).join(' or ');
      throw noPermission(`You need the ${needed} permission${what ? ` to ${what}` : ''}.`);
    }
    return codes;
  }

  /** Whether a client lets users of other clients read its index entries (PID_CLIENTCONFIG.crossClientAccess). */
  async crossClientAccess(clientId: string | null): Promise<boolean> {
    if (!clientId) return false;
    const row = await this.store.db
      .selectFrom('properties')
      .select('value')
      .where('object_id', '=', clientId)
      .where('property_id', '=', 'PID_CLIENTCONFIG')
      .where('owner_id', '=', '')
      .executeTakeFirst();
    if (!row) return false;
    try {
      return JSON.parse(row.value)?.crossClientAccess === true;
    } catch {
      return false;
    }
  }

  /**
   * Codes on an index entry owned by a collector node: the viewer's codes on the node when reachable;
   * read-only ('get') when the node's client allows cross-client access; otherwise NoPermission.
   */
  async codesOnIndexOf(viewer: Viewer, owner: PathRow): Promise<PermissionCode[]> {
    if (this.reaches(viewer, owner)) return this.codesOn(viewer, owner);
    if (await this.crossClientAccess(owner.client_id)) return ['get'];
    throw noPermission();
  }
}
