/**
 * Reading the tree for a viewer: objects by id (tree rows, or ids owned by a children provider), children in
 * sibling order with paging across tree rows and provider entries, paths, and permissions on every object.
 * Changes live in mutations.ts.
 */
import { CONTAINER_CLASSES, OBJECT_ALIASES, type ChildrenResponse, type InfoLevel, type PermissionCode, type TreeObject } from '@fathom/sdk/api';
import type { EventBus } from '../events/bus';
import type { Store } from '../store/db';
import { AnswersOfVersion, dataVersion } from '../store/data-version';
import { Access, type Viewer } from './access';
import { objectNotFound } from './errors';
import { pathIdsOf } from './ids';
import { findRow, subtreeRange, toTreeObject, type ObjectRow } from './objects';
import { classRankSql, DIRECTORY_RANK } from './order';
import { childrenProviders, providerOwning, type ChildrenProvider, type ChildrenQuery, type ParentRef, type ProviderContext } from './providers';

export interface ChildrenOptions {
  offset: number;
  limit: number;
  classIds?: string[];
  containersOnly: boolean;
  withDeleted: boolean;
  infoLevel: InfoLevel;
  recursive: boolean;
}

const PATH_LEVELS: InfoLevel[] = ['path', 'pathInfo', 'all'];

export class TreeService {
  readonly access: Access;
  /** Pages of index directories as JSON, kept while the store's data is unchanged (SQLite). */
  private readonly childPages = new AnswersOfVersion(32, 1 << 19);

  constructor(
    readonly store: Store,
    readonly bus: EventBus,
  ) {
    this.access = new Access(store);
  }

  /** HOME and ME stand for the viewer's home node and user object. */
  resolveId(viewer: Viewer, objectId: string): string {
    if (objectId === OBJECT_ALIASES.home) return viewer.homeId;
    if (objectId === OBJECT_ALIASES.me) return viewer.userObjectId;
    return objectId;
  }

  async requireRow(objectId: string): Promise<ObjectRow> {
    const row = await findRow(this.store, objectId);
    if (!row) throw objectNotFound(objectId);
    return row;
  }

  /** A reachable tree row (NoPermission when out of reach, ObjectNotFound when absent). */
  async reachableRow(viewer: Viewer, objectId: string): Promise<ObjectRow> {
    const row = await this.requireRow(this.resolveId(viewer, objectId));
    this.access.requireReach(viewer, row);
    return row;
  }

  async getObject(viewer: Viewer, objectId: string, infoLevel: InfoLevel = 'basic'): Promise<TreeObject> {
    const id = this.resolveId(viewer, objectId);
    const provider = providerOwning(id);
    if (provider) {
      const { object } = await this.providerObject(viewer, provider, id);
      if (PATH_LEVELS.includes(infoLevel)) object.ancestorIds = await this.providerAncestors(viewer, provider, object);
      return object;
    }
    const row = await this.reachableRow(viewer, id);
    const [object] = await this.decorate(viewer, [row], { containersOnly: false, withDeleted: false, infoLevel, offset: 0, limit: 0 });
    if (PATH_LEVELS.includes(infoLevel)) Object.assign(object, await this.pathInfo(viewer, row));
    return object;
  }

  /** Path from the viewer's visible top (root for the root user, the home node otherwise) down to the object. */
  async pathInfo(viewer: Viewer, row: ObjectRow): Promise<{ path: string; ancestorIds: string[] }> {
    const ids = pathIdsOf(row.path_ids);
    const top = viewer.isRoot ? 0 : Math.max(0, ids.indexOf(viewer.homeId));
    const visible = ids.slice(top);
    const rows =
      visible.length > 1
        ? await this.store.db.selectFrom('objects').select(['object_id', 'name']).where('object_id', 'in', visible.slice(0, -1)).execute()
        : [];
    const names = new Map(rows.map(r => [r.object_id, r.name]));
    names.set(row.object_id, row.name);
    return { path: `/${visible.map(id => names.get(id) ?? id).join('/')}`, ancestorIds: visible.slice(0, -1) };
  }

