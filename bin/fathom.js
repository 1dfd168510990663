#!/usr/bin/env node
// The fathom command: start | collector | classify | extract | decrypt. Each command is a TypeScript entry under
// host/, compiled on the fly with esbuild (npm packages stay external) and run in this process.
'use strict';
const { buildSync } = require('esbuild');
const { existsSync, mkdirSync, renameSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const COMMANDS = {
  start: 'host/server/main.ts',
  collector: 'host/server/collector.ts',
  classify: 'host/cli/classify.ts',
  extract: 'host/cli/extract.ts',
  decrypt: 'host/cli/decrypt.ts',
};

function usage() {
  process.stderr.write('usage: fathom <start|collector|classify|extract|decrypt> [options]\n');
  process.exit(2);
}

const [cmd, ...args] = process.argv.slice(2);
if (!cmd || !COMMANDS[cmd]) usage();
const entry = join(root, COMMANDS[cmd]);
if (!existsSync(entry)) {
  process.stderr.write(`fathom: ${cmd} is not available in this build\n`);
  process.exit(2);
}
const outDir = join(root, 'dist', 'node');
mkdirSync(outDir, { recursive: true });
const out = join(outDir, `cli-${cmd}.js`);
const tmp = `${out}.${process.pid}.tmp`;
buildSync({
  entryPoints: [entry],
  outfile: tmp,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'error',
  tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
  alias: { '@fathom/sdk': join(root, 'sdk') },
});
renameSync(tmp, out);
process.env.FATHOM_PROJECT_ROOT = root;
const mod = require(out);
Promise.resolve(mod.main(args)).then(
  code => {
    if (typeof code === 'number') process.exitCode = code;
  },
  err => {
    process.stderr.write(`fathom ${cmd}: ${err && err.message ? err.message : err}\n`);
    process.exitCode = 1;
  },
);
