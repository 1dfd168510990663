/**
 * Account access (spec 000 §2 public routes, §5, §7): invitations and user activation, password reset and change,
 * forgotten account names, the profile's own password and contact details. Paths, payload rules and answers,
 * shared by the console's forms and the server's routes.
 */
import * as yup from 'yup';
import { MESSAGES, passwordSchema } from './validation';

export const ACCESS_PATHS = {
  /** POST {userObjectId}: a new activation code for an invited (inactive) user, mailed or returned as a link. */
  invite: '/user/invite',
  /** POST {accountName} (public): mails a password link. */
  forgotPassword: '/database/forgotPassword',
  /** POST {userId, passwordCode, newPassword} (public): the password link's form. */
  changePassword: '/database/changePassword',
  /** POST {email} or {phone} (public): mails the account names held by that address. */
  forgotUserId: '/database/forgotUserId',
  /** PUT {oldPassword, newPassword}: the signed-in user's own password. */
  ownPassword: '/user/password',
  /** PUT {email, phone}: the signed-in user's own contact details. */
  ownContact: '/user/contact',
} as const;

/** Console pages the mails link to (spec 000 §2), with the query parameters they read. */
export const ACCESS_PAGES = { activate: '/activate', changePassword: '/change-password' } as const;

/** How long a code stays usable, and how a link carries it. */
export const ACCESS_RULES = { activationCodeHours: 7 * 24, passwordCodeHours: 1 } as const;

export const ACCESS_MESSAGES = {
  passwordCode: 'This password link is not valid or has expired. Ask for a new one.',
  activationUserId: 'This activation code belongs to another user ID.',
  oldPassword: 'The current password is not correct.',
  mailNotConfigured: 'Mail is not set up on this server.',
  alreadyActivated: 'This user is already activated.',
  notInvitable: 'Only users who sign in with a Fathom account can be invited.',
  platformName: 'The platform name is not correct.',
} as const;

export const ACCESS_ERROR_NAMES = { mailNotConfigured: 'MailNotConfigured', mailNotSent: 'MailNotSent' } as const;

/** A user activation code begins with U (spec 000 §2 Activate); other codes activate organisations and devices. */
export function isUserActivationCode(code: string): boolean {
  return /^U/.test(code.trim().toUpperCase());
}

/** The link of an activation code, a password code (path and query, the console's origin is the server's to add). */
export function activationLinkPath(code: string): string {
  return `${ACCESS_PAGES.activate}?activationCode=${encodeURIComponent(code)}`;
}
export function passwordLinkPath(code: string, accountName: string): string {
  return `${ACCESS_PAGES.changePassword}?passwordCode=${encodeURIComponent(code)}&accountName=${encodeURIComponent(accountName)}`;
}

const confirmation = (field: string) =>
  yup
    .string()
    .required(MESSAGES.required)
    .oneOf([yup.ref(field)], MESSAGES.passwordsMatch);

/** Sign-in that activates a user (spec 000 §5: the confirmation is required and equals the password). */
export const activationLoginSchema = yup.object({
  userId: yup.string().trim().required(MESSAGES.usernameRequired),
  password: passwordSchema,
  passwordConfirm: confirmation('password'),
});

export interface InviteRequest {
  userObjectId: string;
}
export const inviteSchema = yup.object({ userObjectId: yup.string().trim().required(MESSAGES.required) });
/** The invitation: mailed to the user's e-mail, or (mail not set up, or no e-mail) the link to hand over. */
export interface InviteResult {
  mailed: boolean;
  email?: string;
  /** The absolute activation link, only when it was not mailed. */
  link?: string;
  expiresAt: number;
}

/** Reset password: accountName required ('client/userId' names the organisation too). */
export const forgotPasswordSchema = yup.object({ accountName: yup.string().trim().required(MESSAGES.required) });

/** Change password (wire): userId, passwordCode, newPassword. */
export const changePasswordSchema = yup.object({
  userId: yup.string().trim().required(MESSAGES.required),
  passwordCode: yup.string().trim().required(MESSAGES.required),
  newPassword: passwordSchema,
});
/** The change-password form: the wire payload plus the confirmation. */
export const changePasswordFormSchema = yup.object({
  userId: yup.string().trim().required(MESSAGES.required),
  newPassword: passwordSchema,
  confirmPassword: confirmation('newPassword'),
});

/** The signed-in user's own password: the current one, the new one (password rule) and its confirmation. */
export const ownPasswordSchema = yup.object({
  oldPassword: yup.string().required(MESSAGES.passwordRequired),
  newPassword: passwordSchema,
});
export const ownPasswordFormSchema = ownPasswordSchema.shape({ confirmPassword: confirmation('newPassword') });

/** What a public recovery call answers whether or not an account matched (nothing is told about accounts). */
export interface RecoveryAnswer {
  sent: true;
}
