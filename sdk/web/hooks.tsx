/** How components reach services and contributions: through this context only, filled by the console core. */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ExtensionPoint } from './extension-points';
import type { Token } from './tokens';

export interface ConsoleServices {
  get<T>(token: Token<T>): T;
  tryGet<T>(token: Token<T>): T | undefined;
  contributions<C>(point: ExtensionPoint<C>): readonly C[];
}

const ServicesContext = createContext<ConsoleServices | null>(null);

export function ServicesProvider({ services, children }: { services: ConsoleServices; children?: ReactNode }) {
  return createElement(ServicesContext.Provider, { value: services }, children);
}

export function useServices(): ConsoleServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('useService/useContributions need a ServicesProvider above the component.');
  return s;
}

/** The service registered for a token; throws a named error when none is. */
export function useService<T>(token: Token<T>): T {
  return useServices().get(token);
}

/** The service for an optional token, or undefined when the variant has none. */
export function useOptionalService<T>(token: Token<T>): T | undefined {
  return useServices().tryGet(token);
}

/** Every contribution to an extension point, ordered by `order` (the registries are frozen). */
export function useContributions<C>(point: ExtensionPoint<C>): readonly C[] {
  return useServices().contributions(point);
}
