import { join } from 'node:path';
import { hostServerPlugins } from '../../server/plugins/host';
import { compiledEntry, PROJECT_ROOT } from '../../server/runtime/compile-entry';
import { loadServerPlugins, serverPlugins, SERVER_PLUGINS_ENTRY } from './plugins';

describe('the host server plugin list', () => {
  it('names each plugin once, and each module id is the module its entry imports', async () => {
    const { plugins, modules } = await loadServerPlugins();
    expect(new Set(modules).size).toBe(modules.length);
    expect(new Set(plugins.map(p => p.id)).size).toBe(plugins.length);
    for (const [i, entry] of serverPlugins.entries()) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(require(join(PROJECT_ROOT, entry.module)).default).toBe(plugins[i]);
    }
  });

  it('is a valid plugin set', async () => {
    const { plugins } = await loadServerPlugins();
    expect(hostServerPlugins(plugins).order).toHaveLength(plugins.length);
  });

  it('is what threads load by module id, in the same order', async () => {
    const { plugins } = await loadServerPlugins();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const compiled = require(compiledEntry(SERVER_PLUGINS_ENTRY)) as { serverPlugins: { id: string }[] };
    expect(compiled.serverPlugins.map(p => p.id)).toEqual(plugins.map(p => p.id));
  });
});
