/**
 * Dashboard edits as pure functions (spec 001 §4): add, rename and delete a tab (deleting its widgets), add a
 * widget at the front, change the layout (resize, reposition), update and delete a widget, save the config,
 * restore the defaults. Each returns a new dashboard and never mutates its input; a missing tab or widget is
 * a named DashboardEditError.
 */
import {
  formatWidgetSize,
  GRID_COLUMNS,
  MAX_TAB_TITLE,
  parseWidgetSize,
  type Dashboard,
  type DashboardConfig,
  type DashboardTabDef,
  type DashboardWidget,
} from '@fathom/sdk/api/dashboard';

export const EDIT_MESSAGES = {
  tabNotFound: 'Tab not found.',
  widgetNotFound: 'Widget not found.',
  tabTitleRequired: 'Field is required.',
  tabTitleTooLong: `The title is longer than ${MAX_TAB_TITLE} characters.`,
  tabExists: 'Field must be unique.',
} as const;

export class DashboardEditError extends Error {
  constructor(
    public readonly errorName: 'TabNotFound' | 'WidgetNotFound' | 'ValidationError',
    message: string,
  ) {
    super(message);
    this.name = errorName;
  }
}

export interface LayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export type DashboardEdit =
  | { kind: 'addTab'; tab: DashboardTabDef }
  | { kind: 'renameTab'; tabId: string; title: string }
  | { kind: 'deleteTab'; tabId: string }
  | { kind: 'addWidget'; widget: Omit<DashboardWidget, 'position'> & { position?: DashboardWidget['position'] } }
  | { kind: 'layout'; tabId: string; items: LayoutItem[] }
  | { kind: 'updateWidget'; widgetId: string; title?: string; details?: Record<string, unknown> }
  | { kind: 'deleteWidget'; widgetId: string }
  | { kind: 'saveConfig'; config: DashboardConfig }
  | { kind: 'restore'; defaults: Dashboard };

/** Resize and reposition are shown at once and rolled back if the save fails. */
export function isLayoutEdit(edit: DashboardEdit): boolean {
  return edit.kind === 'layout';
}

function checkTitle(title: string): string {
  const t = title.trim();
  if (!t) throw new DashboardEditError('ValidationError', EDIT_MESSAGES.tabTitleRequired);
  if (t.length > MAX_TAB_TITLE) throw new DashboardEditError('ValidationError', EDIT_MESSAGES.tabTitleTooLong);
  return t;
}
function requireTab(d: Dashboard, tabId: string): void {
  if (!d.tabs.some(t => t.id === tabId)) throw new DashboardEditError('TabNotFound', EDIT_MESSAGES.tabNotFound);
}
function requireWidget(d: Dashboard, widgetId: string): DashboardWidget {
  const w = d.widgets.find(x => x.id === widgetId);
  if (!w) throw new DashboardEditError('WidgetNotFound', EDIT_MESSAGES.widgetNotFound);
  return w;
}

