/**
 * The navigation tree's client state (spec 000 §4 Navigation tree): roots expanded at start, children
 * loaded on expand (containers only, once, forced on request), paged, ordered as siblings, kept current
 * by server events.
 */
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { compareSiblings, TREE_CHILD_CLASSES, type TreeObject } from '@fathom/sdk/api';
import type { ApiClient, TreeService } from '@fathom/sdk/web/services';
import { isCancelled } from '../api/DefaultApiClient';
import { clampPageOffset, pageOffsetOf, TREE_PAGE_SIZE } from './paging';

/** How many sibling ids one request reads while looking for a child's position beyond the loaded page. */
export const POSITION_SCAN_WINDOW = 1000;

export class DefaultTreeService implements TreeService {
  readonly pageSize: number;
  homeId: string | null = null;
  activeNodeId: string | null = null;
  private nodes = observable.map<string, TreeObject>({}, { deep: false });
  private childIds = observable.map<string, string[]>({}, { deep: false });
  private counts = observable.map<string, number>();
  private offsets = observable.map<string, number>();
  private expanded = observable.set<string>();
  private loading = observable.set<string>();
  private loaded = new Set<string>();
  private inflight = new Map<string, AbortController>();
  private rootIds: string[] = [];
  /** Bumped by every reveal, so a slower earlier one stops expanding once the user has moved on. */
  private revealGeneration = 0;
  private selectGeneration = 0;
  /** Bumped by every init, so reads of an earlier start are dropped. */
  private initGeneration = 0;
  /** The latest reveal's work (tests and callers that need the tree settled await it). */
  revealing: Promise<void> = Promise.resolve();

  constructor(
    private readonly api: ApiClient,
    pageSize = TREE_PAGE_SIZE,
  ) {
    this.pageSize = pageSize;
    makeObservable<DefaultTreeService, 'rootIds' | 'put' | 'setChildren'>(this, {
      homeId: observable,
      activeNodeId: observable,
      rootIds: observableRef,
      put: action,
      setChildren: action,
      collapse: action,
      remove: action,
      insert: action,
      reset: action,
    });
  }

  get activeNode(): TreeObject | null {
    return this.activeNodeId ? (this.nodes.get(this.activeNodeId) ?? null) : null;
  }
  node(id: string) {
    return this.nodes.get(id);
  }
  children(id: string) {
    return this.childIds.get(id) ?? [];
  }
  childCount(id: string) {
    return this.counts.get(id) ?? this.nodes.get(id)?.childrenCount ?? 0;
  }
  isExpanded(id: string) {
    return this.expanded.has(id);
  }
  isLoading(id: string) {
    return this.loading.has(id);
  }
  isLoaded(id: string) {
    return this.loaded.has(id);
  }
  pageOffset(id: string) {
    return this.offsets.get(id) ?? 0;
  }
  roots() {
    return this.rootIds;
  }

  /**
   * Starts the tree at the user's home node, expanded. The home node and its children are read side by side;
   * with `activeNodeId` (the node the address names) that node and its ancestors are read at the same time, so
   * the select() that follows needs no request of its own. A failure to read that node is left to select().
   */
  async init(homeId: string, activeNodeId?: string | null): Promise<void> {
    this.reset();
    const generation = ++this.initGeneration;
    runInAction(() => {
      this.homeId = homeId;
    });
    const active = activeNodeId && activeNodeId !== homeId ? this.readWithPath(activeNodeId, generation).catch(() => undefined) : undefined;
    const [home] = await Promise.all([this.api.getObject(homeId, 'instance'), this.expand(homeId), active]);
    if (generation !== this.initGeneration) return;
    this.put(home);
    runInAction(() => {
      this.rootIds = [home.objectId];
    });
  }

  reset(): void {
    for (const c of this.inflight.values()) c.abort();
    this.inflight.clear();
    this.nodes.clear();
    this.childIds.clear();
    this.counts.clear();
    this.offsets.clear();
    this.expanded.clear();
    this.loading.clear();
    this.loaded.clear();
    this.rootIds = [];
    this.activeNodeId = null;
    this.homeId = null;
  }

  async expand(id: string, force = false): Promise<void> {
    runInAction(() => this.expanded.add(id));
    if (this.loaded.has(id) && !force) return;
    await this.loadPage(id, this.pageOffset(id));
  }

