import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadMasterKey, MASTER_KEY_FILE, MasterKeyError, parseMasterKey } from './master-key';
import { AesSecretBox, isSealed, SecretOpenError } from './secret-box';

describe('master key', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fathom-mk-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is created once in the data directory with mode 0600 and read back the same', () => {
    const a = loadMasterKey(dir, {});
    const b = loadMasterKey(dir, {});
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBe(32);
    expect(statSync(join(dir, MASTER_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('comes from FATHOM_MASTER_KEY when set (hex or base64), and a weak one is refused', () => {
    const key = randomBytes(32);
    expect(loadMasterKey(dir, { FATHOM_MASTER_KEY: key.toString('hex') }).equals(key)).toBe(true);
    expect(loadMasterKey(dir, { FATHOM_MASTER_KEY: key.toString('base64') }).equals(key)).toBe(true);
    expect(() => parseMasterKey('short', 'FATHOM_MASTER_KEY')).toThrow(MasterKeyError);
    expect(() => readFileSync(join(dir, MASTER_KEY_FILE))).toThrow(); // no file made when the environment gives it
  });
});

describe('AesSecretBox', () => {
  const box = new AesSecretBox(randomBytes(32));

  it('seals to an opaque string that opens to the plain text; each seal differs', () => {
    const a = box.seal('s3cr3t-key');
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('s3cr3t');
    expect(box.seal('s3cr3t-key')).not.toBe(a);
    expect(box.open(a)).toBe('s3cr3t-key');
  });

  it('refuses a value sealed by another key or tampered with', () => {
    const other = new AesSecretBox(randomBytes(32)).seal('x');
    expect(() => box.open(other)).toThrow(SecretOpenError);
    const sealed = box.seal('abc');
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => box.open(tampered)).toThrow(SecretOpenError);
    expect(() => box.open('plain')).toThrow(SecretOpenError);
  });

  it('never serialises its key', () => {
    expect(JSON.stringify({ box })).toBe('{"box":"[SecretBox]"}');
  });
});
