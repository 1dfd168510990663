/** Breadcrumbs of the active node's path: at most 5, with a leading ellipsis when longer. */
import { observer } from 'mobx-react-lite';
import type { TreeObject } from '@fathom/sdk/api';
import { useService } from '@fathom/sdk/web/hooks';
import { TreeService } from '@fathom/sdk/web/services';

export const BREADCRUMBS_MAX = 5;

export function visibleCrumbs<T>(path: T[], max = BREADCRUMBS_MAX): { ellipsis: boolean; items: T[] } {
  return path.length > max ? { ellipsis: true, items: path.slice(path.length - max) } : { ellipsis: false, items: path };
}

export const Breadcrumbs = observer(function Breadcrumbs({ onSelect }: { onSelect(node: TreeObject): void }) {
  const tree = useService(TreeService);
  const active = tree.activeNode;
  if (!active) return null;
  const { ellipsis, items } = visibleCrumbs(tree.pathOf(active.objectId));
  return (
    <nav aria-label="Breadcrumbs" className="fx-breadcrumbs" data-testid="breadcrumbs">
      <ol>
        {ellipsis && (
          <li aria-hidden="true" className="fx-breadcrumbs__ellipsis">
            …
          </li>
        )}
        {items.map((n, i) => (
          <li key={n.objectId}>
            {i < items.length - 1 ? (
              <button type="button" className="fx-link" onClick={() => onSelect(n)}>
                {n.name}
              </button>
            ) : (
              <span aria-current="page">{n.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});
