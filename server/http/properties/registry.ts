/**
 * Property handlers of GET/POST /database/property. A handler serves one property id; server plugins contribute
 * theirs (sdk/server Properties), the core's register here on import (server/http/properties/index.ts). The route resolves the object, checks reachability and the handler's codes, then calls it;
 * after a successful set it publishes a propertySet event.
 */
import type { PropertyContext as PluginPropertyContext, PropertyHandler as PluginPropertyHandler } from '@fathom/sdk/server';
import type { Session } from '../../auth/session';
import type { ObjectRow } from '../../tree/objects';
import type { ServerContext } from '../context';

/** What the core's handlers receive: the plugin contract (sdk/server) plus the server context and tree row. */
export interface PropertyContext extends PluginPropertyContext {
  server: ServerContext;
  session: Session;
  /** Its tree row; for an index entry, the row of the collector node that owns it. */
  row: ObjectRow;
}

/** The shape is the plugin contract's (sdk/server); core handlers may read the wider context. */
export type PropertyHandler = PluginPropertyHandler<PropertyContext>;

const handlers = new Map<string, PropertyHandler>();

/** Adds a handler; a second handler for the same id replaces the first (a plugin may override a default). */
export function registerPropertyHandler(handler: PropertyHandler): void {
  handlers.set(handler.propertyId, handler);
}

/** The handler of a property id: a server plugin's contribution (sdk/server Properties) before the core's own. */
export function propertyHandler(propertyId: string, contributed: readonly PluginPropertyHandler[] = []): PropertyHandler | undefined {
  return contributed.find(h => h.propertyId === propertyId) ?? handlers.get(propertyId);
}
export function registeredPropertyIds(): string[] {
  return [...handlers.keys()].sort();
}
