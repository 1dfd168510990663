/**
 * What a plugin contributes, read without a host: runs its `register` with a no-op `provide` and collects
 * every contribution by extension point. For asserting on the shape of sections, tabs, widget types, pages.
 */
import type { ExtensionPoint } from '../web/extension-points';
import type { PluginDefinition } from '../web/plugin';

type AnyPlugin = PluginDefinition<any, any>;

/** Every contribution of the plugin, by extension point, in registration order (a point it never used is absent). */
export function registeredContributions(plugin: AnyPlugin): Map<ExtensionPoint<unknown>, unknown[]> {
  const out = new Map<ExtensionPoint<unknown>, unknown[]>();
  plugin.register?.({
    provide: () => undefined,
    contribute: (point, c) => {
      out.set(point as ExtensionPoint<unknown>, [...(out.get(point as ExtensionPoint<unknown>) ?? []), c]);
    },
  });
  return out;
}

/** The plugin's contributions to one extension point, in registration order ([] when it contributes none). */
export function contributionsOf<C>(plugin: AnyPlugin, point: ExtensionPoint<C>): C[] {
  return (registeredContributions(plugin).get(point as ExtensionPoint<unknown>) ?? []) as C[];
}
