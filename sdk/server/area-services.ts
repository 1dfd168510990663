/**
 * Core services the policy and dashboard areas build on, offered to plugins like StoreAccess/TreeAccess/
 * EventPublisher: the server core implements them (server/plugins/area-services.ts) and every handler reaches
 * them through `platform`; a plugin's start may also require their tokens.
 */
import type { ServerConfig } from '../api';
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

export const PropertyValues = createToken<PropertyValues>('server.property-values');
export const PublicSettings = createToken<PublicSettings>('server.public-settings');
export const ContentSigning = createToken<ContentSigning>('server.content-signing');
