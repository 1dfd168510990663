/**
 * What an installer needs from the core (spec 000 §3 Installer request, §4 Installer dialog): device nodes
 * added with the same rules as POST /database/object (classes, the add permission, the licence's aggregator
 * limit), a fresh activation code per package, and the collector program the package carries.
 */
import type { TreeObject } from '../api/objects';
import { createToken, type Token } from '../web/tokens';
import type { PluginSession } from './platform';

/** One file of a package: a path relative to the package's folder, its bytes, and its mode (0o755 for scripts). */
export interface PackageFile {
  path: string;
  content: Buffer | string;
  mode?: number;
}

export interface DeviceActivation {
  node: TreeObject;
  /** Given once, to be written into the package; the node keeps it until the device activates with it. */
  activationCode: string;
}

export interface DeviceInstallers {
  /** Adds a device node (appliance, appagt, agent) under parentId, pending activation with a new code. */
  addDevice(viewer: PluginSession, req: { parentId: string; classId: string; name: string }): Promise<DeviceActivation>;
  /** A new activation code for an existing device (reinstall needs add on it): the node is pending again. */
  renewActivation(viewer: PluginSession, objectId: string): Promise<DeviceActivation>;
  /** The collector program (bundle, thread entries, package.json), built once per server. */
  collectorProgram(): Promise<PackageFile[]>;
  /** The licence's aggregator limit (0: unlimited) and how many aggregators (appliance, appagt) exist. */
  aggregatorUsage(): Promise<{ allowed: number; count: number }>;
  /** Whether web installers are refused (the platform is air-gapped). */
  airGapped(): boolean;
}

export const DeviceInstallers = createToken<DeviceInstallers>('server.device-installers');
export const INSTALLER_CORE_TOKENS: readonly Token<unknown>[] = [DeviceInstallers];
