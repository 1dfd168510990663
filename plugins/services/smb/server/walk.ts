/**
 * The smb walk: depth first with an explicit stack, so a directory's listing comes before its subdirectories'
 * and excluded subtrees are never listed. Directories are listed in batches, one smbclient process per batch
 * (`ls "folder\*"` each); the '.' entry of a listing gives the directory's own time. smbclient's listing has the
 * modification time only, and the DOS attributes, from which the mode says read-only or not.
 */
import { distinctRootsOf, shareExcludeMatcher, type WalkEntry, type WalkListing } from '@fathom/sdk/server';
import { parseListLine, modeOf, type SmbListEntry } from './listing';
import { locate, shareRoot } from './paths';
import { NOT_FOUND, quoted, runCommands, type SmbTarget } from './smbclient';

/** Directories listed per smbclient process. */
const BATCH = 16;

function entryOf(path: string, name: string, e: SmbListEntry): WalkEntry {
  return {
    path,
    name,
    isDirectory: e.isDirectory,
    size: e.isDirectory ? 0 : e.size,
    createTime: 0,
    modifyTime: e.modifyTime,
    accessTime: 0,
    owner: '',
    mode: modeOf(e.attributes),
  };
}

function blank(path: string): WalkEntry {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return { path, name, isDirectory: true, size: 0, createTime: 0, modifyTime: 0, accessTime: 0, owner: '', mode: '' };
}

export interface Listed {
  self?: SmbListEntry;
  entries: SmbListEntry[];
  error?: string;
  missing?: boolean;
}

const END_OF_LISTING = /^\t\t\d+ blocks of size \d+\. \d+ blocks available$|^Error in dskattr/;

/**
 * The entries of each directory (rel '' is the share), or the reason it could not be listed. Each `ls` answer ends
 * with the free-space line or with its 'NT_STATUS_... listing' line; entry lines start with two spaces.
 */
export async function listDirectories(t: SmbTarget, rels: string[], signal?: AbortSignal): Promise<Listed[]> {
  const lines = await runCommands(
    t,
    rels.map(rel => `ls ${quoted(rel ? `${rel}/*` : '*')}`),
    signal,
  );
  const out: Listed[] = [];
  let current: Listed = { entries: [] };
  for (const line of lines) {
    if (out.length >= rels.length) break;
    const status = /^(NT_STATUS_\w+) listing /.exec(line)?.[1];
    if (status) {
      out.push({ entries: [], error: status, missing: NOT_FOUND.test(status) });
      current = { entries: [] };
      continue;
    }
    if (END_OF_LISTING.test(line)) {
      out.push(current);
      current = { entries: [] };
      continue;
    }
    const e = parseListLine(line);
    if (!e) continue;
    if (e.name === '.') current.self = e;
    else if (e.name !== '..') current.entries.push(e);
  }
  while (out.length < rels.length) out.push({ entries: [], error: 'no answer from the server' });
  return out;
}

export async function* walkSmb(t: SmbTarget, include: string[], exclude: string[], signal?: AbortSignal): AsyncGenerator<WalkListing> {
  const matcher = shareExcludeMatcher(exclude, shareRoot);
  for (const root of distinctRootsOf(include.map(shareRoot))) {
    if (matcher.excludesRoot(root)) continue;
    const where = locate(root, t);
    if (!where) {
      yield { root, directory: blank(root), entries: [], error: `${root} is not on the share //${t.server}/${t.shareName}` };
      continue;
    }
    const pathOf = (rel: string) => (rel ? `${where.prefix}/${rel}` : where.prefix);
    const [top] = await listDirectories(t, [where.rel], signal);
    if (top.error && where.rel) {
      // The include root may name a file: list its folder and keep only that file.
      const slash = where.rel.lastIndexOf('/');
      const parentRel = slash < 0 ? '' : where.rel.slice(0, slash);
      const name = where.rel.slice(slash + 1);
      const [parent] = await listDirectories(t, [parentRel], signal);
      const file = parent.entries.find(e => e.name === name && !e.isDirectory);
      if (file && parent.self) {
        const dir = pathOf(parentRel);
        yield { root, directory: entryOf(dir, dir.slice(dir.lastIndexOf('/') + 1), parent.self), entries: [entryOf(root, name, file)], partial: true };
        continue;
      }
      const gone = !!top.missing;
      yield { root, directory: blank(root), entries: [], error: gone ? `${root} does not exist` : `${root}: ${top.error}`, missing: gone };
      continue;
    }
    let batch: { rel: string; listed: Listed }[] = [{ rel: where.rel, listed: top }];
    const stack: string[] = [];
    while (batch.length > 0) {
      for (const { rel, listed } of batch) {
        if (signal?.aborted) return;
        const path = pathOf(rel);
        if (listed.error) {
          yield { root, directory: blank(path), entries: [], error: `${path}: ${listed.error}` };
          continue;
        }
        const directory = listed.self ? entryOf(path, path.slice(path.lastIndexOf('/') + 1), listed.self) : blank(path);
        const entries: WalkEntry[] = [];
        const subdirs: string[] = [];
        for (const e of listed.entries) {
          const p = `${path}/${e.name}`;
          if (!matcher.empty && matcher.excluded(p, e.name)) continue;
          entries.push(entryOf(p, e.name, e));
          if (e.isDirectory) subdirs.push(rel ? `${rel}/${e.name}` : e.name);
        }
        yield { root, directory, entries };
        for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]);
      }
      const next = stack.splice(Math.max(0, stack.length - BATCH)).reverse();
      batch = next.length ? (await listDirectories(t, next, signal)).map((listed, i) => ({ rel: next[i], listed })) : [];
    }
  }
}
