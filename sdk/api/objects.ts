/** Wire shapes of tree objects, sessions and events (spec 000 §3, §7). */
import type { PermissionCode } from './permissions';
import type { InfoLevel } from './properties';

export interface Tags {
  activationCode?: string;
  policy?: unknown;
  state?: { paused?: boolean; lastScanStartTime?: number; lastScanCompleteTime?: number; online?: boolean };
  [key: string]: unknown;
}

export interface TreeObject {
  objectId: string;
  parentId: string | null;
  name: string;
  classId: string;
  tags: Tags;
  properties?: Record<string, unknown>;
  /** Effective permission codes of the requesting user on this object. */
  permissions?: PermissionCode[];
  hasChildren?: boolean;
  childrenCount?: number;
  path?: string;
  ancestorIds?: string[];
  isOnline?: boolean;
  isReadyToWork?: boolean;
}

export interface ChildrenRequest {
  parentId: string;
  options?: {
    infoLevel?: InfoLevel;
    objectOffset?: number;
    objectLimit?: number;
    containersOnly?: boolean;
    classIds?: string[];
    recursive?: boolean;
    withDeleted?: boolean;
  };
}
export interface ChildrenResponse {
  objects: TreeObject[];
  objectCount: number;
}

export interface LoginRequest {
  provider?: string;
  userId: string;
  password: string;
  /** Activation and registration ask for the password twice. */
  passwordConfirm?: string;
  clientName?: string;
  state?: unknown;
  /** An identity provider's answer, as /login-auto read it from the query string (code, state, error, ...). */
  response?: Record<string, string>;
  onPremRequest?: boolean;
  platformName?: string;
}
export interface LoginResponse {
  token: string;
  homeId: string;
  name: string;
  permissions: PermissionCode[];
  objectId: string;
  userId: string;
  isRoot: boolean;
  expiresAt: number;
}

export interface SessionUser {
  objectId: string;
  name: string;
  homeId: string;
  organization?: string;
  isActivated: boolean;
  isRoot: boolean;
  permissions: PermissionCode[];
  userId: string;
  provider: string;
  phone?: string;
  email?: string;
  language?: string;
}

export interface Authenticator {
  provider: string;
  state?: string;
  uri?: string;
  icon?: string;
  title: string;
}

export interface ServerConfig {
  productName: string;
  version: string;
  mode: 'platform' | 'basic' | 'desktop' | 'onprem';
  isOnPrem: boolean;
  isActivated: boolean;
  airGapped: boolean;
  /** An SMTP server is set up: invitations and password links are mailed. */
  mailConfigured?: boolean;
  welcomeUrl?: string;
  /** Where licence upgrade requests go (FATHOM_SALES_EMAIL); absent: the upsell's mail opens without a recipient. */
  salesEmail?: string;
}

/** Event rooms and feeds (spec 001 §4 Events). */
export type RoomEventType =
  'objectAdded' | 'objectUpdated' | 'objectDeleted' | 'objectMoved' | 'objectOnline' | 'objectOffline' | 'objectActivated' | 'propertySet' | 'taskComplete';
export interface RoomEvent {
  eventId: number;
  room: string;
  type: RoomEventType | string;
  objectId: string;
  parentId?: string | null;
  propertyId?: string;
  userId?: string;
  time: number;
  data?: unknown;
}
export interface FeedEvent {
  eventId: number;
  feed: string;
  type: string;
  objectId?: string;
  time: number;
  data?: unknown;
}
export interface ListenRequest {
  timeout?: number;
  lastRoomEventId?: number;
  maxRoomEvents?: number;
  rooms?: string;
  lastFeedEventId?: number;
  maxFeedEvents?: number;
  feeds?: string;
}
export interface ListenResponse {
  roomEvents: RoomEvent[];
  feedEvents: FeedEvent[];
  lastRoomEventId: number;
  lastFeedEventId: number;
  timedOut: boolean;
}

export const EVENT_DEFAULTS = { timeout: 60, rooms: 'objects', feeds: 'status', maxEvents: 500 } as const;

/** Licence (spec 000 §3). allowedAggregators 0 or absent means unlimited. */
export interface Licence {
  type: string;
  validUntil?: string;
  enableSign: boolean;
  enableIndex: boolean;
  enableClassification: boolean;
  enableOCR: boolean;
  enableAutomaticDataActions: boolean;
  enablePermissions: boolean;
  enableArtificialIntelligence: boolean;
  /** Reports (spec 001 §3 'reporting'); a record without the flag predates it and includes reporting. */
  enableReporting?: boolean;
  allowedAggregators?: number;
  fileSizeLimit?: number;
  fileCountLimit?: number;
  license: string;
  saasAgreement: string;
}

/** PID_UI: per-user interface settings. */
export interface UiSettings {
  licenseAccepted?: boolean;
  drawerWidth?: number;
  lastPage?: string;
  suggestionsMinimised?: boolean;
  [k: string]: unknown;
}
