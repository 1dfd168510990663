/** FATHOM_SALES_EMAIL reaches the console through GET /config; a value that is not an e-mail address is refused. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, startServer } from './helpers';

it('serves the address upgrade requests go to, and nothing when it is not set', async () => {
  const set = await startServer({ env: { ...process.env, FATHOM_SALES_EMAIL: ' sales@fathom.example ' } });
  const unset = await startServer({ env: { ...process.env, FATHOM_SALES_EMAIL: '' } });
  try {
    const withAddress = await call(set.url, 'GET', '/config');
    expect(withAddress.body).toMatchObject({ status: 'OK', data: { salesEmail: 'sales@fathom.example' } });
    const without = await call<{ salesEmail?: string }>(unset.url, 'GET', '/config');
    expect(without.body).toMatchObject({ status: 'OK' });
    expect(without.body.status === 'OK' && 'salesEmail' in without.body.data).toBe(false);
  } finally {
    await set.close();
    await unset.close();
  }
});

it('refuses to start with a value that is not one e-mail address, naming the setting', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fathom-sales-email-'));
  try {
    for (const bad of ['sales', 'a@b.example, c@d.example', 'sales@example.com?cc=x@y.example'])
      await expect(startServer({ dataDir, env: { ...process.env, FATHOM_SALES_EMAIL: bad } })).rejects.toMatchObject({
        name: 'SettingsError',
        message: expect.stringContaining('FATHOM_SALES_EMAIL must be one e-mail address'),
      });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
