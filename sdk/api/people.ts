/**
 * People and access (spec 000 §3, §5, §6, §7): users, roles (groups) and organisations (clients). The rules of
 * the create-user, edit-user, reset-password, role and add-organisation forms, the refusals the server gives, and
 * the wire shapes of the administration calls: written once, used by the console's dialogs and by the server.
 * Imported by path ('@fathom/sdk/api/people') so the phone metadata loads only where people are administered.
 */
import * as yup from 'yup';
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { PermissionCode } from './permissions';
import type { TreeObject } from './objects';
import { MESSAGES, objectNameSchema, passwordSchema } from './validation';

// ---- phone ----

/** A phone as the form keeps it (spec 000 §3 Phone value): the number as typed and its country (ISO, lower case). */
export interface PhoneValue {
  number: string;
  countryCode: string;
}
export const DEFAULT_PHONE_COUNTRY = 'us';

function phoneParts(v: unknown): PhoneValue | null {
  if (typeof v === 'string') return { number: v, countryCode: DEFAULT_PHONE_COUNTRY };
  if (v && typeof v === 'object' && typeof (v as PhoneValue).number === 'string')
    return { number: (v as PhoneValue).number, countryCode: String((v as PhoneValue).countryCode || DEFAULT_PHONE_COUNTRY) };
  return null;
}
/** True when nothing was typed (an absent phone is not an invalid one). */
export function isEmptyPhone(v: unknown): boolean {
  const p = phoneParts(v);
  return v === undefined || v === null || v === '' || (!!p && p.number.trim() === '');
}
/** Valid for its country (or for the country a leading +code names), by libphonenumber-js. */
export function isValidPhone(v: unknown): boolean {
  const p = phoneParts(v);
  if (!p) return false;
  try {
    return isValidPhoneNumber(p.number, p.countryCode.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}
/** The country the library reads from a typed number (e.g. '+41 …' → 'ch'), or undefined while it cannot tell. */
export function phoneCountryOf(number: string, countryCode: string): string | undefined {
  try {
    return parsePhoneNumberFromString(number, countryCode.toUpperCase() as CountryCode)?.country?.toLowerCase();
  } catch {
    return undefined;
  }
}
/** The phone in its stored form: number in international format when valid, with its country. */
export function normalisePhone(v: unknown): PhoneValue | undefined {
  if (isEmptyPhone(v)) return undefined;
  const p = phoneParts(v)!;
  const parsed = parsePhoneNumberFromString(p.number, p.countryCode.toUpperCase() as CountryCode);
  return parsed ? { number: parsed.formatInternational(), countryCode: (parsed.country ?? p.countryCode).toLowerCase() } : p;
}

// ---- user forms ----

const emailField = yup.string().trim().email(MESSAGES.email).optional();
const phoneField = yup
  .mixed<string | PhoneValue>()
  .optional()
  .test('phone', MESSAGES.phone, v => isEmptyPhone(v) || isValidPhone(v));
// An invalid phone is the phone field's refusal ('Phone number is not valid.'), not this one.
const hasEmailOrPhone = (v: { email?: string; phone?: unknown } | undefined) => !!v && (!!v.email?.trim() || !isEmptyPhone(v.phone));

/**
 * The user-specific options of POST /database/object with classId user (spec 000 §5 Create user): email valid,
 * phone valid, email or phone; created activated with a user id and a password (min 8, lower, upper, digit and one
 * of @$!%*#?&), or invited, which needs the e-mail address the invitation goes to.
 */
export const createUserOptionsSchema = yup
  .object({
    email: emailField,
    phone: phoneField,
    activated: yup.boolean().optional(),
    userId: yup.string().when('activated', {
      is: true,
      then: s =>
        s
          .required(MESSAGES.usernameRequired)
          .test('not-blank', MESSAGES.usernameRequired, v => !!v && v.trim().length > 0)
          .test('no-slash', 'A user id must not contain /.', v => !v || !v.includes('/'))
          .max(256, MESSAGES.max(256)),
      otherwise: s => s.optional(),
    }),
    password: yup.string().when('activated', { is: true, then: () => passwordSchema, otherwise: s => s.optional() }),
  })
  .test('email-or-phone', MESSAGES.emailOrPhone, v => hasEmailOrPhone(v))
  .test('invite-email', MESSAGES.valueRequired('Email'), v => !!v?.activated || !!v?.email?.trim());

/** The create-user dialog: the options plus the name and the password confirmation. */
export interface CreateUserForm {
  name: string;
  email?: string;
  phone?: PhoneValue;
  activated: boolean;
  userId?: string;
  password?: string;
  confirmPassword?: string;
}
const confirmation = yup.string().when('password', {
  is: (p: unknown) => typeof p === 'string' && p.length > 0,
  then: s => s.required(MESSAGES.required).oneOf([yup.ref('password')], MESSAGES.passwordsMatch),
  otherwise: s => s.optional(),
});
export const createUserFormSchema = createUserOptionsSchema.shape({
  name: objectNameSchema,
  confirmPassword: yup.string().when('activated', {
    is: true,
    then: s => s.required(MESSAGES.required).oneOf([yup.ref('password')], MESSAGES.passwordsMatch),
    otherwise: s => s.optional(),
  }),
});

/** PUT /administration/user: name, email and phone of a user (email or phone stays required). */
export interface EditUserRequest {
  objectId: string;
  name: string;
  email?: string;
  phone?: PhoneValue | string;
}
export const editUserSchema = yup
  .object({ objectId: yup.string().required(MESSAGES.required), name: objectNameSchema, email: emailField, phone: phoneField })
  .test('email-or-phone', MESSAGES.emailOrPhone, v => hasEmailOrPhone(v));

/** POST /administration/user/password: an administrator sets a new password (the form adds the confirmation). */
export interface ResetPasswordRequest {
  objectId: string;
  password: string;
}
export const resetPasswordSchema = yup.object({ objectId: yup.string().required(MESSAGES.required), password: passwordSchema });
export const resetPasswordFormSchema = yup.object({ password: passwordSchema, confirmPassword: confirmation });

/** POST /administration/user/state: disable (false) or enable (true) a user's sign-in. */
export interface UserStateRequest {
  objectId: string;
  activated: boolean;
}
export const userStateSchema = yup.object({
  objectId: yup.string().required(MESSAGES.required),
  activated: yup.boolean().required(MESSAGES.valueRequired('activated')),
});

// ---- refusals (the console disables with the reason; the server refuses with it) ----

export const PEOPLE_MESSAGES = {
  rootUser: 'The root user cannot be changed this way.',
  rootUserDelete: 'The root user cannot be deleted.',
  yourself: 'You cannot do this to your own account.',
  yourselfDelete: 'You cannot delete your own account.',
  roleHasUsers: 'A role with users cannot be deleted until they are removed.',
  lastPermission: 'The last permission of a user cannot be removed.',
  atLeastOne: 'At least one permission must be chosen.',
  notAUser: 'This object is not a user.',
  notARole: 'This object is not a role.',
  platformOnly: 'Client search is available on the platform only.',
  notAClient: 'Choose an organisation to configure it.',
  invitationPending: 'Invited: the account is activated from the invitation.',
} as const;

export type UserAction = 'edit' | 'disable' | 'enable' | 'delete' | 'resetPassword';

/** Why an administrator cannot do this to the user, or null (the root user and one's own account are protected). */
export function userActionRefusal(action: UserAction, target: { objectId: string; isRoot: boolean }, viewerObjectId: string): string | null {
  if (action === 'edit') return null;
  if (target.isRoot) return action === 'delete' ? PEOPLE_MESSAGES.rootUserDelete : PEOPLE_MESSAGES.rootUser;
  if (target.objectId === viewerObjectId) return action === 'delete' ? PEOPLE_MESSAGES.yourselfDelete : PEOPLE_MESSAGES.yourself;
  return null;
}

// ---- organisations ----

export const ORGANISATION_NAME = { min: 5, max: 32 } as const;
/** The note shown (and the refusal given) when a name holds characters other than letters, numbers and hyphens. */
export const ORGANISATION_NAME_NOTE = 'An organisation name may hold only letters, numbers and hyphens.';
const ORGANISATION_CHARS = /^[\p{L}\p{N}-]*$/u;
export function organisationNameNote(name: string): string | null {
  return ORGANISATION_CHARS.test(name.trim()) ? null : ORGANISATION_NAME_NOTE;
}
/** Organisation name (spec 000 §5, §9): required, not blank, 5 to 32 letters, numbers and hyphens; unique (server). */
export const organisationNameSchema = yup
  .string()
  .trim()
  .required(MESSAGES.required)
  .min(ORGANISATION_NAME.min, MESSAGES.min(ORGANISATION_NAME.min))
  .max(ORGANISATION_NAME.max, MESSAGES.max(ORGANISATION_NAME.max))
  .test('letters-numbers-hyphen', ORGANISATION_NAME_NOTE, v => !v || organisationNameNote(v) === null);

/** POST /administration/organisation: a client under parentId and its first administrator. */
export interface AddOrganisationRequest {
  parentId: string;
  name: string;
  admin: Omit<CreateUserForm, 'confirmPassword'>;
}
export const addOrganisationSchema = yup.object({
  parentId: yup.string().required(MESSAGES.required),
  name: organisationNameSchema,
  admin: createUserFormSchema.omit(['confirmPassword']).required(MESSAGES.required),
});
export interface AddOrganisationResponse {
  client: TreeObject;
  admin: UserRecord;
  /** The default role of the new organisation, holding its administrator. */
  role: RoleRecord;
}

/** GET /database/searchClients (platform administrators): organisations by name. */
export interface ClientSearchRequest {
  search?: string;
  offset?: number;
  limit?: number;
}
export interface ClientSummary {
  objectId: string;
  name: string;
  parentId: string | null;
  path: string;
  userCount: number;
  createdAt: number;
}
export interface ClientSearchResponse {
  clients: ClientSummary[];
  total: number;
}
const paging = {
  search: yup.string().trim().max(256, MESSAGES.max(256)).optional(),
  offset: yup.number().typeError('offset must be a number.').integer().min(0).default(0),
  limit: yup.number().typeError('limit must be a number.').integer().min(1).max(200).default(25),
};
export const clientSearchSchema = yup.object(paging);

// ---- users ----

export interface RoleRef {
  objectId: string;
  name: string;
}
/** A user as the Users tab lists it. */
export interface UserRecord {
  objectId: string;
  name: string;
  userId: string;
  email?: string;
  phone?: PhoneValue;
  provider: string;
  isActivated: boolean;
  /** Invited and not yet activated: no password has been set. */
  isInvited: boolean;
  isRoot: boolean;
  homeId: string;
  homeName: string;
  roles: RoleRef[];
  createdAt: number;
}
/** GET /administration/users: the users of the node's organisation (the platform's own users above the clients). */
export interface UserListRequest {
  objectId: string;
  search?: string;
  offset?: number;
  limit?: number;
}
export interface UserListResponse {
  users: UserRecord[];
  total: number;
}
export const userListSchema = yup.object({ objectId: yup.string().required(MESSAGES.required), ...paging });

// ---- roles ----

export const DEFAULT_ROLE_NAME = 'admin';
export interface RoleMember {
  objectId: string;
  name: string;
  userId: string;
}
/** A role (a group object) with its members and the permissions granted to it. */
export interface RoleRecord {
  objectId: string;
  name: string;
  homeId: string;
  members: RoleMember[];
  grants: { objectId: string; objectName: string; codes: PermissionCode[] }[];
}
/** GET /administration/roles: the roles of the node's organisation. */
export const roleListSchema = yup.object({ objectId: yup.string().required(MESSAGES.required) });
/** POST /administration/role: a role under parentId, its name unique there. PUT renames. */
export const createRoleSchema = yup.object({ parentId: yup.string().required(MESSAGES.required), name: objectNameSchema });
export const renameRoleSchema = yup.object({ objectId: yup.string().required(MESSAGES.required), name: objectNameSchema });
export const roleNameFormSchema = yup.object({ name: objectNameSchema });

/** PID_MEMBERS of a role, as read and written: its members' object ids. */
export interface MembersProperty {
  members: RoleMember[];
}
/** PID_GROUPS of a user: the roles it belongs to. */
export interface GroupsProperty {
  groups: RoleRef[];
}
/** PID_TRUSTEES of a node: the users and roles that can be granted permissions there. */
export interface TrusteesProperty {
  trustees: { objectId: string; name: string; classId: 'user' | 'group' }[];
}
/** PID_EFFECTIVE of a node: the caller's codes there, and where they come from (own grants, or a role's). */
export interface EffectiveProperty {
  objectId: string;
  codes: PermissionCode[];
  sources: { trusteeId: string; trusteeName: string; fromObjectId: string; codes: PermissionCode[] }[];
}

export const PEOPLE_PATHS = {
  users: '/administration/users',
  user: '/administration/user',
  userState: '/administration/user/state',
  userPassword: '/administration/user/password',
  roles: '/administration/roles',
  role: '/administration/role',
  organisation: '/administration/organisation',
  searchClients: '/database/searchClients',
} as const;
