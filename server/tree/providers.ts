/**
 * Extension hooks of the tree for objects that are not rows of the objects table: the index entries
 * (directories 'idxcontainer' and files 'idxobject', ids 'e<entry_id>') that scans find under a collector node.
 * server/index registers a ChildrenProvider; the tree merges its children into GET /database/children, resolves
 * its ids for GET /database/object, applies permissions (the viewer's codes on the owning node, or read-only
 * through a client's crossClientAccess) and tells observers when a subtree is deleted.
 */
import type { InfoLevel, PermissionCode, TreeObject } from '@fathom/sdk/api';
import type { Store } from '../store/db';
import type { Viewer } from './access';

export interface ChildrenQuery {
  offset: number;
  limit: number;
  /** Only these classes, when given. */
  classIds?: string[];
  /** Only containers (directories), no files. */
  containersOnly: boolean;
  withDeleted: boolean;
  infoLevel: InfoLevel;
}

export interface ProviderContext {
  store: Store;
  viewer: Viewer;
}

/** The parent whose children are asked for: a tree node, or an object the provider owns. */
export interface ParentRef {
  objectId: string;
  classId: string;
}

export interface ChildrenProvider {
  /** Unique name (for errors and logs). */
  name: string;
  /** True for ids this provider owns (e.g. /^e\d+$/). */
  ownsObjectId(objectId: string): boolean;
  /** An owned object and the tree node it belongs to (the collector that indexed it), or null when unknown. */
  getObject(objectId: string, ctx: ProviderContext): Promise<{ object: TreeObject; ownerNodeId: string } | null>;
  /** True when this provider adds children under the parent (a tree node of some class, or an owned object). */
  listsUnder(parent: ParentRef): boolean;
  countChildren(parent: ParentRef, query: ChildrenQuery, ctx: ProviderContext): Promise<number>;
  /**
   * One page of children in sibling order. Under a tree node they are placed after the node's tree children of
   * the ranks up to 'directory' and before those ranked after it (see server/tree/order.ts).
   */
  listChildren(parent: ParentRef, query: ChildrenQuery, ctx: ProviderContext): Promise<TreeObject[]>;
  /**
   * The same page as JSON text (an array of the objects listChildren answers, each with `permissions`), for
   * providers that can build it more cheaply than the objects (GET /database/children serialises it as is).
   */
  listChildrenJson?(parent: ParentRef, query: ChildrenQuery, ctx: ProviderContext, permissions: readonly PermissionCode[]): Promise<string>;
}

export interface TreeObserver {
  /** Called after tree objects were deleted (the ids include every removed descendant). */
  objectsDeleted?(objectIds: string[], ctx: { store: Store }): Promise<void> | void;
}

const providers: ChildrenProvider[] = [];
const observers: TreeObserver[] = [];

/** Adds a children provider; registering the same name twice replaces the earlier one. */
export function registerChildrenProvider(provider: ChildrenProvider): void {
  const i = providers.findIndex(p => p.name === provider.name);
  if (i >= 0) providers[i] = provider;
  else providers.push(provider);
}

export function childrenProviders(): readonly ChildrenProvider[] {
  return providers;
}

export function providerOwning(objectId: string): ChildrenProvider | undefined {
  return providers.find(p => p.ownsObjectId(objectId));
}

export function registerTreeObserver(observer: TreeObserver): () => void {
  observers.push(observer);
  return () => {
    const i = observers.indexOf(observer);
    if (i >= 0) observers.splice(i, 1);
  };
}

export function treeObservers(): readonly TreeObserver[] {
  return observers;
}
