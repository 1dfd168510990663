/** Task rows and server settings (migration 0003). */
export interface TaskTables {
  tasks: {
    task_id: number;
    node_id: string;
    kind: string; // TaskKind
    status: number; // TaskStatus 1..15
    options: string; // JSON
    attempts: number;
    owner: string | null;
    heartbeat_at: number | null;
    ready_at: number | null;
    checkpoint: string | null;
    progress: string | null;
    message: string | null;
    created_by: string | null;
    created_at: number;
    started_at: number | null;
    completed_at: number | null;
    updated_at: number;
  };
  server_settings: { scope: string; settings: string; updated_at: number };
}
