/**
 * The commands of a device's console (sdk/api CONSOLE_COMMANDS), answered from what the platform holds about the
 * device: its tree state and last contact over its link, its task queue, its static workers, its settings and
 * sources. Only this fixed set runs; nothing of the command text reaches a shell.
 */
import {
  CONSOLE_COMMANDS,
  DEVICE_ANSWER_MS,
  deviceNotOnline,
  deviceSilent,
  isConsoleCommand,
  unknownConsoleCommand,
  type ConsoleAnswer,
} from '@fathom/sdk/api/console';
import { askDevice } from './console-link';
import { actionPermitted, ApiError, ERROR_NAMES, type PermissionCode } from '@fathom/sdk/api';
import { formatCount, formatDate, formatDuration } from '@fathom/sdk/api/format';
import { TASK_KIND_LABELS, type TaskKind } from '@fathom/sdk/api/tasks';
import type { ServerContext } from '../http/context';
import { nodeState, parseTags, type ObjectRow } from '../tree/objects';
import { scanEngineOf } from './engine';
import { LIVE_STATUSES, tasksOfNodes, toTaskInfo } from './repo';
import { readServerSettings } from './settings';
import { nodeServices } from './sources';
import { lastSeen } from './collector-presence';

const at = (ms: number | null | undefined) => (ms ? `${formatDate(ms, 'YYYY-MM-DD HH:mm:ss', { utc: true })} UTC` : 'never');
const taskLine = (t: ReturnType<typeof toTaskInfo>) =>
  `#${t.taskId} ${TASK_KIND_LABELS[t.kind as TaskKind] ?? t.kind}  ${t.statusLabel}  ${formatCount(t.progress.files)} files, ${formatCount(t.progress.errors)} errors` +
  (t.progress.elapsed ? ` in ${formatDuration(t.progress.elapsed)}` : '') +
  (t.message ? ` (${t.message})` : '');

export async function runConsoleCommand(
  server: ServerContext,
  row: ObjectRow,
  caller: { codes: readonly string[]; userObjectId?: string },
  text: string,
): Promise<ConsoleAnswer> {
  const { codes, userObjectId } = caller;
  const command = text.trim().toLowerCase();
  if (!isConsoleCommand(command)) throw new ApiError(ERROR_NAMES.validation, unknownConsoleCommand(text.trim()), undefined, { field: 'consoleCommand' });
  const { store } = server;
  const lines: string[] = [];
  switch (command) {
    case 'help':
      for (const [name, what] of Object.entries(CONSOLE_COMMANDS)) lines.push(`${name.padEnd(8)} ${what}`);
      break;
    case 'status': {
      const tags = parseTags(row.tags) as ReturnType<typeof parseTags> & { remote?: boolean; activated?: boolean };
      const state = nodeState(row.class_id, tags);
      lines.push(`${row.name} (${row.class_id}, ${row.object_id})`);
      lines.push(
        `online: ${state.isOnline ? 'yes' : 'no'}; ready to work: ${state.isReadyToWork ? 'yes' : 'no'}; paused: ${tags.state?.paused ? 'yes' : 'no'}`,
      );
      lines.push(
        `activation: ${tags.activated === false || (tags.activationCode && tags.activated !== true) ? 'pending' : 'done'}; runs ${tags.remote ? 'remotely' : 'on the platform'}`,
      );
      lines.push(`last contact: ${at(lastSeen(server, row.object_id))}`);
      lines.push(
        `last scan started: ${at(tags.state?.lastScanStartTime as number | undefined)}; completed: ${at(tags.state?.lastScanCompleteTime as number | undefined)}`,
      );
      break;
    }
    case 'tasks':
    case 'history': {
      const statuses = command === 'tasks' ? LIVE_STATUSES : [10, 12, 13, 14];
      const rows = await tasksOfNodes(store, [row.object_id], statuses as never, 20);
      if (rows.length === 0) lines.push(command === 'tasks' ? 'No task queued or running.' : 'No task has ended yet.');
      for (const t of rows.map(toTaskInfo)) lines.push(taskLine(t));
      break;
    }
    case 'workers': {
      const workers = await store.db
        .selectFrom('objects')
        .select(['object_id', 'name', 'tags'])
        .where('parent_id', '=', row.object_id)
        .where('class_id', '=', 'static_worker')
        .orderBy('name')
        .execute();
      const busy = await store.db.selectFrom('tasks').select(['task_id', 'owner']).where('status', '=', 9).where('node_id', '=', row.object_id).execute();
      if (workers.length === 0) lines.push('No static worker.');
      for (const w of workers) {
        const tags = parseTags(w.tags) as ReturnType<typeof parseTags> & { activated?: boolean };
        const task = busy.find(t => t.owner === `worker:${w.object_id}`);
        const state = tags.activated !== true ? 'activation pending' : tags.state?.online ? 'online' : 'offline';
        lines.push(`${w.name}  ${state}${task ? `, running #${task.task_id}` : ''}`);
      }
      const engine = scanEngineOf(server);
      lines.push(`platform: ${engine.runningTaskIds.length} task(s) running on ${engine.owner.split(':')[0]}`);
      break;
    }
    case 'config': {
      const settings = await readServerSettings(store, row.object_id);
      for (const [k, v] of Object.entries(settings)) lines.push(`${k} = ${v}`);
      break;
    }
    case 'sources': {
      const services = await nodeServices(store, row.object_id, server.secrets);
      if (services.length === 0) lines.push('No source.');
      for (const s of services) lines.push(`${s.name}  ${s.type}`);
      break;
    }
    case 'ping': {
      const tags = parseTags(row.tags) as ReturnType<typeof parseTags> & { remote?: boolean };
      if (!tags.remote || !nodeState(row.class_id, tags).isOnline) throw new ApiError(ERROR_NAMES.conflict, deviceNotOnline(row.name));
      const answer = await askDevice(server, row.object_id, 'ping', DEVICE_ANSWER_MS);
      if (!answer) throw new ApiError(ERROR_NAMES.conflict, deviceSilent(row.name));
      lines.push(...answer);
      break;
    }
    case 'scan': {
      if (!actionPermitted('scanNow', codes as PermissionCode[])) throw new ApiError(ERROR_NAMES.noPermission, 'You do not have permission to scan now here.');
      if (!nodeState(row.class_id, parseTags(row.tags)).isReadyToWork)
        throw new ApiError(ERROR_NAMES.conflict, 'The node is not ready to work (it is offline or not activated).');
      const task = await scanEngineOf(server).enqueue(row.object_id, 'scan', {}, userObjectId);
      lines.push(`Scan queued as task #${task.taskId}.`);
      break;
    }
  }
  return { command, lines };
}
