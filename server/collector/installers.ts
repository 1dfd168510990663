/** The core's side of sdk/server DeviceInstallers: device nodes pending activation, and the collector program. */
import { randomInt } from 'node:crypto';
import { actionAppliesToClass, actionPermitted, ApiError, ERROR_NAMES, type PermissionCode } from '@fathom/sdk/api';
import type { DeviceActivation, DeviceInstallers } from '@fathom/sdk/server';
import type { ServerContext } from '../http/context';
import { invalid } from '../http/payload';
import { aggregatorUsage, createObject } from '../tree/mutations';
import { parseTags } from '../tree/objects';
import { collectorProgram } from './program';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const group = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
/** A device activation code: A, 4 characters, then three groups of 5 (spec 000 §5, the A/P pattern). */
export function newDeviceCode(): string {
  return `A${group(4)}-${group(5)}-${group(5)}-${group(5)}`;
}

export function deviceInstallers(server: ServerContext): DeviceInstallers {
  return {
    async addDevice(viewer, req): Promise<DeviceActivation> {
      const activationCode = newDeviceCode();
      const node = await createObject(server.tree, viewer, {
        object: { parentId: req.parentId, classId: req.classId, name: req.name, tags: { activationCode } },
      });
      return { node, activationCode };
    },
    async renewActivation(viewer, objectId): Promise<DeviceActivation> {
      const row = await server.tree.reachableRow(viewer, objectId);
      if (!actionAppliesToClass('reinstall', row.class_id)) throw invalid(`A ${row.class_id} cannot be reinstalled.`, 'objectId');
      const codes = await server.tree.access.codesOn(viewer, row);
      if (!actionPermitted('reinstall', codes as PermissionCode[]))
        throw new ApiError(ERROR_NAMES.noPermission, 'You need the add permission to reinstall this device.');
      const activationCode = newDeviceCode();
      const tags = { ...parseTags(row.tags), activationCode, activated: false };
      await server.store.db
        .updateTable('objects')
        .set({ tags: JSON.stringify(tags), updated_at: Date.now() })
        .where('object_id', '=', row.object_id)
        .execute();
      const updated = await server.tree.requireRow(row.object_id);
      await server.tree.publishObjectEvent('objectUpdated', updated, { data: { tags } });
      return { node: await server.tree.getObject(viewer, row.object_id), activationCode };
    },
    collectorProgram: async () => collectorProgram(server.plugins, server.pluginModules),
    aggregatorUsage: () => aggregatorUsage(server.tree),
    airGapped: () => server.settings.public.airGapped,
  };
}
