/**
 * Invitations and password reset by mail, against a real SMTP server: invite an inactive user, read the mail,
 * follow its activation link, sign in; reset a password from the mail; used and expired codes are refused.
 */
import { ACCESS_MESSAGES, ACCESS_PATHS, MESSAGES, type InviteResult } from '@fathom/sdk/api';
import { call, startServer, type Client, type TestServer } from './helpers';
import { linkIn, startSmtpCapture, type SmtpCapture } from './smtp-capture';

let smtp: SmtpCapture;
let srv: TestServer;
let root: Client;
let clientId: string;
let now = Date.UTC(2026, 0, 5, 9, 0);
const HOUR = 3600_000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  srv = await startServer({ env: { FATHOM_SMTP_URL: smtp.url, FATHOM_MAIL_FROM: 'Fathom <fathom@demo.test>' }, clock: () => now });
  root = await srv.login('root', srv.rootPassword);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  clientId = (await root.post('/database/object', { object: { parentId: home.objectId, name: 'Acme', classId: 'client' } })).objectId;
});
afterAll(async () => {
  await srv?.close();
  await smtp?.close();
});

/** Moves the server's clock on; root's session has ended by then, so root signs in again. */
async function advance(ms: number): Promise<void> {
  now += ms;
  root = await srv.login('root', srv.rootPassword);
}

async function invitedUser(userId: string, email: string): Promise<string> {
  const user = await root.post('/database/object', {
    object: { parentId: clientId, name: `${userId} at Acme`, classId: 'user' },
    options: { userId, email, activated: false },
  });
  return user.objectId;
}
const post = (path: string, body: Record<string, unknown>) => call(srv.url, 'POST', path, body);
const signIn = (body: Record<string, unknown>) => call<{ token: string; userId: string }>(srv.url, 'POST', '/login', body);

