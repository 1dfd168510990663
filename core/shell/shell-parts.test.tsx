import { act, fireEvent, screen, within } from '@testing-library/react';
import { definePlugin, NodeActions, type NodeActionContext } from '@fathom/sdk/web';
import { nodeActionRule } from '@fathom/sdk/api';
import { createTestHost, renderWithConsole, testObject, testUser } from '@fathom/sdk/testing';
import { visibleCrumbs } from './Breadcrumbs';
import { NavTree } from './NavTree';
import { TopBar } from './TopBar';
import { VerticalPager } from './VerticalPager';

const ctx: NodeActionContext = { isPaused: false, isReadyToWork: true, isDesktop: false, airGapped: false };

describe('breadcrumbs', () => {
  it('shows at most 5 with a leading ellipsis', () => {
    expect(visibleCrumbs([1, 2, 3])).toEqual({ ellipsis: false, items: [1, 2, 3] });
    expect(visibleCrumbs([1, 2, 3, 4, 5, 6, 7])).toEqual({ ellipsis: true, items: [3, 4, 5, 6, 7] });
  });
});

describe('VerticalPager', () => {
  it('shows only with more children than a page and moves by pages, clamped', async () => {
    const host = await createTestHost();
    const onChange = jest.fn();
    const { rerender, container } = renderWithConsole(<VerticalPager count={50} pageSize={50} offset={0} onChange={onChange} label="x" />, host);
    expect(container.querySelector('[data-testid=tree-pager]')).toBeNull();
    rerender(<VerticalPager count={120} pageSize={50} offset={0} onChange={onChange} label="x" />);
    expect(screen.getByLabelText('Previous page')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Next page'));
    expect(onChange).toHaveBeenLastCalledWith(50);
    rerender(<VerticalPager count={120} pageSize={50} offset={100} onChange={onChange} label="x" />);
    expect(screen.getByLabelText('Next page')).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(50);
  });
});

describe('NavTree', () => {
  const actions = definePlugin({
    id: 'actions-under-test',
    register(r) {
      r.contribute(NodeActions, { id: 'rename', label: 'Rename', order: 1, ...nodeActionRule('rename'), run: async () => undefined });
      r.contribute(NodeActions, { id: 'pause', label: 'Pause', order: 2, ...nodeActionRule('pause'), visible: n => !n.tags.state?.paused });
      r.contribute(NodeActions, { id: 'delete', label: 'Delete', order: 3, ...nodeActionRule('delete'), disabledReason: () => 'Remove its users first' });
      r.contribute(NodeActions, { id: 'rescan', label: 'Rescan folder', order: 4, ...nodeActionRule('rescanFolder') });
    },
  });

  it('renders nodes with tags and a context menu of applicable actions, disabled ones with their reason', async () => {
    const objects = [
      testObject('home', 'client', { name: 'Acme' }),
      testObject('u1', 'orgunit', { name: 'Sales', parentId: 'home', tags: { activationCode: 'C1234-ABCDE-ABCDE-ABCDE' } }),
    ];
    const host = await createTestHost([actions], { objects, user: testUser({ homeId: 'home' }) });
    await host.fakes.tree.expand('home');
    renderWithConsole(<NavTree width={400} onSelect={jest.fn()} onOpenConfiguration={jest.fn()} actionContext={ctx} />, host);
    const unit = screen.getByRole('treeitem', { name: 'Sales' });
    expect(within(unit).getByTestId('tag-pending')).toHaveTextContent('pending');
    await act(async () => {
      fireEvent.contextMenu(unit, { clientX: 10, clientY: 10 });
    });
    const menu = screen.getByRole('menu', { name: 'Actions for Sales' });
    const items = within(menu).getAllByRole('menuitem');
    // pause applies to collectors only and rescan to directories: neither is listed for an org unit.
    expect(items.map(i => i.textContent)).toEqual(['Rename', 'Delete']);
    expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveAttribute('title', 'Remove its users first');
  });

  it('shows tags as dots when the drawer is narrow, and the no-permissions badge on the active node', async () => {
    const objects = [testObject('home', 'client', { name: 'Acme', permissions: [], tags: { policy: {} } })];
    const host = await createTestHost([], { objects });
    renderWithConsole(<NavTree width={240} onSelect={jest.fn()} onOpenConfiguration={jest.fn()} actionContext={ctx} />, host);
    expect(screen.getByTestId('tag-dot-policy')).toBeInTheDocument();
    expect(screen.getByTestId('badge-no-permissions')).toBeInTheDocument();
  });
});

describe('TopBar', () => {
  it('desktop mode offers only logout', async () => {
    const host = await createTestHost([], { mode: 'desktop' });
    renderWithConsole(<TopBar onToggleDrawer={jest.fn()} drawerOpen activeNode={null} go={jest.fn()} homeId="home" />, host);
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getAllByRole('menuitem').map(i => i.textContent?.trim())).toEqual(['Log out']);
  });

  it('platform mode offers platform, profile and support, logout', async () => {
    const host = await createTestHost();
    renderWithConsole(<TopBar onToggleDrawer={jest.fn()} drawerOpen activeNode={null} go={jest.fn()} homeId="home" />, host);
    fireEvent.click(screen.getByTestId('user-menu'));
    expect(screen.getAllByRole('menuitem').map(i => i.textContent?.trim())).toEqual(['Platform', 'Profile and support', 'Log out']);
  });
});
