/** A remote device's own answers to the console commands the platform passes over its link (sdk/api console.ts). */
import { arch, hostname, platform as osName } from 'node:os';
import type { DeviceConsoleRequest } from '@fathom/sdk/api/core-payloads';
import { formatDuration } from '@fathom/sdk/api/format';

export interface DeviceFacts {
  name: string;
  version: string;
  dataDir: string;
  startedAt: number;
  /** The task running now, if any. */
  taskId: () => number | null;
}

export function deviceConsoleLines(command: string, facts: DeviceFacts, now = Date.now()): string[] {
  if (command !== 'ping') return [`The device does not know the command ${command}.`];
  const task = facts.taskId();
  return [
    `pong from ${hostname()} (pid ${process.pid}, Node ${process.version}, ${osName()} ${arch()})`,
    `${facts.name}: version ${facts.version}, up ${formatDuration((now - facts.startedAt) / 1000)}, ${task ? `running task #${task}` : 'idle'}`,
    `data folder ${facts.dataDir}`,
  ];
}

/** Answers each request; a failed answer is reported and the platform's wait ends with its own refusal. */
export async function answerConsoleRequests(
  platform: { post<T>(path: string, body: Record<string, unknown>): Promise<T> },
  requests: readonly DeviceConsoleRequest[] | undefined,
  facts: DeviceFacts,
  warn: (what: string, err: unknown) => void,
): Promise<void> {
  for (const r of requests ?? []) {
    await platform
      .post('/database/collector/console', { requestId: r.requestId, lines: deviceConsoleLines(r.command, facts) })
      .catch(err => warn('console: ', err));
  }
}
