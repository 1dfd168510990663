/**
 * Policy conversion (spec 000 §4 Policy import, §7 policyConvert): a policy exported by application version 1.4 is
 * first converted by the server to the sections this version exports, then imported like any export.
 *
 * The 1.4 export (spec 001 §3 "Scan-policy sections: scan, sources, classifications, targets, advanced, actions,
 * exportInfo"; "each section except exportInfo has values, inherited, inheritedFrom, inheritedValues"):
 *   { exportInfo: { time, appVersion: '1.4.x' },
 *     scan:            { values: { maxFileSize, maxThreads, ... }, inherited, inheritedFrom, inheritedValues },
 *     sources:         { values: { services: [...] } | [...services], inherited, ... },
 *     classifications: { values: [{ name, description }], inherited, ... },
 *     advanced:        { values: { enableIndexing, enableClassification, enableOcr, ... }, inherited, ... },
 *     targets, actions }
 * The current export: { exportInfo: { time, appVersion }, sources: { services }, classifications: { inherited,
 * values }, settings: { values } | { inherited: true }, actions: { inherited: false, values: { rule } } |
 * { inherited: true } }. scan and advanced become settings (server settings only); actions keeps its policy rule
 * (checked again when imported); targets has no section in this version's export and is left out with a note.
 */
import * as yup from 'yup';

export const POLICY_CONVERT_PATH = '/database/policyConvert';
/** The versions whose exports are converted first (1.4 and its patch releases). */
export const CONVERTED_VERSION = /^1\.4(\.|$)/;

export const POLICY_CONVERT_MESSAGES = {
  invalid: 'policy object invalid',
  notConverted: (version: string) => `Only a policy exported by version 1.4 is converted; this one is from ${version || 'an unknown version'}.`,
  sectionLeftOut: (section: string) => `The ${section} section of a 1.4 export has no place in this version's policy export and was left out.`,
  settingLeftOut: (key: string, why: string) => `The setting ${key} was left out: ${why}`,
} as const;

/** The application version a parsed export names (exportInfo.appVersion), or null. */
export function exportVersion(json: unknown): string | null {
  const info = json && typeof json === 'object' && !Array.isArray(json) ? (json as { exportInfo?: unknown }).exportInfo : undefined;
  const v = info && typeof info === 'object' ? (info as { appVersion?: unknown }).appVersion : undefined;
  return typeof v === 'string' ? v.trim() : null;
}
export function needsConversion(json: unknown): boolean {
  const v = exportVersion(json);
  return v !== null && CONVERTED_VERSION.test(v);
}

export interface PolicyConvertRequest {
  policy: Record<string, unknown>;
}
export const policyConvertSchema = yup.object({
  policy: yup
    .mixed<Record<string, unknown>>()
    .required(POLICY_CONVERT_MESSAGES.invalid)
    .test('object', POLICY_CONVERT_MESSAGES.invalid, v => typeof v === 'object' && v !== null && !Array.isArray(v)),
});
export interface PolicyConvertAnswer {
  /** The policy as this version exports it; exportInfo.convertedFrom names the 1.4 version. */
  policy: Record<string, unknown> & { exportInfo: { time: string; appVersion: string; convertedFrom: string } };
  /** What could not be carried over. */
  notes: string[];
}
