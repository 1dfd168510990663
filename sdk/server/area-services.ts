/**
 * Core services the policy and dashboard areas build on, offered to plugins like StoreAccess/TreeAccess/
 * EventPublisher: the server core implements them (server/plugins/area-services.ts) and every handler reaches
 * them through `platform`; a plugin's start may also require their tokens.
 */
import type { ServerConfig } from '../api';
import type { ClassificationTestAnswer, PolicyClassification, Reclassification } from '../api/classification';
import type { ServiceTypeDescriptor } from '../api/policy';
import type { NodeEvent, NodeEventsAnswer, NodeEventsQuery, NodeEventState } from '../api/node-events';
import type { SigningKeyInfo, VerifyResult } from '../api/signing';
import { createExtensionPoint } from '../web/extension-points';
import { createToken } from '../web/tokens';
import type { RuleInfo } from './connectors';
import type { PlatformAccess } from './platform';

/** The JSON values of the core's property table, per node, and per user when ownerId is given. */
export interface PropertyValues {
  read<T>(objectId: string, propertyId: string, ownerId?: string): Promise<T | undefined>;
  write(objectId: string, propertyId: string, value: unknown, ownerId?: string): Promise<void>;
}
/** The settings every console receives (the server's public configuration). */
export interface PublicSettings {
  current(): ServerConfig;
}
/**
 * A part of GET /config that a plugin knows (e.g. whether an on-premises platform is activated): read at each
 * call from the store, so every server process answers the same; merged over the server's own settings.
 */
export interface PublicConfigPart {
  id: string;
  read(platform: PlatformAccess): Promise<Partial<Pick<ServerConfig, 'isActivated'>>>;
}
export const PublicConfigParts = createExtensionPoint<PublicConfigPart>('server.public-config-parts');
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

/** A container node's own policy classifications section (PID_CLASSIFICATIONS as stored). */
export interface ClassificationsSection {
  inherited: boolean;
  values: PolicyClassification[];
}
export interface ResolvedClassifications {
  /** The node's own section, as stored or its default. */
  own: ClassificationsSection;
  /** True for the top node of the tree (or a node not in this database). */
  isTop: boolean;
  /** The nearest ancestor whose own values are in force below it; null: the built-in classifications. */
  inheritedFrom: string | null;
  inheritedFromName: string;
  /** What inheriting gives: the parent's effective classifications. */
  inheritedValues: PolicyClassification[];
  /** In force on the node: inheritedValues when own.inherited, else own.values. */
  effective: PolicyClassification[];
}
/** The classification engine scans use, as the policy editor needs it. */
export interface ClassificationPolicy {
  /** The built-in classifications: the core's and those server plugins contribute. */
  builtIn(): PolicyClassification[];
  /** The rules of every classifier, once each: what a condition can name. */
  rules(): RuleInfo[];
  /** The classifications in force on a node, inherited down the tree by the rule scans use (read from the store, either dialect). */
  resolve(nodeId: string): Promise<ResolvedClassifications>;
  /** Cleans names and validates every classification (InvalidClassification and pattern errors, named). */
  prepare(list: readonly PolicyClassification[], knownRuleIds?: readonly string[]): PolicyClassification[];
  /** Refuses a custom pattern the engine cannot run safely: an ApiError InvalidPattern or UnsafePattern. */
  validatePattern(pattern: string, caseSensitive: boolean): void;
  /**
   * Runs a change of classifications on a node, then marks the files of every collector at or below it whose
   * classifications in force changed and queues a 'reclassify' task per collector (from the stored text).
   */
  reclassifyAfter(nodeId: string, byUserObjectId: string, change: () => Promise<void>): Promise<Reclassification>;
  /**
   * The classification lab: classifies sample files with `classifications` (not saved), and, when `indexed`, the
   * node's indexed files from their stored text under the classifications in force on the node and under
   * `classifications`, per classification before and after. The caller has validated the list (prepare).
   * `labels` (people's verdicts on indexed files; those under the node are used) measures both against them;
   * `corpus` adds each rule's figures on the classifiers' shipped labelled texts.
   */
  test(
    nodeId: string,
    input: {
      classifications: PolicyClassification[];
      samples: { name: string; buffer: Buffer }[];
      indexed: boolean;
      labels?: readonly { entryId: number; classification: string; present: boolean }[] | null;
      corpus?: boolean;
    },
  ): Promise<ClassificationTestAnswer>;
}

/** The service types this server knows (what their plugins describe: modes, path style), for the shared policy rules. */
export interface ServiceTypeCatalog {
  list(): readonly ServiceTypeDescriptor[];
}

export const PropertyValues = createToken<PropertyValues>('server.property-values');
export const PublicSettings = createToken<PublicSettings>('server.public-settings');
export const ContentSigning = createToken<ContentSigning>('server.content-signing');
export const NodeEventLog = createToken<NodeEventLog>('server.node-events');
export const ClassificationPolicy = createToken<ClassificationPolicy>('server.classification-policy');
export const ServiceTypeCatalog = createToken<ServiceTypeCatalog>('server.service-type-catalog');
