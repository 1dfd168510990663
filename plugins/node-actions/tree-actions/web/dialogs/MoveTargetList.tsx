/**
 * The move-object list (spec 000 §2 Dialogs): the tree from the user's roots, items expandable and selectable;
 * an item that sdk/api moveTargetRefusal refuses is disabled and says why.
 */
import { useEffect, useState } from 'react';
import { ApiClient, TreeService, useService } from '@fathom/sdk/web';
import { compareSiblings, moveTargetRefusal, type MoveCandidate, type TreeObject } from '@fathom/sdk/api';

/** Containers a node can be moved into. */
export const MOVE_TARGET_CLASSES = ['client', 'orgunit', 'appliance', 'appunit', 'appagt', 'agent'];
export const MOVE_LIST_LIMIT = 200;

interface Item {
  node: TreeObject;
  ancestorIds: string[];
}

/**
 * Whether any node the user can reach can receive the moved one: 'none' when every candidate is refused (a user
 * whose home is a plain org unit moving one of its units), so that the dialog says so instead of a list of
 * greyed items. Walks containers breadth first, stops at the first accepted one; a failure or more than
 * MOVE_LIST_LIMIT candidates counts as found (the list then decides).
 */
export function useAnyMoveTarget(moved: MoveCandidate): 'searching' | 'found' | 'none' {
  const api = useService(ApiClient);
  const tree = useService(TreeService);
  const [state, setState] = useState<'searching' | 'found' | 'none'>('searching');
  useEffect(() => {
    let live = true;
    (async () => {
      const queue: Item[] = tree
        .roots()
        .map(id => tree.node(id))
        .filter((n): n is TreeObject => !!n)
        .map(n => ({ node: n, ancestorIds: n.ancestorIds ?? [] }));
      let seen = 0;
      while (queue.length > 0 && live) {
        const { node, ancestorIds } = queue.shift()!;
        if (++seen > MOVE_LIST_LIMIT) return 'found' as const;
        if (!moveTargetRefusal(moved, { objectId: node.objectId, classId: node.classId, parentId: node.parentId, ancestorIds })) return 'found' as const;
        // Below the moved node everything is refused.
        if (node.objectId === moved.objectId || node.hasChildren === false || node.childrenCount === 0) continue;
        const res = await api.getChildren({
          parentId: node.objectId,
          options: { containersOnly: true, classIds: MOVE_TARGET_CLASSES, objectLimit: MOVE_LIST_LIMIT, infoLevel: 'basic' },
        });
        for (const c of res.objects) queue.push({ node: c, ancestorIds: [...ancestorIds, node.objectId] });
      }
      return 'none' as const;
    })().then(
      s => {
        if (live) setState(s);
      },
      () => {
        if (live) setState('found');
      },
    );
    return () => {
      live = false;
    };
  }, [moved.objectId]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}
interface Props {
  moved: MoveCandidate;
  selectedId: string | null;
  onSelect(target: MoveCandidate): void;
}

export function MoveTargetList({ moved, selectedId, onSelect }: Props) {
  const tree = useService(TreeService);
  const roots = tree
    .roots()
    .map(id => tree.node(id))
    .filter((n): n is TreeObject => !!n);
  return (
    <ul
      role="tree"
      aria-label="Move target"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        maxHeight: '50vh',
        overflow: 'auto',
        border: '1px solid var(--surface-border, #e2e8f0)',
        borderRadius: 6,
      }}
    >
      {roots.map(n => (
        <MoveItem key={n.objectId} item={{ node: n, ancestorIds: n.ancestorIds ?? [] }} depth={0} moved={moved} selectedId={selectedId} onSelect={onSelect} />
      ))}
    </ul>
  );
}

function MoveItem({ item, depth, moved, selectedId, onSelect }: { item: Item; depth: number } & Omit<Props, never>) {
  const api = useService(ApiClient);
  const [open, setOpen] = useState(depth === 0);
  const [children, setChildren] = useState<TreeObject[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { node, ancestorIds } = item;
  const candidate: MoveCandidate = { objectId: node.objectId, classId: node.classId, parentId: node.parentId, ancestorIds };
  const refusal = moveTargetRefusal(moved, candidate);
  const selected = selectedId === node.objectId;
  const expandable = node.hasChildren !== false && (node.childrenCount ?? 1) > 0;

  async function load() {
    setLoading(true);
    setFailed(null);
    try {
      const res = await api.getChildren({
        parentId: node.objectId,
        options: { containersOnly: true, classIds: MOVE_TARGET_CLASSES, objectLimit: MOVE_LIST_LIMIT, infoLevel: 'basic' },
      });
      setChildren([...res.objects].sort(compareSiblings));
    } catch (e) {
      setFailed((e as Error).message);
    } finally {
      setLoading(false);
    }
  }
  useEffect(() => {
    if (open && children === null && !loading && !failed) void load();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <li
      role="treeitem"
      aria-expanded={expandable ? open : undefined}
      aria-selected={selected}
      aria-label={node.name}
      data-refused={refusal ? 'true' : 'false'} /* not aria-disabled: a refused item still expands */
      data-testid={`move-target-${node.objectId}`}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: '0.25rem',
          padding: `0.3rem 0.5rem 0.3rem ${0.5 + depth * 1.25}rem`,
          background: selected ? 'var(--highlight-bg, #eff6ff)' : undefined,
          opacity: refusal ? 0.55 : 1,
        }}
      >
        {expandable ? (
          <button
            type="button"
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
            onClick={() => setOpen(o => !o)}
            style={{ border: 0, background: 'transparent', cursor: 'pointer', width: '1.5rem' }}
          >
            <i className={loading ? 'pi pi-spin pi-spinner' : open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden="true" />
          </button>
        ) : (
          <span style={{ width: '1.5rem' }} />
        )}
        <button
          type="button"
          disabled={!!refusal}
          title={refusal ?? `Move here: ${node.name}`}
          onClick={() => onSelect(candidate)}
          style={{
            border: 0,
            background: 'transparent',
            textAlign: 'left',
            flex: 1,
            cursor: refusal ? 'not-allowed' : 'pointer',
            fontWeight: selected ? 600 : 400,
            color: 'inherit',
            padding: 0,
          }}
        >
          {node.name} <span style={{ opacity: 0.6, fontSize: '0.85em' }}>({node.classId})</span>
        </button>
      </div>
      {failed && (
        <div role="alert" style={{ paddingLeft: `${2 + depth * 1.25}rem`, color: 'var(--red-600, #dc2626)' }}>
          {failed}
        </div>
      )}
      {open && children && children.length > 0 && (
        <ul role="group" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {children.map(c => (
            <MoveItem
              key={c.objectId}
              item={{ node: c, ancestorIds: [...ancestorIds, node.objectId] }}
              depth={depth + 1}
              moved={moved}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
