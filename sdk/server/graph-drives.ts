/**
 * The drive sources of Microsoft Graph (ms-onedrive, ms-sharepoint): a policy path names a drive (a user's OneDrive,
 * a SharePoint document library) and a folder in it, '//...' like a share; each type says how its paths name a drive
 * (GraphDriveType.locate). The first walk lists folder by folder (children, page by page) after taking the drive's
 * delta token; later walks ask Graph what changed since (delta) and list again only the folders that changed, whole
 * subtrees only for folders that are new, renamed or moved (Graph reports items by id, so the walk keeps the
 * folders' ids and paths with the token in the scan's WalkState). Content is read as a stream from Graph's download
 * redirect. Import as '@fathom/sdk/server/graph-drives'.
 */
import { normalisePolicyPath, policyPathRoot } from '../api/policy';
import { SERVICE_ERROR_STATUS, SERVICE_ERRORS } from '../api/services';
import { CONNECTION_MESSAGES } from '../api/service-forms';
import { ApiError } from '../api/wire';
import type { SourceConnector, WalkEntry, WalkListing, WalkState } from './connectors';
import { GraphError, graphApiError, graphClient, type GraphClient, type GraphPage } from './graph-kit';
import { distinctRootsOf, shareExcludeMatcher, type ExcludeMatcher } from './path-rules';

/** Where a policy path lies: the drive, the path of its top as the policy writes it, the folder path inside it. */
export interface DriveLocation {
  drive: string;
  prefix: string;
  rel: string;
}

/** A drive source type: how its paths name drives, and what 'Test connection' offers without a path. */
export interface GraphDriveType {
  type: string;
  /** The drive a root ('//...', no '/*') lies in; a named ApiError (NoSuchDrive, NoSuchSite, NoSuchPath) when none. */
  locate(client: GraphClient, root: string, signal?: AbortSignal): Promise<DriveLocation>;
  /** Names of places that can be scanned (users' drives, sites), answered by a connection test without paths. */
  places(client: GraphClient, signal?: AbortSignal): Promise<string[]>;
}

/** What Graph answers for a drive item (the fields the walk reads). */
export interface DriveItem {
  id: string;
  name: string;
  size?: number;
  file?: object;
  folder?: object;
  root?: object;
  deleted?: object;
  createdDateTime?: string;
  lastModifiedDateTime?: string;
  createdBy?: { user?: { email?: string; displayName?: string; id?: string } };
  lastModifiedBy?: { user?: { email?: string; displayName?: string; id?: string } };
  parentReference?: { id?: string; driveId?: string };
}

const SELECT = '$select=id,name,size,file,folder,root,deleted,createdDateTime,lastModifiedDateTime,createdBy,lastModifiedBy,parentReference';
/** Children asked per page (Graph's largest). */
export const GRAPH_PAGE = 200;
/** Files read at once during a scan. */
export const GRAPH_READ_CONCURRENCY = 8;

/** A policy path as a root: '//...' without its '/*'. */
export function shareRoot(path: string): string {
  return policyPathRoot(normalisePolicyPath(path, 'share'));
}

/** A path inside a drive, each name escaped, for Graph's 'root:/{path}:' addressing. */
export function drivePath(rel: string): string {
  return rel
    .split('/')
    .filter(Boolean)
    .map(s => encodeURIComponent(s))
    .join('/');
}
/** The item at a folder path inside a drive ('' is its top). */
export function itemAddress(drive: string, rel: string): string {
  return rel ? `/drives/${encodeURIComponent(drive)}/root:/${drivePath(rel)}:` : `/drives/${encodeURIComponent(drive)}/root`;
}

