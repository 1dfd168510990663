/** Starts the console in the browser: boot the variant, read the server's configuration, restore the session, render. */
import { createRoot } from 'react-dom/client';
import type { Variant } from '@fathom/sdk/web/plugin';
import { AuthService } from '@fathom/sdk/web/services';
import type { DefaultAuthService } from '../auth/DefaultAuthService';
import { bootVariant } from '../host/boot';
import { defaultCoreProviders } from '../services';
import { StartupErrorScreen } from '../ui/StatusScreens';
import { App } from './App';
import { applyBrand } from './brand';

export async function startConsole(variant: Variant, element: HTMLElement): Promise<void> {
  applyBrand(variant.brand);
  const root = createRoot(element);
  try {
    const booted = await bootVariant(variant, { core: defaultCoreProviders() });
    const auth = booted.services.get(AuthService) as DefaultAuthService;
    await auth.loadConfig();
    await auth.restore();
    root.render(<App booted={booted} />);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    root.render(<StartupErrorScreen message={message} />);
  }
}
