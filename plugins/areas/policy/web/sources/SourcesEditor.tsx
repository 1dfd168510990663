/**
 * Policy → sources of a collector: the services it scans, edited with the services editor; saving writes
 * PID_SOURCES, the property the scan reads first (server/tasks/sources.ts).
 */
import type { TreeObject } from '@fathom/sdk/api';
import { SOURCE_KIND } from './kinds';
import { ServicesEditor, SERVICES_SAVED } from './ServicesEditor';

export const SOURCES_SAVED = SERVICES_SAVED;

export function SourcesEditor({ node }: { node: TreeObject }) {
  return <ServicesEditor node={node} kind={SOURCE_KIND} />;
}
