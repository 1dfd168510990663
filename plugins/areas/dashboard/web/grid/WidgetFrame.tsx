/**
 * One widget on the grid: a 2.75rem title bar (the drag handle) with edit and delete, and the widget's lazy
 * component. An unknown type or invalid details shows 'Widget not found.'; a user without 'get' on the node is
 * told they may not view it; a widget that throws is contained here and never breaks the grid.
 */
import { Component, Suspense, type ReactNode } from 'react';
import type { TreeObject } from '@fathom/sdk/api';
import { parseWidgetSize, WIDGET_TITLE_BAR_HEIGHT, type DashboardWidget } from '@fathom/sdk/api/dashboard';
import { lazyComponent, type WidgetTypeContribution } from '@fathom/sdk/web';
import { WidgetLoading, WidgetMessage, WIDGET_MESSAGES } from '@fathom/sdk/web/widget-kit/WidgetMessage';

/** The details a widget is drawn with (migrated when its type knows how), or null when it cannot be drawn. */
export function resolveWidget(
  widget: DashboardWidget,
  contribution: WidgetTypeContribution<any> | undefined,
): { contribution: WidgetTypeContribution<any>; details: Record<string, unknown> } | null {
  if (!contribution) return null;
  let details: unknown = widget.details;
  try {
    if (contribution.migrate) details = contribution.migrate(details);
  } catch {
    return null;
  }
  return contribution.valid(details) ? { contribution, details: details as Record<string, unknown> } : null;
}

class WidgetBoundary extends Component<{ children: ReactNode }, { failed: string | null }> {
  state = { failed: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { failed: e?.message ?? 'error' };
  }
  render() {
    if (this.state.failed)
      return (
        <WidgetMessage icon="pi pi-exclamation-triangle" title={WIDGET_MESSAGES.somethingWrong} testId="widget-crashed">
          {this.state.failed}
        </WidgetMessage>
      );
    return this.props.children;
  }
}

export interface WidgetFrameProps {
  widget: DashboardWidget;
  node: TreeObject;
  contribution: WidgetTypeContribution<any> | undefined;
  canView: boolean;
  canEdit: boolean;
  onEdit(): void;
  onDelete(): void;
}

export function WidgetFrame({ widget, node, contribution, canView, canEdit, onEdit, onDelete }: WidgetFrameProps) {
  const resolved = resolveWidget(widget, contribution);
  let body: ReactNode;
  if (!canView) body = <WidgetMessage icon="pi pi-lock" title={WIDGET_MESSAGES.noPermission} testId="widget-no-permission" />;
  else if (!resolved) body = <WidgetMessage icon="pi pi-question-circle" title={WIDGET_MESSAGES.notFound} testId="widget-not-found" />;
  else {
    // Drawn at once when the grid has preloaded the chunk (grid/prefetch), so no fallback holds the others back.
    const Lazy = lazyComponent(resolved.contribution.load, WidgetLoading);
    body = (
      <WidgetBoundary>
        <Suspense fallback={<WidgetLoading />}>
          <Lazy node={node} details={resolved.details} title={widget.title} size={parseWidgetSize(widget.size)} />
        </Suspense>
      </WidgetBoundary>
    );
  }
  const title = widget.title || contribution?.title || widget.widgetType;
  return (
    <article
      data-testid={`widget-${widget.id}`}
      aria-label={title}
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        background: 'var(--surface-card, #fff)',
        border: '1px solid var(--surface-border, #e2e8f0)',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          height: WIDGET_TITLE_BAR_HEIGHT,
          minHeight: WIDGET_TITLE_BAR_HEIGHT,
          padding: '0 0.5rem 0 0.75rem',
          borderBottom: '1px solid var(--surface-border, #e2e8f0)',
        }}
      >
        <h3
          className="widget-drag-handle"
          style={{
            flex: '1 1 auto',
            margin: 0,
            fontSize: '1em',
            fontWeight: 600,
            cursor: canEdit ? 'move' : 'default',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </h3>
        {canEdit ? (
          <span className="widget-actions" style={{ display: 'flex', gap: '0.25rem' }}>
            {resolved ? (
              <button type="button" className="p-button p-button-text p-button-sm" aria-label={`Edit ${title}`} onClick={onEdit}>
                <i className="pi pi-pencil" />
              </button>
            ) : null}
            <button type="button" className="p-button p-button-text p-button-sm p-button-danger" aria-label={`Delete ${title}`} onClick={onDelete}>
              <i className="pi pi-trash" />
            </button>
          </span>
        ) : null}
      </header>
      <div style={{ flex: '1 1 auto', minHeight: 0, overflow: 'auto' }}>{body}</div>
    </article>
  );
}
