/**
 * The platform's task queue as a plugin sees it: a plugin that contributes a TaskKinds entry queues tasks of that
 * kind here (a stored action run now or by its schedule), and reads them back. The core implements it.
 */
import type { TaskInfo, TaskKind } from '../api/tasks';
import { createToken, type Token } from '../web/tokens';

export interface TaskQueue {
  /** Queues a task for nodeId; it runs when the node's earlier tasks are done. createdBy null: queued by the platform. */
  enqueue(nodeId: string, kind: TaskKind, options: Record<string, unknown>, createdBy: string | null): Promise<TaskInfo>;
  /** A task as it stands now; undefined when there is none with that id. */
  get(taskId: number): Promise<TaskInfo | undefined>;
}

export const TaskQueue = createToken<TaskQueue>('server.task-queue');
export const TASK_CORE_TOKENS: readonly Token<unknown>[] = [TaskQueue];
