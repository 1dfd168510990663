import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from './collector';

describe('fathom collector arguments', () => {
  it('reads the platform, code, data folder and poll interval, in both flag forms', () => {
    expect(parseArgs(['--platform', 'http://p:8080//', '--activation-code=ABCD-1234', '--data-dir', '/tmp/c', '--poll-ms=250'])).toEqual({
      platform: 'http://p:8080',
      activationCode: 'ABCD-1234',
      dataDir: '/tmp/c',
      pollMs: 250,
    });
    expect(parseArgs(['--platform=http://p', '--activation-code', 'x']).pollMs).toBe(1000);
  });

  it('names what is missing or unknown', () => {
    expect(() => parseArgs(['--activation-code', 'x'])).toThrow('--platform is required');
    expect(() => parseArgs(['--platform', 'http://p'])).toThrow('--activation-code is required');
    expect(() => parseArgs(['--platform'])).toThrow('--platform needs a value');
    expect(() => parseArgs(['--colour', 'blue'])).toThrow('unknown option --colour');
  });

  it('reads the configuration file of an installer package (a relative data folder is taken from its folder); flags win', () => {
    const dir = mkdtempSync(join(tmpdir(), 'collector-config-'));
    try {
      const file = join(dir, 'config.json');
      writeFileSync(file, JSON.stringify({ platform: 'http://p:8080/', activationCode: 'AABCD-12345-12345-12345', dataDir: 'data', objectId: 'x' }));
      expect(parseArgs(['--config', file])).toEqual({
        platform: 'http://p:8080',
        activationCode: 'AABCD-12345-12345-12345',
        dataDir: join(dir, 'data'),
        pollMs: 1000,
      });
      expect(parseArgs(['--config', file, '--poll-ms', '100']).pollMs).toBe(100);
      expect(() => parseArgs(['--config', join(dir, 'missing.json')])).toThrow('cannot read the configuration');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
