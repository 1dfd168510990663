/** Starts the console in the browser: boot the variant, read the server's configuration, restore the session, render. */
import { createRoot } from 'react-dom/client';
import type { Variant } from '@fathom/sdk/web/plugin';
import { AuthService } from '@fathom/sdk/web/services';
import { preloadComponent } from '@fathom/sdk/web/preload';
import type { DefaultAuthService } from '../auth/DefaultAuthService';
import { bootVariant } from '../host/boot';
import { prefetchPage } from '../navigation/prefetch-page';
import { defaultCoreProviders, QueryClientToken } from '../services';
import { readSession } from '../session/storage';
import { StartupErrorScreen } from '../ui/StatusScreens';
import { App, loadShell } from './App';
import { readShellStart } from './shell-start';
import { applyBrand } from './brand';

export async function startConsole(variant: Variant, element: HTMLElement): Promise<void> {
  applyBrand(variant.brand);
  const root = createRoot(element);
  try {
    const booted = await bootVariant(variant, { core: defaultCoreProviders() });
    const services = booted.services;
    const auth = services.get(AuthService) as DefaultAuthService;
    const stored = readSession();
    const nodeId = new URLSearchParams(location.search).get('activeNodeId');
    // The configuration and the stored session's user are read side by side; neither needs the other. restore()
    // takes the stored user at once, so the requests below carry its token.
    const configured = auth.loadConfig();
    const restoring = auth.restore();
    let early: Promise<unknown> | undefined;
    if (stored) {
      // A stored session: the shell's chunks, the page's chunks and reads and the shell's first reads start now,
      // beside the session check, not one round trip after it. A session the server no longer accepts fails
      // them all with the session check, which ends it as before.
      early = Promise.all([
        preloadComponent(loadShell).catch(() => undefined),
        readShellStart(services, stored.homeId, nodeId),
        prefetchPage(location.pathname + location.search, services, services.get(QueryClientToken), stored.homeId),
      ]);
    }
    const [, restored] = await Promise.all([configured, restoring]);
    if (restored) {
      // The first render waits for the shell and its first reads rather than showing spinners: React holds back
      // the shell's reveal for 300 ms after a fallback has shown, and the reads would only start once it shows.
      const homeId = auth.user!.homeId;
      await Promise.all([early, homeId === stored?.homeId ? undefined : readShellStart(services, homeId, nodeId)]);
    }
    root.render(<App booted={booted} />);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    root.render(<StartupErrorScreen message={message} />);
  }
}
