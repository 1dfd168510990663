/**
 * The filesys walk: readdirSync(withFileTypes) + lstatSync, depth first with an explicit stack of paths,
 * one directory listing at a time. This is the fastest in-process way to walk here (~60% of find -printf);
 * promise-based fs calls per entry are several times slower. Symbolic links are never followed, so the walk
 * cannot leave the tree; sockets, FIFOs and devices are skipped.
 */
import { lstatSync, readdirSync, type Stats } from 'node:fs';
import type { WalkEntry, WalkListing } from '@fathom/sdk/server';
import { distinctRoots, excludeMatcher } from './paths';
import { modeString, ownerName } from './owners';

export interface FilesysWalkOptions {
  /** Stay on the device of each include root (filesys parameter excludeExternalDrives). */
  excludeExternalDrives?: boolean;
  signal?: AbortSignal;
}

function parentOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i <= 0 ? '/' : path.slice(0, i);
}

function baseName(path: string): string {
  if (path === '/') return '/';
  return path.slice(path.lastIndexOf('/') + 1);
}

export function toEntry(path: string, name: string, st: Stats): WalkEntry {
  return {
    path,
    name,
    isDirectory: st.isDirectory(),
    size: st.isDirectory() ? 0 : st.size,
    createTime: st.birthtimeMs > 0 ? st.birthtimeMs : 0,
    modifyTime: st.mtimeMs,
    accessTime: st.atimeMs,
    owner: ownerName(st.uid),
    mode: modeString(st.mode),
  };
}

function safeLstat(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function* walkFilesys(include: string[], exclude: string[], opts: FilesysWalkOptions = {}): Generator<WalkListing> {
  const matcher = excludeMatcher(exclude);
  for (const root of distinctRoots(include)) {
    if (matcher.excludesRoot(root)) continue;
    let rootStat: Stats | undefined;
    let rootError: NodeJS.ErrnoException | undefined;
    try {
      rootStat = lstatSync(root);
    } catch (err) {
      rootError = err as NodeJS.ErrnoException;
    }
    if (!rootStat) {
      const missing: WalkEntry = {
        path: root,
        name: baseName(root),
        isDirectory: true,
        size: 0,
        createTime: 0,
        modifyTime: 0,
        accessTime: 0,
        owner: '',
        mode: '',
      };
      const gone = rootError?.code === 'ENOENT' || rootError?.code === 'ENOTDIR';
      yield {
        root,
        directory: missing,
        entries: [],
        error: gone ? `${root} does not exist` : `${root} cannot be read: ${rootError?.code ?? rootError?.message}`,
        missing: gone,
      };
      continue;
    }
    if (rootStat.isFile()) {
      const dir = parentOf(root);
      const dirStat = safeLstat(dir);
      if (!dirStat) continue;
      yield { root, directory: toEntry(dir, baseName(dir), dirStat), entries: [toEntry(root, baseName(root), rootStat)], partial: true };
      continue;
    }
    if (!rootStat.isDirectory()) continue; // a link or special file as a root: never followed
    const device = rootStat.dev;
    const stack: { path: string; stat: Stats }[] = [{ path: root, stat: rootStat }];
    while (stack.length > 0) {
      if (opts.signal?.aborted) return;
      const { path: dir, stat: dirStat } = stack.pop()!;
      const directory = toEntry(dir, baseName(dir), dirStat);
      let names;
      try {
        names = readdirSync(dir, { withFileTypes: true });
      } catch (err) {
        yield { root, directory, entries: [], error: `${dir}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` };
        continue;
      }
      const entries: WalkEntry[] = [];
      const prefix = dir === '/' ? '/' : dir + '/';
      const subdirs: { path: string; stat: Stats }[] = [];
      for (const d of names) {
        if (d.isSymbolicLink()) continue;
        // Sockets, FIFOs and devices are skipped; an unknown type (some file systems) is decided by lstat.
        if (d.isFIFO() || d.isSocket() || d.isBlockDevice() || d.isCharacterDevice()) continue;
        const path = prefix + d.name;
        if (!matcher.empty && matcher.excluded(path, d.name)) continue;
        const st = safeLstat(path);
        if (!st) continue; // vanished between readdir and lstat
        if (st.isDirectory()) {
          if (opts.excludeExternalDrives && st.dev !== device) continue;
          subdirs.push({ path, stat: st });
        } else if (!st.isFile()) continue;
        entries.push(toEntry(path, d.name, st));
      }
      yield { root, directory, entries };
      // Reverse so the stack pops subdirectories in listing order.
      for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]);
    }
  }
}
