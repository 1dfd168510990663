/**
 * Invitations and recovery (spec 000 §2, §7): POST /user/invite (adm on the user's node), and the public
 * /database/forgotPassword, /database/changePassword and /database/forgotUserId. The public calls answer the
 * same whether or not an account matched, so they tell nothing about who has an account.
 */
import {
  ACCESS_ERROR_NAMES,
  ACCESS_MESSAGES,
  ACCESS_PATHS,
  ACCESS_RULES,
  activationLinkPath,
  ApiError,
  changePasswordSchema,
  ERROR_NAMES,
  forgotPasswordSchema,
  inviteSchema,
  passwordLinkPath,
  type InviteResult,
  type RecoveryAnswer,
} from '@fathom/sdk/api';
import { forgotUserIdSchema } from '@fathom/sdk/api/access-contact';
import type { AccountInfo, PlatformAccess, RouteDefinition, RouteModuleContribution } from '@fathom/sdk/server';
import { hasRecentCode, issueCode, peekCode, takeCode } from './codes';
import { accountName, accountNamesMail, invitationMail, passwordMail } from './mails';
import type { AccessDeps } from './services';

const HOUR = 60 * 60 * 1000;
/** A password link is mailed at most once a minute per account: the public call cannot flood a mailbox. */
const PASSWORD_MAIL_GAP_MS = 60 * 1000;
const SENT: RecoveryAnswer = { sent: true };

function mailNotConfigured(): ApiError {
  return new ApiError(ACCESS_ERROR_NAMES.mailNotConfigured, ACCESS_MESSAGES.mailNotConfigured, 503);
}
const product = (platform: PlatformAccess) => platform.publicSettings.current().productName;

/** A new activation code for the account, mailed when mail is set up and the account has an address, else returned as a link. */
export async function sendInvitation({ mailer, clock, platform }: AccessDeps, account: AccountInfo): Promise<InviteResult> {
  const issued = await issueCode(platform.store.db, 'activation', account.userObjectId, ACCESS_RULES.activationCodeHours * HOUR, clock.now());
  const link = mailer.consoleLink(activationLinkPath(issued.code));
  const email = account.email ?? undefined;
  if (mailer.configured && email) {
    await mailer.send(invitationMail(product(platform), account, email, issued.code, link, issued.expiresAt));
    return { mailed: true, email, expiresAt: issued.expiresAt };
  }
  return { mailed: false, email, link, expiresAt: issued.expiresAt };
}

export function accessRoutes(services: (platform: PlatformAccess) => AccessDeps): RouteModuleContribution {
  const invite: RouteDefinition<{ userObjectId: string }> = {
    method: 'POST',
    path: ACCESS_PATHS.invite,
    schema: inviteSchema,
    async handler({ userObjectId }, call): Promise<InviteResult> {
      const { accounts, mailer, clock } = services(call.platform);
      const session = call.session!;
      const account = await accounts.byObjectId(call.platform.tree.resolveId(session, userObjectId));
      if (!account) throw new ApiError(ERROR_NAMES.objectNotFound, `User ${userObjectId} was not found.`);
      // Reachability and codes on the node the user belongs to (ObjectNotFound when out of reach).
      const home = await call.platform.tree.getObject(session, account.homeId, 'simple');
      if (!home.permissions?.includes('adm')) throw new ApiError(ERROR_NAMES.noPermission, 'Inviting a user needs the adm permission on their node.');
      if (account.isActivated) throw new ApiError(ERROR_NAMES.conflict, ACCESS_MESSAGES.alreadyActivated);
      if (account.provider !== 'integrated') throw new ApiError(ERROR_NAMES.validation, ACCESS_MESSAGES.notInvitable);
      return sendInvitation({ accounts, mailer, clock, platform: call.platform }, account);
    },
  };

  const forgotPassword: RouteDefinition<{ accountName: string }> = {
    method: 'POST',
    path: ACCESS_PATHS.forgotPassword,
    public: true,
    schema: forgotPasswordSchema,
    async handler(payload, call) {
      const { accounts, mailer, clock } = services(call.platform);
      if (!mailer.configured) throw mailNotConfigured();
      const found = (await accounts.byUserId(payload.accountName)).filter(a => a.isActivated && a.provider === 'integrated' && a.email);
      for (const account of found) {
        const now = clock.now();
        if (await hasRecentCode(call.platform.store.db, 'password', account.userObjectId, now - PASSWORD_MAIL_GAP_MS)) continue;
        const issued = await issueCode(call.platform.store.db, 'password', account.userObjectId, ACCESS_RULES.passwordCodeHours * HOUR, now);
        const link = mailer.consoleLink(passwordLinkPath(issued.code, accountName(account)));
        await mailer.send(passwordMail(product(call.platform), account, account.email!, link, issued.expiresAt));
      }
      return SENT;
    },
  };

  const changePassword: RouteDefinition<{ userId: string; passwordCode: string; newPassword: string }> = {
    method: 'POST',
    path: ACCESS_PATHS.changePassword,
    public: true,
    schema: changePasswordSchema,
    async handler(payload, call) {
      const { accounts, clock } = services(call.platform);
      const db = call.platform.store.db;
      const now = clock.now();
      const invalid = () => new ApiError(ERROR_NAMES.validation, ACCESS_MESSAGES.passwordCode, undefined, { field: 'passwordCode' });
      const userObjectId = await peekCode(db, 'password', payload.passwordCode, now);
      if (!userObjectId) throw invalid();
      const named = await accounts.byUserId(payload.userId);
      if (!named.some(a => a.userObjectId === userObjectId)) throw invalid();
      if (!(await takeCode(db, 'password', payload.passwordCode, now))) throw invalid();
      await accounts.setPassword(userObjectId, payload.newPassword); // ends every session of the user
      return { changed: true };
    },
  };

  const forgotUserId: RouteDefinition<{ email?: string; phone?: string }> = {
    method: 'POST',
    path: ACCESS_PATHS.forgotUserId,
    public: true,
    schema: forgotUserIdSchema,
    async handler(payload, call) {
      const { accounts, mailer } = services(call.platform);
      if (!mailer.configured) throw mailNotConfigured();
      const found = await accounts.byContact({ email: payload.email || undefined, phone: payload.phone || undefined });
      const byEmail = new Map<string, AccountInfo[]>();
      for (const a of found) {
        if (!a.email) continue; // a phone alone cannot be written to: the answer goes to the account's e-mail
        const key = a.email.trim().toLowerCase();
        byEmail.set(key, [...(byEmail.get(key) ?? []), a]);
      }
      for (const list of byEmail.values()) {
        await mailer.send(accountNamesMail(product(call.platform), list[0].email!, list, mailer.consoleLink('/login')));
      }
      return SENT;
    },
  };

  return { id: 'access-recovery', routes: [invite, forgotPassword, changePassword, forgotUserId] };
}
