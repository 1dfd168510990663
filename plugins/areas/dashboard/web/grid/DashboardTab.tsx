/**
 * One dashboard tab: its widgets on a 12-column react-grid-layout with drag (by the title bar) and resize,
 * a catalogue to add widgets, a details editor, the ESG configuration and 'Restore dashboard'. Every change is
 * saved to PID_DASHBOARD through useDashboard.
 */
import { useMemo, useState, type ReactNode } from 'react';
import ReactGridLayout, { useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { TreeObject } from '@fathom/sdk/api';
import { defaultDashboard, GRID_COLUMNS, parseWidgetSize, type DashboardWidget } from '@fathom/sdk/api/dashboard';
import { AuthService, PermissionService, useContributions, useOptionalService, useService, WidgetTypes, type WidgetTypeContribution } from '@fathom/sdk/web';
import { EmptyPanel } from '@fathom/sdk/web/ui/EmptyPanel';
import { ConfigDialog } from './ConfigDialog';
import { DetailsForm } from './DetailsForm';
import { useDrawnMark } from './drawn-mark';
import { usePrefetchStats, usePreloadWidgets } from './prefetch';
import { EDIT_MESSAGES, layoutDiffers, newId, type LayoutItem } from './edits';
import { GRID_MESSAGES, useDashboard, type DashboardState } from './useDashboard';
import { WidgetCatalogue } from './WidgetCatalogue';
import { WidgetFrame } from './WidgetFrame';

/** Pixel height of one grid row; a widget of height h is h rows tall. */
export const ROW_HEIGHT = 90;

export function toLayout(widgets: DashboardWidget[]): LayoutItem[] {
  return widgets.map(w => {
    const { w: width, h } = parseWidgetSize(w.size);
    return { i: w.id, x: w.position.x, y: w.position.y, w: width, h };
  });
}

export interface DashboardTabProps {
  node: TreeObject;
  tabId: string;
  state?: DashboardState;
}

export function DashboardTab({ node, tabId, state }: DashboardTabProps) {
  const own = useDashboard(node);
  const { dashboard, isLoading, error, apply } = state ?? own;
  const types = useContributions(WidgetTypes);
  const permissions = useService(PermissionService);
  const welcomeUrl = useOptionalService(AuthService)?.config?.welcomeUrl;
  const byType = useMemo(() => new Map(types.map(t => [t.type, t])), [types]);
  const canView = permissions.can(['get'], node);
  usePrefetchStats(node.objectId, canView);
  usePreloadWidgets(dashboard, tabId, types, canView);
  const [dialog, setDialog] = useState<null | { kind: 'catalogue' } | { kind: 'edit'; widget: DashboardWidget } | { kind: 'config' } | { kind: 'restore' }>(
    null,
  );
  const drawnRef = useDrawnMark(tabId, dashboard ? dashboard.widgets.filter(w => w.tabId === tabId).length : null);

  if (isLoading)
    return (
      <div role="progressbar" aria-label="Loading" style={{ padding: '1rem' }}>
        <i className="pi pi-spin pi-spinner" />
      </div>
    );
  if (error || !dashboard)
    return (
      <EmptyPanel
        icon="pi pi-exclamation-triangle"
        title="Something went wrong. Please try again"
        description={error?.message ?? 'The dashboard could not be read.'}
      />
    );

  const restore = () => apply({ kind: 'restore', defaults: defaultDashboard({ welcomeUrl }) }, GRID_MESSAGES.restored);
  const tab = dashboard.tabs.find(t => t.id === tabId);
  const widgets = dashboard.widgets.filter(w => w.tabId === tabId);
  const layout = toLayout(widgets);

  const onLayoutDone = (next: readonly LayoutItem[]) => {
    const items = next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
    if (layoutDiffers(dashboard, tabId, items)) void apply({ kind: 'layout', tabId, items });
  };
  const add = (t: WidgetTypeContribution<any>) => {
    setDialog(null);
    void apply({
      kind: 'addWidget',
      widget: {
        id: newId(
          'widget',
          dashboard.widgets.map(w => w.id),
        ),
        title: t.title,
        tabId,
        widgetType: t.type,
        size: t.defaultSize,
        details: { ...t.defaultDetails },
      },
    });
  };

  const toolbar = (
    <div role="toolbar" aria-label="Dashboard" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end', marginBottom: '0.5rem' }}>
      {tab ? (
        <button type="button" className="p-button p-button-sm" onClick={() => setDialog({ kind: 'catalogue' })}>
          <i className="pi pi-plus" style={{ marginRight: '0.35rem' }} />
          Add widget
        </button>
      ) : null}
      <button type="button" className="p-button p-button-sm p-button-outlined" onClick={() => setDialog({ kind: 'config' })}>
        <i className="pi pi-cog" style={{ marginRight: '0.35rem' }} />
        Configuration
      </button>
      <button type="button" className="p-button p-button-sm p-button-outlined" onClick={() => setDialog({ kind: 'restore' })}>
        <i className="pi pi-refresh" style={{ marginRight: '0.35rem' }} />
        Restore dashboard
      </button>
    </div>
  );

  const dialogs = (
    <>
      {dialog?.kind === 'catalogue' ? <WidgetCatalogue types={types} onPick={add} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' && byType.get(dialog.widget.widgetType) ? (
        <DetailsForm
          widget={dialog.widget}
          contribution={byType.get(dialog.widget.widgetType)!}
          onClose={() => setDialog(null)}
          onSave={(title, details) => apply({ kind: 'updateWidget', widgetId: dialog.widget.id, title, details }, GRID_MESSAGES.widgetUpdated)}
        />
      ) : null}
      {dialog?.kind === 'config' ? (
        <ConfigDialog config={dashboard.config} onClose={() => setDialog(null)} onSave={config => apply({ kind: 'saveConfig', config }, GRID_MESSAGES.saved)} />
      ) : null}
      {dialog?.kind === 'restore' ? (
        <div
          role="alertdialog"
          aria-label="Restore dashboard"
          style={{
            border: '1px solid var(--surface-border, #e2e8f0)',
            borderRadius: 6,
            padding: '0.75rem',
            marginBottom: '0.5rem',
            display: 'flex',
            gap: '0.5rem',
            alignItems: 'center',
          }}
        >
          <span style={{ flex: '1 1 auto' }}>Restore the default dashboard? Your tabs and widgets on this node are replaced.</span>
          <button type="button" className="p-button p-button-sm p-button-text" onClick={() => setDialog(null)}>
            Cancel
          </button>
          <button
            type="button"
            className="p-button p-button-sm p-button-danger"
            onClick={() => {
              setDialog(null);
              void restore();
            }}
          >
            Restore
          </button>
        </div>
      ) : null}
    </>
  );

  if (!tab) {
    return (
      <div data-testid={`dashboard-tab-${tabId}`}>
        {toolbar}
        {dialogs}
        <EmptyPanel
          testId="dashboard-tab-not-found"
          icon="pi pi-question-circle"
          title={EDIT_MESSAGES.tabNotFound}
          description="This tab is not part of your dashboard on this node. Restore the dashboard to get the default tabs back."
        />
      </div>
    );
  }

  return (
    <div data-testid={`dashboard-tab-${tabId}`} ref={drawnRef}>
      {toolbar}
      {dialogs}
      {widgets.length === 0 ? (
        <EmptyPanel
          testId="dashboard-tab-empty"
          icon="pi pi-th-large"
          title="No widgets"
          description="Add a widget from the catalogue to show figures on the data under this node."
        />
      ) : null}
      <WidgetGrid layout={layout} onLayoutDone={onLayoutDone}>
        {widgets.map(w => (
          <div key={w.id}>
            <WidgetFrame
              widget={w}
              node={node}
              contribution={byType.get(w.widgetType)}
              canView={canView}
              canEdit
              onEdit={() => setDialog({ kind: 'edit', widget: w })}
              onDelete={() => void apply({ kind: 'deleteWidget', widgetId: w.id })}
            />
          </div>
        ))}
      </WidgetGrid>
    </div>
  );
}

/**
 * The grid at the width of its container. Its own component so the width is measured when the grid first
 * appears: measured earlier, while the tab still shows its loader, there is no container and the grid
 * would keep its initial width whatever the window.
 */
function WidgetGrid({ layout, onLayoutDone, children }: { layout: LayoutItem[]; onLayoutDone(next: readonly LayoutItem[]): void; children: ReactNode }) {
  const { width, containerRef, mounted } = useContainerWidth({ initialWidth: 1200, measureBeforeMount: true });
  return (
    <div ref={containerRef}>
      {mounted ? (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{ cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [12, 12] }}
          dragConfig={{ enabled: true, handle: '.widget-drag-handle', cancel: '.widget-actions' }}
          resizeConfig={{ enabled: true }}
          onDragStop={l => onLayoutDone(l as LayoutItem[])}
          onResizeStop={l => onLayoutDone(l as LayoutItem[])}
        >
          {children}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}
