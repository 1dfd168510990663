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
});