describe('invitation', () => {
  it('mails an activation link; the link activates the user with a password of the rules, once', async () => {
    const userObjectId = await invitedUser('ann', 'ann@acme.test');
    // Creating an invited user mails the invitation at once; POST /user/invite sends a new one.
    const first = await smtp.next(m => m.to === 'ann@acme.test');
    expect(first.subject).toBe('Your Fathom invitation');
    const sent = smtp.messages.length;
    const invite = await root.post<InviteResult>(ACCESS_PATHS.invite, { userObjectId });
    expect(invite).toMatchObject({ mailed: true, email: 'ann@acme.test' });
    expect(invite.link).toBeUndefined();

    const mail = await smtp.next(m => m.to === 'ann@acme.test' && smtp.messages.indexOf(m) >= sent);
    expect(mail.from).toBe('fathom@demo.test');
    expect(mail.subject).toBe('Your Fathom invitation');
    const link = linkIn(mail, '/activate?activationCode=');
    expect(link.origin).toBe(srv.url);
    const code = link.searchParams.get('activationCode')!;
    expect(code).toMatch(/^U[A-Z0-9]{4}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));

    // Not activated yet: the account cannot sign in.
    expect((await signIn({ userId: 'ann', password: 'Ann#Pass1' })).body).toMatchObject({ status: 'error', error: { name: 'InvalidCredentials' } });
    // The password rule and the confirmation (spec 000 §5).
    const weak = await signIn({ userId: 'ann', password: 'short', passwordConfirm: 'short', state: { activationCode: code } });
    expect(weak.body).toMatchObject({ status: 'error', error: { name: 'ValidationError' } });
    const mismatch = await signIn({ userId: 'ann', password: 'Ann#Pass1', passwordConfirm: 'Ann#Pass2', state: { activationCode: code } });
    expect(mismatch.body).toMatchObject({ status: 'error', error: { message: MESSAGES.passwordsMatch } });
    const otherUser = await signIn({ userId: 'bob', password: 'Ann#Pass1', passwordConfirm: 'Ann#Pass1', state: { activationCode: code } });
    expect(otherUser.body).toMatchObject({ status: 'error', error: { message: ACCESS_MESSAGES.activationUserId } });

    const activated = await signIn({ userId: 'ann', password: 'Ann#Pass1', passwordConfirm: 'Ann#Pass1', state: { activationCode: code.toLowerCase() } });
    expect(activated.body).toMatchObject({ status: 'OK', data: { userId: 'ann' } });
    // Activated: an ordinary sign-in works, and the code is spent.
    expect((await signIn({ userId: 'ann', password: 'Ann#Pass1' })).body.status).toBe('OK');
    const again = await signIn({ userId: 'ann', password: 'Ann#Pass9', passwordConfirm: 'Ann#Pass9', state: { activationCode: code } });
    expect(again.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: MESSAGES.activationCode } });
    expect((await signIn({ userId: 'ann', password: 'Ann#Pass1' })).body.status).toBe('OK');
    // An activated user is not invited again.
    const twice = await root.call('POST', ACCESS_PATHS.invite, { userObjectId });
    expect(twice.body).toMatchObject({ status: 'error', error: { name: 'Conflict', message: ACCESS_MESSAGES.alreadyActivated } });
  });

  it('refuses an expired activation code, and a newer invitation replaces the older code', async () => {
    const userObjectId = await invitedUser('cy', 'cy@acme.test');
    await root.post(ACCESS_PATHS.invite, { userObjectId });
    const first = linkIn(await smtp.next(m => m.to === 'cy@acme.test'), '/activate?').searchParams.get('activationCode')!;
    await advance(8 * 24 * HOUR); // past the 7 days of an invitation
    const expired = await signIn({ userId: 'cy', password: 'Cy#Pass12', passwordConfirm: 'Cy#Pass12', state: { activationCode: first } });
    expect(expired.body).toMatchObject({ status: 'error', error: { message: MESSAGES.activationCode } });

    const count = smtp.messages.length;
    await root.post(ACCESS_PATHS.invite, { userObjectId });
    const second = linkIn(await smtp.next(m => m.to === 'cy@acme.test' && smtp.messages.indexOf(m) >= count), '/activate?').searchParams.get('activationCode')!;
    expect(second).not.toBe(first);
    const ok = await signIn({ userId: 'cy', password: 'Cy#Pass12', passwordConfirm: 'Cy#Pass12', state: { activationCode: second } });
    expect(ok.body.status).toBe('OK');
  });

  it('needs adm on the user node', async () => {
    const userObjectId = await invitedUser('dee', 'dee@acme.test');
    const viewer = await root.post('/database/object', {
      object: { parentId: clientId, name: 'viewer at Acme', classId: 'user' },
      options: { userId: 'viewer', password: 'View#Pass1', activated: true, email: 'viewer@acme.test', permissions: ['get'] },
    });
    expect(viewer.objectId).toBeTruthy();
    const v = await srv.login('viewer', 'View#Pass1');
    const refused = await v.call('POST', ACCESS_PATHS.invite, { userObjectId });
    expect(refused.body).toMatchObject({ status: 'error', error: { name: 'NoPermission' } });
    const missing = await root.call('POST', ACCESS_PATHS.invite, {});
    expect(missing.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: MESSAGES.required } });
  });
});

