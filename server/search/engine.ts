/** The search language engine as plugins see it (sdk/server SearchEngine), over this server's tree and store. */
import { SEARCH_LIMITS, SEARCH_MESSAGES, type SearchObject } from '@fathom/sdk/api/search-wire';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import type { ExportSelection, PluginSession, SearchEngine } from '@fathom/sdk/server';
import type { ServerContext } from '../http/context';
import { invalid } from '../http/payload';
import { buildExport, tooLarge } from './session-export';
import { layoutOf, rowObject } from './session-rows';
import { validateInput } from './session-query';
import { sessionsFor } from './session-registry';
import { checkStoreReach } from './session-scope';
import { openRows, queryPage, queryStream } from './statement-rows';

export function exportDisabled(): ApiError {
  return new ApiError(ERROR_NAMES.validation, SEARCH_MESSAGES.exportDisabled);
}

export function searchEngineOf(server: ServerContext): SearchEngine {
  return {
    checkStoreReach: (viewer, store) => checkStoreReach(server.tree, viewer, store),
    startSearch: (viewer, request) => sessionsFor(server).start(viewer, request),
    pageSearch: (viewer, request) => sessionsFor(server).page(viewer, request),
    cancelSearch: (viewer, searchId) => sessionsFor(server).cancel(viewer, searchId),
    validate: validateInput,
    queryPage: (viewer, input, objectId, range) => queryPage(server, viewer, input, objectId, range),
    queryStream: (viewer, input, objectId, format, range) => queryStream(server, viewer, input, objectId, format, range),
    selectForExport: (viewer, selection) => selectForExport(server, viewer, selection),
    buildExport,
  };
}

async function selectForExport(server: ServerContext, viewer: PluginSession, sel: ExportSelection) {
  const sessions = sessionsFor(server);
  const s = await sessions.get(viewer, sel.searchId);
  if (!s.isComplete) throw new ApiError(ERROR_NAMES.conflict, 'The search is still running; export it once it is complete.');
  const wanted = sel.columns === undefined ? null : new Set(sel.columns);
  const columns = wanted ? s.columns.filter(c => wanted.has(c.name)) : s.columns;
  if (columns.length === 0) throw invalid('columns names none of the result columns.', 'columns');
  const { startOffset: start, resultCount: count, objectIds: selected, documentFormat } = sel;

  async function objects(): Promise<SearchObject[]> {
    const held = s.rowCount;
    const truncated = (s.totalCount ?? held) > held;
    const end = count === undefined ? Infinity : start + count;
    let objects: SearchObject[];
    if (truncated && !selected && end > held) {
      if (documentFormat) throw exportDisabled();
      // The rest lies past the rows held: run the statement again, in its own order.
      const { cursor } = await openRows(server, viewer, s.statement, { offset: start, limit: count });
      const layout = layoutOf(s.columns, await cursor.columns());
      objects = [];
      try {
        for (let batch; (batch = await cursor.next(2000));) {
          for (const r of batch) objects.push(rowObject(r, layout));
          if (objects.length > SEARCH_LIMITS.downloadMaxBytes / 16) throw tooLarge();
        }
      } finally {
        cursor.close();
      }
    } else {
      const order = sessions.resolveOrder(s, sel.orderBy);
      const layout = layoutOf(s.columns, s.names);
      if (selected) {
        // Rows of the chosen objects, in the asked order, then the asked range of them.
        const keep = new Set(selected);
        objects = (await sessions.rows(s, order, { offset: 0 }))
          .map(r => rowObject(r, layout))
          .filter(o => keep.has(String(o.objectId)))
          .slice(start, end);
      } else {
        if (documentFormat && Math.min(end, held) - start > SEARCH_LIMITS.maxDocumentExportRows) throw exportDisabled();
        objects = (await sessions.rows(s, order, { offset: start, limit: count })).map(r => rowObject(r, layout));
      }
    }
    if (documentFormat && objects.length > SEARCH_LIMITS.maxDocumentExportRows) throw exportDisabled();
    return objects;
  }
  return { columns, objects };
}
