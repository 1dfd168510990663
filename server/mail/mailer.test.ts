import { redactSmtpUrl, smtpMailer } from './mailer';
import { sessionIdleMs } from '../config';

describe('mail settings', () => {
  it('never shows the SMTP password', () => {
    expect(redactSmtpUrl('smtp://mailer:S3cret%21@mail.example:587')).toBe('smtp://mailer:***@mail.example:587');
    expect(redactSmtpUrl('smtp://mail.example:25')).toBe('smtp://mail.example:25');
    expect(redactSmtpUrl('not a url')).not.toContain('not a url');
  });
  it('refuses to send when mail is not set up, and makes console links from the public address', async () => {
    const mailer = smtpMailer({ smtpUrl: null, from: null, consoleUrl: () => 'https://fathom.example' });
    expect(mailer.configured).toBe(false);
    await expect(mailer.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toMatchObject({ errorName: 'MailNotConfigured', httpStatus: 503 });
    expect(mailer.consoleLink('/activate?activationCode=U1')).toBe('https://fathom.example/activate?activationCode=U1');
  });
});

describe('session idle time', () => {
  it('is 12 hours unless FATHOM_SESSION_IDLE_HOURS gives a positive number of hours', () => {
    expect(sessionIdleMs(undefined)).toBe(12 * 3600_000);
    expect(sessionIdleMs('0.5')).toBe(1800_000);
    expect(sessionIdleMs('-1')).toBe(12 * 3600_000);
    expect(sessionIdleMs('soon')).toBe(12 * 3600_000);
  });
});
