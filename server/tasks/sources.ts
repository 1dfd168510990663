/**
 * The sources a collector node scans: PID_SOURCES ({services}), else the sources section of PID_POLICY
 * ({sources: {values: {services}}}). Only Source-mode services, normalised by the shared policy rules with the
 * modes and path styles the service type plugins describe.
 */
import { normaliseService, type ServiceTypeDescriptor, type SourceService } from '@fathom/sdk/api/policy';
import { openServiceSecrets } from '@fathom/sdk/server';
import { secretBoxFor } from '../secrets/secret-box';
import type { Store } from '../store/db';
import type { ScanService } from '../scan/scan-job';

let described: readonly ServiceTypeDescriptor[] = [];

/**
 * The service types of the platform's plugins (modes, path style), handed in by the host at start-up; the server
 * knows no list of its own. A type none describes is read with local paths and any mode.
 */
export function setServiceTypes(types: readonly ServiceTypeDescriptor[]): void {
  described = Object.freeze(types.map(t => Object.freeze({ ...t, modes: [...t.modes] })));
}
export function serviceTypes(): readonly ServiceTypeDescriptor[] {
  return described;
}

async function prop(store: Store, objectId: string, propertyId: string): Promise<unknown> {
  const row = await store.db
    .selectFrom('properties')
    .select('value')
    .where('object_id', '=', objectId)
    .where('property_id', '=', propertyId)
    .where('owner_id', '=', '')
    .executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
}

/** The node's Source services with their secrets opened (for connectors only: never answered or logged). */
export async function nodeServices(store: Store, nodeId: string): Promise<SourceService[]> {
  const sources = (await prop(store, nodeId, 'PID_SOURCES')) as { services?: SourceService[] } | undefined;
  let services = sources?.services;
  if (!Array.isArray(services)) {
    const policy = (await prop(store, nodeId, 'PID_POLICY')) as { sources?: { values?: { services?: SourceService[] } } } | undefined;
    services = policy?.sources?.values?.services;
  }
  const wanted = (Array.isArray(services) ? services : []).map(s => normaliseService(s, described)).filter(s => (s.mode ?? 'Source') === 'Source');
  return openServiceSecrets(wanted, described, secretBoxFor(store.dataDir));
}

export function toScanServices(services: SourceService[]): ScanService[] {
  return services.map(s => ({ name: s.name, type: s.type, parameters: s.parameters ?? {}, include: s.include, exclude: s.exclude.map(e => e.path) }));
}