const time = (s?: string) => (s ? Date.parse(s) || 0 : 0);
/** The owner Graph names: who created the item, else who changed it last (e-mail where given, else the name). */
export function ownerOf(item: DriveItem): string {
  const u = item.createdBy?.user ?? item.lastModifiedBy?.user;
  return u?.email || u?.displayName || u?.id || '';
}
function entryOf(path: string, item: DriveItem, isDirectory: boolean): WalkEntry {
  return {
    path,
    name: path.slice(path.lastIndexOf('/') + 1),
    isDirectory,
    size: isDirectory ? 0 : (item.size ?? 0),
    createTime: time(item.createdDateTime),
    modifyTime: time(item.lastModifiedDateTime),
    accessTime: 0,
    owner: ownerOf(item),
    mode: '',
  };
}
function bare(path: string): WalkEntry {
  return { path, name: path.slice(path.lastIndexOf('/') + 1), isDirectory: true, size: 0, createTime: 0, modifyTime: 0, accessTime: 0, owner: '', mode: '' };
}
const isNotFound = (err: unknown) => err instanceof GraphError && err.status === 404;
const reason = (err: unknown) => (err instanceof GraphError ? `${err.status} ${err.code}` : ((err as Error)?.message ?? String(err)));

/** What the walk keeps per drive in the WalkState: the delta link, the roots walked and every folder's path by id. */
interface DriveState {
  link: string;
  roots: string[];
  folders: Record<string, string>;
}
const stateKey = (drive: string) => `graph.delta.${drive}`;

interface Walk {
  client: GraphClient;
  drive: string;
  matcher: ExcludeMatcher;
  folders: Map<string, string>;
  signal?: AbortSignal;
  clean: boolean;
}

/** The listing of one folder (all its pages); subfolders found are answered for the caller to walk. */
async function listFolder(
  w: Walk,
  root: string,
  id: string,
  path: string,
  self: DriveItem,
): Promise<{ listing: WalkListing; subfolders: { id: string; path: string; item: DriveItem }[] }> {
  const entries: WalkEntry[] = [];
  const subfolders: { id: string; path: string; item: DriveItem }[] = [];
  try {
    for await (const page of w.client.pages<DriveItem>(
      `/drives/${encodeURIComponent(w.drive)}/items/${encodeURIComponent(id)}/children?$top=${GRAPH_PAGE}&${SELECT}`,
      w.signal,
    )) {
      for (const child of page.value) {
        if (child.deleted || (!child.file && !child.folder)) continue; // OneNote packages and the like are not files
        const childPath = `${path}/${child.name}`;
        if (!w.matcher.empty && w.matcher.excluded(childPath, child.name)) continue;
        entries.push(entryOf(childPath, child, !!child.folder));
        if (child.folder) subfolders.push({ id: child.id, path: childPath, item: child });
      }
    }
  } catch (err) {
    w.clean = false;
    if (w.signal?.aborted) throw err;
    return { listing: { root, directory: entryOf(path, self, true), entries: [], error: `${path}: ${reason(err)}` }, subfolders: [] };
  }
  w.folders.set(id, path);
  return { listing: { root, directory: entryOf(path, self, true), entries }, subfolders };
}

/** Every folder under one, itself first, depth first. */
async function* walkFrom(w: Walk, root: string, id: string, path: string, self: DriveItem): AsyncGenerator<WalkListing> {
  const stack = [{ id, path, item: self }];
  while (stack.length > 0) {
    if (w.signal?.aborted) return;
    const at = stack.pop()!;
    const { listing, subfolders } = await listFolder(w, root, at.id, at.path, at.item);
    yield listing;
    for (let i = subfolders.length - 1; i >= 0; i--) stack.push(subfolders[i]);
  }
}

/** A root walked whole: a folder and everything under it, a file alone, or its absence. */
async function* walkRoot(w: Walk, root: string, loc: DriveLocation): AsyncGenerator<WalkListing> {
  let item: DriveItem;
  try {
    item = await w.client.json<DriveItem>(`${itemAddress(w.drive, loc.rel)}?${SELECT}`, { signal: w.signal });
  } catch (err) {
    w.clean = false;
    if (isNotFound(err)) yield { root, directory: bare(root), entries: [], error: `${root} does not exist`, missing: true };
    else yield { root, directory: bare(root), entries: [], error: `${root}: ${reason(err)}` };
    return;
  }
  if (item.file) {
    yield { root, directory: bare(root.slice(0, root.lastIndexOf('/'))), entries: [entryOf(root, item, false)], partial: true };
    return;
  }
  yield* walkFrom(w, root, item.id, root, item);
}

