/**
 * A real SMTP server for tests (smtp-server) on a free port, with a user and password, keeping every message it
 * receives in memory, parsed (mailparser). By default STARTTLS is not offered and AUTH runs in clear; with
 * { starttls: true } it is offered with smtp-server's own self-signed certificate, and AUTH needs it.
 *
 *   const smtp = await startSmtpCapture();           // smtp.url: smtp://fathom:Mail%23Pass1@127.0.0.1:port
 *   const mail = await smtp.next(m => m.to === 'ann@demo.test');
 *   await smtp.close();
 */
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The SMTP envelope's recipients. */
  rcptTo: string[];
  /** The message came over TLS (after STARTTLS). */
  secure: boolean;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  next(match: (m: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

const USER = 'fathom';
const PASSWORD = 'Mail#Pass1';

function addresses(a: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(a) ? a : a ? [a] : [];
  return list.flatMap(x => x.value.map(v => v.address ?? '')).join(', ');
}

export async function startSmtpCapture(opts: { starttls?: boolean } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: { match: (m: CapturedMail) => boolean; resolve(m: CapturedMail): void }[] = [];
  const server = new SMTPServer({
    disabledCommands: opts.starttls ? [] : ['STARTTLS'],
    allowInsecureAuth: !opts.starttls,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, cb) {
      if (auth.username === USER && auth.password === PASSWORD) cb(null, { user: USER });
      else cb(new Error('Invalid user name or password'));
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then(parsed => {
          const mail: CapturedMail = {
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            rcptTo: session.envelope.rcptTo.map(r => r.address),
            secure: session.secure,
          };
          messages.push(mail);
          for (const w of [...waiters]) {
            if (w.match(mail)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`,
    messages,
    next(match, timeoutMs = 10000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching mail arrived.')), timeoutMs);
        waiters.push({
          match,
          resolve: m => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with the given path of the console. */
export function linkIn(mail: CapturedMail, path: string): URL {
  const m = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, c => `\\${c}`)}\\S*`));
  if (!m) throw new Error(`No ${path} link in the mail: ${mail.text}`);
  return new URL(m[0]);
}
