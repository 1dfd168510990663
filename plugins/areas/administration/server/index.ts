/** The administration area's server part: device installers (installer.ts). */
import { ApiError } from '@fathom/sdk/api';
import { defineServerPlugin, DeviceInstallers, Routes, type PlatformAccess } from '@fathom/sdk/server';
import { installerRoutes } from './installer';

// Routes are declared before the services exist: handlers find them by the platform their call carries (one per server).
const byServer = new WeakMap<PlatformAccess, DeviceInstallers>();
const installersOf = (platform: PlatformAccess): DeviceInstallers => {
  const found = byServer.get(platform);
  if (!found) throw new ApiError('ServiceUnavailable', 'The server is still starting; try again.', 503);
  return found;
};

export default defineServerPlugin({
  id: 'administration',
  requires: { installers: DeviceInstallers },
  register(r) {
    r.contribute(Routes, { id: 'administration-installers', routes: installerRoutes(installersOf) });
  },
  start({ platform, installers }) {
    byServer.set(platform, installers);
  },
});
