import type { ConsoleServices } from '@fathom/sdk/web/hooks';
import { TreeService } from '@fathom/sdk/web/services';
import { UiSettingsToken } from '../settings/UiSettingsStore';
import { readShellStart } from './shell-start';

function setup(opts: { uiFails?: boolean; treeFails?: boolean } = {}) {
  const order: string[] = [];
  let releaseUi!: () => void;
  const ui = {
    load: jest.fn((id: string) => {
      order.push(`ui ${id}`);
      return new Promise<void>((ok, fail) => {
        releaseUi = () => (opts.uiFails ? fail(new Error('ui down')) : ok());
      });
    }),
  };
  const tree = {
    init: jest.fn(async (id: string) => {
      order.push(`tree ${id}`);
      if (opts.treeFails) throw new Error('tree down');
    }),
    select: jest.fn(async (id: string) => {
      order.push(`select ${id}`);
      return null;
    }),
  };
  const services = {
    get: (t: { key: symbol }) => (t.key === UiSettingsToken.key ? ui : t.key === TreeService.key ? tree : undefined),
    tryGet: () => undefined,
    contributions: () => [],
  } as unknown as ConsoleServices;
  return { ui, tree, services, order, releaseUi: () => releaseUi() };
}

describe('readShellStart', () => {
  it('reads the UI settings and the tree side by side, then selects the node of the address', async () => {
    const s = setup();
    const done = readShellStart(s.services, 'home', 'n1');
    await new Promise(r => setTimeout(r, 0));
    // The tree has been read and the node selected while the UI settings are still on their way.
    expect(s.order).toEqual(['ui home', 'tree home', 'select n1']);
    // The tree reads the node beside the home level.
    expect(s.tree.init).toHaveBeenCalledWith('home', 'n1');
    s.releaseUi();
    await done;
  });

  it('selects nothing when the address names no node', async () => {
    const s = setup();
    const done = readShellStart(s.services, 'home', null);
    s.releaseUi();
    await done;
    expect(s.tree.select).not.toHaveBeenCalled();
  });

  it('leaves failures to the shell, which reads again and shows them', async () => {
    const s = setup({ uiFails: true, treeFails: true });
    const done = readShellStart(s.services, 'home', 'n1');
    s.releaseUi();
    await expect(done).resolves.toBeUndefined();
    expect(s.tree.select).not.toHaveBeenCalled();
  });
});
