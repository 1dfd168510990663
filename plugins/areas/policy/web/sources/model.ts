/**
 * The sources editor's pure logic: reading PID_SOURCES and the sources section of PID_POLICY, a blank service,
 * include flags (index off forces classify and ocr off), and field errors from the shared sdk/api rules plus
 * the service type's own parameter form.
 */
import {
  INCLUDE_DEFAULTS,
  normalisePolicyPath,
  normaliseService,
  validateService,
  type IncludePath,
  type PathStyle,
  type ServiceMode,
  type ServiceTypeDescriptor,
  type SourceService,
  type SourcesProperty,
} from '@fathom/sdk/api/policy';
import type { ServiceFormContribution } from '@fathom/sdk/web';

/** Field path ('name', 'include[0].path', 'parameters.storePath') -> message. */
export type FieldErrors = Record<string, string>;

export type IncludeFlag = 'signing' | 'index' | 'classify' | 'ocr';
export const INCLUDE_FLAGS: { key: IncludeFlag; label: string }[] = [
  { key: 'signing', label: 'Signing' },
  { key: 'index', label: 'Index' },
  { key: 'classify', label: 'Classify' },
  { key: 'ocr', label: 'OCR' },
];

/** A policy section as the server keeps it (spec 001 §3 Policy). */
export interface PolicySection<V> {
  values?: V;
  inherited?: boolean;
  inheritedFrom?: string;
  inheritedValues?: V;
}
export interface PolicyValue {
  sources?: PolicySection<{ services?: SourceService[] }>;
  targets?: PolicySection<{ services?: SourceService[] }>;
  integrations?: PolicySection<{ services?: SourceService[]; integrations?: SourceService[] }>;
  [section: string]: unknown;
}

export function servicesOf(value: SourcesProperty | { services?: unknown } | null | undefined): SourceService[] {
  const list = (value as { services?: unknown } | null | undefined)?.services;
  return Array.isArray(list) ? (list as SourceService[]).filter(s => s && typeof s === 'object') : [];
}

/**
 * What PID_POLICY says about an inherited section (sources, targets or integrations, which hold a services list;
 * integrations may call it integrations): the flag, where from and the inherited services.
 */
export function inheritedSources(
  policy: PolicyValue | null | undefined,
  name: 'sources' | 'targets' | 'integrations' = 'sources',
): { inherited: boolean; from?: string; services: SourceService[] } {
  const section = policy?.[name] as PolicySection<{ services?: SourceService[]; integrations?: SourceService[] }> | undefined;
  if (!section || typeof section !== 'object') return { inherited: false, services: [] };
  const values = section.inheritedValues;
  const services = servicesOf(values).length ? servicesOf(values) : servicesOf({ services: values?.integrations });
  return { inherited: section.inherited === true, from: section.inheritedFrom, services };
}

export function blankInclude(): IncludePath {
  return { path: '', ...INCLUDE_DEFAULTS };
}

/** A new service of a type: a source starts with one include path, a target, export or transform with none. */
export function blankService(type: string, mode: ServiceMode = 'Source'): SourceService {
  return { type, name: '', mode, parameters: {}, include: mode === 'Source' ? [blankInclude()] : [], exclude: [] };
}

/** Sets one include flag; turning index off forces classify and ocr off (spec 001 §4 Policy editing). */
export function setIncludeFlag(entry: IncludePath, flag: IncludeFlag, value: boolean): IncludePath {
  const next = { ...entry, [flag]: value };
  if (flag === 'index' && !value) {
    next.classify = false;
    next.ocr = false;
  }
  if ((flag === 'classify' || flag === 'ocr') && !next.index) next[flag] = false;
  return next;
}

/** Backslashes become slashes, share-style paths get // and /* (spec 001 §5); shown when a path field is left. */
export function tidyPath(path: string, style: PathStyle): string {
  return path.trim() ? normalisePolicyPath(path, style) : path;
}

export function serviceErrors(service: SourceService, others: SourceService[], form?: ServiceFormContribution): FieldErrors {
  const errors: FieldErrors = {};
  for (const e of validateService(service, others, form ? [form] : [])) if (!errors[e.field]) errors[e.field] = e.message;
  const own = form?.validate?.(service.parameters ?? {}, service.mode ?? 'Source') ?? {};
  for (const [k, m] of Object.entries(own)) errors[`parameters.${k}`] = m;
  // Two services may not share a name.
  const name = service.name.trim();
  if (name && !errors.name && others.some(o => o.name.trim() === name)) errors.name = 'Field must be unique.';
  return errors;
}

/** The value saved: every service normalised the way the server reads it, paths in its type's style. */
export function toSourcesProperty(services: SourceService[], types: readonly ServiceTypeDescriptor[] = []): SourcesProperty {
  return { services: services.map(s => normaliseService(s, types)) };
}

export function sameServices(a: SourceService[], b: SourceService[], types: readonly ServiceTypeDescriptor[] = []): boolean {
  return JSON.stringify(toSourcesProperty(a, types)) === JSON.stringify(toSourcesProperty(b, types));
}

/** A short line per include entry for the list: path and the flags that are on. */
export function includeSummary(entry: IncludePath): string {
  const on = INCLUDE_FLAGS.filter(f => entry[f.key]).map(f => f.label.toLowerCase());
  return on.length ? `${entry.path} (${on.join(', ')})` : entry.path;
}
