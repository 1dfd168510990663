/**
 * What a plugin receives in start(), kept per running server. Routes are declared in register, before the
 * services exist, so a handler looks them up by the platform its call carries: two servers in one process never
 * share them, and a call between listening and start answers a named error instead of failing on undefined.
 */
import { ApiError } from '../api/wire';
import type { PlatformAccess } from './platform';

export interface StartedServices<T> {
  /** The services of the server this platform belongs to; 503 ServiceUnavailable before its plugins started. */
  get(platform: PlatformAccess): T;
  set(platform: PlatformAccess, services: T): void;
}

export function startedServices<T>(): StartedServices<T> {
  const byServer = new WeakMap<PlatformAccess, T>();
  return {
    get(platform) {
      const found = byServer.get(platform);
      if (found === undefined) throw new ApiError('ServiceUnavailable', 'The server is still starting; try again.', 503);
      return found;
    },
    set(platform, services) {
      byServer.set(platform, services);
    },
  };
}
