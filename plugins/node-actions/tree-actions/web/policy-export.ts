/**
 * A node's policy as an export file (spec 001 §3 Policy): each section the node holds, as its property answers
 * it, and exportInfo with the time and the application's version. A section the node has no value for is left out.
 */
import type { ApiClient } from '@fathom/sdk/web';

/** Policy sections and the properties that hold them. */
export const POLICY_SECTION_PROPERTIES = {
  sources: 'PID_SOURCES',
  classifications: 'PID_CLASSIFICATIONS',
  settings: 'PID_SERVER_SETTINGS',
  actions: 'PID_POLICY',
} as const;
export type PolicySectionId = keyof typeof POLICY_SECTION_PROPERTIES;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The section a property's answer holds. Most properties are their section; PID_POLICY holds the actions section
 * ({actions: {values, inherited, inheritedValues, effective, ...}}), exported as the node's own: {inherited: true},
 * or {inherited: false, values: {rule, diagram}}.
 */
export function sectionOf(id: PolicySectionId, answer: unknown): unknown {
  if (id !== 'actions') return answer;
  const a = isObject(answer) ? answer.actions : undefined;
  if (!isObject(a)) return undefined;
  return a.inherited === true ? { inherited: true } : { inherited: false, values: a.values };
}
/** The value its property is written with for a section (the way back from sectionOf). */
export function propertyValue(id: PolicySectionId, section: unknown): unknown {
  return id === 'actions' ? { actions: section } : section;
}

export interface PolicyExport {
  [section: string]: unknown;
  exportInfo: { time: string; appVersion: string };
}

export function policyExport(sections: Partial<Record<PolicySectionId, unknown>>, appVersion: string, now = new Date()): PolicyExport {
  const out: PolicyExport = { exportInfo: { time: now.toISOString(), appVersion } };
  for (const [id, value] of Object.entries(sections)) if (value !== undefined) out[id] = value;
  return out;
}

/** The node's sections, read side by side; a property the node has no value for (PropertyNotFound) is skipped. */
export async function readPolicySections(api: ApiClient, objectId: string): Promise<Partial<Record<PolicySectionId, unknown>>> {
  const sections = Object.entries(POLICY_SECTION_PROPERTIES) as [PolicySectionId, string][];
  const values = await Promise.all(
    sections.map(async ([id, propertyId]) => {
      try {
        return sectionOf(id, await api.get(`/database/property`, { objectId, propertyId, options: { infoLevel: 'full' } }, { suppressError: true }));
      } catch (e) {
        if ((e as { errorName?: string }).errorName !== 'PropertyNotFound') throw e;
        return undefined;
      }
    }),
  );
  const out: Partial<Record<PolicySectionId, unknown>> = {};
  sections.forEach(([id], i) => {
    if (values[i] !== undefined) out[id] = values[i];
  });
  return out;
}

/** The file name as typed, with .json added when missing. */
export function exportFileName(name: string): string {
  const n = name.trim();
  return /\.json$/i.test(n) ? n : `${n}.json`;
}