  collapse(id: string): void {
    this.expanded.delete(id);
  }

  async loadPage(id: string, offset: number): Promise<void> {
    const knownCount = this.counts.has(id) ? this.childCount(id) : offset + 1;
    const target = clampPageOffset(offset, knownCount, this.pageSize);
    this.inflight.get(id)?.abort();
    const ctrl = new AbortController();
    this.inflight.set(id, ctrl);
    runInAction(() => this.loading.add(id));
    try {
      const res = await this.api.getChildren(
        {
          parentId: id,
          options: { ...this.listOptions('instance'), objectOffset: target, objectLimit: this.pageSize },
        },
        ctrl.signal,
      );
      this.setChildren(id, res.objects, res.objectCount, target);
    } catch (e) {
      if (!isCancelled(e)) throw e;
    } finally {
      if (this.inflight.get(id) === ctrl) {
        this.inflight.delete(id);
        runInAction(() => this.loading.delete(id));
      }
    }
  }

  private setChildren(parentId: string, objects: TreeObject[], count: number, offset: number): void {
    for (const o of objects) this.put(o);
    this.childIds.set(
      parentId,
      [...objects].sort(compareSiblings).map(o => o.objectId),
    );
    this.counts.set(parentId, count);
    this.offsets.set(parentId, offset);
    this.loaded.add(parentId);
  }

  private put(o: TreeObject): void {
    const prior = this.nodes.get(o.objectId);
    const next = prior ? { ...prior, ...o } : o;
    // A node read again unchanged keeps its object, so pages showing it are not drawn again (a dashboard's
    // charts would be redrawn for nothing when the tree reveals the active node after the page is shown).
    if (prior && JSON.stringify(next) === JSON.stringify(prior)) return;
    this.nodes.set(o.objectId, next);
  }

  /**
   * Makes a node active, fetching it and its ancestors (for the breadcrumbs) when unknown. When the active node
   * changes, the tree reveals it in the background (a refresh, a link or a search result may point anywhere).
   */
  async select(id: string): Promise<TreeObject | null> {
    const generation = ++this.selectGeneration;
    const node = this.nodes.get(id);
    if (!node || !node.ancestorIds) await this.readWithPath(id, this.initGeneration);
    // A slower earlier selection never overrides a later one.
    if (generation !== this.selectGeneration) return this.nodes.get(id) ?? null;
    const changed = this.activeNodeId !== id;
    runInAction(() => {
      this.activeNodeId = id;
    });
    if (changed) this.revealing = this.reveal(id).catch(() => undefined);
    return this.nodes.get(id) ?? null;
  }

  /** Reads a node with its ancestor ids, then the ancestors not known yet (the breadcrumbs show them). */
  private async readWithPath(id: string, generation: number): Promise<void> {
    const node = await this.api.getObject(id, 'path');
    // A tree started again meanwhile (another user's home) keeps none of this.
    if (generation !== this.initGeneration) return;
    this.put(node);
    // The home node is read by init itself.
    const missing = (node.ancestorIds ?? []).filter(a => !this.nodes.has(a) && a !== this.homeId);
    const ancestors = await Promise.all(missing.map(a => this.api.getObject(a, 'instance').catch(() => null)));
    if (generation !== this.initGeneration) return;
    for (const a of ancestors) if (a) this.put(a);
  }

  /**
   * Expands the node's ancestors from the tree's root down to it, each level showing the page that holds the
   * next one, so that the node's row is drawn. Ancestors come from ancestorIds (GET /database/object, 'path').
   */
  async reveal(id: string): Promise<void> {
    const generation = ++this.revealGeneration;
    let node = this.nodes.get(id);
    if (!node?.ancestorIds) {
      node = await this.api.getObject(id, 'path');
      this.put(node);
    }
    const chain = node?.ancestorIds ?? [];
    const top = chain.findIndex(a => this.rootIds.includes(a));
    if (top < 0) return;
    const path = [...chain.slice(top), id];
    for (let i = 0; i < path.length - 1; i++) {
      if (generation !== this.revealGeneration) return;
      const [parent, child] = [path[i], path[i + 1]];
      await this.expand(parent);
      if (!this.children(parent).includes(child)) await this.showPageHolding(parent, child);
      if (!this.children(parent).includes(child)) return;
    }
  }