const depth = (p: string) => p.split('/').length;
const parentOf = (p: string) => p.slice(0, p.lastIndexOf('/'));
const within = (a: string, b: string) => b === a || b.startsWith(`${a}/`);

/**
 * A walk of what changed since the kept delta link: the folders whose items changed are listed again, folders that
 * are new, renamed or moved are walked whole. Answers false when Graph asks for a full walk again (410 resync).
 */
async function* walkChanges(
  w: Walk,
  roots: { root: string; loc: DriveLocation }[],
  saved: DriveState,
): AsyncGenerator<WalkListing, { link?: string; resync: boolean }> {
  const changes = new Map<string, DriveItem>();
  let link: string | undefined;
  try {
    for await (const page of w.client.pages<DriveItem>(saved.link, w.signal)) {
      for (const item of page.value) {
        changes.delete(item.id);
        changes.set(item.id, item); // the last report of an item is its state now
      }
      link = page['@odata.deltaLink'] ?? link;
    }
  } catch (err) {
    if (err instanceof GraphError && (err.status === 410 || /resync/i.test(err.code))) return { resync: true };
    throw err;
  }
  const folders = w.folders;
  const toList = new Set<string>();
  const toWalk = new Map<string, string>();
  const rootPaths = roots.map(r => r.root);
  const removeSubtree = (path: string) => {
    for (const [id, p] of folders) if (within(path, p)) folders.delete(id);
  };
  let pending = [...changes.values()];
  for (let progress = true; pending.length > 0 && progress;) {
    progress = false;
    const rest: DriveItem[] = [];
    for (const item of pending) {
      const old = folders.get(item.id);
      if (item.deleted) {
        progress = true;
        if (old !== undefined) {
          removeSubtree(old);
          toList.add(parentOf(old));
        } else {
          const parent = folders.get(item.parentReference?.id ?? '');
          if (parent !== undefined) toList.add(parent);
        }
        continue;
      }
      if (item.root) {
        progress = true;
        continue;
      }
      const parent = folders.get(item.parentReference?.id ?? '');
      if (parent === undefined) {
        if (old !== undefined && !rootPaths.includes(old)) {
          // Moved out of every root.
          progress = true;
          removeSubtree(old);
          toList.add(parentOf(old));
        } else if (old !== undefined) {
          progress = true;
          toList.add(old); // an include root itself changed: its items are listed again
        } else rest.push(item); // its parent may come later in this delta
        continue;
      }
      progress = true;
      const path = `${parent}/${item.name}`;
      toList.add(parent);
      if (!item.folder) continue;
      if (old === path) {
        toList.add(path); // a folder reported for what changed in it
        continue;
      }
      if (old !== undefined) {
        removeSubtree(old);
        toList.add(parentOf(old));
      }
      if (w.matcher.empty || !w.matcher.excluded(path, item.name)) toWalk.set(path, item.id);
    }
    pending = rest;
  }
  // Roots kept as no folder (a file, or missing last time) are looked at again whole.
  const known = new Set(folders.values());
  const again = roots.filter(r => !known.has(r.root));
  const pathId = new Map([...folders].map(([id, p]) => [p, id]));
  const tasks: { path: string; id?: string; whole: boolean }[] = [
    ...[...toWalk].map(([path, id]) => ({ path, id, whole: true })),
    ...[...toList].filter(p => pathId.has(p) && ![...toWalk.keys()].some(t => within(t, p))).map(p => ({ path: p, id: pathId.get(p), whole: false })),
  ].sort((a, b) => depth(a.path) - depth(b.path) || Number(a.whole) - Number(b.whole));
  for (const r of again) yield* walkRoot(w, r.root, r.loc);
  for (const t of tasks) {
    if (w.signal?.aborted) return { link, resync: false };
    const root = rootPaths.find(r => within(r, t.path));
    if (!root) continue;
    let self: DriveItem;
    try {
      self = await w.client.json<DriveItem>(`/drives/${encodeURIComponent(w.drive)}/items/${encodeURIComponent(t.id!)}?${SELECT}`, { signal: w.signal });
    } catch (err) {
      w.clean = false;
      if (w.signal?.aborted) throw err;
      // Gone meanwhile: its parent's listing (in this walk or the next) tells.
      if (!isNotFound(err)) yield { root, directory: bare(t.path), entries: [], error: `${t.path}: ${reason(err)}` };
      continue;
    }
    if (t.whole) {
      yield* walkFrom(w, root, t.id!, t.path, self);
      continue;
    }
    const { listing, subfolders } = await listFolder(w, root, t.id!, t.path, self);
    yield listing;
    // A folder in the listing the kept state does not know (nothing reported it): walked whole.
    for (const s of subfolders) if (!folders.has(s.id) && !toWalk.has(s.path)) yield* walkFrom(w, root, s.id, s.path, s.item);
  }
  return { link, resync: false };
}

