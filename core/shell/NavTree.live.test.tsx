/**
 * The tree drawn from the real tree store: changes that room events make below the top level (a rename,
 * an added child) show without collapsing and expanding the parent.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { RoomEvent, TreeObject } from '@fathom/sdk/api';
import { ConsoleTestProviders, createTestHost, testObject, type TestHost } from '@fathom/sdk/testing';
import type { NodeActionContext } from '@fathom/sdk/web';
import type { ConsoleServices } from '@fathom/sdk/web/hooks';
import { TreeService } from '@fathom/sdk/web/services';
import type { Token } from '@fathom/sdk/web/tokens';
import { handleRoomEvent } from '../events/tree-event-handlers';
import { DefaultTreeService } from '../tree/DefaultTreeService';
import { NavTree } from './NavTree';

const ctx: NodeActionContext = { isPaused: false, isReadyToWork: true, isDesktop: false, airGapped: false };

async function liveTree() {
  const objects = new Map<string, TreeObject>([
    ['root', testObject('root', 'client', { name: 'Fathom' })],
    ['demo', testObject('demo', 'client', { name: 'Demo', parentId: 'root', hasChildren: true })],
    ['legal', testObject('legal', 'orgunit', { name: 'Legal', parentId: 'demo', ancestorIds: ['root', 'demo'] })],
  ]);
  const host: TestHost = await createTestHost([], {
    objects: [...objects.values()],
    routes: {
      'GET /database/object': (p: { objectId: string }) => objects.get(p.objectId),
      'GET /database/children': (p: { parentId: string }) => {
        const kids = [...objects.values()].filter(o => o.parentId === p.parentId);
        return { objects: kids, objectCount: kids.length };
      },
    },
  });
  const tree = new DefaultTreeService(host.fakes.api);
  const services: ConsoleServices = {
    ...host.services,
    get: <T,>(t: Token<T>): T => (t.key === TreeService.key ? (tree as unknown as T) : host.services.get(t)),
  };
  await tree.init('root');
  render(
    <ConsoleTestProviders host={{ services, queryClient: host.queryClient }}>
      <NavTree width={400} onSelect={jest.fn()} onOpenConfiguration={jest.fn()} actionContext={ctx} />
    </ConsoleTestProviders>,
  );
  const event = (e: Pick<RoomEvent, 'type' | 'objectId' | 'parentId'>) =>
    act(() =>
      handleRoomEvent(
        { eventId: 1, room: 'objects', time: 0, ...e },
        {
          tree,
          notifications: host.fakes.notifications,
          fetchObject: id => host.fakes.api.getObject(id),
          currentUserId: () => undefined,
          goHome: jest.fn(),
        },
      ),
    );
  // Demo is a child of the top-level row: expanding it shows Legal one level deeper.
  await act(async () => {
    fireEvent.click(within(screen.getByRole('treeitem', { name: 'Demo' })).getByRole('button', { name: 'Expand Demo' }));
  });
  await screen.findByRole('treeitem', { name: 'Legal' });
  return { objects, event, tree };
}

describe('NavTree over the real tree store', () => {
  it('shows a rename of a node two levels down', async () => {
    const { objects, event } = await liveTree();
    objects.set('legal', { ...objects.get('legal')!, name: 'Legal and Compliance' });
    await event({ type: 'objectUpdated', objectId: 'legal', parentId: 'demo' });
    expect(screen.getByTestId('tree-node-legal')).toHaveAttribute('aria-label', 'Legal and Compliance');
  });

  it('shows a child added under an expanded node below the top level', async () => {
    const { objects, event } = await liveTree();
    objects.set('hr', testObject('hr', 'orgunit', { name: 'Human Resources', parentId: 'demo' }));
    await event({ type: 'objectAdded', objectId: 'hr', parentId: 'demo' });
    expect(screen.getByRole('treeitem', { name: 'Human Resources' })).toBeInTheDocument();
  });
});

describe('NavTree reveals the active node', () => {
  it('draws a deep active node chosen by URL and scrolls its row into view', async () => {
    const scrolled: string[] = [];
    // jsdom has no layout and no scrollIntoView: record which rows ask to be scrolled to.
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-testid') ?? '');
    };
    try {
      const { tree } = await liveTree();
      // Collapse Demo again: the active node's row is not drawn until the tree reveals it.
      act(() => tree.collapse('demo'));
      expect(screen.queryByRole('treeitem', { name: 'Legal' })).toBeNull();
      await act(async () => {
        await tree.select('legal');
        await tree.revealing;
      });
      expect(screen.getByRole('treeitem', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
      expect(scrolled).toContain('tree-node-legal');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