describe('password reset', () => {
  it('mails a link; the link sets a new password once and ends the old sessions', async () => {
    await root.post('/database/object', {
      object: { parentId: clientId, name: 'eve at Acme', classId: 'user' },
      options: { userId: 'eve', password: 'Eve#Pass1', activated: true, email: 'eve@acme.test' },
    });
    const before = await srv.login('eve', 'Eve#Pass1');
    expect((await post(ACCESS_PATHS.forgotPassword, { accountName: 'eve' })).body).toEqual({ status: 'OK', data: { sent: true } });
    // An unknown account answers the same, and nothing is mailed.
    expect((await post(ACCESS_PATHS.forgotPassword, { accountName: 'nobody' })).body).toEqual({ status: 'OK', data: { sent: true } });
    expect((await post(ACCESS_PATHS.forgotPassword, { accountName: ' ' })).body).toMatchObject({ status: 'error', error: { message: MESSAGES.required } });

    const mail = await smtp.next(m => m.to === 'eve@acme.test' && m.subject === 'Reset your Fathom password');
    // Asked again within the minute: the same answer, and no second mail (the first link stays valid).
    expect((await post(ACCESS_PATHS.forgotPassword, { accountName: 'eve' })).body).toEqual({ status: 'OK', data: { sent: true } });
    // A mail sent is in the capture before the call answers: the SMTP server takes it before the mailer returns.
    expect(smtp.messages.filter(m => m.to === 'eve@acme.test')).toHaveLength(1);
    const link = linkIn(mail, '/change-password?');
    expect(link.searchParams.get('accountName')).toBe('Acme/eve');
    const passwordCode = link.searchParams.get('passwordCode')!;

    const weak = await post(ACCESS_PATHS.changePassword, { userId: 'Acme/eve', passwordCode, newPassword: 'weakpassword' });
    expect(weak.body).toMatchObject({ status: 'error', error: { name: 'ValidationError', message: MESSAGES.password } });
    const wrongUser = await post(ACCESS_PATHS.changePassword, { userId: 'Acme/ann', passwordCode, newPassword: 'Eve#Pass2' });
    expect(wrongUser.body).toMatchObject({ status: 'error', error: { message: ACCESS_MESSAGES.passwordCode } });
    const changed = await post(ACCESS_PATHS.changePassword, { userId: 'Acme/eve', passwordCode, newPassword: 'Eve#Pass2' });
    expect(changed.body).toEqual({ status: 'OK', data: { changed: true } });

    expect((await before.call('GET', '/ping')).body).toMatchObject({ status: 'error', error: { name: 'TOKEN_NOT_VALID' } });
    expect((await signIn({ userId: 'eve', password: 'Eve#Pass1' })).body.status).toBe('error');
    expect((await signIn({ userId: 'eve', password: 'Eve#Pass2' })).body.status).toBe('OK');
    const reused = await post(ACCESS_PATHS.changePassword, { userId: 'Acme/eve', passwordCode, newPassword: 'Eve#Pass3' });
    expect(reused.body).toMatchObject({ status: 'error', error: { message: ACCESS_MESSAGES.passwordCode } });
  });

  it('refuses an expired password link', async () => {
    const count = smtp.messages.length;
    await post(ACCESS_PATHS.forgotPassword, { accountName: 'Acme/eve' });
    const mail = await smtp.next(m => m.to === 'eve@acme.test' && smtp.messages.indexOf(m) >= count);
    const passwordCode = linkIn(mail, '/change-password?').searchParams.get('passwordCode')!;
    await advance(2 * HOUR);
    const expired = await post(ACCESS_PATHS.changePassword, { userId: 'Acme/eve', passwordCode, newPassword: 'Eve#Pass4' });
    expect(expired.body).toMatchObject({ status: 'error', error: { message: ACCESS_MESSAGES.passwordCode } });
  });
});

describe('forgotten account name', () => {
  it('mails the account names of an e-mail address, found by e-mail or by phone', async () => {
    await root.post('/database/object', {
      object: { parentId: clientId, name: 'fay at Acme', classId: 'user' },
      options: { userId: 'fay', password: 'Fay#Pass1', activated: true, email: 'fay@acme.test', phone: { number: '+1 201 555 0123', countryCode: 'us' } },
    });
    expect((await post(ACCESS_PATHS.forgotUserId, { email: 'FAY@acme.test' })).body).toEqual({ status: 'OK', data: { sent: true } });
    const byEmail = await smtp.next(m => m.to === 'fay@acme.test' && m.subject === 'Your Fathom account name');
    expect(byEmail.text).toContain('The account name for this address is: Acme/fay');
    const count = smtp.messages.length;
    expect((await post(ACCESS_PATHS.forgotUserId, { phone: '+1 (201) 555-0123' })).body.status).toBe('OK');
    await smtp.next(m => m.to === 'fay@acme.test' && smtp.messages.indexOf(m) >= count);

    expect((await post(ACCESS_PATHS.forgotUserId, {})).body).toMatchObject({ status: 'error', error: { message: MESSAGES.emailOrPhone } });
    expect((await post(ACCESS_PATHS.forgotUserId, { email: 'not-an-address' })).body).toMatchObject({ status: 'error', error: { message: MESSAGES.email } });
  });
});
