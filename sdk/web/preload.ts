/**
 * Lazy components whose chunk can be started early. React.lazy suspends on its first render even when the chunk
 * is already here, and React holds back every content reveal for up to 300 ms after a Suspense fallback was
 * shown: a chain of lazy levels (shell → section → tab → widget) then costs 300 ms per level. A component made
 * by lazyComponent renders at once when preloadComponent has already brought its chunk, and shows its fallback
 * while the chunk is really on its way.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react';
import type { LazyComponent } from './extension-points';

type Module<P> = { default: ComponentType<P> };
/** The load promise with its outcome written on it, readable while rendering. */
type Tracked<P> = Promise<Module<P>> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Module<P>; reason?: unknown };

const modules = new WeakMap<LazyComponent<any>, Tracked<any>>();
const components = new WeakMap<LazyComponent<any>, Map<ComponentType<any>, ComponentType<any>>>();
const NoFallback = () => null;

/** Starts loading a lazy component's chunk once per load function; a failed load is tried again on the next call. */
export function preloadComponent<P>(load: LazyComponent<P>): Promise<Module<P>> {
  let tracked = modules.get(load) as Tracked<P> | undefined;
  if (!tracked) {
    const t: Tracked<P> = load();
    t.status = 'pending';
    t.then(
      v => {
        t.status = 'fulfilled';
        t.value = v;
      },
      e => {
        t.status = 'rejected';
        t.reason = e;
        modules.delete(load);
      },
    );
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
 * The component of a lazy load function (one per function and fallback): drawn at once when its chunk is already
 * here, otherwise `Fallback` until the chunk arrives. It never suspends: the arrival is an ordinary update, which
 * React draws at once, where a Suspense retry would wait out the 300 ms after the latest fallback anywhere on the
 * page. A chunk that fails to load throws to the nearest error boundary, as React.lazy does.
 */
export function lazyComponent<P extends object>(load: LazyComponent<P>, Fallback: ComponentType = NoFallback): ComponentType<P> {
  let byFallback = components.get(load);
  if (!byFallback) {
    byFallback = new Map();
    components.set(load, byFallback);
  }
  let component = byFallback.get(Fallback) as ComponentType<P> | undefined;
  if (!component) {
    const Loaded = (props: P) => {
      const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({ component: loadedNow(load) }));
      useEffect(() => {
        if (state.component) return;
        let live = true;
        preloadComponent(load).then(
          m => {
            if (live) setState({ component: m.default });
          },
          error => {
            if (live) setState({ error: error ?? new Error('The chunk could not be loaded.') });
          },
        );
        return () => {
          live = false;
        };
      }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once per mount: `load` is fixed for this component
      if (state.error) throw state.error;
      return state.component ? createElement(state.component, props) : createElement(Fallback);
    };
    component = Loaded;
    byFallback.set(Fallback, component);
  }
  return component;
}

function loadedNow<P>(load: LazyComponent<P>): ComponentType<P> | undefined {
  const tracked = modules.get(load) as Tracked<P> | undefined;
  return tracked?.status === 'fulfilled' ? tracked.value!.default : undefined;
}
