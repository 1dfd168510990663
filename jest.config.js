const transform = { '^.+\\.[jt]sx?$': '<rootDir>/scripts/jest-esbuild.js' };
const moduleNameMapper = {
  '^@fathom/sdk(/.*)?$': '<rootDir>/sdk$1',
  '\\.(css|less|svg|png|jpg)$': '<rootDir>/scripts/jest-style-stub.js',
  '^apexcharts(/client|/core)?$': '<rootDir>/scripts/jest-apexcharts.js',
  // @chevrotain/* export only an "import" condition; jest resolves with "require".
  '^@chevrotain/(utils|gast|regexp-to-ast|cst-dts-gen|types)$': '<rootDir>/node_modules/@chevrotain/$1/lib/src/api.js',
};
// Packages shipped as ESM that jest must compile.
const transformIgnorePatterns = ['/node_modules/(?!(@xyflow|react-apexcharts|chevrotain|@chevrotain|lodash-es|openid-client|oauth4webapi|jose)/)'];
const common = {
  rootDir: __dirname,
  transform,
  moduleNameMapper,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
};
// testTimeout is read only at the top level (a project's own value is ignored); e2e raises it in its setup.
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/scripts/jest-setup-web.js'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-setup-web-env.js'],
      testMatch: [
        '<rootDir>/{core,sdk/web,sdk/testing,host/web}/**/*.test.{ts,tsx}',
        '<rootDir>/plugins/**/{web,dev}/**/*.test.{ts,tsx}',
        '<rootDir>/test/contract/**/*.test.{ts,tsx}',
      ],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/scripts/jest-setup-node.js'],
      testMatch: [
        '<rootDir>/{server,sdk/api,sdk/server,scripts,bin,host/server}/**/*.test.{ts,tsx}',
        '<rootDir>/plugins/**/server/**/*.test.{ts,tsx}',
        '<rootDir>/test/api/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/scripts/jest-setup-node.js'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-setup-e2e.js'],
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
    },
  ],
};
