/**
 * Policy → Encryption: generate a passphrase, save a named key; the tab then names the key and its fingerprint,
 * and the policy's stored value never holds the passphrase.
 */
import type { Page } from 'playwright-core';
import { openInTree, shot, startSignedIn, useE2eTimeouts, visible, type DemoTree, type Fathom, type SignedInConsole } from './helpers';

useE2eTimeouts(180000);

let server: Fathom;
let signedIn: SignedInConsole;
let page: Page;
let tree: DemoTree;

beforeAll(async () => {
  signedIn = await startSignedIn();
  ({ server, page, tree } = signedIn);
});
afterAll(() => signedIn?.close());

test('set an encryption key from a generated passphrase', async () => {
  const appagt = tree.appagt!;
  await openInTree(page, [tree.root, tree.demo, tree.orgunit, appagt]);
  await page.getByTestId('section-tab-policy').click();
  await page.getByTestId('tab-policy-encryption').click();
  const editor = page.getByTestId('policy-encryption');
  await visible(editor);
  await visible(editor.getByText('No key is set'));

  await page.getByTestId('encryption-save').click();
  await visible(editor.locator('#encryption-name-error').getByText('Field is required.'));
  await editor.locator('#encryption-name').fill('Archive key');
  await page.getByTestId('encryption-generate').click();
  const passphrase = editor.locator('#encryption-passphrase');
  await visible(passphrase);
  expect(await passphrase.getAttribute('type')).toBe('text');
  const phrase = await passphrase.inputValue();
  expect(phrase).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await shot(page, 'policy-encryption-generated');
  await page.getByTestId('encryption-save').click();
  await visible(editor.getByTestId('encryption-current').getByText('Archive key'));
  expect(await editor.getByTestId('encryption-current').textContent()).toMatch(/fingerprint [0-9a-f]{16}/);
  expect(await passphrase.inputValue()).toBe('');
  await shot(page, 'policy-encryption-saved');

  const stored = await server.api.call<{ name: string; hash: string }>('GET', '/database/property', {
    objectId: appagt.objectId,
    propertyId: 'PID_ENCRYPTION',
  });
  expect(Object.keys(stored).sort()).toEqual(['hash', 'name']);
  expect(JSON.stringify(stored)).not.toContain(phrase);
});