export function applyEdit(d: Dashboard, edit: DashboardEdit): Dashboard {
  switch (edit.kind) {
    case 'addTab': {
      const title = checkTitle(edit.tab.title);
      if (d.tabs.some(t => t.id === edit.tab.id)) throw new DashboardEditError('ValidationError', EDIT_MESSAGES.tabExists);
      return { ...d, tabs: [...d.tabs, { id: edit.tab.id, title }] };
    }
    case 'renameTab': {
      requireTab(d, edit.tabId);
      const title = checkTitle(edit.title);
      return { ...d, tabs: d.tabs.map(t => (t.id === edit.tabId ? { ...t, title } : t)) };
    }
    case 'deleteTab':
      requireTab(d, edit.tabId);
      return { ...d, tabs: d.tabs.filter(t => t.id !== edit.tabId), widgets: d.widgets.filter(w => w.tabId !== edit.tabId) };
    case 'addWidget': {
      requireTab(d, edit.widget.tabId);
      const { w, h } = parseWidgetSize(edit.widget.size);
      // At the front: top left of its tab; the tab's other widgets move down by its height.
      const widget: DashboardWidget = { ...edit.widget, size: formatWidgetSize(w, h), position: { x: 0, y: 0 }, details: { ...edit.widget.details } };
      const shifted = d.widgets.map(x => (x.tabId === widget.tabId ? { ...x, position: { ...x.position, y: x.position.y + h } } : x));
      return { ...d, widgets: [widget, ...shifted] };
    }
    case 'layout': {
      requireTab(d, edit.tabId);
      const byId = new Map(edit.items.map(i => [i.i, i]));
      return {
        ...d,
        widgets: d.widgets.map(x => {
          const item = x.tabId === edit.tabId ? byId.get(x.id) : undefined;
          if (!item) return x;
          const w = Math.min(GRID_COLUMNS, Math.max(1, Math.round(item.w)));
          const pos = { x: Math.min(GRID_COLUMNS - w, Math.max(0, Math.round(item.x))), y: Math.max(0, Math.round(item.y)) };
          return { ...x, size: formatWidgetSize(w, item.h), position: pos };
        }),
      };
    }
    case 'updateWidget': {
      requireWidget(d, edit.widgetId);
      return {
        ...d,
        widgets: d.widgets.map(x =>
          x.id === edit.widgetId
            ? {
                ...x,
                ...(edit.title !== undefined ? { title: edit.title.trim() } : {}),
                ...(edit.details !== undefined ? { details: { ...edit.details } } : {}),
              }
            : x,
        ),
      };
    }
    case 'deleteWidget':
      requireWidget(d, edit.widgetId);
      return { ...d, widgets: d.widgets.filter(x => x.id !== edit.widgetId) };
    case 'saveConfig':
      return { ...d, config: { ...d.config, ...edit.config } };
    case 'restore':
      return structuredCloneDashboard(edit.defaults);
  }
}

function structuredCloneDashboard(d: Dashboard): Dashboard {
  return JSON.parse(JSON.stringify(d)) as Dashboard;
}

/** True when the grid's layout differs from the stored sizes and positions of the tab's widgets. */
export function layoutDiffers(d: Dashboard, tabId: string, items: readonly LayoutItem[]): boolean {
  const byId = new Map(items.map(i => [i.i, i]));
  return d.widgets.some(w => {
    if (w.tabId !== tabId) return false;
    const i = byId.get(w.id);
    if (!i) return false;
    const s = parseWidgetSize(w.size);
    return i.x !== w.position.x || i.y !== w.position.y || i.w !== s.w || i.h !== s.h;
  });
}

/** A new id for a tab or widget, unique among `taken`. */
export function newId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (;;) {
    const id = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    if (!used.has(id)) return id;
  }
}

/**
 * The grid's copy of the dashboard while saves are in flight. A layout edit shows at once and keeps the copy
 * from before it; a failed save puts that copy back (spec 001 §4: resize and reposition roll back).
 */
export interface GridState {
  dashboard: Dashboard | null;
  previous: Dashboard | null;
}
export type GridAction =
  { type: 'loaded'; dashboard: Dashboard } | { type: 'optimistic'; dashboard: Dashboard } | { type: 'saved'; dashboard: Dashboard } | { type: 'saveFailed' };

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'loaded':
      // A reload while a save is in flight would undo the optimistic copy; keep it until the save ends. The
      // dashboard already shown comes back as the same state, so the grid and its widgets are not drawn again.
      return state.previous || state.dashboard === action.dashboard ? state : { dashboard: action.dashboard, previous: null };
    case 'optimistic':
      return { dashboard: action.dashboard, previous: state.previous ?? state.dashboard };
    case 'saved':
      return { dashboard: action.dashboard, previous: null };
    case 'saveFailed':
      return state.previous ? { dashboard: state.previous, previous: null } : state;
  }
}
