/**
 * Console commands answered by a remote device itself: the platform keeps a device's requests until its next
 * call over its link (/database/collector/next or /report, which pass them on), and the device posts its answer
 * to /database/collector/console. A request no device answers in time ends with a named refusal.
 */
import type { DeviceConsoleRequest } from '@fathom/sdk/api/core-payloads';
import type { ServerContext } from '../http/context';

interface Waiting extends DeviceConsoleRequest {
  resolve(lines: string[]): void;
  sent: boolean;
}
const queues = new WeakMap<ServerContext, { next: number; byDevice: Map<string, Waiting[]> }>();
function stateOf(server: ServerContext) {
  let q = queues.get(server);
  if (!q) {
    q = { next: 1, byDevice: new Map() };
    queues.set(server, q);
  }
  return q;
}

/** Queues a command for the device; resolves with its lines, or null when it does not answer within timeoutMs. */
export function askDevice(server: ServerContext, deviceId: string, command: string, timeoutMs: number): Promise<string[] | null> {
  const q = stateOf(server);
  const list = q.byDevice.get(deviceId) ?? [];
  q.byDevice.set(deviceId, list);
  return new Promise(resolve => {
    const requestId = q.next++;
    const timer = setTimeout(() => finish(null), timeoutMs);
    timer.unref();
    function finish(lines: string[] | null) {
      clearTimeout(timer);
      const i = list.findIndex(w => w.requestId === requestId);
      if (i >= 0) list.splice(i, 1);
      resolve(lines);
    }
    list.push({ requestId, command, sent: false, resolve: finish });
  });
}

/** The requests not yet passed to the device (each is passed once). */
export function takeConsoleRequests(server: ServerContext, deviceId: string): DeviceConsoleRequest[] {
  const list = stateOf(server).byDevice.get(deviceId) ?? [];
  const out: DeviceConsoleRequest[] = [];
  for (const w of list)
    if (!w.sent) {
      w.sent = true;
      out.push({ requestId: w.requestId, command: w.command });
    }
  return out;
}

/** The device's answer; false when no such request waits (answered already, or timed out). */
export function answerConsole(server: ServerContext, deviceId: string, requestId: number, lines: string[]): boolean {
  const w = stateOf(server)
    .byDevice.get(deviceId)
    ?.find(r => r.requestId === requestId);
  if (!w) return false;
  w.resolve(lines);
  return true;
}
