/**
 * POST /database/getInstaller (a new device under parentId) and POST /database/reinstall (a new package for the
 * device objectId): the node pending activation with a fresh code, and its package as a download named by the
 * server (spec 000 §3 Installer request, §4 Installer dialog, §7).
 */
import {
  ApiError,
  defaultProgramDir,
  ERROR_NAMES,
  INSTALLER_PATHS,
  installerFileName,
  installerSchema,
  roleOf,
  workerSchema,
  type InstallerInfo,
  type InstallerRequest,
  type WorkerRequest,
} from '@fathom/sdk/api';
import { fileAnswer, type DeviceActivation, type DeviceInstallers, type RouteCall, type RouteDefinition } from '@fathom/sdk/server';
import { tarGz, zip } from './archive';
import { packageFiles } from './package-files';

export const AIR_GAPPED_MESSAGE = 'Web installers are not available: the platform is air-gapped. Choose the offline installer.';

function requireSession(call: RouteCall) {
  if (!call.session) throw new ApiError(ERROR_NAMES.tokenNotFound, 'Sign in first.');
  return call.session;
}

async function answer(installers: DeviceInstallers, req: InstallerRequest, device: DeviceActivation, call: RouteCall) {
  const files = packageFiles(
    { request: req, node: device.node, activationCode: device.activationCode, platform: call.origin ?? '' },
    await installers.collectorProgram(),
  );
  const top = `fathom-${roleOf(device.node.classId)}`;
  const fileName = installerFileName(device.node.name, req.ostype);
  return req.ostype === 'windows'
    ? fileAnswer({ contentType: 'application/zip', fileName, body: await zip(top, files) })
    : fileAnswer({ contentType: 'application/gzip', fileName, body: await tarGz(top, files) });
}

function refuseWebWhenAirGapped(installers: DeviceInstallers, req: InstallerRequest): void {
  if (!req.isOffline && installers.airGapped()) throw new ApiError(ERROR_NAMES.validation, AIR_GAPPED_MESSAGE, undefined, { field: 'isOffline' });
}

export function installerRoutes(installersOf: (platform: RouteCall['platform']) => DeviceInstallers): RouteDefinition[] {
  return [
    {
      method: 'GET',
      path: INSTALLER_PATHS.info,
      async handler(_payload, call): Promise<InstallerInfo> {
        requireSession(call);
        const installers = installersOf(call.platform);
        const { allowed, count } = await installers.aggregatorUsage();
        return { allowedAggregators: allowed, aggregators: count, limitReached: allowed > 0 && count >= allowed, airGapped: installers.airGapped() };
      },
    },
    {
      method: 'POST',
      path: INSTALLER_PATHS.getInstaller,
      schema: installerSchema,
      async handler(req: InstallerRequest, call) {
        const session = requireSession(call);
        const installers = installersOf(call.platform);
        if (!req.parentId) throw new ApiError(ERROR_NAMES.validation, 'parentId is required.', undefined, { field: 'parentId' });
        refuseWebWhenAirGapped(installers, req);
        const device = await installers.addDevice(session, { parentId: req.parentId, classId: req.classId, name: req.name.trim() });
        return answer(installers, req, device, call);
      },
    },
    {
      // Add static worker (spec 000 §3 Worker request, §4): a static_worker node pending activation under a
      // collector or aggregator, and its package; once started it runs the tasks of the node it was added to.
      method: 'POST',
      path: INSTALLER_PATHS.addWorker,
      schema: workerSchema,
      async handler(req: WorkerRequest, call) {
        const session = requireSession(call);
        const installers = installersOf(call.platform);
        const device = await installers.addDevice(session, { parentId: req.parentId, classId: 'static_worker', name: req.name.trim() });
        const asInstaller: InstallerRequest = {
          classId: 'static_worker',
          parentId: req.parentId,
          name: device.node.name,
          isOffline: true,
          ostype: req.ostype,
          bindTo: req.bindTo.trim(),
          dirApp: defaultProgramDir(req.ostype, 'static_worker'),
          fulldir: req.fulldir,
          dbDialect: 'sqlite',
          workerPort: req.workerPort.trim(),
        };
        return answer(installers, asInstaller, device, call);
      },
    },
    {
      method: 'POST',
      path: INSTALLER_PATHS.reinstall,
      schema: installerSchema,
      async handler(req: InstallerRequest, call) {
        const session = requireSession(call);
        const installers = installersOf(call.platform);
        const objectId = req.objectId ?? req.parentId;
        if (!objectId) throw new ApiError(ERROR_NAMES.validation, 'objectId is required.', undefined, { field: 'objectId' });
        refuseWebWhenAirGapped(installers, req);
        const device = await installers.renewActivation(session, objectId);
        return answer(installers, { ...req, classId: device.node.classId }, device, call);
      },
    },
  ];
}
