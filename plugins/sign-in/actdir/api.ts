/**
 * The company directory's method parameters (LDAP or LDAPS), one definition for the settings form and the server.
 * The user filter names the typed user id as {user}; groups map to the permission codes their members hold on
 * the node that configured the directory (directory groups are roles).
 */
import * as yup from 'yup';
import { MESSAGES, PERMISSION_CODES, type PermissionCode } from '@fathom/sdk/api';

export const ACTDIR_PROVIDER = 'actdir';
export const DEFAULT_USER_FILTER = '(uid={user})';

export interface GroupRole {
  /** The group's DN, or its cn. */
  group: string;
  codes: PermissionCode[];
}
export interface ActdirParameters {
  url: string;
  bindDn: string;
  /** Secret: sealed at rest, never answered. */
  bindPassword: string;
  baseDn: string;
  userFilter: string;
  /** PEM certificate(s) of the authority that signed an LDAPS directory's certificate (an internal CA); empty: the system's. */
  caCertificate: string;
  groupRoles: GroupRole[];
}

export const ACTDIR_MESSAGES = {
  url: 'Field must be an ldap:// or ldaps:// address.',
  filter: 'The user filter must be in parentheses and name the user as {user}.',
  bindPassword: 'A bind password is required with a bind DN.',
  codes: 'Choose at least one permission.',
  caCertificate: 'Field must hold a PEM certificate (-----BEGIN CERTIFICATE-----).',
} as const;

const codes = yup
  .array(
    yup
      .string()
      .oneOf([...PERMISSION_CODES], 'Unknown permission code.')
      .required(),
  )
  .min(1, ACTDIR_MESSAGES.codes)
  .required(ACTDIR_MESSAGES.codes);

export const actdirParametersSchema = yup.object({
  url: yup
    .string()
    .trim()
    .required(MESSAGES.valueRequired('Directory address'))
    .matches(/^ldaps?:\/\/[^\s/]+(:\d+)?\/?$/i, ACTDIR_MESSAGES.url),
  bindDn: yup.string().trim().default(''),
  bindPassword: yup
    .string()
    .default('')
    .when('bindDn', { is: (v: string) => !!v, then: s => s.required(ACTDIR_MESSAGES.bindPassword) }),
  baseDn: yup.string().trim().required(MESSAGES.valueRequired('Base DN')),
  userFilter: yup
    .string()
    .trim()
    .default(DEFAULT_USER_FILTER)
    .transform(v => (v === '' ? DEFAULT_USER_FILTER : v))
    .test('filter', ACTDIR_MESSAGES.filter, v => !v || (/^\(.*\)$/.test(v) && v.includes('{user}'))),
  caCertificate: yup
    .string()
    .trim()
    .default('')
    .test('pem', ACTDIR_MESSAGES.caCertificate, v => !v || /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(v)),
  groupRoles: yup
    .array(
      yup.object({
        group: yup.string().trim().required(MESSAGES.valueRequired('Group')),
        codes,
      }),
    )
    .default([]),
});
