/**
 * Lazy components whose chunk can be started early. React.lazy suspends on its first render even when the chunk
 * is already here, and React holds back every content reveal for up to 300 ms after a Suspense fallback was
 * shown: a chain of lazy levels (shell → section → tab → widget) then costs 300 ms per level. A component made
 * by lazyComponent renders at once when preloadComponent has already brought its chunk, and suspends only while
 * the chunk is really on its way.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import type { LazyComponent } from './extension-points';

type Module<P> = { default: ComponentType<P> };
/** The load promise with its outcome written on it, readable while rendering. */
type Tracked<P> = Promise<Module<P>> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Module<P>; reason?: unknown };

const modules = new WeakMap<LazyComponent<any>, Tracked<any>>();
const components = new WeakMap<LazyComponent<any>, ComponentType<any>>();

/** Starts loading a lazy component's chunk once per load function; a failed load is tried again on the next call. */
export function preloadComponent<P>(load: LazyComponent<P>): Promise<Module<P>> {
  let tracked = modules.get(load) as Tracked<P> | undefined;
  if (!tracked) {
    const t: Tracked<P> = load();
    t.status = 'pending';
    t.then(v => { t.status = 'fulfilled'; t.value = v; }, e => { t.status = 'rejected'; t.reason = e; modules.delete(load); });
    modules.set(load, t);
    tracked = t;
  }
  return tracked;
}

/** True once the chunk of `load` has arrived. */
export function isComponentLoaded(load: LazyComponent<any>): boolean {
  return modules.get(load)?.status === 'fulfilled';
}

/**
 * The component of a lazy load function (one per function): drawn at once when its chunk is already here,
 * otherwise through React.lazy. The choice is made once per mount, so a later render never swaps the component
 * (which would remount it).
 */
export function lazyComponent<P extends object>(load: LazyComponent<P>): ComponentType<P> {
  let component = components.get(load) as ComponentType<P> | undefined;
  if (!component) {
    const Lazy = lazy(() => preloadComponent(load));
    const Loaded = (props: P) => {
      const [loaded] = useState(() => { const m = modules.get(load) as Tracked<P> | undefined; return m?.status === 'fulfilled' ? m.value!.default : null; });
      return loaded ? createElement(loaded, props) : createElement(Lazy, props);
    };
    component = Loaded;
    components.set(load, component);
  }
  return component;
}
