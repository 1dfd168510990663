/** The top bar: drawer toggle, brand, notification bell (admins on nodes with updates) and the user menu. */
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  allowedTabs,
  UPDATE_PATH,
  UPDATE_QUERY_KEY,
  UPDATE_STATE_LABELS,
  type NavigationDescriptors,
  type TreeObject,
  type UpdateStatus,
} from '@fathom/sdk/api';
import { useContributions, useService } from '@fathom/sdk/web/hooks';
import { Sections, Tabs, TopBarItems, type TopBarItemProps } from '@fathom/sdk/web/extension-points';
import { lazyComponent } from '@fathom/sdk/web/preload';
import { ErrorBoundary } from '../ui/StatusScreens';
import { ApiClient, AuthService, ConsoleEnvironment } from '@fathom/sdk/web/services';

const UPDATE_CHECK_MS = 60 * 60_000;

export interface TopBarProps {
  onToggleDrawer(): void;
  drawerOpen: boolean;
  activeNode: TreeObject | null;
  go(url: string): void;
  homeId: string;
  /** Where the user is, for contributed items (help opens on the page's article). */
  section?: string;
  tab?: string;
}

/**
 * The update bell shows where the administration updates tab it links to does: a class that supports updates and
 * its codes, ctl plus adm (spec 000 §6), as the contributed section and tab describe them.
 */
export function showsUpdateBell(nav: NavigationDescriptors, node: TreeObject | null, userPermissions: readonly string[] | undefined): boolean {
  if (!node) return false;
  return allowedTabs(nav, 'administration', node.classId, userPermissions, node.permissions).includes('updates');
}

export const TopBar = observer(function TopBar({ onToggleDrawer, drawerOpen, activeNode, go, homeId, section, tab }: TopBarProps) {
  const env = useService(ConsoleEnvironment);
  const auth = useService(AuthService);
  const user = auth.user;
  const nav = { sections: useContributions(Sections), tabs: useContributions(Tabs) };
  const api = useService(ApiClient);
  const bell = showsUpdateBell(nav, activeNode, user?.permissions);
  // The update check (adm): the bell carries a mark when the feed offers a newer version or one is scheduled.
  const update = useQuery({
    queryKey: UPDATE_QUERY_KEY,
    queryFn: () => api.get<UpdateStatus>(UPDATE_PATH, undefined, { suppressError: true }),
    enabled: bell,
    staleTime: UPDATE_CHECK_MS,
    refetchInterval: UPDATE_CHECK_MS,
    retry: false,
  });
  const updateState = update.data && update.data.state !== 'upToDate' ? update.data.state : null;
  const items = [...useContributions(TopBarItems)].sort((a, b) => a.order - b.order);
  return (
    <header className="fx-topbar" data-testid="top-bar">
      <button
        type="button"
        className="fx-icon-button"
        aria-label={drawerOpen ? 'Hide navigation' : 'Show navigation'}
        aria-pressed={drawerOpen}
        onClick={onToggleDrawer}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <a
        className="fx-topbar__brand"
        href="/"
        onClick={e => {
          e.preventDefault();
          go(`/dashboard?activeNodeId=${encodeURIComponent(homeId)}`);
        }}
      >
        <img src={env.brand.logo} alt="" />
        <span>{env.brand.name}</span>
      </a>
      <span className="fx-topbar__spacer" />
      {items.map(item => {
        const Item = lazyComponent<TopBarItemProps>(item.load);
        return (
          <ErrorBoundary key={item.id} area={item.id}>
            <Suspense fallback={null}>
              <Item node={activeNode} section={section} tab={tab} go={go} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
      {bell && (
        <button
          type="button"
          className="fx-icon-button"
          aria-label={updateState ? `Notifications and updates: ${UPDATE_STATE_LABELS[updateState]}` : 'Notifications and updates'}
          title={updateState ? UPDATE_STATE_LABELS[updateState] : 'Updates'}
          onClick={() => go(`/administration/updates?activeNodeId=${encodeURIComponent(activeNode!.objectId)}`)}
          data-testid="notification-bell"
          style={{ position: 'relative' }}
        >
          <i className="pi pi-bell" aria-hidden="true" />
          {updateState && (
            <span
              data-testid="notification-bell-mark"
              aria-hidden="true"
              style={{
                position: 'absolute',
                top: 4,
                right: 4,
                width: 9,
                height: 9,
                borderRadius: '50%',
                background: updateState === 'updateAvailable' ? 'var(--blue-500, #3b82f6)' : 'var(--orange-500, #f97316)',
                boxShadow: '0 0 0 2px var(--surface-card, #fff)',
              }}
            />
          )}
        </button>
      )}
      <UserMenu go={go} homeId={homeId} desktop={env.mode === 'desktop'} />
    </header>
  );
});

const UserMenu = observer(function UserMenu({ go, homeId, desktop }: { go(url: string): void; homeId: string; desktop: boolean }) {
  const auth = useService(AuthService);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', key);
    };
  }, [open]);
  const user = auth.user;
  // The desktop shell offers only logout.
  const items = [
    ...(desktop
      ? []
      : [
          { id: 'platform', label: 'Platform', icon: 'pi pi-home', run: () => go(`/dashboard?activeNodeId=${encodeURIComponent(homeId)}`) },
          { id: 'profile', label: 'Profile and support', icon: 'pi pi-user', run: () => go('/profile') },
        ]),
    {
      id: 'logout',
      label: 'Log out',
      icon: 'pi pi-sign-out',
      run: () => {
        void auth.logout();
      },
    },
  ];
  const initials = (user?.name ?? '?')
    .split(/\s+/)
    .map(w => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="fx-user-menu" ref={box}>
      <button
        type="button"
        className="fx-user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="User menu"
        onClick={() => setOpen(o => !o)}
        data-testid="user-menu"
      >
        <span className="fx-avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="fx-user-menu__name">{user?.name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      {open && (
        <ul role="menu" className="fx-menu" aria-label="User menu">
          {items.map(i => (
            <li
              key={i.id}
              role="menuitem"
              tabIndex={0}
              data-testid={`user-menu-${i.id}`}
              onClick={() => {
                setOpen(false);
                i.run();
              }}
              onKeyDown={e => {
                if (e.key === 'Enter') {
                  setOpen(false);
                  i.run();
                }
              }}
            >
              <i className={i.icon} aria-hidden="true" /> {i.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
