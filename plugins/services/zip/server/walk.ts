/**
 * The zip walk: an include path names a zip file or a folder holding zip files (in subfolders too). Each archive
 * shows as a folder of its own name, its members below it: '/data/a.zip/inner/file.txt'. Folders are listed one at a
 * time; an archive's central directory is read once and its folders yielded parents first.
 */
import { lstatSync, readdirSync, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { distinctRootsOf, excludeMatcher, plainPolicyRoot, type WalkEntry, type WalkListing } from '@fathom/sdk/server';
import { listMembers, type ZipMember } from './archive';

export const isZipName = (name: string) => /\.zip$/i.test(name);

export function localRoot(path: string): string {
  return resolve(plainPolicyRoot(path));
}

function fromStat(path: string, st: Stats, asFolder = false): WalkEntry {
  return {
    path,
    name: path.slice(path.lastIndexOf('/') + 1),
    isDirectory: asFolder || st.isDirectory(),
    size: asFolder || st.isDirectory() ? 0 : st.size,
    createTime: st.birthtimeMs > 0 ? st.birthtimeMs : 0,
    modifyTime: st.mtimeMs,
    accessTime: st.atimeMs,
    owner: '',
    mode: '',
  };
}

function fromMember(path: string, m: ZipMember): WalkEntry {
  return {
    path,
    name: m.name.slice(m.name.lastIndexOf('/') + 1),
    isDirectory: m.isDirectory,
    size: m.size,
    createTime: 0,
    modifyTime: m.modifyTime,
    accessTime: 0,
    owner: '',
    mode: m.mode,
  };
}

async function* archiveListings(root: string, zipPath: string, st: Stats, skip: (path: string, name: string) => boolean): AsyncGenerator<WalkListing> {
  let members: ZipMember[];
  try {
    members = await listMembers(zipPath);
  } catch (err) {
    yield { root, directory: fromStat(zipPath, st, true), entries: [], error: `${zipPath}: ${(err as Error).message}` };
    return;
  }
  const byFolder = new Map<string, ZipMember[]>();
  for (const m of members) {
    const i = m.name.lastIndexOf('/');
    const parent = i < 0 ? '' : m.name.slice(0, i);
    const list = byFolder.get(parent) ?? [];
    list.push(m);
    byFolder.set(parent, list);
  }
  const folders = new Map(members.filter(m => m.isDirectory).map(m => [m.name, m]));
  const stack = [''];
  while (stack.length > 0) {
    const rel = stack.pop()!;
    const path = rel ? `${zipPath}/${rel}` : zipPath;
    const directory = rel ? fromMember(path, folders.get(rel)!) : fromStat(zipPath, st, true);
    const entries: WalkEntry[] = [];
    const subs: string[] = [];
    for (const m of byFolder.get(rel) ?? []) {
      const p = `${zipPath}/${m.name}`;
      const e = fromMember(p, m);
      if (skip(p, e.name)) continue;
      entries.push(e);
      if (m.isDirectory) subs.push(m.name);
    }
    yield { root, directory, entries };
    for (let i = subs.length - 1; i >= 0; i--) stack.push(subs[i]);
  }
}

export async function* walkZip(include: string[], exclude: string[], signal?: AbortSignal): AsyncGenerator<WalkListing> {
  const matcher = excludeMatcher(exclude, localRoot, plainPolicyRoot);
  const skip = (p: string, n: string) => !matcher.empty && matcher.excluded(p, n);
  const roots = distinctRootsOf(include.map(localRoot));
  for (const root of roots) {
    if (matcher.excludesRoot(root)) continue;
    let st: Stats;
    try {
      st = lstatSync(root);
    } catch {
      yield {
        root,
        directory: {
          path: root,
          name: root.slice(root.lastIndexOf('/') + 1),
          isDirectory: true,
          size: 0,
          createTime: 0,
          modifyTime: 0,
          accessTime: 0,
          owner: '',
          mode: '',
        },
        entries: [],
        error: `${root} does not exist`,
        missing: true,
      };
      continue;
    }
    if (st.isFile()) {
      yield* archiveListings(root, root, st, skip);
      continue;
    }
    const stack: { path: string; st: Stats }[] = [{ path: root, st }];
    while (stack.length > 0) {
      if (signal?.aborted) return;
      const { path, st: dirStat } = stack.pop()!;
      let names;
      try {
        names = readdirSync(path, { withFileTypes: true });
      } catch (err) {
        yield { root, directory: fromStat(path, dirStat), entries: [], error: `${path}: ${(err as NodeJS.ErrnoException).code}` };
        continue;
      }
      const entries: WalkEntry[] = [];
      const subdirs: { path: string; st: Stats }[] = [];
      const archives: { path: string; st: Stats }[] = [];
      for (const d of names) {
        if (!d.isDirectory() && !(d.isFile() && isZipName(d.name))) continue; // only folders and archives
        const p = path === '/' ? `/${d.name}` : `${path}/${d.name}`;
        if (skip(p, d.name)) continue;
        let s: Stats;
        try {
          s = lstatSync(p);
        } catch {
          continue;
        }
        entries.push(fromStat(p, s, true));
        (d.isDirectory() ? subdirs : archives).push({ path: p, st: s });
      }
      yield { root, directory: fromStat(path, dirStat), entries };
      for (const a of archives) {
        if (signal?.aborted) return;
        yield* archiveListings(root, a.path, a.st, skip);
      }
      for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]);
    }
  }
}
