/**
 * The user's own dashboard tabs on a node: a strip to switch, add, rename and delete tabs (deleting a tab
 * deletes its widgets), and the active tab's grid. Shares one useDashboard with the grid so edits queue in order.
 * `showTab` limits the strip (tabs that have a section tab of their own live there); `lockedTabIds` are shown
 * without rename and delete.
 */
import { useState } from 'react';
import type { TreeObject } from '@fathom/sdk/api';
import type { DashboardTabDef } from '@fathom/sdk/api/dashboard';
import { DashboardTab } from './DashboardTab';
import { newId } from './edits';
import { useDashboard } from './useDashboard';

export interface DashboardTabsProps {
  node: TreeObject;
  initialTabId?: string;
  showTab?: (tab: DashboardTabDef) => boolean;
  lockedTabIds?: readonly string[];
}

export function DashboardTabs({ node, initialTabId, showTab, lockedTabIds = [] }: DashboardTabsProps) {
  const state = useDashboard(node);
  const { dashboard, apply } = state;
  const [active, setActive] = useState<string | undefined>(initialTabId);
  const [editing, setEditing] = useState<{ tabId: string | null; title: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  if (!dashboard) return <DashboardTab node={node} tabId={active ?? ''} state={state} />;
  const shown = showTab ? dashboard.tabs.filter(showTab) : dashboard.tabs;
  const current = shown.find(t => t.id === active) ?? shown[0];

  const saveTitle = async () => {
    if (!editing) return;
    const ok = editing.tabId
      ? await apply({ kind: 'renameTab', tabId: editing.tabId, title: editing.title })
      : await (async () => {
          const id = newId(
            'tab',
            dashboard.tabs.map(t => t.id),
          );
          const done = await apply({ kind: 'addTab', tab: { id, title: editing.title } });
          if (done) setActive(id);
          return done;
        })();
    if (ok) setEditing(null);
  };

  return (
    <div data-testid="dashboard-tabs">
      <nav
        role="tablist"
        aria-label="Dashboard tabs"
        style={{
          display: 'flex',
          gap: '0.25rem',
          alignItems: 'center',
          borderBottom: '1px solid var(--surface-border, #e2e8f0)',
          marginBottom: '0.75rem',
          flexWrap: 'wrap',
        }}
      >
        {shown.map(t => (
          <span key={t.id} style={{ display: 'inline-flex', alignItems: 'center' }}>
            <button
              type="button"
              role="tab"
              aria-selected={t.id === current?.id}
              className="p-button p-button-text p-button-sm"
              onClick={() => setActive(t.id)}
              style={{ fontWeight: t.id === current?.id ? 600 : 400 }}
            >
              {t.title}
            </button>
            {t.id === current?.id && !lockedTabIds.includes(t.id) ? (
              <>
                <button
                  type="button"
                  className="p-button p-button-text p-button-sm"
                  aria-label={`Rename ${t.title}`}
                  onClick={() => setEditing({ tabId: t.id, title: t.title })}
                >
                  <i className="pi pi-pencil" />
                </button>
                <button
                  type="button"
                  className="p-button p-button-text p-button-sm p-button-danger"
                  aria-label={`Delete ${t.title}`}
                  onClick={() => setConfirmDelete(t.id)}
                >
                  <i className="pi pi-times" />
                </button>
              </>
            ) : null}
          </span>
        ))}
        <button type="button" className="p-button p-button-text p-button-sm" aria-label="Add tab" onClick={() => setEditing({ tabId: null, title: '' })}>
          <i className="pi pi-plus" />
        </button>
      </nav>
      {editing ? (
        <form
          aria-label={editing.tabId ? 'Rename tab' : 'Add tab'}
          onSubmit={e => {
            e.preventDefault();
            void saveTitle();
          }}
          style={{ display: 'flex', gap: '0.5rem', marginBottom: '0.5rem' }}
        >
          <input
            className="p-inputtext"
            aria-label="Tab title"
            autoFocus
            maxLength={256}
            value={editing.title}
            onChange={e => setEditing({ ...editing, title: e.target.value })}
          />
          <button type="submit" className="p-button p-button-sm">
            Save
          </button>
          <button type="button" className="p-button p-button-sm p-button-text" onClick={() => setEditing(null)}>
            Cancel
          </button>
        </form>
      ) : null}
      {confirmDelete ? (
        <div role="alertdialog" aria-label="Delete tab" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '0.5rem' }}>
          <span>Delete the tab {dashboard.tabs.find(t => t.id === confirmDelete)?.title} and its widgets?</span>
          <button type="button" className="p-button p-button-sm p-button-text" onClick={() => setConfirmDelete(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="p-button p-button-sm p-button-danger"
            onClick={() => {
              const id = confirmDelete;
              setConfirmDelete(null);
              void apply({ kind: 'deleteTab', tabId: id });
            }}
          >
            Delete
          </button>
        </div>
      ) : null}
      {current ? <DashboardTab node={node} tabId={current.id} state={state} /> : <DashboardTab node={node} tabId="" state={state} />}
    </div>
  );
}
