/**
 * Identity-provider methods (OpenID Connect: generic oauth2, and the google, microsoft and office365 presets),
 * one definition of their parameters for the settings form and the server. A preset fills the issuer; office365
 * names the organisation's tenant in it.
 */
import * as yup from 'yup';
import { MESSAGES, PERMISSION_CODES, type PermissionCode } from '@fathom/sdk/api';

export const OIDC_PROVIDERS = ['oauth2', 'google', 'microsoft', 'office365'] as const;
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number];

export interface OidcPreset {
  provider: OidcProviderName;
  title: string;
  icon: string;
  /** The issuer it fills; {tenant} stands for the organisation's tenant id. */
  issuer: string;
}
export const OIDC_PRESETS: Record<OidcProviderName, OidcPreset> = {
  oauth2: { provider: 'oauth2', title: 'OpenID Connect provider', icon: 'pi pi-id-card', issuer: '' },
  google: { provider: 'google', title: 'Google', icon: 'pi pi-google', issuer: 'https://accounts.google.com' },
  // The personal-accounts tenant by its id: the issuer its ID tokens carry.
  microsoft: {
    provider: 'microsoft',
    title: 'Microsoft',
    icon: 'pi pi-microsoft',
    issuer: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
  },
  office365: { provider: 'office365', title: 'Office 365', icon: 'pi pi-microsoft', issuer: 'https://login.microsoftonline.com/{tenant}/v2.0' },
};

/** The issuer a preset gives for a tenant ('' when it needs one that is not given). */
export function presetIssuer(provider: OidcProviderName, tenant = ''): string {
  const template = OIDC_PRESETS[provider].issuer;
  if (!template.includes('{tenant}')) return template;
  return tenant.trim() ? template.replace('{tenant}', tenant.trim()) : '';
}

export interface OidcParameters {
  issuer: string;
  tenant: string;
  clientId: string;
  /** Secret: sealed at rest, never answered. */
  clientSecret: string;
  scopes: string;
  /** Create a user in the node on a first sign-in whose e-mail matches nobody there. */
  provisionUsers: boolean;
  /** Codes a provisioned user holds on the node. */
  defaultCodes: PermissionCode[];
}

export const OIDC_MESSAGES = {
  issuer: 'Field must be an https address (http only on this machine).',
  scopes: 'Scopes must include openid and email.',
} as const;

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;
export const isAllowedIssuer = (v: string) => /^https:\/\/[^\s]+$/i.test(v) || LOOPBACK.test(v);
export const isLoopbackIssuer = (v: string) => LOOPBACK.test(v);

export function oidcParametersSchema(provider: OidcProviderName) {
  return yup.object({
    tenant: yup
      .string()
      .trim()
      .default('')
      .test('tenant', MESSAGES.valueRequired('Tenant'), v => provider !== 'office365' || !!v),
    issuer: yup
      .string()
      .trim()
      .default('')
      .transform((v: string) => v || '')
      .required(MESSAGES.valueRequired('Issuer'))
      .test('issuer', OIDC_MESSAGES.issuer, v => !v || isAllowedIssuer(v)),
    clientId: yup.string().trim().required(MESSAGES.valueRequired('Client ID')),
    clientSecret: yup.string().required(MESSAGES.valueRequired('Client secret')),
    scopes: yup
      .string()
      .trim()
      .default('openid email profile')
      .transform((v: string) => v || 'openid email profile')
      .test('scopes', OIDC_MESSAGES.scopes, v => !!v && v.split(/\s+/).includes('openid') && v.split(/\s+/).includes('email')),
    provisionUsers: yup.boolean().default(true),
    defaultCodes: yup
      .array(
        yup
          .string()
          .oneOf([...PERMISSION_CODES], 'Unknown permission code.')
          .required(),
      )
      .default(['get'])
      .min(1, 'Choose at least one permission.'),
  });
}

/** Fills the preset's issuer when none is given, then checks. */
export function cleanOidcParameters(provider: OidcProviderName, parameters: Record<string, unknown>): OidcParameters {
  const given = { ...parameters };
  const tenant = typeof given.tenant === 'string' ? given.tenant.trim() : '';
  // A preset with a tenant needs it before its issuer can be filled: name the field the user must fill.
  if (provider === 'office365' && !tenant) throw new yup.ValidationError(MESSAGES.valueRequired('Tenant'), given.tenant, 'tenant');
  if (!given.issuer) given.issuer = presetIssuer(provider, tenant);
  return oidcParametersSchema(provider).validateSync(given, { abortEarly: true, stripUnknown: true }) as OidcParameters;
}
