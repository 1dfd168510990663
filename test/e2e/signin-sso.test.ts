/**
 * Company directory and single sign-on in a real browser: a real slapd and a real OpenID Connect provider
 * started here; the administrator adds an identity provider in Settings → Authentication; the sign-in page offers
 * the company-credentials form and the provider's button; both sign people in.
 */
import type { Browser, Page } from 'playwright-core';
import { ACCESS_PATHS, type InviteResult } from '@fathom/sdk/api';
import { startSlapd, type Slapd } from '../peers/slapd';
import { startOidcProvider, type OidcPeer } from '../peers/oidc';
import { actdirParameters, DIRECTORY, DIRECTORY_LDIF } from '../peers/directory-fixture';
import { acceptLicenceIfShown, demoTree, eventually, launchBrowser, shot, startFathom, useE2eTimeouts, visible, type Fathom } from './helpers';

useE2eTimeouts();

const SECRET = 'Demo#Client-secret-1';
let slapd: Slapd;
let idp: OidcPeer;
let server: Fathom;
let browser: Browser;
let page: Page;
let demoId: string;

beforeAll(async () => {
  slapd = await startSlapd(DIRECTORY_LDIF);
  server = await startFathom();
  idp = await startOidcProvider([{ client_id: 'fathom-demo', client_secret: SECRET, redirect_uris: [`${server.url}/login-auto`] }], {
    oscar: { email: 'oscar@demo.test', name: 'Oscar Wilde' },
    pia: { email: 'pia@demo.test', name: 'Pia Invited' },
  });
  demoId = (await demoTree(server.api)).demo.objectId;
  await server.api.call('POST', '/database/property', {
    objectId: demoId,
    propertyId: 'PID_AUTHENTICATION',
    property: { inherited: false, values: [{ provider: 'actdir', title: 'Demo directory', parameters: actdirParameters(slapd.url) }] },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.stop();
  await slapd?.stop();
});
beforeEach(async () => {
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
});
afterEach(async () => {
  await page?.context().close();
});

test('the administrator adds an identity provider in Settings → Authentication', async () => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Fathom account' }).click();
  await page.getByLabel('User ID').fill('root');
  await page.getByLabel('Password', { exact: true }).fill(server.rootPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
  await page.goto(`${server.url}/authentication?activeNodeId=${demoId}`);
  const methods = page.getByTestId('authentication-methods');
  await visible(methods.getByText('Sign-in methods of Demo'));
  await shot(page, 'settings-authentication-top');
  // The directory's bind password is set but never shown.
  await visible(methods.getByText('A value is set and kept encrypted; type a new one to replace it.'));
  expect(await methods.getByLabel('Bind password').inputValue()).toBe('');

  // A refusal of the server lands under the field it names.
  const address = methods.getByLabel('Directory address');
  const directoryUrl = await address.inputValue();
  await address.fill('http://not-a-directory');
  await page.getByTestId('authentication-save').click();
  await visible(methods.getByText('Field must be an ldap:// or ldaps:// address.'));
  await address.fill(directoryUrl);

  await methods.getByRole('button', { name: 'OpenID Connect provider' }).click();
  const sso = methods.getByRole('article').last();
  await sso.getByLabel('Title on the sign-in page').fill('Demo SSO');
  await sso.getByLabel('Issuer').fill(idp.issuer);
  await sso.getByLabel('Client ID').fill('fathom-demo');
  await sso.getByLabel('Client secret').fill(SECRET);
  expect(await sso.getByLabel('Redirect URI to register with the provider').inputValue()).toBe(`${server.url}/login-auto`);
  await shot(page, 'settings-authentication-forms');
  await page.getByTestId('authentication-save').click();
  await visible(page.getByText('Changes saved'));
  const stored = await server.api.call('GET', '/database/property', { objectId: demoId, propertyId: 'PID_AUTHENTICATION' });
  expect(stored.values.map((m: { title: string }) => m.title)).toEqual(['Demo directory', 'Demo SSO']);
  expect(stored.values[1]).toMatchObject({ provider: 'oauth2', secretsSet: ['clientSecret'], parameters: { issuer: idp.issuer, clientId: 'fathom-demo' } });
  await visible(methods.getByText('A value is set and kept encrypted; type a new one to replace it.').nth(1));
  await shot(page, 'settings-authentication-saved');
});

test('a directory user signs in with company credentials on the sign-in page', async () => {
  await page.goto(`${server.url}/login`);
  await visible(page.getByRole('button', { name: 'Demo directory' }));
  await visible(page.getByRole('button', { name: 'Demo SSO' }));
  await shot(page, 'login-with-providers');
  await page.getByRole('button', { name: 'Demo directory' }).click();
  const form = page.getByRole('form', { name: 'Sign in with Demo directory' });
  await visible(form);
  await shot(page, 'login-company-credentials');
  await form.getByLabel('User ID').fill('alice');
  await form.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await form.getByRole('button', { name: 'Sign in with Demo directory' }).click();
  await visible(page.getByTestId('login-error').getByText('The user name or password is not correct.'));
  await form.getByLabel('Password', { exact: true }).fill(DIRECTORY.people.alice.password);
  await form.getByRole('button', { name: 'Sign in with Demo directory' }).click();
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
  await eventually(async () => (await page.getByTestId('user-menu').textContent())?.includes('Alice Liddell'), 'the user menu does not name Alice');
});

test('a user signs in with the identity provider: button, provider page, back signed in', async () => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Demo SSO' }).click();
  await eventually(() => page.url().startsWith(idp.issuer), `not on the provider's page: ${page.url()}`);
  await page.locator('input[name="login"]').fill('oscar');
  await page.locator('input[name="password"]').fill('any password');
  await shot(page, 'oidc-provider-login');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
  expect(page.url()).not.toContain('code=');
  await eventually(async () => (await page.getByTestId('user-menu').textContent())?.includes('Oscar Wilde'), 'the user menu does not name Oscar');
  await shot(page, 'signed-in-with-sso');
});

test('an invited user activates their account with the identity provider from the activation page', async () => {
  const pia = await server.api.call('POST', '/database/object', {
    object: { parentId: demoId, name: 'Pia Invited', classId: 'user' },
    options: { userId: 'pia', email: 'pia@demo.test', activated: false },
  });
  const invite = await server.api.call<InviteResult>('POST', ACCESS_PATHS.invite, { userObjectId: pia.objectId });
  await page.goto(new URL(invite.link!, server.url).href);
  const button = page.getByRole('button', { name: 'Activate with Demo SSO' });
  await visible(button);
  // The directory is a company-credentials form, not a button.
  expect(await page.getByRole('button', { name: /Demo directory/ }).count()).toBe(0);
  await shot(page, 'activate-with-providers');
  await button.click();
  await eventually(() => page.url().startsWith(idp.issuer), `not on the provider's page: ${page.url()}`);
  await page.locator('input[name="login"]').fill('pia');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await acceptLicenceIfShown(page);
  await visible(page.getByTestId('shell'));
  await eventually(async () => (await page.getByTestId('user-menu').textContent())?.includes('Pia Invited'), 'the user menu does not name Pia');
  // The account is activated: it is not invited again.
  const reinvite = await server.api.call('POST', ACCESS_PATHS.invite, { userObjectId: pia.objectId }).catch((e: Error) => e.message);
  expect(String(reinvite)).toContain('already activated');
});
