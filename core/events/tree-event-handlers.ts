/** What room events do to the tree and to cached server state (spec 001 §4 Events). */
import type { QueryClient } from '@tanstack/react-query';
import type { RoomEvent, TreeObject } from '@fathom/sdk/api';
import type { NotificationService, TreeService } from '@fathom/sdk/web/services';

export interface TreeEventDeps {
  tree: TreeService & { isLoaded?(id: string): boolean; homeId: string | null };
  notifications: NotificationService;
  queries?: QueryClient;
  fetchObject(objectId: string): Promise<TreeObject>;
  currentUserId(): string | undefined;
  /** Goes to the home node on the dashboard (when the active node was deleted). */
  goHome(): void;
}

export const DEVICE_ADDED = 'Device added';

export function handleRoomEvent(e: RoomEvent, d: TreeEventDeps): Promise<void> {
  const { tree } = d;
  const ignore = () => undefined;
  switch (e.type) {
    case 'objectUpdated':
    case 'objectOnline':
    case 'objectOffline':
    case 'objectMoved':
      if (tree.node(e.objectId)) return tree.refresh(e.objectId).catch(ignore);
      if (e.type === 'objectMoved') return addIfParentLoaded(e, d);
      return Promise.resolve();
    case 'objectAdded':
      if (tree.node(e.objectId)) return Promise.resolve();
      return addIfParentLoaded(e, d);
    case 'objectActivated':
      d.notifications.success(DEVICE_ADDED);
      if (tree.node(e.objectId)) return tree.refresh(e.objectId).catch(ignore);
      return addIfParentLoaded(e, d);
    case 'objectDeleted': {
      const wasActive = tree.activeNode?.objectId === e.objectId;
      tree.remove(e.objectId);
      if (wasActive) d.goHome();
      return Promise.resolve();
    }
    case 'propertySet':
      // Reports refresh only for the user who changed them; other properties refresh when loaded.
      if (e.propertyId === 'PID_REPORTS' && e.userId && e.userId !== d.currentUserId()) return Promise.resolve();
      d.queries?.invalidateQueries({ queryKey: ['property', e.objectId, e.propertyId] });
      return Promise.resolve();
    case 'taskComplete':
      d.queries?.invalidateQueries({ queryKey: ['property', e.objectId, 'PID_STATS'] });
      if (tree.node(e.objectId)) return tree.refresh(e.objectId).catch(ignore);
      return Promise.resolve();
    default:
      return Promise.resolve();
  }
}

async function addIfParentLoaded(e: RoomEvent, d: TreeEventDeps): Promise<void> {
  const parentId = e.parentId;
  if (!parentId || !d.tree.node(parentId)) return;
  // Children not loaded yet: they come with the first expand; the parent now has children.
  if (d.tree.isLoaded && !d.tree.isLoaded(parentId)) {
    await d.tree.refresh(parentId).catch(() => undefined);
    return;
  }
  try {
    d.tree.insert(await d.fetchObject(e.objectId));
  } catch {
    /* the object may already be gone again */
  }
}
