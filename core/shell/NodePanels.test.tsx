import { render, screen } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import { NodePanels, PermissionService, ServicesProvider, type ConsoleServices, type NodePanelContribution } from '@fathom/sdk/web';
import { NodePanelsArea, panelsFor } from './NodePanels';

const node = (classId: string): TreeObject => ({ objectId: 'n1', parentId: null, name: 'Box', classId, tags: {} });
const panel = (id: string, order: number, extra: Partial<NodePanelContribution> = {}): NodePanelContribution => ({
  id,
  order,
  load: async () => ({ default: ({ node: n }) => <div>{`${id} for ${n.name}`}</div> }),
  ...extra,
});

describe('node panels', () => {
  it('keeps panels whose classes and codes match the node, in order', () => {
    const all = [panel('b', 2, { classes: ['appagt', 'agent'] }), panel('a', 1), panel('c', 3, { needs: ['ctl'] }), panel('d', 4, { classes: ['client'] })];
    expect(panelsFor(all, node('appagt'), ['get', 'ctl']).map(p => p.id)).toEqual(['a', 'b', 'c']);
    expect(panelsFor(all, node('agent'), ['get']).map(p => p.id)).toEqual(['a', 'b']);
    expect(panelsFor(all, node('client'), ['get']).map(p => p.id)).toEqual(['a', 'd']);
  });

  it('renders the matching panels lazily for the node', async () => {
    const services: ConsoleServices = {
      get: (t: any) => {
        if (t === PermissionService) return { codesFor: () => ['get'], can: () => true } as any;
        throw new Error(t.id);
      },
      tryGet: () => undefined,
      contributions: (p: any) => (p === NodePanels ? [panel('progress', 1, { classes: ['appagt'] }), panel('other', 2, { classes: ['client'] })] : []) as any,
    };
    render(
      <ServicesProvider services={services}>
        <NodePanelsArea node={node('appagt')} />
      </ServicesProvider>,
    );
    expect(await screen.findByText('progress for Box')).toBeTruthy();
    expect(screen.queryByText('other for Box')).toBeNull();
  });
});
