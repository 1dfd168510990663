/**
 * The tree's vertical pager: up and down arrows and a draggable dot. Moves by the page size, clamped between
 * the first page and the child count; shown only when a node has more children than one page.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { clampPageOffset, lastPageOffset, needsPager } from '../tree/paging';

export interface VerticalPagerProps {
  count: number;
  pageSize: number;
  offset: number;
  onChange(offset: number): void;
  label: string;
}

export function VerticalPager({ count, pageSize, offset, onChange, label }: VerticalPagerProps) {
  const track = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<number | null>(null);
  if (!needsPager(count, pageSize)) return null;
  const last = lastPageOffset(count, pageSize);
  const fraction = (drag ?? offset) / (last || 1);
  const go = (o: number) => {
    const c = clampPageOffset(o, count, pageSize);
    if (c !== offset) onChange(c);
  };
  const offsetAt = (clientY: number) => {
    const r = track.current!.getBoundingClientRect();
    const f = r.height > 0 ? Math.min(1, Math.max(0, (clientY - r.top) / r.height)) : 0;
    return clampPageOffset(f * last, count, pageSize);
  };
  const onDown = (e: ReactPointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    setDrag(offsetAt(e.clientY));
  };
  const onMove = (e: ReactPointerEvent) => {
    if (drag !== null) setDrag(offsetAt(e.clientY));
  };
  const onUp = (e: ReactPointerEvent) => {
    if (drag === null) return;
    const o = offsetAt(e.clientY);
    setDrag(null);
    go(o);
  };
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.floor(last / pageSize) + 1;
  return (
    <div className="fx-pager" role="group" aria-label={`${label}: page ${page} of ${pages}`} data-testid="tree-pager">
      <button type="button" className="fx-pager__arrow" aria-label="Previous page" disabled={offset <= 0} onClick={() => go(offset - pageSize)}>
        <i className="pi pi-chevron-up" aria-hidden="true" />
      </button>
      <div ref={track} className="fx-pager__track" onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp}>
        <span
          className="fx-pager__dot"
          role="slider"
          aria-label="Page"
          aria-valuemin={1}
          aria-valuemax={pages}
          aria-valuenow={page}
          tabIndex={0}
          style={{ top: `${fraction * 100}%` }}
          onKeyDown={e => {
            if (e.key === 'ArrowUp') go(offset - pageSize);
            if (e.key === 'ArrowDown') go(offset + pageSize);
          }}
        />
      </div>
      <button type="button" className="fx-pager__arrow" aria-label="Next page" disabled={offset >= last} onClick={() => go(offset + pageSize)}>
        <i className="pi pi-chevron-down" aria-hidden="true" />
      </button>
      <span className="fx-pager__count" title={`${offset + 1}–${Math.min(offset + pageSize, count)} of ${count}`}>
        {page}/{pages}
      </span>
    </div>
  );
}
