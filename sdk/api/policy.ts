/**
 * Source services of a policy (spec 001 §3 Services, §5 Validation): shapes, path normalisation and the
 * rules both the policy editor and the server apply.
 */
import type { ServiceField } from './services';
import { MESSAGES, isValidPath } from './validation';

export const SERVICE_MODES = ['Source', 'Target', 'Export', 'Transform'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

/** How a service type writes its paths: 'local' (/data/...) or 'share' (//server/share/... ending in /*, spec 001 §5). */
export type PathStyle = 'local' | 'share';

/**
 * A service type as plain data: its id, the modes it supports and its path style. Each service type plugin
 * contributes it (the console's ServiceForms carry it); the server is handed the same list at start-up.
 */
export interface ServiceTypeDescriptor {
  type: string;
  modes: readonly ServiceMode[];
  pathStyle: PathStyle;
  /** The name the forms show (default: the type). */
  title?: string;
  /** The parameters form (sdk/api/services.ts): drives the console's form, the shared checks and which values are sealed. */
  fields?: readonly ServiceField[];
}

/** The path style of a type among the described ones; a type no plugin describes keeps local paths. */
export function pathStyleOf(types: readonly ServiceTypeDescriptor[], type: string): PathStyle {
  return types.find(t => t.type === type)?.pathStyle ?? 'local';
}

export interface IncludePath {
  path: string;
  signing: boolean;
  index: boolean;
  classify?: boolean;
  ocr?: boolean;
}
export interface ExcludePath {
  path: string;
}
export interface ServiceEstimation {
  accessCost?: number;
  accessDelay?: number;
  accessRate?: number;
  storeCost?: number;
}
export interface SourceService {
  type: string;
  name: string;
  mode: ServiceMode;
  key?: string;
  parameters: Record<string, unknown>;
  include: IncludePath[];
  exclude: ExcludePath[];
  estimation?: ServiceEstimation;
}
/** PID_SOURCES: the services of a collector: those it scans (mode Source) and those it writes to (Target, Export, Transform). */
export interface SourcesProperty {
  services: SourceService[];
}

/**
 * GET PID_SOURCES with options {subtree: true}: the sources of every collector at or below the node, so a
 * dashboard at the root lists what the collectors below it scan.
 */
export interface SubtreeSources {
  collectors: { objectId: string; name: string; services: SourceService[] }[];
}

/** filesys parameters (spec 001 §3). */
export interface FilesysParameters {
  excludeExternalDrives?: boolean;
  excludeEnableGlobal?: boolean;
  storePath?: string;
}

export const SERVICE_NAME_MIN = 2;
export const SERVICE_NAME_MAX = 32;
export const POLICY_MESSAGES = {
  duplicatePath: 'This path has already been chosen',
  includeRequired: 'At least one path is required.',
  flagRequired: (flag: string) => `${flag} is required.`,
  conflict: (other: string) => `This location conflicts with the service ${other}.`,
} as const;

/** Spec 001 §9 defaults for a new include entry. */
export const INCLUDE_DEFAULTS: Omit<IncludePath, 'path'> = { signing: false, index: false, classify: true, ocr: false };

/**
 * Normalises a policy path: trims, turns backslashes into slashes, collapses repeated slashes (keeping a
 * leading // of a share), and for the share style adds the // prefix and /* suffix. Case is kept.
 */
export function normalisePolicyPath(path: string, style: PathStyle = 'local'): string {
  let p = path.trim().replace(/\\/g, '/');
  const share = p.startsWith('//');
  p = (share ? '//' : '') + p.slice(share ? 2 : 0).replace(/\/{2,}/g, '/');
  if (style === 'share') {
    if (!p.startsWith('//')) p = '//' + p.replace(/^\/+/, '');
    if (!p.endsWith('/*')) p = p.replace(/\/+$/, '') + '/*';
  }
  if (p.length > 1 && p.endsWith('/') && !p.endsWith('//')) p = p.replace(/\/+$/, '') || '/';
  return p;
}

/** The directory a path names: without its /* suffix. '/data/*' and '/data' both name '/data'. */
export function policyPathRoot(path: string): string {
  const p = normalisePolicyPath(path, 'local');
  if (p === '/*') return '/';
  return p.endsWith('/*') ? p.slice(0, -2) : p;
}

/** True when b is a or lies inside a. */
export function pathContains(a: string, b: string): boolean {
  if (a === b) return true;
  const prefix = a.endsWith('/') ? a : a + '/';
  return b.startsWith(prefix);
}

/** Turning index off forces classify and ocr off (spec 001 §4 Policy editing). */
export function normaliseInclude(entry: IncludePath, style: PathStyle = 'local'): IncludePath {
  const index = !!entry.index;
  return {
    path: normalisePolicyPath(String(entry.path ?? ''), style),
    signing: !!entry.signing,
    index,
    classify: index ? (entry.classify ?? INCLUDE_DEFAULTS.classify) : false,
    ocr: index ? (entry.ocr ?? INCLUDE_DEFAULTS.ocr) : false,
  };
}

/** A service in its stored form: trimmed name, Source by default, paths in its type's style. */
export function normaliseService(s: SourceService, types: readonly ServiceTypeDescriptor[] = []): SourceService {
  const style = pathStyleOf(types, s.type);
  return {
    ...s,
    name: String(s.name ?? '').trim(),
    mode: s.mode ?? 'Source',
    parameters: s.parameters ?? {},
    include: (s.include ?? []).map(i => normaliseInclude(i, style)),
    exclude: (s.exclude ?? []).map(e => ({ path: normalisePolicyPath(String(e.path ?? ''), style) })),
  };
}

export interface PolicyFieldError {
  field: string;
  message: string;
}

/**
 * Validates one service as given (before normalisation); field paths like 'include[1].path'. A described type
 * must support the service's mode; a type no plugin describes is taken as given, with local paths.
 */
export function validateService(raw: SourceService, others: SourceService[] = [], types: readonly ServiceTypeDescriptor[] = []): PolicyFieldError[] {
  const errors: PolicyFieldError[] = [];
  const style = pathStyleOf(types, raw.type);
  const described = types.find(t => t.type === raw.type);
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name) errors.push({ field: 'name', message: MESSAGES.required });
  else if (name.length < SERVICE_NAME_MIN) errors.push({ field: 'name', message: MESSAGES.min(SERVICE_NAME_MIN) });
  else if (name.length > SERVICE_NAME_MAX) errors.push({ field: 'name', message: MESSAGES.max(SERVICE_NAME_MAX) });
  if (!raw.type || typeof raw.type !== 'string') errors.push({ field: 'type', message: MESSAGES.required });
  if (raw.mode !== undefined && !(SERVICE_MODES as readonly string[]).includes(raw.mode))
    errors.push({ field: 'mode', message: `Mode must be one of ${SERVICE_MODES.join(', ')}.` });
  else if (described && !described.modes.includes(raw.mode ?? 'Source'))
    errors.push({ field: 'mode', message: `A ${raw.type} service supports ${described.modes.join(', ')}.` });
  const include = Array.isArray(raw.include) ? raw.include : [];
  const exclude = Array.isArray(raw.exclude) ? raw.exclude : [];
  // A target, export or transform writes under its storePath: it has no include and exclude paths to scan.
  if (!isScanned(raw)) return [...errors, ...storeLocationErrors(raw, others)];
  if (include.length === 0) errors.push({ field: 'include', message: POLICY_MESSAGES.includeRequired });
  const seen = new Set<string>();
  const checkPath = (field: string, value: unknown, wildcards = false) => {
    if (typeof value !== 'string' || !value.trim()) {
      errors.push({ field, message: MESSAGES.required });
      return;
    }
    const p = normalisePolicyPath(value, style);
    const root = p.endsWith('/*') ? p.slice(0, -2) || '/' : p;
    const plain = wildcards ? root.replace(/[*?]/g, '_') : root; // an exclude may use * and ? (e.g. '*.tmp')
    if (!isValidPath(plain.startsWith('//') ? plain.slice(1) : plain)) {
      errors.push({ field, message: MESSAGES.path });
      return;
    }
    if (seen.has(root)) {
      errors.push({ field, message: POLICY_MESSAGES.duplicatePath });
      return;
    }
    seen.add(root);
  };
  include.forEach((inc, i) => {
    checkPath(`include[${i}].path`, inc?.path);
    if (typeof inc?.signing !== 'boolean') errors.push({ field: `include[${i}].signing`, message: POLICY_MESSAGES.flagRequired('Signing') });
    if (typeof inc?.index !== 'boolean') errors.push({ field: `include[${i}].index`, message: POLICY_MESSAGES.flagRequired('Index') });
  });
  exclude.forEach((exc, i) => checkPath(`exclude[${i}].path`, exc?.path, true));
  // A location must not overlap a location of another service of the same type.
  const mine = include.filter(i => typeof i?.path === 'string').map(i => policyPathRoot(normalisePolicyPath(i.path, style)));
  for (const other of others) {
    if (other === raw || other.type !== raw.type || other.name?.trim() === name || !isScanned(other)) continue;
    const theirs = (other.include ?? []).map(i => policyPathRoot(normalisePolicyPath(i.path, pathStyleOf(types, other.type))));
    if (mine.some(a => theirs.some(b => pathContains(a, b) || pathContains(b, a)))) {
      errors.push({ field: 'include', message: POLICY_MESSAGES.conflict(other.name) });
      break;
    }
  }
  return errors;
}