  async listChildren(viewer: Viewer, parentId: string, opts: ChildrenOptions): Promise<ChildrenResponse> {
    const id = this.resolveId(viewer, parentId);
    const owner = providerOwning(id);
    if (owner) {
      // One context for the parent and its children: what the provider read of the parent it reads once.
      const ctx = { store: this.store, viewer };
      const { object, codes } = await this.providerObject(viewer, owner, id, ctx);
      const parent = { objectId: id, classId: object.classId };
      const [objectCount, objects] = await Promise.all([owner.countChildren(parent, opts, ctx), owner.listChildren(parent, opts, ctx)]);
      for (const o of objects) o.permissions = codes;
      return { objects, objectCount };
    }
    const parentRow = await this.reachableRow(viewer, id);
    if (opts.recursive) return this.listDescendants(viewer, parentRow, opts);
    const parent: ParentRef = { objectId: parentRow.object_id, classId: parentRow.class_id };
    const ctx = { store: this.store, viewer };
    const providers = childrenProviders().filter(p => p.listsUnder(parent));
    // Segments in sibling order: tree rows ranked up to 'directory', provider entries, the remaining tree rows.
    type Segment = { count: number; fetch: (offset: number, limit: number) => Promise<TreeObject[]> };
    const before = (q: ReturnType<TreeService['childQuery']>) => q.where(classRankSql(), '<=', DIRECTORY_RANK);
    const after = (q: ReturnType<TreeService['childQuery']>) => q.where(classRankSql(), '>', DIRECTORY_RANK);
    const treeSegment = async (restrict: typeof before): Promise<Segment> => ({
      count: Number(
        (
          await restrict(this.childQuery(parentRow.object_id, opts))
            .select(eb => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      fetch: async (offset, limit) => {
        const rows = await restrict(this.childQuery(parentRow.object_id, opts))
          .selectAll()
          .orderBy(classRankSql())
          .orderBy('sort_name')
          .orderBy('object_id')
          .offset(offset)
          .limit(limit)
          .execute();
        return this.decorate(viewer, rows, opts);
      },
    });
    const providerSegment = async (p: ChildrenProvider): Promise<Segment> => {
      const codes = await this.access.codesOn(viewer, parentRow);
      return {
        count: await p.countChildren(parent, opts, ctx),
        fetch: async (offset, limit) => (await p.listChildren(parent, { ...opts, offset, limit }, ctx)).map(o => ({ ...o, permissions: codes })),
      };
    };
    const segments = [await treeSegment(before), ...(await Promise.all(providers.map(providerSegment))), await treeSegment(after)];
    const objectCount = segments.reduce((n, s) => n + s.count, 0);
    const objects: TreeObject[] = [];
    let skip = opts.offset;
    let want = opts.limit;
    for (const s of segments) {
      if (want <= 0) break;
      if (skip >= s.count) {
        skip -= s.count;
        continue;
      }
      const page = await s.fetch(skip, Math.min(want, s.count - skip));
      objects.push(...page);
      want -= page.length;
      skip = 0;
    }
    if (PATH_LEVELS.includes(opts.infoLevel) && objects.length > 0) {
      const { path, ancestorIds } = await this.pathInfo(viewer, parentRow);
      for (const o of objects) Object.assign(o, { path: `${path}/${o.name}`, ancestorIds: [...ancestorIds, parentRow.object_id] });
    }
    return { objects, objectCount };
  }

  /**
   * listChildren's answer as JSON (UTF-8): under an object whose provider builds its page as JSON (index directories
   * on SQLite), without the objects of every row being made and serialised again; asked again while the store's
   * data is unchanged (the console lists a folder again on each expand, page and refresh), the kept answer.
   */
  async listChildrenJson(viewer: Viewer, parentId: string, opts: ChildrenOptions): Promise<Buffer> {
    const id = this.resolveId(viewer, parentId);
    const owner = providerOwning(id);
    if (!owner?.listChildrenJson) return Buffer.from(JSON.stringify(await this.listChildren(viewer, parentId, opts)));
    // Stamped before reading: a write while the page is read leaves it under a stamp no later call matches.
    const version = dataVersion(this.store);
    const key = JSON.stringify([viewer.userObjectId, viewer.homeId, viewer.isRoot, id, opts]);
    const kept = version === null ? undefined : this.childPages.get(key, version);
    if (kept !== undefined) return kept;
    const ctx = { store: this.store, viewer };
    const { object, codes } = await this.providerObject(viewer, owner, id, ctx);
    const parent = { objectId: id, classId: object.classId };
    const [objectCount, objects] = await Promise.all([owner.countChildren(parent, opts, ctx), owner.listChildrenJson(parent, opts, ctx, codes)]);
    const answer = Buffer.from(`{"objects":${objects},"objectCount":${JSON.stringify(objectCount)}}`);
    if (version !== null) this.childPages.set(key, version, answer);
    return answer;
  }

  /** Children of a tree node as a query (filters applied, no selection yet). */
  private childQuery(parentId: string, opts: Pick<ChildrenOptions, 'classIds' | 'containersOnly'>) {
    let q = this.store.db.selectFrom('objects').where('parent_id', '=', parentId);
    if (opts.classIds && opts.classIds.length > 0) q = q.where('class_id', 'in', opts.classIds);
    if (opts.containersOnly) q = q.where('class_id', 'in', CONTAINER_CLASSES);
    return q;
  }

  /** Every tree object below the parent (recursive listing), in path then sibling order. */
  private async listDescendants(viewer: Viewer, parentRow: ObjectRow, opts: ChildrenOptions): Promise<ChildrenResponse> {
    const [lo, hi] = subtreeRange(parentRow.path_ids);
    let q = this.store.db.selectFrom('objects').where('path_ids', '>', lo).where('path_ids', '<', hi);
    if (opts.classIds && opts.classIds.length > 0) q = q.where('class_id', 'in', opts.classIds);
    if (opts.containersOnly) q = q.where('class_id', 'in', CONTAINER_CLASSES);
    const { n } = await q.select(eb => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('path_ids').offset(opts.offset).limit(opts.limit).execute();
    return { objects: await this.decorate(viewer, rows, opts), objectCount: Number(n) };
  }

  /** Wire objects with the viewer's permissions, hasChildren and childrenCount (same class filters as the listing). */
  async decorate(viewer: Viewer, rows: ObjectRow[], opts: ChildrenQuery): Promise<TreeObject[]> {
    if (rows.length === 0) return [];
    let q = this.store.db
      .selectFrom('objects')
      .select(['parent_id', eb => eb.fn.countAll<number>().as('n')])
      .where(
        'parent_id',
        'in',
        rows.map(r => r.object_id),
      );
    if (opts.classIds && opts.classIds.length > 0) q = q.where('class_id', 'in', opts.classIds);
    if (opts.containersOnly) q = q.where('class_id', 'in', CONTAINER_CLASSES);
    const counts = new Map((await q.groupBy('parent_id').execute()).map(r => [r.parent_id, Number(r.n)]));
    const ctx = { store: this.store, viewer };
    return Promise.all(
      rows.map(async row => {
        const ref = { objectId: row.object_id, classId: row.class_id };
        let childrenCount = counts.get(row.object_id) ?? 0;
        for (const p of childrenProviders()) if (p.listsUnder(ref)) childrenCount += await p.countChildren(ref, { ...opts, offset: 0, limit: 0 }, ctx);
        const permissions: PermissionCode[] = await this.access.codesOn(viewer, row);
        const object = toTreeObject(row);
        if (opts.infoLevel === 'full' || opts.infoLevel === 'all' || opts.infoLevel === 'properties') {
          object.properties = { createdAt: row.created_at, updatedAt: row.updated_at };
        }
        return { ...object, permissions, hasChildren: childrenCount > 0, childrenCount };
      }),
    );
  }

  /** Ancestors of a provider's object: the owning node's path, then the provider's own parents (for breadcrumbs). */
  private async providerAncestors(viewer: Viewer, provider: ChildrenProvider, object: TreeObject): Promise<string[]> {
    const chain: string[] = [];
    let parentId = object.parentId;
    while (parentId && provider.ownsObjectId(parentId) && chain.length < 256) {
      chain.unshift(parentId);
      const parent = await provider.getObject(parentId, { store: this.store, viewer });
      parentId = parent?.object.parentId ?? null;
    }
    if (!parentId) return chain;
    // A viewer reaching the entry through crossClientAccess may not reach its collector: then the path starts at the entries.
    const ownerRow = await this.reachableRow(viewer, parentId).catch(() => null);
    return ownerRow ? [...(await this.pathInfo(viewer, ownerRow)).ancestorIds, parentId, ...chain] : chain;
  }

  /** An object owned by a provider, with the codes the viewer holds on it (through its owning node). */
  private async providerObject(
    viewer: Viewer,
    provider: ChildrenProvider,
    id: string,
    ctx: ProviderContext = { store: this.store, viewer },
  ): Promise<{ object: TreeObject; codes: PermissionCode[] }> {
    const found = await provider.getObject(id, ctx);
    if (!found) throw objectNotFound(id);
    const owner = await this.requireRow(found.ownerNodeId);
    const codes = await this.access.codesOnIndexOf(viewer, owner);
    return { object: { ...found.object, permissions: codes }, codes };
  }

  /** Number of tree children plus provider children of a node (no class filter). */
  async countAllChildren(viewer: Viewer, row: ObjectRow): Promise<number> {
    const { n } = await this.store.db
      .selectFrom('objects')
      .select(eb => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', row.object_id)
      .executeTakeFirstOrThrow();
    let total = Number(n);
    const ref = { objectId: row.object_id, classId: row.class_id };
    for (const p of childrenProviders()) {
      if (p.listsUnder(ref))
        total += await p.countChildren(
          ref,
          { offset: 0, limit: 0, containersOnly: false, withDeleted: false, infoLevel: 'simple' },
          { store: this.store, viewer },
        );
    }
    return total;
  }

  /** Publishes an event in the objects room, visible to viewers whose home is on one of the given paths. */
  async publishObjectEvent(
    type: string,
    row: Pick<ObjectRow, 'object_id' | 'parent_id' | 'path_ids'>,
    extra: { data?: unknown; propertyId?: string; userId?: string; alsoPath?: string } = {},
  ): Promise<void> {
    const audience = [...new Set([...pathIdsOf(row.path_ids), ...(extra.alsoPath ? pathIdsOf(extra.alsoPath) : [])])];
    await this.bus.publishRoom(
      'objects',
      { type, objectId: row.object_id, parentId: row.parent_id, propertyId: extra.propertyId, userId: extra.userId, data: extra.data },
      audience,
    );
  }
}
