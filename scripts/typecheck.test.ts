/** The whole project type-checks: wire types shared through sdk/api stay consistent between console and server. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

test('tsc --noEmit reports no errors', () => {
  const root = join(__dirname, '..');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.json'), '--noEmit'], {
    encoding: 'utf8',
    cwd: root,
  });
  expect(r.stdout + r.stderr).toBe('');
  expect(r.status).toBe(0);
}, 300_000);