/** Whether a service is scanned (mode Source, the default) rather than written to. */
export function isScanned(s: Pick<SourceService, 'mode'>): boolean {
  return (s.mode ?? 'Source') === 'Source';
}

/**
 * Where a target writes, for the conflict check: its type, the parameters that name the place (server, share, url,
 * account, container: every text that is not the store path or a secret), and its store path.
 */
function storeLocation(s: SourceService): { place: string; path: string } | null {
  const params = s.parameters ?? {};
  const path = typeof params.storePath === 'string' ? normalisePolicyPath(params.storePath, 'local') : '';
  if (!path) return null;
  const place = Object.keys(params)
    .filter(k => k !== 'storePath' && typeof params[k] === 'string' && !/(password|secret|key)$/i.test(k))
    .sort()
    .map(k => `${k}=${String(params[k]).trim().toLowerCase()}`)
    .join('&');
  return { place: `${s.type}?${place}`, path };
}

/** A target's store path must not be, hold or lie in the store path of another target at the same place (spec 001 §5). */
function storeLocationErrors(raw: SourceService, others: SourceService[]): PolicyFieldError[] {
  const mine = storeLocation(raw);
  if (!mine) return [];
  const name = String(raw.name ?? '').trim();
  for (const other of others) {
    if (other === raw || isScanned(other) || other.name?.trim() === name) continue;
    const theirs = storeLocation(other);
    if (theirs && theirs.place === mine.place && (pathContains(mine.path, theirs.path) || pathContains(theirs.path, mine.path)))
      return [{ field: 'parameters.storePath', message: POLICY_MESSAGES.conflict(other.name) }];
  }
  return [];
}

/** Validates a whole PID_SOURCES value: every service, unique names. Errors carry 'services[i].' prefixes. */
export function validateSources(value: unknown, types: readonly ServiceTypeDescriptor[] = []): PolicyFieldError[] {
  const services = (value as SourcesProperty | null)?.services;
  if (!Array.isArray(services)) return [{ field: 'services', message: MESSAGES.required }];
  const errors: PolicyFieldError[] = [];
  const names = new Set<string>();
  services.forEach((s, i) => {
    if (!s || typeof s !== 'object') {
      errors.push({ field: `services[${i}]`, message: MESSAGES.required });
      return;
    }
    const n = typeof s.name === 'string' ? s.name.trim() : '';
    if (n && names.has(n)) errors.push({ field: `services[${i}].name`, message: MESSAGES.unique });
    names.add(n);
    const before = services.slice(0, i);
    for (const e of validateService(s, before, types)) errors.push({ field: `services[${i}].${e.field}`, message: e.message });
  });
  return errors;
}
