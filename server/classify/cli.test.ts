/**
 * `fathom classify` end to end: the real command (bin/fathom.js → host/cli/classify.ts) in a child process,
 * on a folder of files and on standard input, reading back its JSON lines.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../runtime/compile-entry';
import { conditionRuleIds } from '@fathom/sdk/api/classification';
import { BUILTIN_CLASSIFICATIONS } from './builtin';

function fathom(args: string[], input?: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise(resolve => {
    const child = execFile(
      process.execPath,
      [join(PROJECT_ROOT, 'bin', 'fathom.js'), 'classify', ...args],
      { cwd: PROJECT_ROOT, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, out: stdout, err: stderr });
      },
    );
    child.stdin!.end(input ?? '');
  });
}

const lines = (out: string) =>
  out
    .split('\n')
    .filter(Boolean)
    .map(l => JSON.parse(l) as Record<string, unknown>);

describe('fathom classify', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fathom-classify-'));

  it('classifies the files of a folder recursively and prints one JSON line per hit', async () => {
    const text = 'Contact: jane@example.org\nSSN: 536-22-8726\nUUID 550e8400-e29b-41d4-a716-446655440000\n';
    writeFileSync(join(dir, 'a.txt'), text);
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'b.html'), '<html><body><p>Steuer-ID: <b>86095742719</b></p></body></html>');
    const r = await fathom([dir, '--min-confidence', '0.5', '--classifications']);
    expect(r).toMatchObject({ code: 0, err: '' });
    const out = lines(r.out);
    const hits = out.filter(l => 'ruleId' in l);
    expect(hits).toEqual([
      { path: join(dir, 'a.txt'), ruleId: 'EMAIL_ADDRESS', start: 9, end: 25, text: 'jane@example.org', confidence: expect.any(Number) },
      { path: join(dir, 'a.txt'), ruleId: 'US_SSN', start: 31, end: 42, text: '536-22-8726', confidence: expect.any(Number) },
      {
        path: join(dir, 'sub', 'b.html'),
        ruleId: 'DE_TAX_ID',
        start: expect.any(Number),
        end: expect.any(Number),
        text: '86095742719',
        confidence: expect.any(Number),
      },
    ]);
    expect(text.slice(9, 25)).toBe('jane@example.org');
    for (const h of hits) expect(h.confidence).toBeGreaterThanOrEqual(0.5);
    expect(out.filter(l => 'classification' in l).map(l => [l.path, l.classification])).toEqual([
      [join(dir, 'a.txt'), 'U.S. Personal Data'],
      [join(dir, 'a.txt'), 'Contact Information'],
      [join(dir, 'sub', 'b.html'), 'EU Personal Data'],
      [join(dir, 'sub', 'b.html'), 'Germany Personal Data'],
    ]);
  }, 60_000);

  it('classifies standard input with a custom policy pattern; without --min-confidence weak hits are listed too', async () => {
    const policy = join(dir, 'projects.json');
    writeFileSync(policy, JSON.stringify({ classifications: [{ name: 'Projects:', description: 'Project codes', pattern: { pattern: 'PRJ-\\d{4}' } }] }));
    const r = await fathom(['-', '--policy', policy], 'DOB: 14.03.1985, call +44 20 7946 0958, ref 536228726, PRJ-0042\n');
    expect(r).toMatchObject({ code: 0, err: '' });
    const hits = lines(r.out);
    expect(hits.every(h => h.path === '-')).toBe(true);
    expect(hits.map(h => h.ruleId)).toEqual(expect.arrayContaining(['DATE_OF_BIRTH', 'PHONE_NUMBER', 'US_SSN', 'CUSTOM:Projects']));
    expect(hits.find(h => h.ruleId === 'US_SSN')!.confidence).toBeLessThan(0.5);
  }, 60_000);

  it('lists the rules with --rules', async () => {
    const r = await fathom(['--rules']);
    expect(r.code).toBe(0);
    const rules = lines(r.out);
    expect(rules.length).toBeGreaterThanOrEqual(45);
    expect(rules.find(x => x.id === 'UK_NHS')).toEqual({
      id: 'UK_NHS',
      name: expect.any(String),
      description: expect.any(String),
      country: 'GB',
      category: 'Health',
    });
    expect(rules.find(x => x.id === 'EMAIL_ADDRESS')).toMatchObject({ country: null, category: 'Contact' });
    // every rule a built-in classification names is provided by the host's classifiers
    const ids = new Set(rules.map(x => x.id));
    expect(BUILTIN_CLASSIFICATIONS.flatMap(c => conditionRuleIds(c.condition)).filter(id => !ids.has(id))).toEqual([]);
  }, 60_000);

  it('rejects bad arguments with a clear message and exit code 2', async () => {
    const bad = await fathom(['--min-confidence', 'high', dir]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--min-confidence needs a number from 0 to 1');
    expect(bad.err).toContain('usage: fathom classify');
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify([{ name: 'Bad', description: '', pattern: { pattern: '(a+)+$' } }]));
    const unsafe = await fathom(['--policy', policy, join(dir, 'a.txt')]);
    expect(unsafe.code).toBe(2);
    expect(unsafe.err).toContain('UnsafePattern');
  }, 60_000);
});
