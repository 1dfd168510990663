/** The tree's context menu: the NodeActions that apply to the node, disabled ones with their reason as a tooltip. */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { TreeObject } from '@fathom/sdk/api';
import { useContributions, useService } from '@fathom/sdk/web/hooks';
import { NodeActions, type NodeActionContribution, type NodeActionDialogProps } from '@fathom/sdk/web/extension-points';
import { ApiClient, AuthService, NotificationService, TreeService } from '@fathom/sdk/web/services';
import { actionsFor, type NodeActionEnvironment } from './node-actions';

export interface MenuRequest {
  node: TreeObject;
  x: number;
  y: number;
}

const dialogs = new WeakMap<NodeActionContribution, ComponentType<NodeActionDialogProps>>();
function dialogOf(a: NodeActionContribution): ComponentType<NodeActionDialogProps> {
  let d = dialogs.get(a);
  if (!d) {
    d = lazy(a.dialog!);
    dialogs.set(a, d);
  }
  return d;
}

export function NodeContextMenu({ request, context, onClose }: { request: MenuRequest | null; context: NodeActionEnvironment; onClose(): void }) {
  const contributions = useContributions(NodeActions);
  const auth = useService(AuthService);
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const tree = useService(TreeService);
  const [dialog, setDialog] = useState<{ action: NodeActionContribution; node: TreeObject } | null>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!request) return;
    const close = (e: Event) => {
      if (!(e.target instanceof Node) || !menu.current?.contains(e.target)) onClose();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', key);
    menu.current?.querySelector<HTMLElement>('[role=menuitem]:not([aria-disabled=true])')?.focus();
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', key);
    };
  }, [request, onClose]);

  const items = request ? actionsFor(request.node, contributions, auth.user?.permissions ?? [], context) : [];
  const choose = async (a: NodeActionContribution, node: TreeObject) => {
    onClose();
    if (a.dialog) {
      setDialog({ action: a, node });
      return;
    }
    try {
      await a.run?.(node, { api, notifications, tree });
    } catch {
      /* the api client already told the user */
    }
  };
  const Dialog = dialog ? dialogOf(dialog.action) : null;
  return (
    <>
      {request && (
        <ul
          ref={menu}
          role="menu"
          aria-label={`Actions for ${request.node.name}`}
          className="fx-context-menu"
          style={{ left: request.x, top: request.y }}
          data-testid="node-context-menu"
        >
          {items.length === 0 && (
            <li role="none" className="fx-context-menu__empty">
              No actions available
            </li>
          )}
          {items.map(({ action, disabledReason }) => (
            <li
              key={action.id}
              role="menuitem"
              tabIndex={disabledReason ? -1 : 0}
              aria-disabled={!!disabledReason}
              title={disabledReason ?? undefined}
              className={disabledReason ? 'is-disabled' : undefined}
              onClick={() => {
                if (!disabledReason) void choose(action, request.node);
              }}
              onKeyDown={e => {
                if ((e.key === 'Enter' || e.key === ' ') && !disabledReason) {
                  e.preventDefault();
                  void choose(action, request.node);
                }
              }}
            >
              {action.icon && <i className={action.icon} aria-hidden="true" />}
              <span>{action.label}</span>
            </li>
          ))}
        </ul>
      )}
      {dialog && Dialog && (
        <Suspense fallback={null}>
          <Dialog node={dialog.node} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
