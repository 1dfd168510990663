/** Runs the import-boundary lint on the real tree and on small synthetic trees that break each rule. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const script = join(__dirname, 'check-boundaries.mjs');
const run = (root?: string) => spawnSync(process.execPath, root ? [script, root] : [script], { encoding: 'utf8' });

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

/** Writes one import line; split so that this file's own text holds no import of a plugin. */
const line = (head: string, spec: string, tail = ';') => `${head} '${spec}'${tail}`;

const roots: string[] = [];
afterAll(() => { for (const r of roots) rmSync(r, { recursive: true, force: true }); });
function check(files: Record<string, string>) { const r = tree(files); roots.push(r); return run(r); }

describe('check-boundaries', () => {
  it('passes on the real tree', () => {
    const r = run();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('passes when a plugin imports only sdk/, npm packages and its own files', () => {
    const r = check({
      'plugins/areas/a/web/index.ts': [line('import { definePlugin } from', '../../../../sdk/web'), line('import React from', 'react'), line('import', './Page'), "export default definePlugin({ id: 'a', register: () => { void import('./Page'); } });"].join('\n'),
      'plugins/areas/a/web/Page.tsx': 'export default 1;',
      'sdk/web/index.ts': 'export const definePlugin = (x: unknown) => x;',
      'host/web/variants.ts': [line('import a from', '../../plugins/areas/a/web'), 'export default [a];'].join('\n'),
    });
    expect(r.status).toBe(0);
  });

  it.each([
    ['a plugin importing core/', { 'plugins/areas/a/web/index.ts': line('import { x } from', '../../../../core/host/boot') }, /plugin areas\/a imports core\//],
    ['a plugin importing server/', { 'plugins/services/s/server/index.ts': line('import { y } from', '../../../../server/app') }, /plugin services\/s imports server\//],
    ['a plugin importing host/', { 'plugins/areas/a/web/index.ts': line('export * from', '../../../../host/web/variants') }, /plugin areas\/a imports host\//],
    ['a plugin importing another plugin', { 'plugins/areas/a/web/index.ts': line('const m = import(', '../../b/web/Page', ');').replace('( ', '(') }, /imports another plugin, areas\/b/],
    ['core importing a plugin', { 'core/app/x.ts': line('import p from', '../../plugins/areas/a/web') }, /core\/ imports a plugin/],
    ['server importing a plugin', { 'server/app.ts': line('const p = require(', '../plugins/services/s/server', ');').replace('( ', '(') }, /server\/ imports a plugin/],
    ['sdk naming a plugin', { 'sdk/web/x.ts': line('import p from', '../../plugins/areas/a/web') }, /only host\/ may name plugins/],
  ])('fails on %s', (_name, files, message) => {
    const r = check(files as Record<string, string>);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(message as RegExp);
  });

  it('ignores imports inside comments', () => {
    const r = check({ 'core/x.ts': ['// ' + line('import p from', '../plugins/areas/a/web'), '/* ' + line('import q from', '../plugins/areas/b/web') + ' */', 'export {};'].join('\n') });
    expect(r.status).toBe(0);
  });
});
