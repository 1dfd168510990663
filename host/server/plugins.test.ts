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

  it('gives scan threads the plugins with sources and classifiers, extraction threads those with extractors', async () => {
    const { entries } = await loadServerPlugins();
    expect(entries.scan).toContain('plugins/services/filesys/server');
    expect(entries.scan).toContain('plugins/classifiers/personal-data/server');
    expect(entries.scan).not.toContain('plugins/extractors/');
    expect(entries.extract).toContain('plugins/extractors/pdf/server');
    expect(entries.extract).not.toContain('filesys');
  });

  it('is what threads load by module id, in the same order', async () => {
    const { plugins } = await loadServerPlugins();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const compiled = require(compiledEntry(SERVER_PLUGINS_ENTRY)) as { serverPlugins: { id: string }[] };
    expect(compiled.serverPlugins.map(p => p.id)).toEqual(plugins.map(p => p.id));
  });
});
