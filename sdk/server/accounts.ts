/**
 * Core services for account access: the users' accounts (passwords, contact details, sessions), the platform's
 * mail and its clock, plus the extension point through which a plugin activates an account at sign-in.
 * The server core implements them (server/auth/accounts.ts, server/mail/mailer.ts); a plugin requires their tokens.
 */
import { createExtensionPoint } from '../web/extension-points';
import { createToken, type Token } from '../web/tokens';
import type { PlatformAccess, PluginSession } from './platform';

/** One user account as the access flows need it. */
export interface AccountInfo {
  userObjectId: string;
  /** The node the user belongs to (their home). */
  homeId: string;
  name: string;
  userId: string;
  /** The organisation's name, when the user belongs to one ('' for platform users). */
  clientName: string;
  provider: string;
  email: string | null;
  phone: string | null;
  isActivated: boolean;
}

export interface Accounts {
  byObjectId(userObjectId: string): Promise<AccountInfo | null>;
  /** Accounts with this user id ('client/userId' or clientName narrows it to one organisation). */
  byUserId(userId: string, clientName?: string): Promise<AccountInfo[]>;
  /** Accounts with this e-mail (case-insensitive) or this phone number (digits compared). */
  byContact(contact: { email?: string; phone?: string }): Promise<AccountInfo[]>;
  verifyPassword(userObjectId: string, password: string): Promise<boolean>;
  /**
   * Sets the password (hashed), activates the account when asked, and ends every session of the user except
   * `keep` (the caller's own session, when a signed-in user changes their password).
   */
  setPassword(userObjectId: string, password: string, opts?: { activate?: boolean; keep?: PluginSession }): Promise<void>;
  setContact(userObjectId: string, contact: { email: string | null; phone: string | null }): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
/** The platform's outgoing mail (FATHOM_SMTP_URL). */
export interface Mailer {
  /** False when no SMTP server is set up: send then refuses with MailNotConfigured. */
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  /** The absolute address of a console page ('/activate?activationCode=...'), for links in mails. */
  consoleLink(pathAndQuery: string): string;
}

/** The server's clock: expiries of sessions and codes read it, so tests can move time on. */
export interface ServerClock {
  now(): number;
}

export const Accounts = createToken<Accounts>('server.accounts');
export const Mailer = createToken<Mailer>('server.mailer');
export const ServerClock = createToken<ServerClock>('server.clock');
/** Core tokens of this file; listed among CORE_SERVER_TOKENS. */
export const ACCESS_CORE_TOKENS: readonly Token<unknown>[] = [Accounts, Mailer, ServerClock];

/**
 * Activation at sign-in (spec 000 §2 Activate: the sign-in call carries state.activationCode). The first
 * contribution that accepts the code runs before the credentials are checked, e.g. it sets the invited user's
 * password, and names the account it activated, which the sign-in then opens; it throws a named ApiError when
 * the code is not valid. A code no contribution accepts is ignored.
 */
export interface AccountActivationRequest {
  activationCode: string;
  userId: string;
  clientName?: string;
  password: string;
  passwordConfirm?: string;
}
export interface AccountActivation {
  id: string;
  accepts(activationCode: string): boolean;
  activate(request: AccountActivationRequest, platform: PlatformAccess): Promise<{ userObjectId: string }>;
  /**
   * The same code at a sign-in through an identity provider (the activation page's provider buttons): the provider
   * proved who signs in, so there is no password to set; the code must be valid and belong to that account, and is
   * spent. Throws a named ApiError otherwise. Without it, such a sign-in with one of this contribution's codes is refused.
   */
  activateIdentified?(request: { activationCode: string; userObjectId: string }, platform: PlatformAccess): Promise<void>;
}
export const AccountActivations = createExtensionPoint<AccountActivation>('server.account-activations');
