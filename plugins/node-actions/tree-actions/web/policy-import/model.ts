/**
 * Policy import (spec 000 §4 "Policy import", §5): the uploaded file is checked, each section is brought to the
 * form its property is written in, sections failing structural checks are dropped, and every remaining section
 * is compared with the node's current one (unified diff, 3 lines of context).
 */
import { structuredPatch, type StructuredPatchHunk } from 'diff';
import { MESSAGES } from '@fathom/sdk/api';
import { needsConversion, type PolicyConvertAnswer } from '@fathom/sdk/api/policy-convert';
import { serverSettingsError } from '@fathom/sdk/api/tasks';
import { POLICY_SECTION_PROPERTIES, type PolicySectionId } from '../policy-export';

export const POLICY_OBJECT_INVALID = 'policy object invalid';
export const POLICIES_ARE_THE_SAME = 'policies are the same';
export const DIFF_CONTEXT_LINES = 3;

/** File upload (spec 000 §5): one JSON file of at most 10 MB. */
export const MAX_POLICY_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_UPLOAD_MESSAGES = {
  fileTooLarge: 'The file is too large: the maximum is 10 MB.',
  tooManyFiles: 'Only one file can be uploaded.',
  fileRejected: MESSAGES.fileFormat,
  fileAccepted: (name: string) => `${name} accepted.`,
} as const;

export const POLICY_SECTION_LABELS: Record<PolicySectionId, string> = {
  sources: 'Sources',
  classifications: 'Classifications',
  settings: 'Settings',
  actions: 'Actions',
};
const SECTION_IDS = Object.keys(POLICY_SECTION_PROPERTIES) as PolicySectionId[];

/** The first problem of the files dropped or chosen, or null when there is exactly one acceptable file. */
export function uploadError(files: readonly { name: string; size: number; type?: string }[]): string | null {
  if (files.length > 1) return FILE_UPLOAD_MESSAGES.tooManyFiles;
  const f = files[0];
  if (!f) return FILE_UPLOAD_MESSAGES.fileRejected;
  if (!/\.json$/i.test(f.name) && f.type !== 'application/json') return FILE_UPLOAD_MESSAGES.fileRejected;
  if (f.size > MAX_POLICY_FILE_BYTES) return FILE_UPLOAD_MESSAGES.fileTooLarge;
  return null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each section in the form its property is written in, or null when it fails the structural checks. */
export const WRITABLE_SECTION: Record<PolicySectionId, (v: unknown) => unknown> = {
  sources(v) {
    if (!isObject(v) || !Array.isArray(v.services)) return null;
    const ok = v.services.every(s => isObject(s) && typeof s.name === 'string' && typeof s.type === 'string');
    return ok ? { services: v.services } : null;
  },
  classifications(v) {
    if (!isObject(v)) return null;
    if (v.inherited === true) return { inherited: true, values: [] };
    if (!Array.isArray(v.values) || !v.values.every(c => isObject(c) && typeof c.name === 'string')) return null;
    return { inherited: false, values: v.values };
  },
  settings(v) {
    if (!isObject(v)) return null;
    if (v.inherited === true) return { inherited: true };
    const values = v.values;
    if (!isObject(values) || serverSettingsError(values) !== null) return null;
    return { values };
  },
  // The policy rule: the server checks it again (diagram rules, services, licence) when it is written.
  actions(v) {
    if (!isObject(v)) return null;
    if (v.inherited === true) return { inherited: true };
    const values = v.values;
    if (!isObject(values) || !(values.rule === null || isObject(values.rule))) return null;
    if (values.diagram !== undefined && !isObject(values.diagram)) return null;
    return { inherited: false, values: { rule: values.rule, ...(values.diagram ? { diagram: values.diagram } : {}) } };
  },
};

export interface ParsedPolicy {
  sections: Partial<Record<PolicySectionId, unknown>>;
  /** Labels of the sections dropped by the structural checks. */
  dropped: string[];
  appVersion: string | null;
}

/** The file's text as a policy, or POLICY_OBJECT_INVALID when it is not JSON or holds no policy section. */
export function parsePolicy(text: string): ParsedPolicy | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: POLICY_OBJECT_INVALID };
  }
  if (!isObject(json) || !SECTION_IDS.some(id => id in json)) return { error: POLICY_OBJECT_INVALID };
  const out: ParsedPolicy = { sections: {}, dropped: [], appVersion: null };
  const info = json.exportInfo;
  if (isObject(info) && typeof info.appVersion === 'string') out.appVersion = info.appVersion;
  for (const id of SECTION_IDS) {
    if (!(id in json)) continue;
    const w = WRITABLE_SECTION[id](json[id]);
    if (w === null) out.dropped.push(POLICY_SECTION_LABELS[id]);
    else out.sections[id] = w;
  }
  if (Object.keys(out.sections).length === 0) return { error: POLICY_OBJECT_INVALID };
  return out;
}

export interface ImportedPolicy extends ParsedPolicy {
  /** The 1.4 version the file was exported by, when the server converted it first. */
  convertedFrom: string | null;
  /** What the conversion could not carry over. */
  notes: string[];
}

/**
 * The file's text as a policy to import: a 1.4 export is first converted by the server (convert: POST
 * /database/policyConvert), then checked like any export. A refused conversion is the file's problem.
 */
export async function readImport(
  text: string,
  convert: (policy: Record<string, unknown>) => Promise<PolicyConvertAnswer>,
): Promise<ImportedPolicy | { error: string }> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: POLICY_OBJECT_INVALID };
  }
  if (!isObject(json) || !needsConversion(json)) {
    const parsed = parsePolicy(text);
    return 'error' in parsed ? parsed : { ...parsed, convertedFrom: null, notes: [] };
  }
  let answer: PolicyConvertAnswer;
  try {
    answer = await convert(json);
  } catch (e) {
    return { error: (e as Error).message || POLICY_OBJECT_INVALID };
  }
  const parsed = parsePolicy(JSON.stringify(answer.policy));
  return 'error' in parsed ? parsed : { ...parsed, convertedFrom: answer.policy.exportInfo.convertedFrom, notes: answer.notes };
}

export interface SectionDiff {
  id: PolicySectionId;
  label: string;
  /** The value written when the section is applied. */
  value: unknown;
  hunks: StructuredPatchHunk[];
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : `${JSON.stringify(v, null, 2)}\n`);

/** The sections of the import that differ from the node's current policy (read as the export reads it). */
export function diffPolicy(current: Partial<Record<PolicySectionId, unknown>>, imported: ParsedPolicy): SectionDiff[] {
  const out: SectionDiff[] = [];
  for (const id of SECTION_IDS) {
    if (!(id in imported.sections)) continue;
    const mine = current[id] === undefined ? null : WRITABLE_SECTION[id](current[id]);
    const theirs = imported.sections[id];
    const patch = structuredPatch('current', 'imported', text(mine), text(theirs), '', '', { context: DIFF_CONTEXT_LINES });
    if (patch.hunks.length) out.push({ id, label: POLICY_SECTION_LABELS[id], value: theirs, hunks: patch.hunks });
  }
  return out;
}