async function* walkDrive(
  client: GraphClient,
  drive: string,
  roots: { root: string; loc: DriveLocation }[],
  matcher: ExcludeMatcher,
  signal: AbortSignal | undefined,
  state: WalkState | undefined,
): AsyncGenerator<WalkListing> {
  const rootPaths = roots.map(r => r.root).sort();
  let saved: DriveState | undefined;
  try {
    const text = state?.get(stateKey(drive));
    saved = text ? (JSON.parse(text) as DriveState) : undefined;
  } catch {
    saved = undefined;
  }
  if (saved && JSON.stringify(saved.roots) === JSON.stringify(rootPaths)) {
    const w: Walk = { client, drive, matcher, folders: new Map(Object.entries(saved.folders)), signal, clean: true };
    const out = yield* walkChanges(w, roots, saved);
    if (!out.resync) {
      state!.set(
        stateKey(drive),
        w.clean && out.link ? JSON.stringify({ link: out.link, roots: rootPaths, folders: Object.fromEntries(w.folders) }) : undefined,
      );
      return;
    }
  }
  // The token first: what changes while the walk runs is reported by the next delta.
  let link: string | undefined;
  if (state) {
    try {
      const page = await client.json<GraphPage<DriveItem>>(`/drives/${encodeURIComponent(drive)}/root/delta?token=latest`, { signal });
      link = page['@odata.deltaLink'];
    } catch (err) {
      if (signal?.aborted) throw err;
      link = undefined; // no delta here: every walk is a full one
    }
  }
  const w: Walk = { client, drive, matcher, folders: new Map(), signal, clean: true };
  for (const r of roots) yield* walkRoot(w, r.root, r.loc);
  if (state && !signal?.aborted)
    state.set(stateKey(drive), w.clean && link ? JSON.stringify({ link, roots: rootPaths, folders: Object.fromEntries(w.folders) }) : undefined);
}

/** The walk of a drive source: roots grouped by drive, each drive walked whole or by its changes. */
export async function* walkGraphDrives(
  t: GraphDriveType,
  params: Record<string, unknown>,
  include: string[],
  exclude: string[],
  signal?: AbortSignal,
  state?: WalkState,
): AsyncGenerator<WalkListing> {
  const client = graphClient(params);
  const matcher = shareExcludeMatcher(exclude, shareRoot);
  const drives = new Map<string, { root: string; loc: DriveLocation }[]>();
  for (const root of distinctRootsOf(include.map(shareRoot))) {
    if (matcher.excludesRoot(root)) continue;
    try {
      const loc = await t.locate(client, root, signal);
      drives.set(loc.drive, [...(drives.get(loc.drive) ?? []), { root, loc }]);
    } catch (err) {
      if (signal?.aborted) throw err;
      const e = graphApiError(err, client);
      const missing = e.errorName !== SERVICE_ERRORS.accessDenied && e.errorName !== SERVICE_ERRORS.hostUnreachable;
      yield { root, directory: bare(root), entries: [], error: `${root}: ${e.message}`, missing };
    }
  }
  for (const [drive, roots] of drives) yield* walkDrive(client, drive, roots, matcher, signal, state);
}

