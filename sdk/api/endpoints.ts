/**
 * Paths, limits and request/response shapes of the platform calls (spec 000 §7, spec 001 §4 Events) that
 * the console and the server share. Paths are relative to API_BASE.
 */
import type { PermissionCode } from './permissions';
import type { Authenticator, TreeObject } from './objects';
import type { InfoLevel } from './properties';

export const API_PATHS = {
  login: '/login',
  logout: '/logout',
  ping: '/ping',
  config: '/config',
  authentication: '/authentication',
  object: '/database/object',
  children: '/database/children',
  property: '/database/property',
  /** Long-poll of room and feed events (GET; see ListenRequest). */
  eventsListen: '/event/listen',
} as const;

/** The long-poll path, on its own for the events service. */
export const EVENTS_LISTEN_PATH = API_PATHS.eventsListen;
/** Upper bounds the server applies to a listen request (larger values are clamped). */
export const EVENT_LIMITS = { maxTimeoutSeconds: 60, maxEvents: 500 } as const;

/** Object id aliases accepted wherever an objectId is: the caller's home node and the caller's own user object. */
export const OBJECT_ALIASES = { home: 'HOME', me: 'ME' } as const;

/** Paging of GET /database/children. */
export const CHILDREN_LIMITS = { defaultLimit: 100, maxLimit: 1000 } as const;

/** Sign-in rules (spec 000 §4, §9): 5 failures lock the account for 30 s. */
export const LOGIN_RULES = { maxFailures: 5, lockoutSeconds: 30 } as const;

/** GET /authentication?command=available answers this as its data (spec 000 §7: data.status, data.data). */
export interface AuthenticatorsResponse {
  status: 'OK';
  data: Authenticator[];
}

/** POST /database/object. */
export interface CreateObjectRequest {
  object: { parentId: string; name: string; classId: string; tags?: Record<string, unknown>; properties?: Record<string, unknown> };
  /** For classId 'user' (see createUserOptionsSchema); `permissions` defaults to the admin role (every code the creator holds). */
  options?: {
    userId?: string;
    password?: string;
    activated?: boolean;
    email?: string;
    phone?: string | { number: string; countryCode?: string };
    permissions?: PermissionCode[];
  };
}

/**
 * PUT /database/object: any of rename (name, trimmed), move (parentId) and tags. Tags are merged key by key
 * into the stored ones; a key set to null is removed.
 */
export interface UpdateObjectRequest {
  object: { objectId: string; name?: string; parentId?: string; tags?: Record<string, unknown> };
}

/** DELETE /database/object: without removeChildren a node with children answers HasChildren (409). */
export interface DeleteObjectRequest {
  objectId: string;
  options?: { removeChildren?: boolean };
}

export interface GetObjectRequest {
  objectId: string;
  options?: { infoLevel?: InfoLevel };
}

export interface PropertyRequest {
  objectId: string;
  propertyId: string;
  options?: Record<string, unknown>;
}
export interface SetPropertyRequest extends PropertyRequest {
  property: unknown;
}

/** One grant of PID_PERMISSIONS: a user (trustee) holds these codes on the node and everything below it. */
export interface PermissionGrant {
  trusteeId: string;
  codes: PermissionCode[];
}
/** GET PID_PERMISSIONS: the node's own grants and those inherited from its ancestors. */
export interface PermissionsProperty {
  objectId: string;
  /** trusteeClass: 'user', or 'group' for a role (whose members hold its codes). */
  grants: (PermissionGrant & { trusteeName: string; trusteeClass?: string })[];
  inherited: (PermissionGrant & { trusteeName: string; trusteeClass?: string; fromObjectId: string })[];
}

/** GET PID_NODEINFO. */
export interface NodeInfo {
  objectId: string;
  classId: string;
  name: string;
  path: string;
  parentId: string | null;
  childrenCount: number;
  childrenByClass: Record<string, number>;
  isOnline: boolean;
  state?: unknown;
  createdAt: number;
  updatedAt: number;
}

/** PID_CLIENTCONFIG of a client node. */
export interface ClientConfig {
  crossClientAccess: boolean;
}

export interface PingResponse {
  time: number;
  userId: string;
}

export type { TreeObject };
