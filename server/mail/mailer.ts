/**
 * The platform's outgoing mail over SMTP (FATHOM_SMTP_URL = smtp://user:pass@host:port; STARTTLS is used when the
 * server offers it, smtps:// connects with TLS at once). Without a URL, mail is not set up and send refuses.
 * The URL carries a password: only redactSmtpUrl's form of it is ever shown.
 */
import type { Transporter } from 'nodemailer';
import { ApiError, ACCESS_ERROR_NAMES, ACCESS_MESSAGES } from '@fathom/sdk/api';
import type { MailMessage, Mailer } from '@fathom/sdk/server';

/** The URL with its password replaced, for logs and error messages. */
export function redactSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'smtp://(not a valid URL)';
  }
}

export function mailNotConfigured(): ApiError {
  return new ApiError(ACCESS_ERROR_NAMES.mailNotConfigured, ACCESS_MESSAGES.mailNotConfigured, 503);
}

export interface SmtpMailerOptions {
  smtpUrl: string | null;
  from: string | null;
  /** The console's address (no trailing slash), asked when a link is made: the port is known once the server listens. */
  consoleUrl(): string;
}

export function smtpMailer(opts: SmtpMailerOptions): Mailer & { close(): void } {
  let transport: Transporter | undefined;
  const from = (): string => {
    if (opts.from) return opts.from;
    let host = 'localhost';
    try {
      host = new URL(opts.smtpUrl ?? '').hostname || host;
    } catch {
      // the default sender is only a fallback
    }
    return `Fathom <no-reply@${host}>`;
  };
  return {
    configured: !!opts.smtpUrl,
    async send(message: MailMessage) {
      if (!opts.smtpUrl) throw mailNotConfigured();
      // loaded on the first mail: most servers send none
      transport ??= (require('nodemailer') as typeof import('nodemailer')).createTransport(opts.smtpUrl); // eslint-disable-line @typescript-eslint/no-require-imports
      try {
        await transport.sendMail({ from: from(), to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (e) {
        // The transport's own message may quote the URL: say what failed without it.
        const reason = e instanceof Error ? e.message.split(opts.smtpUrl).join(redactSmtpUrl(opts.smtpUrl)) : 'unknown error';
        throw new ApiError(ACCESS_ERROR_NAMES.mailNotSent, `The mail could not be sent: ${reason}`, 502);
      }
    },
    consoleLink: pathAndQuery => `${opts.consoleUrl()}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`,
    close() {
      transport?.close();
      transport = undefined;
    },
  };
}
