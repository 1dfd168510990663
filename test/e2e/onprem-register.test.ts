/**
 * On-premises registration in Chromium (spec 000 §2): the start route of an on-premises platform that is not
 * activated goes to the on-prem sign-in, whose "Create an account" link opens the register form; registering
 * activates the platform; its administrator then signs in with the platform name; afterwards the register page
 * says the platform is already registered and the start route goes to the ordinary sign-in.
 */
import type { Browser, Page } from 'playwright-core';
import { ONPREM_MESSAGES } from '@fathom/sdk/api/onprem';
import { acceptLicenceIfShown, eventually, launchBrowser, shot, startFathom, submitSignIn, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts(180000);

let browser: Browser;
let server: Fathom;
let page: Page;
const path = () => new URL(page.url()).pathname;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startFathom({ env: { FATHOM_VARIANT: 'onprem' } })]);
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('register the platform, then sign in on-prem with its name', async () => {
  await page.goto(`${server.url}/`);
  await eventually(() => path() === '/on-prem-login', `the start route went to ${page.url()}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await eventually(() => path() === '/on-prem-register', `no register page: ${page.url()}`);
  const form = page.getByRole('form', { name: 'Register the platform' });
  await visible(form);
  await form.getByLabel('Platform name').fill('Acme Datacentre');
  await form.getByLabel('E-mail').fill('ada@acme.example');
  await form.getByLabel('Password', { exact: true }).fill('Ada#Pass1');
  await form.getByLabel('Confirm password').fill('Ada#Pass2');
  await form.getByRole('button', { name: 'Register' }).click();
  await visible(form.getByText("Passwords don't match."));
  await shot(page, 'onprem-register-form');
  await form.getByLabel('Confirm password').fill('Ada#Pass1');
  await form.getByRole('button', { name: 'Register' }).click();
  await visible(page.getByTestId('onprem-register-done'));
  await shot(page, 'onprem-register-done');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await eventually(() => path() === '/on-prem-login', `no on-prem sign-in: ${page.url()}`);
  const signIn = page.getByRole('form', { name: 'On-premises sign-in' });
  await signIn.getByLabel('Platform name').fill('Fathom');
  await submitSignIn(page, 'ada@acme.example', 'Ada#Pass1');
  await visible(signIn.getByRole('alert').first());
  expect(await page.getByTestId('shell').count()).toBe(0);
  await signIn.getByLabel('Platform name').fill('Acme Datacentre');
  await submitSignIn(page, 'ada@acme.example', 'Ada#Pass1');
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
  await visible(page.getByTestId('section-dashboard'));
  await shot(page, 'onprem-registered-shell');
});

test('afterwards registration is closed and the start route goes to the ordinary sign-in', async () => {
  const fresh = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await fresh.goto(`${server.url}/on-prem-register`);
  await visible(fresh.getByTestId('onprem-register-already'));
  expect(await fresh.getByTestId('onprem-register-already').textContent()).toBe(ONPREM_MESSAGES.alreadyRegistered);
  expect(await fresh.getByRole('form').count()).toBe(0);
  await shot(fresh, 'onprem-register-already');
  await fresh.goto(`${server.url}/`);
  await eventually(() => new URL(fresh.url()).pathname === '/login', `the start route went to ${fresh.url()}`);
  await fresh.context().close();
});
