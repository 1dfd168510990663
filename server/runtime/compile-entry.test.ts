import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let root: string;
const before = process.env.FATHOM_PROJECT_ROOT;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'compile-entry-'));
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(root, 'entry.ts'), "import { word } from './dep';\nexport const said: string = word;\n");
  writeFileSync(join(root, 'dep.ts'), "export const word = 'first';\n");
  // Sources older than the build, as after a checkout: a source changed while it is built is never taken as built.
  const old = new Date(Date.now() - 60_000);
  for (const f of ['entry.ts', 'dep.ts']) utimesSync(join(root, f), old, old);
  process.env.FATHOM_PROJECT_ROOT = root;
});
afterAll(() => {
  if (before === undefined) delete process.env.FATHOM_PROJECT_ROOT;
  else process.env.FATHOM_PROJECT_ROOT = before;
  rmSync(root, { recursive: true, force: true });
});

/** compiledEntry as a new thread (or process) has it: nothing built yet in memory. */
function compileInNewThread(entry: string): string {
  let out = '';
  jest.isolateModules(() => {
    out = (require('./compile-entry') as typeof import('./compile-entry')).compiledEntry(entry);
  });
  return out;
}

test('an entry is built again only when a source it was built from changed', () => {
  const out = compileInNewThread('entry.ts');
  expect(readFileSync(out, 'utf8')).toContain('first');
  const builtAt = statSync(out).mtimeMs;

  expect(compileInNewThread('entry.ts')).toBe(out);
  expect(statSync(out).mtimeMs).toBe(builtAt);

  writeFileSync(join(root, 'dep.ts'), "export const word = 'second';\n");
  const changed = new Date(Date.now() - 30_000);
  utimesSync(join(root, 'dep.ts'), changed, changed);
  expect(readFileSync(compileInNewThread('entry.ts'), 'utf8')).toContain('second');
});
