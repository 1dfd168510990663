import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMasterKey, MASTER_KEY_FILE, secretBox } from './secret-box';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fathom-secrets-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('seals and opens; the sealed text holds nothing of the secret', () => {
  const box = secretBox(loadMasterKey(dir, {}));
  const sealed = box.seal('Bind#Secret1');
  expect(sealed).not.toContain('Bind');
  expect(box.isSealed(sealed)).toBe(true);
  expect(box.open(sealed)).toBe('Bind#Secret1');
  expect(box.seal('Bind#Secret1')).not.toBe(sealed); // a fresh iv each time
});

it('makes a 0600 key file once and reuses it', () => {
  const a = secretBox(loadMasterKey(dir, {}));
  expect(statSync(join(dir, MASTER_KEY_FILE)).mode & 0o777).toBe(0o600);
  const before = readFileSync(join(dir, MASTER_KEY_FILE), 'utf8');
  const b = secretBox(loadMasterKey(dir, {}));
  expect(readFileSync(join(dir, MASTER_KEY_FILE), 'utf8')).toBe(before);
  expect(b.open(a.seal('x'))).toBe('x');
});

it('takes FATHOM_MASTER_KEY before the file, and refuses text sealed with another key or altered', () => {
  const env = { FATHOM_MASTER_KEY: 'a'.repeat(64) };
  const a = secretBox(loadMasterKey(dir, env));
  const other = secretBox(loadMasterKey(dir, {}));
  const sealed = a.seal('secret');
  expect(() => other.open(sealed)).toThrow(/master key/);
  expect(() => a.open(sealed.slice(0, -2) + 'AA')).toThrow(/master key|altered/);
  expect(() => a.open('plain')).toThrow(/not sealed/);
});
