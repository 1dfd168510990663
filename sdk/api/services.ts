/**
 * Service types as dynamic forms (spec 001 §3 Services, §5, §7): the parameters a type declares (its form schema),
 * the generic rules every form applies, how secret parameters travel (never back out of the server), and the
 * wire of GET /services/dynamicForms and PUT /services/validate. Each service type plugin describes its fields;
 * the console draws the form from them and the server seals the secret ones.
 */
import type { Licence } from './objects';
import type { ServiceMode, SourceService } from './policy';
import * as yup from 'yup';
import { MESSAGES } from './validation';

export const SERVICE_PATHS = {
  dynamicForms: '/services/dynamicForms',
  validate: '/services/validate',
} as const;

/** 'secret': stored sealed with the platform's master key, never answered back (the form shows it is set). */
export type ServiceFieldKind = 'text' | 'secret' | 'boolean' | 'number' | 'select' | 'url';

/** One parameter of a service type's form. */
export interface ServiceField {
  key: string;
  label: string;
  kind: ServiceFieldKind;
  /** Modes that need a value (e.g. a Target needs storePath); absent: optional. */
  requiredIn?: readonly ServiceMode[];
  /** Modes where the field shows; absent: every mode of the type. */
  modes?: readonly ServiceMode[];
  /** Length bounds of a text (characters), value bounds of a number. */
  min?: number;
  max?: number;
  /** A regular expression (source) a text must match, and the message when it does not. */
  pattern?: string;
  patternMessage?: string;
  options?: readonly { value: string | number; label: string }[];
  /** The value a new service starts with (spec 001 §9 defaults). */
  default?: unknown;
  /** A licence flag: the field is removed from the form when the licence says false (spec 001 §5). */
  licence?: keyof Licence;
  help?: string;
}

/** What a read answers in place of a stored secret; written back unchanged, it keeps the stored secret. */
export interface SecretSet {
  secretSet: true;
}
export const SECRET_SET: SecretSet = Object.freeze({ secretSet: true }) as SecretSet;
export function isSecretSet(v: unknown): v is SecretSet {
  return !!v && typeof v === 'object' && (v as SecretSet).secretSet === true;
}
/** A parameter named like a secret is sealed even when no plugin describes its type. */
const SECRET_NAME = /(password|secret|passphrase|accountkey|privatekey|token)$/i;
/** The keys of a type's secret parameters (its 'secret' fields), plus any parameter named like a secret. */
export function isSecretParameter(fields: readonly ServiceField[] | undefined, key: string): boolean {
  const field = fields?.find(f => f.key === key);
  return field ? field.kind === 'secret' : SECRET_NAME.test(key);
}

/** The fields a mode shows. */
export function fieldsForMode(fields: readonly ServiceField[], mode: ServiceMode): ServiceField[] {
  return fields.filter(f => !f.modes || f.modes.includes(mode));
}

/** Starting parameters of a new service: each field's default. */
export function defaultParameters(fields: readonly ServiceField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (f.default !== undefined) out[f.key] = f.default;
  return out;
}

/** The generic rules of a form: required per mode, length and value bounds, pattern, options. Answers key -> message. */
export function validateParameters(fields: readonly ServiceField[], values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fieldsForMode(fields, mode)) {
    const v = values[f.key];
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (empty) {
      if (f.requiredIn?.includes(mode)) errors[f.key] = MESSAGES.required;
      continue;
    }
    if (f.kind === 'secret' && isSecretSet(v)) continue;
    if (f.kind === 'boolean') {
      if (typeof v !== 'boolean') errors[f.key] = `${f.label} must be true or false.`;
      continue;
    }
    if (f.kind === 'number') {
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n)) errors[f.key] = `${f.label} must be a number.`;
      else if (f.min !== undefined && n < f.min) errors[f.key] = `${f.label} must be at least ${f.min}.`;
      else if (f.max !== undefined && n > f.max) errors[f.key] = `${f.label} must be at most ${f.max}.`;
      continue;
    }
    if (f.kind === 'select') {
      if (f.options && !f.options.some(o => o.value === v)) errors[f.key] = `${f.label} must be one of ${f.options.map(o => o.label).join(', ')}.`;
      continue;
    }
    if (typeof v !== 'string') {
      errors[f.key] = `${f.label} must be text.`;
      continue;
    }
    const s = f.kind === 'secret' ? v : v.trim();
    if (f.min !== undefined && s.length < f.min) errors[f.key] = MESSAGES.min(f.min);
    else if (f.max !== undefined && s.length > f.max) errors[f.key] = MESSAGES.max(f.max);
    else if (f.kind === 'url' && !isHttpUrl(s)) errors[f.key] = `${f.label} must be an http or https address.`;
    else if (f.pattern && !new RegExp(f.pattern).test(s)) errors[f.key] = f.patternMessage ?? `${f.label} is not valid.`;
  }
  return errors;
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** One service type in GET /services/dynamicForms: its schema (fields as the licence allows) and ui hints. */
export interface DynamicForm {
  type: string;
  title: string;
  modes: readonly ServiceMode[];
  pathStyle: 'local' | 'share';
  schema: { fields: ServiceField[] };
  ui: { order: string[]; secrets: string[] };
}
/** The answer's data (the console reads data.data.services, spec 001 §7). */
export interface DynamicFormsAnswer {
  data: { services: DynamicForm[] };
}

/** PUT /services/validate ('Test connection'): the service as the form holds it; objectId lets a kept secret be used. */
export interface ServiceValidatePayload {
  service: SourceService;
  objectId?: string;
}
export interface ServiceValidateAnswer {
  ok: true;
  /** A few names at the root (bucket, share, folder), as proof the listing worked. */
  entries: string[];
}

/** The named failures of a connection test and of a scan's connector; each names what went wrong. */
export const SERVICE_ERRORS = {
  hostUnreachable: 'HostUnreachable',
  accessDenied: 'AccessDenied',
  noSuchBucket: 'NoSuchBucket',
  noSuchShare: 'NoSuchShare',
  noSuchContainer: 'NoSuchContainer',
  noSuchPath: 'NoSuchPath',
  /** Microsoft Graph: a user's OneDrive, a SharePoint site (or its library), a mailbox. */
  noSuchDrive: 'NoSuchDrive',
  noSuchSite: 'NoSuchSite',
  noSuchMailbox: 'NoSuchMailbox',
  /** A target of that name is not among the node's services. */
  noSuchTarget: 'NoSuchTarget',
  notSupported: 'ServiceNotSupported',
} as const;
export const SERVICE_ERROR_STATUS: Record<string, number> = {
  HostUnreachable: 502,
  AccessDenied: 403,
  NoSuchBucket: 404,
  NoSuchShare: 404,
  NoSuchContainer: 404,
  NoSuchPath: 404,
  NoSuchDrive: 404,
  NoSuchSite: 404,
  NoSuchMailbox: 404,
  NoSuchTarget: 404,
  ServiceNotSupported: 400,
};

/** PUT /services/validate: a service object (the route checks it further) and the node whose policy it belongs to. */
export const serviceValidateSchema = yup.object({
  service: yup
    .mixed<SourceService>()
    .required('service is required.')
    .test('object', 'service must be an object.', v => !!v && typeof v === 'object' && !Array.isArray(v)),
  objectId: yup.string().trim().optional(),
});
