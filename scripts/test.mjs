// The one test command: builds the console (browser tests need it), runs every jest project
// (web units, node units + API, browser e2e) and ends with the plain summary line CI reads.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync } from 'node:fs';

const args = process.argv.slice(2);
mkdirSync('.tmp', { recursive: true });
const build = spawnSync(process.execPath, ['esbuild.config.mjs', '--quiet'], { stdio: 'inherit' });
if (build.status !== 0) { console.log('0 passed, 1 failed'); process.exit(1); }

const out = '.tmp/jest-results.json';
const jest = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', '--ci', '--maxWorkers=2', '--forceExit', '--json', `--outputFile=${out}`, ...args],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
let passed = 0, failed = 0, skipped = 0;
if (existsSync(out)) {
  const r = JSON.parse(readFileSync(out, 'utf8'));
  passed = r.numPassedTests; failed = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
  skipped = r.numPendingTests + r.numTodoTests;
} else failed = 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(jest.status === 0 && failed === 0 ? 0 : 1);
