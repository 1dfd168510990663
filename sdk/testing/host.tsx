/**
 * A test host for plugin authors: registers plugins against fake services (no core involved, see
 * ./console-host), then renders any component or contribution with the providers the console gives it.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { LazyComponent } from '../web/extension-points';
import { ConsoleTestProviders, type TestHost } from './console-host';

export { ConsoleTestProviders, createTestHost, testQueryClient, type TestHost } from './console-host';

export function renderWithConsole(ui: ReactElement, host: Pick<TestHost, 'services' | 'queryClient'>, opts: { route?: string } = {}): RenderResult {
  return render(
    <ConsoleTestProviders host={host} route={opts.route}>
      {ui}
    </ConsoleTestProviders>,
  );
}

/** Loads a lazy contribution part (a section, tab, dialog or page) and renders it with these props. */
export async function renderLazy<P extends object>(
  load: LazyComponent<P>,
  props: P,
  host: Pick<TestHost, 'services' | 'queryClient'>,
  opts: { route?: string } = {},
): Promise<RenderResult> {
  const { default: Component } = await load();
  return renderWithConsole(<Component {...props} />, host, opts);
}
