/**
 * The state tag of a collector node (paused, lastScanStartTime, lastScanCompleteTime) and who may see its
 * task events. A node that is not a tree row here (a collector's local store) has no tags to keep.
 */
import type { Tags, TaskInfo } from '@fathom/sdk/api';
import type { Store } from '../store/db';

type Row = { object_id: string; parent_id: string | null; path_ids: string; tags: string };

/** What the tree offers for events about nodes (TreeService fits). */
export interface NodeEvents {
  publishObjectEvent(type: string, row: Pick<Row, 'object_id' | 'parent_id' | 'path_ids'>, extra?: { data?: unknown }): Promise<void>;
}

export class NodeStateWriter {
  constructor(
    private readonly store: Store,
    private readonly events?: NodeEvents,
  ) {}

  private row(nodeId: string): Promise<Row | undefined> {
    return this.store.db.selectFrom('objects').select(['object_id', 'parent_id', 'path_ids', 'tags']).where('object_id', '=', nodeId).executeTakeFirst();
  }

  async isPaused(nodeId: string): Promise<boolean> {
    const row = await this.row(nodeId);
    return row ? (JSON.parse(row.tags || '{}') as Tags).state?.paused === true : false;
  }

  async patch(nodeId: string, state: NonNullable<Tags['state']>): Promise<void> {
    const row = await this.row(nodeId);
    if (!row) return;
    const tags = JSON.parse(row.tags || '{}') as Tags;
    tags.state = { ...(tags.state ?? {}), ...state };
    await this.store.db
      .updateTable('objects')
      .set({ tags: JSON.stringify(tags), updated_at: Date.now() })
      .where('object_id', '=', nodeId)
      .execute();
    await this.events?.publishObjectEvent('objectUpdated', row, { data: { state: tags.state } });
  }

  async taskComplete(nodeId: string, info: TaskInfo): Promise<void> {
    const row = await this.row(nodeId);
    if (row) await this.events?.publishObjectEvent('taskComplete', row, { data: info });
  }

  /** Viewers whose home is the node or one of its ancestors. */
  async audience(nodeId: string): Promise<string[] | undefined> {
    const row = await this.row(nodeId);
    return row ? row.path_ids.split('/').filter(Boolean) : undefined;
  }
}
