/**
 * The four result display modes (spec 001 §2 Search views): list, details (sortable columns), icons and content
 * (highlighted hits). Each row can be selected; a name opens the file lookup (directories open in Browse).
 */
import type { OrderField, SearchColumnInfo, SearchObject } from '@fathom/sdk/api/search-wire';
import { cellText, HitView, iconOf } from './cells';

export type ViewMode = 'list' | 'details' | 'icons' | 'content';
export const VIEW_MODES: { id: ViewMode; label: string; icon: string }[] = [
  { id: 'list', label: 'List', icon: 'pi pi-list' },
  { id: 'details', label: 'Details', icon: 'pi pi-table' },
  { id: 'icons', label: 'Icons', icon: 'pi pi-th-large' },
  { id: 'content', label: 'Content', icon: 'pi pi-align-left' },
];

export interface ViewProps {
  mode: ViewMode;
  objects: SearchObject[];
  columns: SearchColumnInfo[];
  selected: ReadonlySet<string>;
  onToggle(objectId: string): void;
  onOpen(o: SearchObject): void;
  order: OrderField | null;
  onSort(order: OrderField | null): void;
}

const keyOf = (o: SearchObject, i: number) => String(o.objectId ?? i);
const pathOf = (o: SearchObject) => String(o.parentPath ?? o.path ?? '');

function Select({ o, selected, onToggle }: Pick<ViewProps, 'selected' | 'onToggle'> & { o: SearchObject }) {
  if (!o.objectId) return null;
  const id = o.objectId;
  return <input type="checkbox" aria-label={`Select ${String(o.name ?? id)}`} checked={selected.has(id)} onChange={() => onToggle(id)} />;
}

function Name({ o, onOpen }: { o: SearchObject; onOpen(o: SearchObject): void }) {
  const name = String(o.name ?? o.objectId ?? '');
  if (!o.objectId) return <span>{name}</span>;
  return (
    <button type="button" className="fx-link" onClick={() => onOpen(o)} data-testid="result-name">
      {name}
    </button>
  );
}

export function ResultViews(p: ViewProps) {
  const { mode, objects } = p;
  if (mode === 'details') return <DetailsView {...p} />;
  if (mode === 'icons') {
    return (
      <ul className="fx-discover-icons" data-testid="results-icons">
        {objects.map((o, i) => (
          <li key={keyOf(o, i)} className={p.selected.has(String(o.objectId)) ? 'is-selected' : undefined}>
            <Select o={o} selected={p.selected} onToggle={p.onToggle} />
            <i className={iconOf(o)} aria-hidden="true" />
            <Name o={o} onOpen={p.onOpen} />
          </li>
        ))}
      </ul>
    );
  }
  if (mode === 'content') {
    return (
      <ul className="fx-discover-content" data-testid="results-content">
        {objects.map((o, i) => (
          <li key={keyOf(o, i)}>
            <div className="fx-discover-row">
              <Select o={o} selected={p.selected} onToggle={p.onToggle} />
              <i className={iconOf(o)} aria-hidden="true" />
              <Name o={o} onOpen={p.onOpen} />
              <span className="fx-discover-path">{pathOf(o)}</span>
            </div>
            {(o.searchHits ?? []).map((h, k) => (
              <HitView key={k} hit={h} />
            ))}
            {(o.searchHits ?? []).length === 0 && <p className="fx-discover-nohit">No highlighted text for this result.</p>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="fx-discover-list" data-testid="results-list">
      {objects.map((o, i) => (
        <li key={keyOf(o, i)}>
          <Select o={o} selected={p.selected} onToggle={p.onToggle} />
          <i className={iconOf(o)} aria-hidden="true" />
          <Name o={o} onOpen={p.onOpen} />
          <span className="fx-discover-path">{pathOf(o)}</span>
        </li>
      ))}
    </ul>
  );
}

function DetailsView(p: ViewProps) {
  const columns = p.columns.filter(c => c.type !== 'SEARCHHITS' && c.type !== 'OBJECT');
  const sortBy = (c: SearchColumnInfo) => {
    const next: OrderField | null =
      p.order?.field !== c.name ? { field: c.name, direction: 'asc' } : p.order.direction === 'asc' ? { field: c.name, direction: 'desc' } : null;
    p.onSort(next);
  };
  return (
    <div className="fx-discover-table-wrap">
      <table className="fx-discover-table" data-testid="results-details">
        <thead>
          <tr>
            <th aria-label="Selected" />
            {columns.map(c => {
              const sorted = p.order?.field === c.name ? p.order.direction : undefined;
              return (
                <th key={c.name} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                  <button type="button" onClick={() => sortBy(c)} data-testid={`sort-${c.name}`}>
                    {c.caption}
                    {sorted && <i className={`pi ${sorted === 'asc' ? 'pi-sort-amount-up-alt' : 'pi-sort-amount-down'}`} aria-hidden="true" />}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {p.objects.map((o, i) => (
            <tr key={keyOf(o, i)} className={p.selected.has(String(o.objectId)) ? 'is-selected' : undefined}>
              <td>
                <Select o={o} selected={p.selected} onToggle={p.onToggle} />
              </td>
              {columns.map(c => (
                <td key={c.name}>{c.name === 'name' ? <Name o={o} onOpen={p.onOpen} /> : cellText(o[c.name], c)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
