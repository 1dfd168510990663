/** The core's side of sdk/server IndexedFiles: which files a scan wrote, and the text the index holds for a file. */
import type { IndexedFiles } from '@fathom/sdk/server';
import type { Kysely } from 'kysely';
import type { Store } from '../store/db';
import { entryIdOf } from './children';

/** Entry ids per query: well under either dialect's limit on bound parameters. */
const PAGE = 500;

export function indexedFilesOf(store: Store): IndexedFiles {
  // idx_content is an FTS5 virtual table on SQLite, which the typed schema does not model.
  const db = store.db as unknown as Kysely<any>;
  return {
    async writtenBy(nodeId, scanTaskId, objectIds) {
      const ids = objectIds.map(entryIdOf).filter((id): id is number => id !== null);
      const written = new Set<number>();
      for (let i = 0; i < ids.length; i += PAGE) {
        const rows = await db
          .selectFrom('idx_entries')
          .select('entry_id')
          .where('node_id', '=', nodeId)
          .where('scan_id', '=', scanTaskId)
          .where('entry_id', 'in', ids.slice(i, i + PAGE))
          .execute();
        for (const r of rows as { entry_id: number | string }[]) written.add(Number(r.entry_id));
      }
      return new Set(objectIds.filter(id => written.has(entryIdOf(id) ?? -1)));
    },
    async textOf(objectId) {
      const entryId = entryIdOf(objectId);
      if (entryId === null) return null;
      const row = (await db.selectFrom('idx_content').select('text').where('rowid', '=', entryId).executeTakeFirst()) as { text: string | null } | undefined;
      return typeof row?.text === 'string' ? row.text : null;
    },
  };
}