/** A file's content as a stream (Graph's download redirect followed without the token); ENOENT when it is gone. */
export async function readGraphFile(
  t: GraphDriveType,
  params: Record<string, unknown>,
  path: string,
  signal?: AbortSignal,
): Promise<AsyncIterable<Uint8Array>> {
  const client = graphClient(params);
  const loc = await t.locate(client, shareRoot(path), signal);
  if (!loc.rel) throw Object.assign(new Error(`${path} is not a file`), { code: 'ENOENT' });
  try {
    return await client.download(`${itemAddress(loc.drive, loc.rel)}/content`, signal);
  } catch (err) {
    if (isNotFound(err)) throw Object.assign(new Error(`${path} does not exist`), { code: 'ENOENT' });
    throw err;
  }
}

/** Names a connection test answers per path. */
const TEST_NAMES = 20;

/**
 * 'Test connection': signs in, finds each path's drive and lists the first names there (or, without paths, the places
 * that can be scanned); names what is wrong: HostUnreachable, AccessDenied, NoSuchDrive, NoSuchSite, NoSuchPath.
 */
export async function testGraphDrives(
  t: GraphDriveType,
  params: Record<string, unknown>,
  include: string[],
  signal?: AbortSignal,
): Promise<{ entries: string[] }> {
  const client = graphClient(params, 1);
  const roots = distinctRootsOf(include.map(shareRoot));
  try {
    await client.accessToken(signal);
    if (roots.length === 0) return { entries: await t.places(client, signal) };
    const entries: string[] = [];
    for (const root of roots) {
      const loc = await t.locate(client, root, signal);
      let item: DriveItem;
      try {
        item = await client.json<DriveItem>(`${itemAddress(loc.drive, loc.rel)}?${SELECT}`, { signal });
      } catch (err) {
        if (isNotFound(err)) throw new ApiError(SERVICE_ERRORS.noSuchPath, CONNECTION_MESSAGES.noSuchPath(root), SERVICE_ERROR_STATUS.NoSuchPath);
        throw err;
      }
      if (item.file) {
        entries.push(root);
        continue;
      }
      const page = await client.json<GraphPage<DriveItem>>(
        `/drives/${encodeURIComponent(loc.drive)}/items/${encodeURIComponent(item.id)}/children?$top=${TEST_NAMES}&${SELECT}`,
        {
          signal,
        },
      );
      for (const c of page.value.slice(0, TEST_NAMES)) entries.push(`${root}/${c.name}`);
    }
    return { entries };
  } catch (err) {
    throw graphApiError(err, client);
  }
}

/** The source connector of a drive type. */
export function graphDriveConnector(t: GraphDriveType): SourceConnector {
  return {
    type: t.type,
    readConcurrency: GRAPH_READ_CONCURRENCY,
    walk: (params, include, exclude, signal, state) => walkGraphDrives(t, params, include, exclude, signal, state),
    async read(params, path) {
      const chunks: Buffer[] = [];
      for await (const c of await readGraphFile(t, params, path)) chunks.push(Buffer.from(c));
      return Buffer.concat(chunks);
    },
    readStream: (params, path, signal) => readGraphFile(t, params, path, signal),
    validate: (params, include, signal) => testGraphDrives(t, params, include, signal),
  };
}

/** Answers a lookup once per client and key (drives and sites move rarely; a scan asks for each file). */
export function remembered<T>(cache: WeakMap<GraphClient, Map<string, Promise<T>>>, client: GraphClient, key: string, find: () => Promise<T>): Promise<T> {
  let m = cache.get(client);
  if (!m) cache.set(client, (m = new Map()));
  let p = m.get(key);
  if (!p) {
    p = find();
    m.set(key, p);
    p.catch(() => m!.delete(key));
  }
  return p;
}
