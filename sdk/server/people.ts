/**
 * PeopleAdministration: the core service behind the administration of people (users' credentials, role membership, and the
 * tree's own create / update / delete with every rule of POST, PUT and DELETE /database/object). Users, roles and
 * grants are core tables, because sign-in and every permission check read them; a plugin changes them only here.
 *
 * UserInvitations is the seam for the invitation mail: a user created not activated (invited by e-mail) is handed
 * to every contribution once it exists. Without one, the user simply waits, inactive, for an administrator.
 */
import type { CreateObjectRequest, PermissionCode, TreeObject, UpdateObjectRequest } from '../api';
import type { PhoneValue } from '../api/people';
import { createExtensionPoint } from '../web/extension-points';
import { createToken } from '../web/tokens';
import type { PlatformAccess, PluginSession } from './platform';

export interface CredentialChange {
  email?: string | null;
  /** As typed (text, read for its country by a leading +code) or as the create-user form sends it. */
  phone?: string | PhoneValue | null;
  /** false disables sign-in and ends the user's sessions; true enables it (a password must exist). */
  activated?: boolean;
  /** A new password (hashed here; never stored or logged in clear); ends the user's other sessions. */
  password?: string;
}

export interface PeopleAdministration {
  /** The root user's object id. */
  rootUserObjectId(): Promise<string | undefined>;
  /** POST /database/object as the viewer (reach, codes, create-user rules), invitations included. */
  createObject(viewer: PluginSession, req: CreateObjectRequest): Promise<TreeObject>;
  /** PUT /database/object as the viewer. */
  updateObject(viewer: PluginSession, req: UpdateObjectRequest): Promise<TreeObject>;
  /** DELETE /database/object as the viewer (the root user, oneself and a role with users are refused). */
  deleteObject(viewer: PluginSession, objectId: string, removeChildren?: boolean): Promise<{ objectId: string; removed: number }>;
  /** Changes a user's credentials; the caller has checked the viewer's adm on the user. */
  setCredentials(userObjectId: string, change: CredentialChange): Promise<void>;
  /**
   * Replaces a role's members (users). A member removed keeps at least one permission elsewhere, or the change is
   * refused ('The last permission of a user cannot be removed.').
   */
  setMembers(groupObjectId: string, memberIds: readonly string[]): Promise<void>;
  /** Adds codes to a trustee's grant on a node (a new organisation's default role); the caller has checked adm. */
  grant(nodeObjectId: string, trusteeId: string, codes: readonly PermissionCode[]): Promise<void>;
  /**
   * A new organisation for a marketplace subscriber, who has no session: made under the platform's top node with the
   * rules of Add organisation (name 5 to 32 letters, numbers and hyphens, unique whatever its case), its first
   * administrator invited at the subscriber's e-mail address, and its default role holding that administrator.
   */
  createClientForSubscription(request: SubscriptionClientRequest): Promise<SubscriptionClient>;
  /** The platform's top node (its name is the platform name an on-premises sign-in gives) and the root user. */
  platformRoot(): Promise<{ objectId: string; name: string; rootUser: PluginSession } | null>;
  /** Renames the platform's top node (object-name rules); the caller has checked who may. */
  renamePlatform(name: string): Promise<void>;
}
export interface SubscriptionClientRequest {
  clientName: string;
  adminName: string;
  adminEmail: string;
}
export interface SubscriptionClient {
  clientId: string;
  clientName: string;
  adminObjectId: string;
}
export const PeopleAdministration = createToken<PeopleAdministration>('server.people-administration');

/** A user just created not activated, to be invited at their e-mail address. */
export interface InvitedUser {
  objectId: string;
  name: string;
  userId: string;
  email: string;
  /** The organisation (client) object id, or null for a platform user. */
  clientId: string | null;
  invitedBy: PluginSession;
}
export interface UserInvitationSender {
  id: string;
  invite(user: InvitedUser, platform: PlatformAccess): Promise<void>;
}
export const UserInvitations = createExtensionPoint<UserInvitationSender>('server.user-invitations');

/** The cloud marketplace the platform sells through (FATHOM_MARKETPLACE_URL); null when none is set up. */
export interface MarketplaceSettings {
  readonly url: string | null;
}
export const MarketplaceSettings = createToken<MarketplaceSettings>('server.marketplace-settings');
