/**
 * The suggestions of PID_WHATS_NEXT, from the real state of a node and the collectors at or below it, most
 * pressing first:
 * - a collector offline → see events (alert);
 * - the licence near a limit (aggregators, indexed files) → see the licence (alert);
 * - no collector below has a source → add a source (action);
 * - a collector with sources never scanned → scan now (action; the button runs the scan);
 * - files with personal data found → see the classification report (info).
 */
import { sql, type Kysely } from 'kysely';
import type { Licence } from '@fathom/sdk/api';
import { LICENCE_NEAR, type WhatsNextSuggestion } from '../api';

const COLLECTORS = ['appagt', 'agent'];
const AGGREGATORS = ['appliance', 'appagt'];

interface CollectorRow {
  object_id: string;
  name: string;
  class_id: string;
  tags: string | null;
  sources: string | null;
}
interface Tags {
  state?: { online?: boolean; lastScanCompleteTime?: number; lastScanStartTime?: number };
  activated?: boolean;
  pending?: boolean;
  activationCode?: string;
}

export interface SuggestionInput {
  db: Kysely<any>;
  nodeId: string;
  nodeName: string;
  licence?: Licence;
  rootId?: string;
}

const q = (nodeId: string, tab: string, section = 'dashboard', extra = '') => `/${section}/${tab}?activeNodeId=${encodeURIComponent(nodeId)}${extra}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export async function suggestionsFor(input: SuggestionInput): Promise<WhatsNextSuggestion[]> {
  const { db, nodeId } = input;
  const below = `%/${nodeId}/%`;
  const collectors = (
    await sql<CollectorRow>`SELECT o.object_id, o.name, o.class_id, o.tags,
      (SELECT p.value FROM properties p WHERE p.object_id = o.object_id AND p.property_id = 'PID_SOURCES' AND p.owner_id = '') AS sources
      FROM objects o WHERE o.path_ids LIKE ${below} AND o.class_id IN (${sql.join(COLLECTORS)}) ORDER BY o.sort_name, o.object_id`.execute(db)
  ).rows.map(r => ({ ...r, parsed: JSON.parse(r.tags || '{}') as Tags, services: servicesOf(r.sources) }));
  const out: WhatsNextSuggestion[] = [];

  // Activated collectors that fell silent (a device still waiting for its activation is not offline, it is pending).
  const offline = collectors.filter(c => c.parsed.activated !== false && !c.parsed.activationCode && c.parsed.state?.online === false);
  if (offline.length)
    out.push({
      id: 'collector-offline',
      notificationType: 'alert',
      header: offline.length === 1 ? `${offline[0].name} is offline` : `${plural(offline.length, 'collector')} are offline`,
      description: `${offline.map(c => c.name).join(', ')} stopped answering: nothing is scanned there until ${offline.length === 1 ? 'it is' : 'they are'} back. The events say when and why.`,
      buttonText: 'See events',
      buttonLink: q(nodeId, 'events'),
    });

  out.push(...(await licenceSuggestions(input)));

  const withSources = collectors.filter(c => c.services > 0);
  if (collectors.length > 0 && withSources.length === 0) {
    const target = collectors[0];
    out.push({
      id: 'add-source',
      notificationType: 'action',
      header: 'Add a source to scan',
      description: `${collectors.length === 1 ? target.name : `None of the ${collectors.length} collectors here`} has nothing to scan yet. Add a folder, a file share or a cloud store to its policy.`,
      buttonText: 'Add a source',
      buttonLink: q(target.object_id, 'sources', 'policy'),
    });
  }
  const neverScanned = withSources.filter(c => !c.parsed.state?.lastScanCompleteTime && !c.parsed.state?.lastScanStartTime);
  if (neverScanned.length) {
    const c = neverScanned[0];
    out.push({
      id: 'scan-now',
      notificationType: 'action',
      header: `Scan ${c.name}`,
      description: `${c.name} has ${plural(c.services, 'source')} that ${c.services === 1 ? 'was' : 'were'} never scanned: scan now to index and classify ${c.services === 1 ? 'it' : 'them'}.`,
      buttonText: 'Scan now',
      buttonLink: q(c.object_id, 'main'),
      command: { objectId: c.object_id, commandId: 'scan' },
    });
  }

  if (collectors.length) {
    const ids = collectors.map(c => c.object_id);
    const found = await sql<{
      n: number | string;
    }>`SELECT COUNT(DISTINCT c.entry_id) AS n FROM idx_classifications c JOIN idx_entries e ON e.entry_id = c.entry_id
      WHERE e.node_id IN (${sql.join(ids)}) AND e.is_deleted = 0 AND c.confidence >= 0.5`.execute(db);
    const files = Number(found.rows[0]?.n ?? 0);
    if (files > 0)
      out.push({
        id: 'personal-data',
        notificationType: 'info',
        header: `${plural(files, 'file')} with classified data`,
        description: `Scans below ${input.nodeName} found personal or sensitive data in ${plural(files, 'file')}. See where it is, by source and classification.`,
        buttonText: 'See the classification report',
        buttonLink: `/reports/RUN?activeNodeId=${encodeURIComponent(nodeId)}&reportId=classification-summary-by-source`,
      });
  }
  return out;
}

/** The sources of a PID_SOURCES value: services it scans (mode Source, the default), not those it writes to. */
function servicesOf(raw: string | null): number {
  if (!raw) return 0;
  try {
    const v = JSON.parse(raw) as { services?: { mode?: string }[] };
    return Array.isArray(v.services) ? v.services.filter(s => (s?.mode ?? 'Source') === 'Source').length : 0;
  } catch {
    return 0;
  }
}

async function licenceSuggestions({ db, licence, rootId }: SuggestionInput): Promise<WhatsNextSuggestion[]> {
  if (!licence) return [];
  const out: WhatsNextSuggestion[] = [];
  const link = `/license${rootId ? `?activeNodeId=${encodeURIComponent(rootId)}` : ''}`;
  const allowed = licence.allowedAggregators ?? 0;
  if (allowed > 0) {
    const used = Number(
      (await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM objects WHERE class_id IN (${sql.join(AGGREGATORS)})`.execute(db)).rows[0]?.n ?? 0,
    );
    if (used >= allowed * LICENCE_NEAR)
      out.push({
        id: 'licence-aggregators',
        notificationType: 'alert',
        header: used >= allowed ? 'No aggregator left in the licence' : 'The licence is nearly at its aggregators',
        description: `${plural(used, 'aggregator')} of the ${allowed} the licence allows ${used === 1 ? 'is' : 'are'} in use.${used >= allowed ? ' Another one cannot be added.' : ''}`,
        buttonText: 'See the licence',
        buttonLink: link,
      });
  }
  const fileLimit = licence.fileCountLimit ?? 0;
  if (fileLimit > 0) {
    const files = Number(
      (await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM idx_entries WHERE class_id = 'idxobject' AND is_deleted = 0`.execute(db)).rows[0]?.n ?? 0,
    );
    if (files >= fileLimit * LICENCE_NEAR)
      out.push({
        id: 'licence-files',
        notificationType: 'alert',
        header: files >= fileLimit ? 'The licence file count is reached' : 'The licence is nearly at its file count',
        description: `${plural(files, 'file')} indexed of the ${fileLimit.toLocaleString('en-US')} the licence allows.`,
        buttonText: 'See the licence',
        buttonLink: link,
      });
  }
  return out;
}
