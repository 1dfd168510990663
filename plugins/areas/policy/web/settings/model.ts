/**
 * The settings form's draft and PID_SERVER_SETTINGS: numbers are kept as typed (text) so that a half-typed or
 * wrong value can be shown with its message; the checks are the shared serverSettingsError, field by field.
 */
import { serverSettingsError, type ServerSettings, type ServerSettingsProperty, type ServerSettingsSet } from '@fathom/sdk/api/tasks';
import { FIELDS, isBooleanKey, type BooleanKey, type NumberKey, type SettingKey } from './fields';

export const SETTINGS_SAVED = 'Changes saved';

export type DraftValues = { [K in BooleanKey]: boolean } & { [K in NumberKey]: string };

export interface SettingsDraft {
  /** The node uses what it inherits (no own values). */
  inherited: boolean;
  values: DraftValues;
}

export function draftValues(s: ServerSettings): DraftValues {
  const out = {} as Record<SettingKey, boolean | string>;
  for (const f of FIELDS) out[f.key] = isBooleanKey(f.key) ? s[f.key] : String(s[f.key]);
  return out as DraftValues;
}

/** What the form shows for the saved property: the inherited values while inheriting, else those in force. */
export function draftOf(p: ServerSettingsProperty): SettingsDraft {
  return p.inherited ? { inherited: true, values: draftValues(p.inheritedValues) } : { inherited: false, values: draftValues(p.effective) };
}

/** The inherit switch: either way the form starts from the inherited values (turned off, they become the node's own). */
export function setInherited(p: ServerSettingsProperty, inherited: boolean): SettingsDraft {
  return { inherited, values: draftValues(p.inheritedValues) };
}

/** One field changed; indexing off turns classification and OCR off, and they stay off without indexing. */
export function setValue(d: SettingsDraft, key: SettingKey, value: boolean | string): SettingsDraft {
  const values = { ...d.values, [key]: value } as DraftValues;
  if (key === 'enableIndexing' && value === false) {
    values.enableClassification = false;
    values.enableOcr = false;
  }
  if ((key === 'enableClassification' || key === 'enableOcr') && !values.enableIndexing) values[key] = false;
  return { ...d, values };
}

/** A typed number: blank or not a number becomes NaN, which the shared check names. */
export function parseNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}

export function parsedValues(v: DraftValues): ServerSettings {
  const out = {} as Record<SettingKey, boolean | number>;
  for (const f of FIELDS) out[f.key] = isBooleanKey(f.key) ? v[f.key] : parseNumber(v[f.key as NumberKey]);
  return out as unknown as ServerSettings;
}

/** The shared check's message per field (only for own values: inherited ones are not edited here). */
export function fieldErrors(d: SettingsDraft): Partial<Record<SettingKey, string>> {
  if (d.inherited) return {};
  const parsed = parsedValues(d.values);
  const out: Partial<Record<SettingKey, string>> = {};
  for (const f of FIELDS) {
    const problem = serverSettingsError({ [f.key]: parsed[f.key] } as Partial<ServerSettings>);
    if (problem) out[f.key] = problem;
  }
  return out;
}

/** The first problem of the whole draft, or null: saving waits until there is none. */
export function draftError(d: SettingsDraft): string | null {
  return d.inherited ? null : serverSettingsError(parsedValues(d.values));
}

/** What POST PID_SERVER_SETTINGS gets. */
export function toSet(d: SettingsDraft): ServerSettingsSet {
  return d.inherited ? { inherited: true } : { values: parsedValues(d.values) };
}

/** True when the draft would change what is saved. */
export function isChanged(d: SettingsDraft, p: ServerSettingsProperty): boolean {
  const saved = draftOf(p);
  if (d.inherited !== saved.inherited) return true;
  if (d.inherited) return false;
  return FIELDS.some(f => {
    const a = d.values[f.key];
    const b = saved.values[f.key];
    return typeof a === 'string' ? !(parseNumber(a) === parseNumber(b as string) || a === b) : a !== b;
  });
}
