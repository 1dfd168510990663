/**
 * The reports table (a plugin migration, kysely's schema builder only) and its rows as reports. Settings parts are
 * JSON texts; ids are random texts, so the table needs no sequence on either dialect.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MigrationContribution } from '@fathom/sdk/server';
import type { Report, ReportScope, ReportSettings, ReportViewer } from '../api';
import { deleteRefusal, editRefusal } from '../api';

export const TABLE = 'reports';

export const reportMigrations: MigrationContribution[] = [
  {
    id: '0001_reports',
    async up(db) {
      await db.schema
        .createTable(TABLE)
        .addColumn('report_id', 'text', c => c.primaryKey())
        .addColumn('name', 'text', c => c.notNull())
        .addColumn('description', 'text')
        .addColumn('scope', 'text', c => c.notNull())
        .addColumn('owner_id', 'text', c => c.notNull())
        .addColumn('owner_name', 'text')
        .addColumn('node_id', 'text', c => c.notNull().references('objects.object_id').onDelete('cascade'))
        .addColumn('settings', 'text', c => c.notNull())
        .addColumn('created_at', 'bigint', c => c.notNull())
        .addColumn('updated_at', 'bigint', c => c.notNull())
        .execute();
      await db.schema.createIndex(`${TABLE}_owner`).on(TABLE).columns(['owner_id', 'scope']).execute();
      await db.schema.createIndex(`${TABLE}_node`).on(TABLE).columns(['node_id', 'scope']).execute();
    },
  },
];

export interface ReportRow {
  report_id: string;
  name: string;
  description: string | null;
  scope: ReportScope;
  owner_id: string;
  owner_name: string | null;
  node_id: string;
  settings: string;
  created_at: number;
  updated_at: number;
}

type Stored = Pick<ReportSettings, 'query' | 'grid' | 'pdfExportProperties' | 'excelExportProperties'>;

export function toReport(r: ReportRow, viewer: ReportViewer): Report {
  const stored = JSON.parse(r.settings) as Stored;
  const base = { readonly: false, scope: r.scope, ownerId: r.owner_id };
  return {
    reportId: r.report_id,
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    scope: r.scope,
    ...stored,
    readonly: false,
    ownerId: r.owner_id,
    ...(r.owner_name ? { ownerName: r.owner_name } : {}),
    nodeId: r.node_id,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    canEdit: editRefusal(base, viewer) === null,
    canDelete: deleteRefusal(base, viewer) === null,
  };
}

export function rowOf(s: ReportSettings, who: { ownerId: string; ownerName: string; nodeId: string }, reportId: string = randomUUID()): ReportRow {
  const now = Math.floor(Date.now() / 1000);
  const stored: Stored = { query: s.query, grid: s.grid, pdfExportProperties: s.pdfExportProperties, excelExportProperties: s.excelExportProperties };
  return {
    report_id: reportId,
    name: s.name,
    description: s.description ?? null,
    scope: s.scope,
    owner_id: who.ownerId,
    owner_name: who.ownerName,
    node_id: who.nodeId,
    settings: JSON.stringify(stored),
    created_at: now,
    updated_at: now,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const reportsTable = (db: Kysely<any>) => db.selectFrom(TABLE).selectAll();
