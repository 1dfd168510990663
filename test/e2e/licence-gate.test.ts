/** The licence gate (spec 000 §4): SaaS agreement then end-user licence, each accepted only after scrolling to its end; not shown again. */
import type { Browser, Page } from 'playwright-core';
import {
  createObject,
  demoTree,
  enabled,
  eventually,
  hidden,
  launchBrowser,
  scrollLicenceToEnd,
  shot,
  startFathom,
  submitSignIn,
  useE2eTimeouts,
  visible,
  type Fathom,
} from './helpers';

useE2eTimeouts();

let server: Fathom;
let browser: Browser;
let demoId: string;

beforeAll(async () => {
  server = await startFathom();
  browser = await launchBrowser();
  demoId = (await demoTree(server.api)).demo.objectId;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
}

test('accept stays disabled until the end is reached, then the second document, then the shell; not shown again', async () => {
  const userId = 'lena';
  await createObject(server.api, demoId, 'user', 'Lena Licence', { userId, password: 'Lena#Pass1', activated: true, email: `${userId}@example.org` });
  const page = await newPage();
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, userId, 'Lena#Pass1');
  const gate = page.getByTestId('licence-gate');
  await visible(gate);
  const accept = page.getByTestId('licence-accept');
  const text = page.getByTestId('licence-text');
  // The app content is not shown while the licence is not accepted.
  expect(await page.getByTestId('section-tabs').count()).toBe(0);
  expect(await gate.getByText('SaaS agreement').first().isVisible()).toBe(true);
  expect(await accept.isDisabled()).toBe(true);
  await shot(page, 'licence-gate-saas');
  // Escape does not close it.
  await page.keyboard.press('Escape');
  expect(await gate.isVisible()).toBe(true);

  await scrollLicenceToEnd(page);
  await enabled(accept, 'Accept on the SaaS agreement');
  await accept.click();

  await visible(gate.getByText('End-user licence agreement').first());
  await eventually(() => accept.isDisabled(), 'Accept was not disabled again on the second document');
  expect(await text.evaluate(el => el.scrollTop)).toBe(0);
  await shot(page, 'licence-gate-eula');
  await scrollLicenceToEnd(page);
  await enabled(accept, 'Accept on the end-user licence');
  await accept.click();

  await hidden(gate);
  await visible(page.getByTestId('shell'));
  await visible(page.getByTestId('section-tabs'));

  // Log out and in again: the gate does not return.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await visible(page.getByTestId('login-page'));
  await submitSignIn(page, userId, 'Lena#Pass1');
  await visible(page.getByTestId('shell'));
  expect(await gate.count()).toBe(0);
  await page.context().close();
});

test('cancel on the gate logs out', async () => {
  const page = await newPage();
  await page.goto(`${server.url}/login`);
  await submitSignIn(page, 'root', server.rootPassword);
  await visible(page.getByTestId('licence-gate'));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await visible(page.getByTestId('login-page'));
  await page.context().close();
});
