/**
 * Property handlers of GET/POST /database/property. A handler serves one property id; other areas add theirs
 * by calling registerPropertyHandler in a module imported from server/http/properties/index.ts (or from their
 * own route module). The route resolves the object, checks reachability and the handler's codes, then calls it;
 * after a successful set it publishes a propertySet event.
 */
import type { PermissionCode, TreeObject } from '@fathom/sdk/api';
import type { Session } from '../../auth/session';
import type { ObjectRow } from '../../tree/objects';
import type { ServerContext } from '../context';

export interface PropertyContext {
  server: ServerContext;
  session: Session;
  /** The object asked about (aliases HOME and ME resolved). */
  objectId: string;
  /** Its tree row; for an index entry, the row of the collector node that owns it. */
  row: ObjectRow;
  /** The object in wire form (an index entry comes from its children provider). */
  object: TreeObject;
  /** Codes the caller holds on the object. */
  codes: PermissionCode[];
  options: Record<string, unknown>;
  signal: AbortSignal;
}

export interface PropertyHandler {
  propertyId: string;
  /** Alternative code sets allowing a read (any one suffices); empty or absent: reachability is enough. */
  readNeeds?: PermissionCode[][];
  writeNeeds?: PermissionCode[][];
  /** Kept per user (PID_UI): the set event names the user and only that user receives it. */
  perUser?: boolean;
  /** The value; throw PropertyNotFound (see propertyNotFound) when there is none. */
  get?(ctx: PropertyContext): Promise<unknown>;
  /** Validates and stores; the result (if any) is the answer's data. */
  set?(ctx: PropertyContext, value: unknown): Promise<unknown>;
}

const handlers = new Map<string, PropertyHandler>();

/** Adds a handler; a second handler for the same id replaces the first (a plugin may override a default). */
export function registerPropertyHandler(handler: PropertyHandler): void {
  handlers.set(handler.propertyId, handler);
}

export function propertyHandler(propertyId: string): PropertyHandler | undefined { return handlers.get(propertyId); }
export function registeredPropertyIds(): string[] { return [...handlers.keys()].sort(); }
