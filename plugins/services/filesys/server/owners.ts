/**
 * uid -> user name, read once from the passwd file. Resolving an owner per file through the system costs more
 * than the whole walk, so names are cached; unknown uids show as the number.
 */
import { readFileSync } from 'node:fs';

let cache: Map<number, string> | null = null;

function load(): Map<number, string> {
  const map = new Map<number, string>();
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const parts = line.split(':');
      if (parts.length >= 3) {
        const uid = Number(parts[2]);
        if (Number.isInteger(uid) && !map.has(uid)) map.set(uid, parts[0]);
      }
    }
  } catch {
    /* no passwd file (Windows, minimal containers): numbers only */
  }
  return map;
}

export function ownerName(uid: number): string {
  if (!cache) cache = load();
  let name = cache.get(uid);
  if (name === undefined) {
    name = String(uid);
    cache.set(uid, name);
  }
  return name;
}

const BITS = 'rwxrwxrwx';
const modeCache = new Map<number, string>();
/** 'rwxr-xr-x' from the permission bits of st_mode. */
export function modeString(mode: number): string {
  const perm = mode & 0o777;
  let s = modeCache.get(perm);
  if (s === undefined) {
    s = '';
    for (let i = 0; i < 9; i++) s += perm & (1 << (8 - i)) ? BITS[i] : '-';
    modeCache.set(perm, s);
  }
  return s;
}
