/**
 * The import-boundary rule, through ESLint's Node API and the project's own eslint.config.mjs (so the folder
 * globs and the exemptions are checked too): small sources at chosen paths, each breaking one rule or none.
 * The paths need not exist; ESLint lints the text as if it lived there. `npm test` lints the real tree.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

type Case = { path: string; text: string };
type Finding = { fatal: boolean; message: string; ruleId: string | null };

/** Lints every case in one child process (ESLint loads its ESM config with import(), which jest's vm lacks). */
function lint(cases: Case[]): Finding[][] {
  const program = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of cases) {
      const [r] = await eslint.lintText(c.text, { filePath: c.path, warnIgnored: true });
      out.push(r.messages.map(m => ({ fatal: !!m.fatal, message: m.message, ruleId: m.ruleId })));
    }
    process.stdout.write(JSON.stringify(out));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', program, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

/** Writes one import line; split so that this file's own text holds no import of a plugin. */
const line = (head: string, spec: string, tail = ';') => `${head} '${spec}'${tail}`;

const failing: Array<[string, Case, RegExp]> = [
  [
    'a plugin importing core/',
    { path: 'plugins/areas/a/web/index.ts', text: line('import { x } from', '../../../../core/host/boot') },
    /plugin areas\/a imports core\//,
  ],
  [
    'a plugin requiring server/',
    { path: 'plugins/services/s/server/index.ts', text: line('const y = require(', '../../../../server/app', ');').replace('( ', '(') },
    /plugin services\/s imports server\//,
  ],
  [
    'a plugin re-exporting host/',
    { path: 'plugins/areas/a/web/index.ts', text: line('export * from', '../../../../host/web/variants') },
    /plugin areas\/a imports host\//,
  ],
  [
    'a plugin naming server/ in a type',
    { path: 'plugins/areas/a/web/deep/er/x.ts', text: line('type T = import(', '../../../../../../server/app', ').App;').replace('( ', '(') },
    /plugin areas\/a imports server\//,
  ],
  [
    'a plugin importing another plugin lazily',
    { path: 'plugins/areas/a/web/index.ts', text: line('const m = import(', '../../b/web/Page', ');').replace('( ', '(') },
    /imports another plugin, areas\/b/,
  ],
  [
    'a plugin importing another plugin by a named export',
    { path: 'plugins/widgets/w/web/x.ts', text: line('export { y } from', '../../../areas/a/web/y') },
    /plugin widgets\/w imports another plugin, areas\/a/,
  ],
  [
    'a plugin importing the sdk by a path',
    { path: 'plugins/areas/a/web/index.ts', text: line('import { definePlugin } from', '../../../../sdk/web') },
    /the sdk is imported by name/,
  ],
  ['core importing a plugin', { path: 'core/app/x.ts', text: line('import p from', '../../plugins/areas/a/web') }, /core\/ imports a plugin/],
  [
    'server requiring a plugin',
    { path: 'server/app.ts', text: line('const p = require(', '../plugins/services/s/server', ');').replace('( ', '(') },
    /server\/ imports a plugin/,
  ],
  ['sdk naming a plugin', { path: 'sdk/web/x.ts', text: line('import p from', '../../plugins/areas/a/web') }, /only host\/ may name plugins/],
  ['sdk importing core/', { path: 'sdk/web/x.ts', text: line('import { c } from', '../../core/host/boot') }, /sdk\/ imports core\//],
  ['sdk importing server/', { path: 'sdk/server/x.ts', text: line('import type { S } from', '../../server/app') }, /sdk\/ imports server\//],
  ['sdk importing host/', { path: 'sdk/api/x.ts', text: line('export * from', '../../host/server/plugins') }, /sdk\/ imports host\//],
  [
    'the contract tests naming a plugin',
    { path: 'test/contract/x.test.ts', text: line('import p from', '../../plugins/areas/a/web') },
    /only host\/ may name plugins/,
  ],
  ['scripts naming a plugin', { path: 'scripts/x.mjs', text: line('import p from', '../plugins/areas/a/web/index.ts') }, /only host\/ may name plugins/],
  [
    'core importing the sdk by a path',
    { path: 'core/app/x.ts', text: line('import { Tabs } from', '../../sdk/web') },
    /the sdk is imported by name \('@fathom\/sdk\/…'\), not by the path '..\/..\/sdk\/web'/,
  ],
  ['server importing the sdk by a path', { path: 'server/x.ts', text: line('import { TASK_STATUS } from', '../sdk/api/tasks') }, /the sdk is imported by name/],
  [
    'a plugin importing server/ through the baseUrl',
    { path: 'plugins/areas/a/server/index.ts', text: line('import { createServer } from', 'server/app') },
    /plugin areas\/a imports server\//,
  ],
  ['core importing a plugin through the baseUrl', { path: 'core/x.ts', text: line('import p from', 'plugins/areas/a/web') }, /core\/ imports a plugin/],
  ['core importing the sdk through the baseUrl', { path: 'core/x.ts', text: line('import { Tabs } from', 'sdk/web') }, /the sdk is imported by name/],
  [
    'a plugin importing another plugin by a computed path',
    { path: 'plugins/areas/a/web/index.ts', text: 'const m = (page: string) => import(`../../b/web/${page}`);' },
    /imports another plugin, areas\/b/,
  ],
  [
    'a plugin mocking core/ in its test',
    { path: 'plugins/areas/a/web/x.test.ts', text: line('jest.mock(', '../../../../core/host/boot', ');').replace('( ', '(') },
    /plugin areas\/a imports core\//,
  ],
  [
    "a plugin's dev entry importing core/",
    { path: 'plugins/widgets/w/dev/index.tsx', text: line('import', '../../../../core/styles/console.css') },
    /plugin widgets\/w imports core\//,
  ],
  [
    "a plugin's dev entry importing another plugin",
    { path: 'plugins/widgets/w/dev/index.tsx', text: line('import b from', '../../../areas/b/web') },
    /plugin widgets\/w imports another plugin, areas\/b/,
  ],
  [
    'a plugin resolving a file of server/',
    { path: 'plugins/services/s/server/x.ts', text: line('const f = require.resolve(', '../../../../server/app', ');').replace('( ', '(') },
    /plugin services\/s imports server\//,
  ],
];

const passing: Array<[string, Case]> = [
  [
    'a plugin importing the sdk by name, npm packages and its own files',
    {
      path: 'plugins/areas/a/web/index.ts',
      text: [
        line('import { definePlugin } from', '@fathom/sdk/web'),
        line('import React from', 'react'),
        line('import', './Page'),
        line('import { s } from', '../server/schema'),
        "export default definePlugin({ id: 'a', register: () => { void import('./Page'); } });",
      ].join('\n'),
    },
  ],
  [
    "a plugin's dev entry importing the sdk's testing kit and its own folder",
    {
      path: 'plugins/widgets/w/dev/index.tsx',
      text: [
        line('import { defineDevEntry } from', '@fathom/sdk/testing/dev'),
        line('import plugin from', '../web'),
        line('import { HELLO_PATHS } from', '../api'),
      ].join('\n'),
    },
  ],
  [
    'host naming plugins',
    {
      path: 'host/web/variants.ts',
      text: [line('import a from', '../../plugins/areas/a/web'), "export default [a, () => import('../../plugins/widgets/w/web')];"].join('\n'),
    },
  ],
  ['sdk importing itself by a path', { path: 'sdk/web/x.ts', text: line('export * from', '../api/tabs') }],
  [
    'core and server importing the sdk by name',
    { path: 'server/x.ts', text: [line('import { A } from', '@fathom/sdk/api'), line('import { B } from', '@fathom/sdk/server')].join('\n') },
  ],
  ['a member call named require', { path: 'server/x.ts', text: "await tree.access.require(viewer, '../plugins/areas/a/web');" }],
  [
    'npm packages with the name of a folder further in',
    {
      path: 'plugins/areas/a/web/x.ts',
      text: [line('import { renderToString } from', 'react-dom/server'), line('import', '@fontsource/core/x.css')].join('\n'),
    },
  ],
  [
    'a plugin loading its own files by a computed path',
    { path: 'plugins/areas/a/web/index.ts', text: 'const m = (page: string) => import(`./pages/${page}`);' },
  ],
  ['browser tests naming a plugin', { path: 'test/e2e/x.test.ts', text: line('import p from', '../../plugins/areas/a/web') }],
  ['API tests importing the sdk by a path', { path: 'test/api/x.test.ts', text: line('import { A } from', '../../sdk/api') }],
  [
    'imports inside comments',
    {
      path: 'core/x.ts',
      text: ['// ' + line('import p from', '../plugins/areas/a/web'), '/* ' + line('import q from', '../plugins/areas/b/web') + ' */', 'export {};'].join('\n'),
    },
  ],
];

describe('import boundaries (ESLint)', () => {
  let failed: Finding[][];
  let passed: Finding[][];
  beforeAll(() => {
    const all = lint([...failing.map(f => f[1]), ...passing.map(p => p[1])]);
    failed = all.slice(0, failing.length);
    passed = all.slice(failing.length);
  });

  it.each(failing.map((f, i) => [f[0], i] as const))('fails on %s', (_name, i) => {
    const [, , message] = failing[i];
    expect(failed[i]).toHaveLength(1);
    expect(failed[i][0]).toMatchObject({ fatal: false, ruleId: 'fathom/import-boundaries' });
    expect(failed[i][0].message).toMatch(message);
  });

  it.each(passing.map((p, i) => [p[0], i] as const))('passes %s', (_name, i) => {
    expect(passed[i]).toEqual([]);
  });
});
