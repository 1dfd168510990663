import { randomBytes } from 'node:crypto';

/** A new tree object id: 'o' + 20 random hex characters (index entries use 'e' + number, see server/index). */
export function newObjectId(): string {
  return `o${randomBytes(10).toString('hex')}`;
}

/** Ids of the materialised path '/a/b/c/' in order from the top. */
export function pathIdsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}
