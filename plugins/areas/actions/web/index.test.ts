import { Sections } from '@fathom/sdk/web';
import plugin from './index';

describe('actions plugin', () => {
  it('contributes the actions section at /actions, needing get', () => {
    const contributed: unknown[] = [];
    plugin.register?.({ contribute: (point: unknown, c: unknown) => point === Sections && contributed.push(c) } as never);
    expect(contributed).toEqual([expect.objectContaining({ id: 'actions', route: 'actions', needs: ['get'] })]);
  });
});
