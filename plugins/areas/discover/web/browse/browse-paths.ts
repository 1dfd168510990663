/** Browse helpers: the top folders of a node's index (no folder inside another) and the breadcrumb trail of a path. */
import { quote } from '@fathom/sdk/api/search/lexer';

/** Paths that lie inside no other listed path; input sorted or not. */
export function topPaths(paths: string[]): string[] {
  const sorted = [...new Set(paths)].sort();
  const out: string[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && (p === last || p.startsWith(last === '/' ? '/' : `${last}/`))) continue;
    out.push(p);
  }
  return out;
}

/** Crumbs from a top path down to path: [{ label, path }]. */
export function crumbs(top: string, path: string): { label: string; path: string }[] {
  const out = [{ label: top, path: top }];
  if (path === top || !path.startsWith(top)) return out;
  let current = top;
  for (const part of path.slice(top.length).split('/').filter(Boolean)) {
    current = current === '/' ? `/${part}` : `${current}/${part}`;
    out.push({ label: part, path: current });
  }
  return out;
}

export function childPath(parent: string, name: string): string {
  return parent === '/' ? `/${name}` : `${parent}/${name}`;
}

/** A statement counts files unless it names classId: browsing is about folders and files. */
const FOLDERS_AND_FILES = "classId IN ('idxcontainer', 'idxobject')";
export const foldersStatement = (store: string) =>
  `SELECT parentPath, COUNT(*) AS entries FROM STORE(${quote(store)}) WHERE ${FOLDERS_AND_FILES} GROUP BY parentPath ORDER BY parentPath`;
export const listingStatement = (store: string, path: string) =>
  `SELECT * FROM STORE(${quote(store)}) WHERE parentPath = ${quote(path)} AND ${FOLDERS_AND_FILES} ORDER BY classId ASC, name ASC`;
