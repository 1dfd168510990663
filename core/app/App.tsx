/** The console's root: services, server-state cache, router, toasts, loader and connection screen. */
import { QueryClientProvider } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ServicesProvider, useContributions, useService } from '@fathom/sdk/web/hooks';
import { PublicPages, PublicRoutes, Sections, SettingsPages, type LazyComponent } from '@fathom/sdk/web/extension-points';
import { lazyComponent } from '@fathom/sdk/web/preload';
import { AuthService, ConsoleEnvironment, NotificationService } from '@fathom/sdk/web/services';
import type { BootedConsole } from '../host/boot';
import { ActivatePage } from '../login/ActivatePage';
import { LoginPage } from '../login/LoginPage';
import { defaultPage, parsePage, rememberLastPage } from '../navigation/routes';
import type { NotificationStore } from '../notifications/NotificationStore';
import { QueryClientToken } from '../services';
import { SessionStateToken } from '../session/SessionState';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { NoConnectionScreen } from '../ui/StatusScreens';
import { Toasts } from '../ui/Toasts';
import { PageSpinner } from '../ui/PageSpinner';

// The shell is its own chunk: the sign-in page never loads it. A restored session starts it early (startConsole).
export const loadShell = () => import('../shell/Shell');
const Shell = lazyComponent(loadShell, PageSpinner);

const lazyCache = new WeakMap<LazyComponent, ComponentType>();
function LazyPage({ load }: { load: LazyComponent }) {
  let C = lazyCache.get(load);
  if (!C) {
    C = lazy(load);
    lazyCache.set(load, C);
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <C />
    </Suspense>
  );
}

const RequireAuth = observer(function RequireAuth({ children }: { children: React.ReactNode }) {
  const auth = useService(AuthService);
  const location = useLocation();
  const sections = useContributions(Sections);
  const settings = useContributions(SettingsPages);
  // A link opened while signed out is kept for whoever signs in; the page a user was on when their session ended
  // is theirs alone, and was remembered under their name while they used it.
  const [signedOutOnArrival] = useState(() => !auth.isAuthenticated);
  if (!auth.isAuthenticated) {
    const url = location.pathname + location.search;
    if (signedOutOnArrival && parsePage(url, sections, settings)) rememberLastPage(url, null);
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
});

/** Public pages send a signed-in visitor home; a sign-in that happens on the page navigates by itself. */
function PublicOnly({ children }: { children: React.ReactNode }) {
  const auth = useService(AuthService);
  const sections = useContributions(Sections);
  const [signedInOnArrival] = useState(() => (auth.isAuthenticated && auth.user ? auth.user : null));
  if (signedInOnArrival) return <Navigate to={defaultPage(sections, signedInOnArrival.homeId, signedInOnArrival.permissions)} replace />;
  return <>{children}</>;
}

/** '/': on-prem login when the platform is on-premises and not activated, the home page when signed in, else login. */
const StartPage = observer(function StartPage() {
  const auth = useService(AuthService);
  const sections = useContributions(Sections);
  if (auth.isAuthenticated && auth.user) return <Navigate to={defaultPage(sections, auth.user.homeId, auth.user.permissions)} replace />;
  const c = auth.config;
  return <Navigate to={c?.isOnPrem && !c.isActivated ? '/on-prem-login' : '/login'} replace />;
});

export function ConsoleRoutes() {
  const publicRoutes = useContributions(PublicRoutes);
  const publicPages = useContributions(PublicPages);
  const env = useService(ConsoleEnvironment);
  return (
    <Routes>
      <Route path="/" element={<StartPage />} />
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      {env.mode === 'onprem' && (
        <Route
          path="/on-prem-login"
          element={
            <PublicOnly>
              <LoginPage onPrem />
            </PublicOnly>
          }
        />
      )}
      <Route
        path="/activate"
        element={
          <PublicOnly>
            <ActivatePage />
          </PublicOnly>
        }
      />
      {publicRoutes.map(r => (
        <Route key={r.path} path={r.path} element={<LazyPage load={r.load} />} />
      ))}
      {publicPages.map(p => (
        <Route key={p.id} path={p.path} element={<LazyPage load={p.load} />} />
      ))}
      <Route
        path="*"
        element={
          <RequireAuth>
            <Suspense fallback={<PageSpinner />}>
              <Shell />
            </Suspense>
          </RequireAuth>
        }
      />
    </Routes>
  );
}

const ConnectionWatch = observer(function ConnectionWatch() {
  const session = useService(SessionStateToken);
  return session.noConnection ? <NoConnectionScreen /> : null;
});

export function App({ booted, initialPath }: { booted: BootedConsole; initialPath?: string }) {
  const s = booted.services;
  const notifications = s.get(NotificationService) as NotificationStore;
  const router = useMemo(() => initialPath, [initialPath]);
  const routes = <ConsoleRoutes />;
  return (
    <ServicesProvider services={s}>
      <QueryClientProvider client={s.get(QueryClientToken)}>
        {router ? <MemoryRouter initialEntries={[router]}>{routes}</MemoryRouter> : <BrowserRouter>{routes}</BrowserRouter>}
        <Toasts store={notifications} />
        <FullScreenLoader store={notifications} />
        <ConnectionWatch />
      </QueryClientProvider>
    </ServicesProvider>
  );
}
