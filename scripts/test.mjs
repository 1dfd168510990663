// The one test command: builds the console (browser tests need it), lints (ESLint, import boundaries included; Prettier's check),
// runs every jest project (web units, node units + API, browser e2e) and ends with the plain summary line CI
// reads. A lint failure counts as one failed test, so a broken boundary fails CI.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
mkdirSync('.tmp', { recursive: true });
const build = spawnSync(process.execPath, ['esbuild.config.mjs', '--quiet'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// Browser suites run after the others, two at a time: each starts a server and a Chromium and spends most of its
// time waiting on them, so two fill two cores; run beside the unit suites they would starve both.
const runs =
  args.length > 0
    ? [{ out: '.tmp/jest-results.json', extra: ['--maxWorkers=2', ...args] }]
    : [
        { out: '.tmp/jest-results.json', extra: ['--maxWorkers=2', '--selectProjects', 'web', 'node'] },
        // The platform API suites, the scan API, malicious-files, billing, classification policy, remote collector (ingest, reclassification) and policy-actions suites again with the store on PostgreSQL, and search on PostgreSQL beside SQLite (a fresh schema per server), where one is set
        // (CI always: .ci/run sets FATHOM_TEST_PG_URL, and an unreachable server fails the suites).
        ...(process.env.FATHOM_TEST_PG_URL || process.env.CI === 'true'
          ? [
              {
                out: '.tmp/jest-results-postgres.json',
                extra: [
                  '--maxWorkers=2',
                  'test/api/platform-',
                  'test/api/scan-api.test.ts',
                  'test/api/malicious-files.test.ts',
                  'test/api/billing.test.ts',
                  'test/api/search-postgres.test.ts',
                  'test/api/search-statements.test.ts',
                  'test/api/classification-policy.test.ts',
                  'test/api/collector-reclassify.test.ts',
                  'test/api/policy-actions.test.ts',
                  '--selectProjects',
                  'node',
                ],
                env: { FATHOM_TEST_DIALECT: 'postgres' },
              },
            ]
          : []),
        { out: '.tmp/jest-results-e2e.json', extra: ['--maxWorkers=2', '--selectProjects', 'e2e'] },
      ];
let passed = 0,
  failed = 0,
  skipped = 0,
  allOk = true;
const lint = spawnSync(process.execPath, ['node_modules/eslint/bin/eslint.js'], { stdio: 'inherit' });
if (lint.status !== 0) {
  console.log('ESLint found problems (above): counted as 1 failed test');
  failed += 1;
  allOk = false;
}
const format = spawnSync('npm', ['run', '--silent', 'format:check'], { stdio: 'inherit' });
if (format.status !== 0) {
  console.log('Prettier found files not formatted (above; `npm run format` fixes them): counted as 1 failed test');
  failed += 1;
  allOk = false;
}
for (const run of runs) {
  rmSync(run.out, { force: true });
  const jest = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', '--ci', '--forceExit', '--json', `--outputFile=${run.out}`, ...run.extra], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...run.env },
  });
  if (jest.status !== 0) allOk = false;
  if (existsSync(run.out)) {
    const r = JSON.parse(readFileSync(run.out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
    skipped += r.numPendingTests + r.numTodoTests;
  } else failed += 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk && failed === 0 ? 0 : 1);
