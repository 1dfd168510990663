import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../store/db';
import { assertNotLocked, clearFailures, recordFailure } from './throttle';

let store: Store;
const dir = mkdtempSync(join(tmpdir(), 'fathom-throttle-'));
beforeAll(async () => {
  store = await openStore({ filename: join(dir, 'db.sqlite') });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('login throttle', () => {
  const rules = { maxFailures: 5, lockoutMs: 30_000 };

  it('locks on the fifth failure for 30 s, counts the seconds down, then starts again', async () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 4; i++) await recordFailure(store, 'ann', rules, t0);
    await expect(assertNotLocked(store, 'ann', t0)).resolves.toBeUndefined();
    await recordFailure(store, 'ann', rules, t0);
    await expect(assertNotLocked(store, 'ann', t0)).rejects.toMatchObject({ errorName: 'TooManyLoginAttempts', detail: { secondsLeft: 30 } });
    await expect(assertNotLocked(store, 'ann', t0 + 29_100)).rejects.toMatchObject({ message: 'Too many login attempts... Try again in 1 seconds.' });
    await expect(assertNotLocked(store, 'ann', t0 + 30_000)).resolves.toBeUndefined();
    await recordFailure(store, 'ann', rules, t0 + 31_000);
    await expect(assertNotLocked(store, 'ann', t0 + 31_000)).resolves.toBeUndefined();
  });

  it('forgets failures after a success', async () => {
    for (let i = 0; i < 4; i++) await recordFailure(store, 'bob', rules, 0);
    await clearFailures(store, 'bob');
    await recordFailure(store, 'bob', rules, 0);
    await expect(assertNotLocked(store, 'bob', 0)).resolves.toBeUndefined();
  });
});
