/**
 * The target connectors of the platform, as plugins reach them (platform.targets): every connector contributed to
 * Targets, and a node's target service opened for writing. Data actions and exports go through open(): it finds the
 * service by name among the node's Target-mode services (PID_SOURCES), opens its secrets, hands in the policy's
 * encryption key (PID_ENCRYPTION) and answers the connector of its type.
 */
import type { SourceService } from '../api/policy';
import { createToken } from '../web/tokens';
import type { TargetConnector } from './platform';

/** A node's target service ready to write to: write(path, content) is connector.write(params, path, content). */
export interface OpenedTarget {
  /** The service as stored, its secrets shown as set (never in clear). */
  service: SourceService;
  connector: TargetConnector;
  /**
   * The parameters handed to the connector: secrets opened, contentKey added when the policy has a key; an Export
   * or Transform service has compression and encryption off unless its parameters say otherwise. Never log them.
   */
  params: Record<string, unknown>;
}

export interface TargetCatalog {
  /** Every target connector, one per service type. */
  connectors(): readonly TargetConnector[];
  /**
   * The node's target named `name` (mode Target, Export or Transform): NoSuchTarget when the node has none of that
   * name, ServiceNotSupported when no connector writes its type.
   */
  open(nodeId: string, name: string): Promise<OpenedTarget>;
}

export const TargetCatalog = createToken<TargetCatalog>('server.target-catalog');
