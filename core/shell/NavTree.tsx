/** The navigation tree: roots expanded, children on expand, paging, tags, active-node badges, context menu. */
import { useQuery } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { CLASS, CONTAINER_CLASSES, hasPermissions, type ClientConfig, type TreeObject } from '@fathom/sdk/api';
import { useService } from '@fathom/sdk/web/hooks';
import { ApiClient, AuthService, TreeService } from '@fathom/sdk/web/services';
import { NodeContextMenu, type MenuRequest } from './NodeContextMenu';
import type { NodeActionEnvironment } from './node-actions';
import { classIcon, TAG_BADGE_MIN_DRAWER_WIDTH, tagBadges } from './tags';
import { VerticalPager } from './VerticalPager';

export interface NavTreeProps {
  width: number;
  onSelect(node: TreeObject): void;
  onOpenConfiguration(node: TreeObject): void;
  actionContext: NodeActionEnvironment;
}

export const NavTree = observer(function NavTree({ width, onSelect, onOpenConfiguration, actionContext }: NavTreeProps) {
  const tree = useService(TreeService);
  const [menu, setMenu] = useState<MenuRequest | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);
  return (
    <div className="fx-tree" role="tree" aria-label="Navigation tree" data-testid="nav-tree">
      {tree.roots().map(id => (
        <TreeRow
          key={id}
          id={id}
          depth={0}
          wide={width >= TAG_BADGE_MIN_DRAWER_WIDTH}
          onSelect={onSelect}
          onMenu={setMenu}
          onOpenConfiguration={onOpenConfiguration}
        />
      ))}
      <NodeContextMenu request={menu} context={actionContext} onClose={closeMenu} />
    </div>
  );
});

interface RowProps {
  id: string;
  depth: number;
  indent?: number;
  wide: boolean;
  onSelect(n: TreeObject): void;
  onMenu(r: MenuRequest): void;
  onOpenConfiguration(n: TreeObject): void;
}

/**
 * One row and, when expanded, its children. The body is a separate declaration on purpose: were it a named
 * function expression inside observer(), its name would refer to itself inside the body, and the children
 * would render unobserved, so changes below the top level would not show until a parent re-rendered.
 */
