/**
 * GET /administration/billing (spec 000 §6: billing is its own letter, bll, shown on the platform classes with
 * adm): per client and month, the files, bytes, collectors and classified files of the index, in one
 * aggregation. A file counts in the month it was indexed (idx_entries.store_time, UTC); deleted files do not count,
 * so the figures are what the index holds now.
 */
import { sql } from 'kysely';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { BILLING_MESSAGES, BILLING_PATH, billingSchema, type BillingRequest, type BillingResponse, type BillingRow } from '@fathom/sdk/api/billing';
import type { RouteCall, RouteDefinition } from '@fathom/sdk/server';
import { noPermission, viewerOf } from './people-services';

const PLATFORM_CLASSES = ['root', 'rootclient', 'platform'];

/** First second of a 'YYYY-MM' month (UTC), in epoch seconds; `after` gives the first second of the next month. */
function monthStart(month: string, after = false): number {
  const [y, m] = month.split('-').map(Number);
  return Date.UTC(y, m - 1 + (after ? 1 : 0), 1) / 1000;
}

async function billing(p: BillingRequest, call: RouteCall): Promise<BillingResponse> {
  const viewer = viewerOf(call);
  const node = await call.platform.tree.getObject(viewer, call.platform.tree.resolveId(viewer, p.objectId));
  if (!PLATFORM_CLASSES.includes(node.classId)) throw new ApiError(ERROR_NAMES.validation, BILLING_MESSAGES.platformOnly, undefined, { field: 'objectId' });
  const codes = node.permissions ?? [];
  if (!codes.includes('adm') || !codes.includes('bll')) throw noPermission(BILLING_MESSAGES.needsBilling);
  // The month of indexing (UTC) in the store's dialect.
  const month =
    call.platform.store.dialect === 'postgres'
      ? sql<string>`to_char(to_timestamp(e.store_time) AT TIME ZONE 'UTC', 'YYYY-MM')`
      : sql<string>`strftime('%Y-%m', e.store_time, 'unixepoch')`;
  let q = call.platform.store.db
    .selectFrom('idx_entries as e')
    .innerJoin('objects as n', 'n.object_id', 'e.node_id')
    .innerJoin('objects as c', 'c.object_id', 'n.client_id')
    .leftJoin(eb => eb.selectFrom('idx_classifications').select('entry_id').distinct().as('k'), 'k.entry_id', 'e.entry_id')
    .where('e.class_id', '=', 'idxobject')
    .where('e.is_deleted', '=', 0)
    .where('n.path_ids', 'like', `%/${node.objectId}/%`);
  if (p.from) q = q.where('e.store_time', '>=', monthStart(p.from));
  if (p.to) q = q.where('e.store_time', '<', monthStart(p.to, true));
  const rows = await q
    .select(eb => [
      'c.object_id as clientId',
      'c.name as clientName',
      month.as('month'),
      eb.fn.countAll<number>().as('files'),
      eb.fn.coalesce(eb.fn.sum<number>('e.size'), sql<number>`0`).as('bytes'),
      eb.fn.count<number>('e.node_id').distinct().as('collectors'),
      eb.fn.count<number>('k.entry_id').as('classifiedFiles'),
    ])
    .groupBy(['c.object_id', 'c.name', month])
    .orderBy(month)
    .orderBy('c.name')
    .execute();
  return {
    rows: rows.map(
      r =>
        ({ ...r, files: Number(r.files), bytes: Number(r.bytes), collectors: Number(r.collectors), classifiedFiles: Number(r.classifiedFiles) }) as BillingRow,
    ),
  };
}

export const billingRoutes: RouteDefinition[] = [{ method: 'GET', path: BILLING_PATH, schema: billingSchema, handler: billing }];
