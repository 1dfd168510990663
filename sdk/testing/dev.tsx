/**
 * The per-plugin dev harness: a plugin folder's dev/index.tsx exports a `defineDevEntry(...)` that names its
 * plugins, the fake data they answer with and what to show; `npm run dev:plugin -- <folder>` boots it alone in
 * a browser page over the fake services, and a jest test renders the same element (`devEntryElement`).
 */
import type { ReactElement, ReactNode } from 'react';
import type { LazyComponent } from '../web/extension-points';
import type { PluginDefinition } from '../web/plugin';
import { lazyComponent } from '../web/preload';
import { ConsoleTestProviders, createTestHost, type TestHost } from './console-host';
import type { FakeServicesOptions } from './fakes';

export interface DevEntry {
  /** Shown above the plugin and as the page title. */
  title: string;
  plugins: PluginDefinition<any, any>[];
  options?: FakeServicesOptions;
  route?: string;
  /** Teaches the fakes their answers (e.g. `host.fakes.api.on('GET /database/property', …)`); runs once per boot. */
  setup?(host: TestHost): void;
  /** What to show, usually a contribution of the plugin found through `host.services.contributions(...)`. */
  render(host: TestHost): ReactElement;
}

export function defineDevEntry(entry: DevEntry): DevEntry {
  return entry;
}

/** Renders a plugin's lazy part (a section, tab or widget chunk) with these props. */
export function DevPart<P extends object>({ load, props }: { load: LazyComponent<P>; props: P }): ReactElement {
  const Part = lazyComponent(load, DevLoading);
  return <Part {...props} />;
}

function DevLoading() {
  return <div role="status">Loading</div>;
}

/** A bordered box of a given size, e.g. a widget's cell on a dashboard. */
export function DevFrame({ title, width, height, children }: { title: string; width?: number; height?: number; children: ReactNode }): ReactElement {
  return (
    <section
      aria-label={title}
      style={{
        width,
        height,
        border: '1px solid var(--surface-border, #e2e8f0)',
        borderRadius: 8,
        background: 'var(--surface-card, #fff)',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <header style={{ padding: '0.5rem 0.75rem', fontWeight: 600, borderBottom: '1px solid var(--surface-border, #e2e8f0)' }}>{title}</header>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{children}</div>
    </section>
  );
}

/** The entry's host (plugins registered over the fakes, setup run) and the page to render. */
export async function devEntryElement(entry: DevEntry): Promise<{ host: TestHost; element: ReactElement }> {
  const host = await createTestHost(entry.plugins, entry.options);
  entry.setup?.(host);
  const element = (
    <ConsoleTestProviders host={host} route={entry.route}>
      <main style={{ padding: '1rem', display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <h1 style={{ margin: 0, fontSize: '1.1rem' }}>
          {entry.title} <small style={{ fontWeight: 400, color: '#64748b' }}>dev harness, fake services</small>
        </h1>
        {entry.render(host)}
      </main>
    </ConsoleTestProviders>
  );
  return { host, element };
}
