/**
 * Account access in a real browser against the real server and a real SMTP server: an invited user opens the
 * activation link from their mail, chooses a password and signs in; a user resets a forgotten password from the
 * mailed link; the forgotten account name arrives by mail; the profile changes the user's own password.
 */
import type { Browser, Page } from 'playwright-core';
import { ACCESS_PATHS, type InviteResult } from '@fathom/sdk/api';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../api/smtp-capture';
import {
  acceptLicenceIfShown,
  createObject,
  demoTree,
  launchBrowser,
  shot,
  signIn,
  startFathom,
  submitSignIn,
  useE2eTimeouts,
  visible,
  type Fathom,
} from './helpers';

useE2eTimeouts();

const SHOTS = '/tmp/shots-access';
let smtp: SmtpCapture;
let server: Fathom;
let browser: Browser;
let page: Page;
let demoId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startFathom({ env: { FATHOM_SMTP_URL: smtp.url } });
  browser = await launchBrowser();
  demoId = (await demoTree(server.api)).demo.objectId;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

const save = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` }).then(() => shot(page, `access-${name}`));

test('an invited user opens the mailed link, chooses a password and signs in', async () => {
  const ivy = await createObject(server.api, demoId, 'user', 'Ivy Invited', { userId: 'ivy', email: 'ivy@demo.test', activated: false });
  // Creating the invited user mailed an invitation; sending it again replaces its code, so the later mail is the one.
  await smtp.next(m => m.to === 'ivy@demo.test');
  const sent = smtp.messages.length;
  const invite = await server.api.call<InviteResult>('POST', ACCESS_PATHS.invite, { userObjectId: ivy.objectId });
  expect(invite).toMatchObject({ mailed: true, email: 'ivy@demo.test' });
  const mail = await smtp.next(m => m.to === 'ivy@demo.test' && smtp.messages.indexOf(m) >= sent);
  const link = linkIn(mail, '/activate?activationCode=');

  await page.goto(link.toString());
  await visible(page.getByText('It activates your user account'));
  await page.getByLabel('User ID').fill('ivy');
  await page.getByLabel('Password', { exact: true }).fill('Ivy#Pass1');
  await page.getByLabel('Confirm password').fill('Ivy#Pass2');
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await visible(page.getByText("Passwords don't match."));
  await save('activate');
  await page.getByLabel('Confirm password').fill('Ivy#Pass1');
  await page.getByRole('button', { name: 'Activate and sign in' }).click();
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));

  // The link is spent: opening it again and activating is refused.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link.toString());
  await again.getByLabel('User ID').fill('ivy');
  await again.getByLabel('Password', { exact: true }).fill('Ivy#Pass3');
  await again.getByLabel('Confirm password').fill('Ivy#Pass3');
  await again.getByRole('button', { name: 'Activate and sign in' }).click();
  await visible(again.getByTestId('login-error').getByText('Activation code is not valid'));
  await again.context().close();
});

test('a user resets a forgotten password from the mailed link', async () => {
  await createObject(server.api, demoId, 'user', 'Rita Reset', { userId: 'rita', password: 'Rita#Pass1', activated: true, email: 'rita@demo.test' });
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await visible(page.getByRole('heading', { name: 'Reset password' }));
  await save('reset-password');
  await page.getByLabel('Account name').fill('Demo/rita');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await visible(page.getByTestId('reset-password-sent'));
  await save('reset-password-sent');

  const mail = await smtp.next(m => m.to === 'rita@demo.test' && m.subject.startsWith('Reset'));
  await page.goto(linkIn(mail, '/change-password?').toString());
  await visible(page.getByRole('heading', { name: 'Change password' }));
  expect(await page.getByLabel('Account name').inputValue()).toBe('Demo/rita');
  await page.getByLabel('New password').fill('Rita#Pass2');
  await page.getByLabel('Confirm password').fill('Rita#Pass2');
  await save('change-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(page.getByText('Your password has been changed. Sign in with the new one.'));
  await submitSignIn(page, 'rita', 'Rita#Pass2');
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
});

test('the account name arrives by mail', async () => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('link', { name: 'Forgot account name?' }).click();
  await visible(page.getByRole('heading', { name: 'Forgot account name' }));
  await page.getByLabel('E-mail or phone number').fill('rita@');
  await page.getByRole('button', { name: 'Send my account name' }).click();
  await visible(page.getByText('Field must be a valid email.'));
  await save('forgot-account-name');
  await page.getByLabel('E-mail or phone number').fill('rita@demo.test');
  await page.getByRole('button', { name: 'Send my account name' }).click();
  await visible(page.getByTestId('forgot-account-name-sent'));
  const mail = await smtp.next(m => m.to === 'rita@demo.test' && m.subject.endsWith('account name'));
  expect(mail.text).toContain('Demo/rita');
});

test('the profile changes the own password', async () => {
  await createObject(server.api, demoId, 'user', 'Paul Profile', { userId: 'paul', password: 'Paul#Pass1', activated: true, email: 'paul@demo.test' });
  await signIn(page, server.url, 'paul', 'Paul#Pass1');
  await page.goto(`${server.url}/profile`);
  await visible(page.getByTestId('settings-profile'));
  await page.getByLabel('Current password').fill('Paul#Pass1');
  await page.getByLabel('New password').fill('Paul#Pass2');
  await page.getByLabel('Confirm password').fill('Paul#Pass2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await visible(page.getByText('Password changed. Your sessions elsewhere have ended.'));
  await save('profile');
  await page.getByTestId('settings-profile').screenshot({ path: `${SHOTS}/profile-full.png` });
});
