// Jest transformer around esbuild: tests see the same compiled code the bundle does (no decorator metadata).
const { transformSync } = require('esbuild');
module.exports = {
  process(source, filename) {
    const loader = /\.tsx$/.test(filename) ? 'tsx' : /\.ts$/.test(filename) ? 'ts' : /\.jsx$/.test(filename) ? 'jsx' : 'js';
    const out = transformSync(source, {
      loader,
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
      jsx: 'automatic',
      supported: { 'dynamic-import': false },
      tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
    });
    return { code: out.code };
  },
};
