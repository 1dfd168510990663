/** The tree's child page size (spec 000 §9 leaves its value to us) and the vertical pager's arithmetic. */
export const TREE_PAGE_SIZE = 50;

/** Offset of the last page that still shows children. */
export function lastPageOffset(count: number, pageSize: number): number {
  return count <= 0 ? 0 : Math.floor((count - 1) / pageSize) * pageSize;
}

/** Moves are by whole pages, clamped between the first page and the last one the child count allows. */
export function clampPageOffset(offset: number, count: number, pageSize: number): number {
  const aligned = Math.round(offset / pageSize) * pageSize;
  return Math.min(Math.max(0, aligned), lastPageOffset(count, pageSize));
}

/** The pager shows only when a node has more children than one page. */
export function needsPager(count: number, pageSize: number): boolean {
  return count > pageSize;
}

/** Offset of the page that shows the child at a given position. */
export function pageOffsetOf(position: number, pageSize: number): number {
  return Math.floor(Math.max(0, position) / pageSize) * pageSize;
}
