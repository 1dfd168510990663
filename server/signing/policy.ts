/** When the platform signs: the licence allows it (enableSign) and the file's include path asks for it. */
import { dialectOf, type IndexDb } from '../store/index-db';
import { read, runSteps, runStepsOnStore, type SqlSteps, type StoreLike } from '../store/sql-steps';
import type { IncludePath } from '@fathom/sdk/api/policy';
import { includeMatcher } from '../scan/include-match';

/** False only when the platform's licence says enableSign: false (a database without a licence row signs). */
export function signingLicensed(db: IndexDb): boolean {
  return runSteps(db, licensed(dialectOf(db)));
}

/** signingLicensed from the API thread, on either dialect. */
export function signingLicensedOf(store: StoreLike): Promise<boolean> {
  return runStepsOnStore(store, () => licensed(store.dialect));
}

function* licensed(dialect: 'sqlite' | 'postgres'): SqlSteps<boolean> {
  const rootId = dialect === 'postgres' ? "(s.value::jsonb #>> '{}')" : "json_extract(s.value, '$')";
  const [row] = (yield read(
    `SELECT p.value FROM settings s JOIN properties p ON p.object_id = ${rootId}
    WHERE s.key = 'rootObjectId' AND p.property_id = 'PID_LICENSE' AND p.owner_id = ''`,
  )) as { value: string }[];
  if (!row) return true;
  try {
    return (JSON.parse(row.value) as { enableSign?: unknown }).enableSign !== false;
  } catch {
    return true;
  }
}

/** True for paths under an include path with signing on. */
export function signingPathMatcher(include: IncludePath[]): (path: string) => boolean {
  if (!include.some(i => i.signing)) return () => false;
  const match = includeMatcher(include);
  return path => match(path)?.signing === true;
}
