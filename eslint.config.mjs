// ESLint for the whole tree. The rules are few on purpose: the import boundaries (scripts/eslint-boundaries.mjs)
// are the point; style is Prettier's (.prettierrc.json), not ESLint's.
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-boundaries.mjs';

// The code names react-hooks/exhaustive-deps in two disable comments; eslint-plugin-react-hooks is not
// installed, and ESLint fails on a directive for a rule it does not know. This stands in for it, checking nothing.
const reactHooksNames = { meta: { name: 'react-hooks-names' }, rules: { 'exhaustive-deps': { meta: { schema: false }, create: () => ({}) } } };

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', '**/.tmp/', '**/data/', 'coverage/', 'screenshots/', 'test-results/']),
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
    // Disable comments in the code name rules that are not switched on yet; they are not errors.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooksNames },
  },
  {
    files: ['{sdk,core,server,plugins,host,test,scripts,bin}/**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { fathom: boundaries },
    rules: { 'fathom/import-boundaries': 'error' },
  },
  // Tests that drive the real server and browser, benches and fixture generators may reach across.
  { files: ['test/{e2e,api,bench,fixtures}/**'], rules: { 'fathom/import-boundaries': 'off' } },
]);