function TreeRowBody({ id, depth, indent = depth, wide, onSelect, onMenu, onOpenConfiguration }: RowProps): ReactElement | null {
  const tree = useService(TreeService);
  const node = tree.node(id);
  const rowRef = useRef<HTMLDivElement>(null);
  const active = !!node && tree.activeNode?.objectId === id;
  // The active row scrolls into view when it becomes active or is first drawn (the tree revealed it).
  useEffect(() => {
    if (active) rowRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  if (!node) return null;
  const expanded = tree.isExpanded(id);
  const loading = tree.isLoading(id);
  const count = tree.childCount(id);
  const isContainer = (CONTAINER_CLASSES as string[]).includes(node.classId);
  const expandable = isContainer && (node.hasChildren !== false || count > 0);
  const toggle = () => {
    if (expanded) tree.collapse(id);
    else void tree.expand(id).catch(() => undefined);
  };
  const badges = tagBadges(node);
  return (
    <div role="none">
      <div
        ref={rowRef}
        role="treeitem"
        aria-level={depth + 1}
        aria-selected={active}
        aria-expanded={expandable ? expanded : undefined}
        aria-label={node.name}
        data-testid={`tree-node-${id}`}
        data-class={node.classId}
        tabIndex={active ? 0 : -1}
        className={`fx-tree__row${active ? ' is-active' : ''}`}
        style={{ paddingLeft: `${0.5 + indent * 1.1}rem` }}
        onClick={() => onSelect(node)}
        onContextMenu={e => {
          e.preventDefault();
          onMenu({ node, x: e.clientX, y: e.clientY });
        }}
        onKeyDown={e => {
          if (e.key === 'Enter') onSelect(node);
          if (e.key === 'ArrowRight' && expandable && !expanded) toggle();
          if (e.key === 'ArrowLeft' && expanded) toggle();
          if (e.key === 'ContextMenu') {
            const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
            onMenu({ node, x: r.left + 24, y: r.bottom });
          }
        }}
      >
        <button
          type="button"
          className="fx-tree__toggle"
          tabIndex={-1}
          aria-label={expanded ? `Collapse ${node.name}` : `Expand ${node.name}`}
          style={{ visibility: expandable ? 'visible' : 'hidden' }}
          onClick={e => {
            e.stopPropagation();
            toggle();
          }}
        >
          <i className={loading ? 'pi pi-spin pi-spinner' : expanded ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden="true" />
        </button>
        <i className={`fx-tree__icon ${classIcon(node.classId)}`} aria-hidden="true" />
        <span className="fx-tree__name" title={node.name}>
          {node.name}
        </span>
        {badges.map(b =>
          wide ? (
            <span key={b.kind} className={`fx-tag fx-tag--${b.severity}`} data-testid={`tag-${b.kind}`}>
              {b.label}
            </span>
          ) : (
            <span key={b.kind} className={`fx-tag-dot fx-tag--${b.severity}`} title={b.label} aria-label={b.label} data-testid={`tag-dot-${b.kind}`} />
          ),
        )}
        {active && <ActiveNodeBadges node={node} onOpen={onOpenConfiguration} />}
      </div>
      {expanded && (
        <div
          role="group"
          className={count > tree.pageSize ? 'fx-tree__group--paged' : undefined}
          style={count > tree.pageSize ? { paddingLeft: `${0.5 + indent * 1.1}rem` } : undefined}
        >
          <VerticalPager
            count={count}
            pageSize={tree.pageSize}
            offset={tree.pageOffset(id)}
            label={`Children of ${node.name}`}
            onChange={o => {
              void tree.loadPage(id, o).catch(() => undefined);
            }}
          />
          <div className="fx-tree__children">
            {tree.children(id).map(c => (
              <TreeRow
                key={c}
                id={c}
                depth={depth + 1}
                indent={count > tree.pageSize ? 0 : indent + 1}
                wide={wide}
                onSelect={onSelect}
                onMenu={onMenu}
                onOpenConfiguration={onOpenConfiguration}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
const TreeRow = observer(TreeRowBody);

/** 'no permissions' when the active node grants nothing; 'enabled' when its client allows cross-client access. */
export const ActiveNodeBadges = observer(function ActiveNodeBadges({ node, onOpen }: { node: TreeObject; onOpen(n: TreeObject): void }) {
  const auth = useService(AuthService);
  const api = useService(ApiClient);
  const isAdmin = hasPermissions(['adm'], auth.user?.permissions, node.permissions);
  const config = useQuery({
    queryKey: ['property', node.objectId, 'PID_CLIENTCONFIG'],
    queryFn: () => api.get<ClientConfig>('/database/property', { objectId: node.objectId, propertyId: 'PID_CLIENTCONFIG' }, { suppressError: true }),
    // Client configuration is fetched only for admins (spec 000 §6).
    enabled: isAdmin && node.classId === CLASS.client,
  });
  const noPermissions = Array.isArray(node.permissions) && node.permissions.length === 0;
  const open = (e: React.MouseEvent) => {
    e.stopPropagation();
    onOpen(node);
  };
  return (
    <>
      {noPermissions && (
        <button
          type="button"
          className="fx-badge fx-badge--warning"
          onClick={open}
          data-testid="badge-no-permissions"
          title="You have no permissions on this node"
        >
          no permissions
        </button>
      )}
      {config.data?.crossClientAccess && (
        <button type="button" className="fx-badge fx-badge--info" onClick={open} data-testid="badge-cross-client" title="Cross-client access is enabled">
          enabled
        </button>
      )}
    </>
  );
});
