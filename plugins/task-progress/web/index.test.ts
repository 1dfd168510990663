import { NodePanels, type NodePanelContribution } from '@fathom/sdk/web';
import plugin from './index';

it('contributes one node panel for the collectors, loaded lazily', async () => {
  const out: [unknown, NodePanelContribution][] = [];
  plugin.register!({ provide: jest.fn(), contribute: (p: unknown, c: unknown) => out.push([p, c as NodePanelContribution]) } as never);
  expect(out.map(([p, c]) => [p, c.id, c.classes])).toEqual([[NodePanels, 'task-progress', ['appagt', 'agent']]]);
  expect(typeof (await out[0][1].load()).default).toBe('object'); // an observer component
});
