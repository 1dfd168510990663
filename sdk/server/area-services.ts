/**
 * Core services the policy and dashboard areas build on, offered to plugins like StoreAccess/TreeAccess/
 * EventPublisher: the server core implements them (server/plugins/area-services.ts) and every handler reaches
 * them through `platform`; a plugin's start may also require their tokens.
 */
import type { ServerConfig } from '../api';
import type { NodeEvent, NodeEventsAnswer, NodeEventsQuery, NodeEventState } from '../api/node-events';
import type { SigningKeyInfo, VerifyResult } from '../api/signing';
import { createToken } from '../web/tokens';

/** The JSON values of the core's property table, per node, and per user when ownerId is given. */
export interface PropertyValues {
  read<T>(objectId: string, propertyId: string, ownerId?: string): Promise<T | undefined>;
  write(objectId: string, propertyId: string, value: unknown, ownerId?: string): Promise<void>;
}
/** The settings every console receives (the server's public configuration). */
export interface PublicSettings { current(): ServerConfig }
/** The platform's content signing: its public key and the check of one indexed file. */
export interface ContentSigning {
  keyInfo(): SigningKeyInfo;
  /**
   * Checks the indexed file `e<entryId>` against its signature (the caller has checked the viewer's 'get'):
   * ObjectNotFound when it is not there, a ValidationError (field objectId) for a directory.
   */
  verifyFile(entryId: number): Promise<VerifyResult>;
}

/** The node events the core records (task outcomes, presence, ...), read and moved between states per subtree. */
export interface NodeEventLog {
  /** The events of a tree node and every node below it, one page of those in the asked states. */
  list(nodeId: string, query: NodeEventsQuery): Promise<NodeEventsAnswer>;
  /**
   * Moves events of the node's subtree to a state (EventNotFound, 404, when an id is not there) and announces
   * the change on their nodes, except `skip`, which the caller announces.
   */
  setState(nodeId: string, change: { eventIds: number[]; state: NodeEventState; userObjectId: string | null; skip?: string }): Promise<NodeEvent[]>;
}

export const PropertyValues = createToken<PropertyValues>('server.property-values');
export const PublicSettings = createToken<PublicSettings>('server.public-settings');
export const ContentSigning = createToken<ContentSigning>('server.content-signing');
export const NodeEventLog = createToken<NodeEventLog>('server.node-events');
