// Runs only the import-boundary rule of eslint.config.mjs (scripts/eslint-boundaries.mjs) over the tree: a quick
// check before a commit. `npm run lint` and the test run lint everything, this rule included.
// Usage: node scripts/check-boundaries.mjs. Exit 1 with one line per violation.
import { ESLint } from 'eslint';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'fathom/import-boundaries' });
const results = await eslint.lintFiles(['.']);
const problems = results.flatMap(r => r.messages.map(m => `${relative(root, r.filePath)}:${m.line}: ${m.message}`));
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`${problems.length} import boundary violation(s).`);
  process.exit(1);
}
console.log('import boundaries: ok');
