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
    const auth = booted.services.get(AuthService) as DefaultAuthService;
    // A stored session: the shell's chunks load while the configuration and the user are read.
    const shell = readSession() ? preloadComponent(loadShell).catch(() => undefined) : undefined;
    // The configuration and the stored session's user are read side by side; neither needs the other.
    const [, restored] = await Promise.all([auth.loadConfig(), auth.restore()]);
    if (restored) {
      // Signed in: the page's chunks and reads start now, beside the shell's.
      prefetchPage(location.pathname + location.search, booted.services, booted.services.get(QueryClientToken), auth.user?.homeId);
      // The first render waits for the shell and its first reads rather than showing spinners: React holds back
      // the shell's reveal for 300 ms after a fallback has shown, and the reads would only start once it shows.
      await Promise.all([shell, readShellStart(booted.services, auth.user!.homeId, new URLSearchParams(location.search).get('activeNodeId'))]);
    }
    root.render(<App booted={booted} />);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    root.render(<StartupErrorScreen message={message} />);
  }
}
