/**
 * Sibling order in SQL, identical to sdk/api compareSiblings: class rank first (root, client, appagt, appliance,
 * agent, orgunit, appunit, directory, platform, others), then the name compared case- and accent-insensitively
 * with numbers in numeric order. The name part is stored folded in objects.sort_name so paging stays in order.
 */
import { sql, type RawBuilder } from 'kysely';

const RANK: [string[], number][] = [
  [['root', 'rootclient'], 0],
  [['client'], 1],
  [['appagt'], 2],
  [['appliance'], 3],
  [['agent'], 4],
  [['orgunit'], 5],
  [['appunit'], 6],
  [['idxcontainer'], 7],
  [['platform'], 8],
];
/** Rank of classes not in the sibling order list; they come last. */
export const OTHER_CLASS_RANK = 9;
export const DIRECTORY_RANK = 7;

export function classRank(classId: string): number {
  for (const [classes, rank] of RANK) if (classes.includes(classId)) return rank;
  return OTHER_CLASS_RANK;
}

/** `CASE class_id WHEN ... END` over a column reference. */
export function classRankSql(column = 'class_id'): RawBuilder<number> {
  const whens = RANK.flatMap(([classes, rank]) => classes.map(c => sql`WHEN ${c} THEN ${sql.lit(rank)}`));
  return sql<number>`CASE ${sql.ref(column)} ${sql.join(whens, sql` `)} ELSE ${sql.lit(OTHER_CLASS_RANK)} END`;
}

/** The folded name: accents removed, lower case, every run of digits zero-padded to 20 places. */
export function sortNameOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, d => d.replace(/^0+(?=\d)/, '').padStart(20, '0'));
}
