/** The texts of the access mails: plain text, and the same as simple HTML with the link clickable. */
import type { AccountInfo, MailMessage } from '@fathom/sdk/server';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
function utc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}
/** The account name the sign-in page takes: 'organisation/userId' for a user of an organisation. */
export function accountName(a: Pick<AccountInfo, 'clientName' | 'userId'>): string {
  return a.clientName ? `${a.clientName}/${a.userId}` : a.userId;
}

function message(to: string, subject: string, paragraphs: string[], link?: { href: string; label: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : [])].join('\n\n') + '\n';
  const html =
    paragraphs.map(p => `<p>${escapeHtml(p)}</p>`).join('\n') + (link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '');
  return { to, subject, text, html };
}

export function invitationMail(product: string, account: AccountInfo, to: string, code: string, link: string, expiresAt: number): MailMessage {
  return message(
    to,
    `Your ${product} invitation`,
    [
      `Hello ${account.name},`,
      `You have been invited to ${product}. Your user ID is ${account.userId}${account.clientName ? ` in the organisation ${account.clientName}` : ''}.`,
      `Open the link below to choose your password and activate your account, or enter the activation code ${code} on the activation page.`,
      `The code works once, until ${utc(expiresAt)}.`,
    ],
    { href: link, label: 'Activate your account' },
  );
}

export function passwordMail(product: string, account: AccountInfo, to: string, link: string, expiresAt: number): MailMessage {
  return message(
    to,
    `Reset your ${product} password`,
    [
      `Hello ${account.name},`,
      `A new password was asked for the account ${accountName(account)}. Open the link below to choose it.`,
      `The link works once, until ${utc(expiresAt)}. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ],
    { href: link, label: 'Choose a new password' },
  );
}

export function accountNamesMail(product: string, to: string, accounts: AccountInfo[], signInLink: string): MailMessage {
  return message(
    to,
    `Your ${product} account name`,
    [
      accounts.length === 1 ? `The account name for this address is: ${accountName(accounts[0])}` : `The account names for this address are:`,
      ...(accounts.length > 1 ? [accounts.map(a => `- ${accountName(a)}`).join('\n')] : []),
      'If you did not ask for this, ignore this mail.',
    ],
    { href: signInLink, label: 'Sign in' },
  );
}