  /** Loads the page of a parent's children that holds the child, locating its position in large id windows. */
  private async showPageHolding(parentId: string, childId: string): Promise<void> {
    const count = this.childCount(parentId);
    if (count <= this.pageSize) return;
    for (let offset = 0; offset < count; offset += POSITION_SCAN_WINDOW) {
      const res = await this.api.getChildren({ parentId, options: { ...this.listOptions('simple'), objectOffset: offset, objectLimit: POSITION_SCAN_WINDOW } });
      const at = res.objects.findIndex(o => o.objectId === childId);
      if (at >= 0) {
        await this.loadPage(parentId, pageOffsetOf(offset + at, this.pageSize));
        return;
      }
      if (res.objects.length === 0) return;
    }
  }

  private listOptions(infoLevel: 'instance' | 'simple') {
    // Files (idxobject) are listed too, so a scanned folder shows what it holds, paged like any other level.
    return { infoLevel, containersOnly: false, classIds: [...TREE_CHILD_CLASSES], withDeleted: false };
  }

  async refresh(id: string): Promise<void> {
    const o = await this.api.getObject(id, 'instance');
    const prior = this.nodes.get(id);
    this.put(o);
    if (prior && prior.parentId !== o.parentId) {
      // A moved node's remembered path is stale.
      this.put({ ...o, ancestorIds: undefined });
      this.detach(id, prior.parentId);
      this.attach(o);
    } else if (o.parentId && this.childIds.has(o.parentId)) {
      runInAction(() => this.childIds.set(o.parentId!, this.sorted(this.childIds.get(o.parentId!)!)));
    }
    if (this.loaded.has(id) && this.expanded.has(id)) await this.loadPage(id, this.pageOffset(id));
  }

  insert(o: TreeObject): void {
    this.put(o);
    this.attach(o);
  }

  remove(id: string): void {
    const node = this.nodes.get(id);
    if (!node) return;
    this.detach(id, node.parentId);
    const drop = (nid: string) => {
      for (const c of this.childIds.get(nid) ?? []) drop(c);
      this.nodes.delete(nid);
      this.childIds.delete(nid);
      this.counts.delete(nid);
      this.offsets.delete(nid);
      this.expanded.delete(nid);
      this.loaded.delete(nid);
    };
    drop(id);
    if (this.activeNodeId === id) this.activeNodeId = this.homeId;
  }

  /** The active node's path from the top-most known ancestor (for breadcrumbs). */
  pathOf(id: string): TreeObject[] {
    const path: TreeObject[] = [];
    const seen = new Set<string>();
    let cur = this.nodes.get(id);
    while (cur && !seen.has(cur.objectId)) {
      path.unshift(cur);
      seen.add(cur.objectId);
      if (cur.objectId === this.homeId || !cur.parentId) break;
      cur = this.nodes.get(cur.parentId);
    }
    return path;
  }

  private sorted(ids: string[]): string[] {
    return ids.filter(i => this.nodes.has(i)).sort((a, b) => compareSiblings(this.nodes.get(a)!, this.nodes.get(b)!));
  }

  private attach(o: TreeObject): void {
    if (!o.parentId || !this.loaded.has(o.parentId)) {
      if (o.parentId && this.nodes.has(o.parentId)) runInAction(() => this.put({ ...this.nodes.get(o.parentId!)!, hasChildren: true }));
      return;
    }
    runInAction(() => {
      const list = this.childIds.get(o.parentId!) ?? [];
      if (!list.includes(o.objectId)) {
        this.childIds.set(o.parentId!, this.sorted([...list, o.objectId]));
        this.counts.set(o.parentId!, (this.counts.get(o.parentId!) ?? list.length) + 1);
      }
    });
  }

  private detach(id: string, parentId: string | null | undefined): void {
    if (!parentId) return;
    runInAction(() => {
      const list = this.childIds.get(parentId);
      if (list?.includes(id)) {
        this.childIds.set(
          parentId,
          list.filter(c => c !== id),
        );
        this.counts.set(parentId, Math.max(0, (this.counts.get(parentId) ?? list.length) - 1));
      }
    });
  }
}
