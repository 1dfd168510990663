/**
 * The per-plugin dev harness builds each example dev entry into a page (the build step only: no server), and
 * refuses a folder without dev/index.tsx. Run as a child process: the script is ESM and bundles with esbuild.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
const run = (...args: string[]) => spawnSync(process.execPath, [join(root, 'scripts/dev-plugin.mjs'), ...args], { encoding: 'utf8', cwd: root });

describe('dev:plugin', () => {
  let outdir: string;
  beforeEach(() => {
    outdir = mkdtempSync(join(tmpdir(), 'dev-plugin-test-'));
  });
  afterEach(() => {
    rmSync(outdir, { recursive: true, force: true });
  });

  it.each([
    ['plugins/widgets/total-data', 'The amount of data appears once sources'],
    ['plugins/areas/hello', 'Say hello'],
  ])(
    'builds %s into a page with its plugin, the theme and no testing library',
    (folder, pluginText) => {
      const r = run(folder, '--build-only', '--outdir', outdir);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout.trim()).toBe(outdir);
      const js = readFileSync(join(outdir, 'main.js'), 'utf8');
      expect(js).toContain(pluginText);
      expect(js).not.toContain('@testing-library');
      expect(readFileSync(join(outdir, 'main.css'), 'utf8')).toContain('.p-button');
      expect(readFileSync(join(outdir, 'index.html'), 'utf8')).toContain('<script type="module" src="/main.js"></script>');
    },
    120_000,
  );

  it('refuses a plugin folder without dev/index.tsx and says what it needs', () => {
    const r = run('plugins/widgets/task-status', '--build-only', '--outdir', outdir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('plugins/widgets/task-status has no dev/index.tsx');
    expect(existsSync(join(outdir, 'main.js'))).toBe(false);
  });
});
