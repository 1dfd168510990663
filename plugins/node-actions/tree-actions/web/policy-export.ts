/**
 * A node's policy as an export file (spec 001 §3 Policy): each section the node holds, as its property answers
 * it, and exportInfo with the time and the application's version. A section the node has no value for is left out.
 */
import type { ApiClient } from '@fathom/sdk/web';

/** Policy sections and the properties that hold them. */
export const POLICY_SECTION_PROPERTIES = { sources: 'PID_SOURCES', classifications: 'PID_CLASSIFICATIONS', settings: 'PID_SERVER_SETTINGS' } as const;
export type PolicySectionId = keyof typeof POLICY_SECTION_PROPERTIES;

export interface PolicyExport {
  [section: string]: unknown;
  exportInfo: { time: string; appVersion: string };
}

export function policyExport(sections: Partial<Record<PolicySectionId, unknown>>, appVersion: string, now = new Date()): PolicyExport {
  const out: PolicyExport = { exportInfo: { time: now.toISOString(), appVersion } };
  for (const [id, value] of Object.entries(sections)) if (value !== undefined) out[id] = value;
  return out;
}

/** The node's sections; a property the node has no value for (PropertyNotFound) is skipped. */
export async function readPolicySections(api: ApiClient, objectId: string): Promise<Partial<Record<PolicySectionId, unknown>>> {
  const out: Partial<Record<PolicySectionId, unknown>> = {};
  for (const [id, propertyId] of Object.entries(POLICY_SECTION_PROPERTIES) as [PolicySectionId, string][]) {
    try {
      out[id] = await api.get(`/database/property`, { objectId, propertyId, options: { infoLevel: 'full' } }, { suppressError: true });
    } catch (e) {
      if ((e as { errorName?: string }).errorName !== 'PropertyNotFound') throw e;
    }
  }
  return out;
}

/** The file name as typed, with .json added when missing. */
export function exportFileName(name: string): string {
  const n = name.trim();
  return /\.json$/i.test(n) ? n : `${n}.json`;
}
