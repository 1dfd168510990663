/**
 * PID_DASHBOARD (spec 001 §3, §4): a user's dashboard on a node — config, tabs, widgets — the default
 * dashboards per tab, and the rule that decides whether a widget can be shown.
 */
import { DEFAULT_CHART_DETAILS, DEFAULT_GROWTH_DETAILS } from './chart';
import { NEW_DASHBOARD_CONFIG } from './esg';

export type Currency = 'dollar' | 'euro';
export const CURRENCIES: Currency[] = ['dollar', 'euro'];

/** ESG estimator settings; see sdk/api/esg.ts for their meaning and the defaults applied when missing. */
export interface DashboardConfig {
  /** Years without modification after which data counts as obsolete. */
  oldData?: number;
  /** kg of CO2 emitted per TB stored per year. */
  kgsOfCo2?: number;
  currency?: Currency;
  /** Price of one kg of CO2 in the selected currency. */
  selectedCurrencyCost?: number;
  /** Storage price per TB per year in the selected currency. */
  storageCost?: number;
  /** File categories that count as trivial data (temporary files, logs, ...). */
  trivialData?: string[];
}

export interface DashboardTabDef {
  id: string;
  title: string;
}
export interface WidgetPosition {
  x: number;
  y: number;
}
export interface DashboardWidget {
  id: string;
  title: string;
  tabId: string;
  widgetType: string;
  /** 'WxH' on the 12-column grid, e.g. '4x2'. */
  size: string;
  position: WidgetPosition;
  details: Record<string, unknown>;
}
export interface Dashboard {
  config: DashboardConfig;
  tabs: DashboardTabDef[];
  widgets: DashboardWidget[];
}

export const GRID_COLUMNS = 12;
export const DEFAULT_WIDGET_SIZE = { w: 2, h: 1 } as const;
export const WIDGET_SIZES = ['4x2', '6x2', '8x2', '12x2', '12x4', '12x7'] as const;
/** Widgets reload their data every 15 s while visible (spec 001 §4, §9). */
export const WIDGET_REFRESH_MS = 15000;
export const WIDGET_TITLE_BAR_HEIGHT = '2.75rem';

/**
 * What the dashboard needs of a widget type (the WidgetTypes contributions carry it): its id, whether it is drawn as
 * a chart (its details then carry a chart type and variant, and the grid preloads the chart library), and its rule
 * for valid details.
 */
export interface WidgetTypeDescriptor {
  type: string;
  chart?: boolean;
  valid(details: unknown): boolean;
}

export const TASK_STATUS_TABS = ['all', 'pending', 'postponed', 'solved'] as const;
export const EVENT_SOURCES = ['all', 'system', 'scan', 'action', 'security'] as const;

/** Spec 001 §4: valid when a contributed type has the widget's type and accepts its details (chart types: chart type and variant known). */
export function isValidWidget(widget: Pick<DashboardWidget, 'widgetType' | 'details'>, types: readonly WidgetTypeDescriptor[]): boolean {
  const type = types.find(t => t.type === widget.widgetType);
  return !!type && type.valid(widget.details);
}

/** '4x2' → { w: 4, h: 2 }; anything unusable gives the default 2x1; width is kept within the 12 columns. */
export function parseWidgetSize(size: unknown): { w: number; h: number } {
  const m = typeof size === 'string' ? /^\s*(\d{1,2})\s*x\s*(\d{1,2})\s*$/i.exec(size) : null;
  if (!m) return { ...DEFAULT_WIDGET_SIZE };
  const w = Math.min(GRID_COLUMNS, Math.max(1, Number(m[1])));
  const h = Math.max(1, Number(m[2]));
  return { w, h };
}
export function formatWidgetSize(w: number, h: number): string {
  return `${Math.max(1, Math.round(w))}x${Math.max(1, Math.round(h))}`;
}

/** Reads a stored or received dashboard, accepting the wire alias tab_id and dropping malformed entries. */
export function normalizeDashboard(raw: unknown): Dashboard {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const tabs = Array.isArray(r.tabs)
    ? r.tabs
        .filter(isObject)
        .filter(t => typeof t.id === 'string' && t.id)
        .map(t => ({ id: String(t.id), title: typeof t.title === 'string' ? t.title : String(t.id) }))
    : [];
  const widgets = Array.isArray(r.widgets)
    ? r.widgets.filter(isObject).flatMap((w): DashboardWidget[] => {
        const tabId = (w.tabId ?? w.tab_id) as unknown;
        if (typeof w.id !== 'string' || typeof tabId !== 'string' || typeof w.widgetType !== 'string') return [];
        const pos = isObject(w.position) ? w.position : {};
        const { w: width, h } = parseWidgetSize(w.size);
        return [
          {
            id: w.id,
            title: typeof w.title === 'string' ? w.title : '',
            tabId,
            widgetType: w.widgetType,
            size: formatWidgetSize(width, h),
            position: { x: clampInt(pos.x, 0, GRID_COLUMNS - 1), y: clampInt(pos.y, 0, 10000) },
            details: isObject(w.details) ? w.details : {},
          },
        ];
      })
    : [];
  const config = isObject(r.config) ? (r.config as DashboardConfig) : {};
  return { config, tabs, widgets };
}
function isObject(v: unknown): v is Record<string, any> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}
function clampInt(v: unknown, min: number, max: number): number {
  const n = Math.round(Number(v));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
}

/** The dashboard section's tabs (spec 001 §2) with their titles. */
export const DEFAULT_TABS: DashboardTabDef[] = [
  { id: 'welcome', title: 'Welcome' },
  { id: 'main', title: 'Main' },
  { id: 'esg', title: 'ESG' },
  { id: 'it', title: 'IT' },
  { id: 'status', title: 'Status' },
  { id: 'events', title: 'Events' },
  { id: 'information', title: 'Information' },
];

type Seed = [type: string, title: string, size: string, details?: Record<string, unknown>];
const chart = (extra: Record<string, unknown> = {}) => ({ ...DEFAULT_CHART_DETAILS, ...extra });
/** Default widgets per tab, by widget type id, placed left to right, top to bottom. */
const DEFAULT_WIDGETS: Record<string, Seed[]> = {
  main: [
    ['total-data', 'Total data', '4x2'],
    ['duplicate-count', 'Duplicate count', '4x2'],
    ['last-accessed', 'Last accessed', '4x2'],
    ['files-by-category', 'Files by category', '6x4', chart()],
    ['files-by-classification', 'Files by classification', '6x4', chart({ chartType: 'horizontalBar', orderBy: 'size', order: 'descending' })],
    ['data-growth', 'Data growth', '12x4', { ...DEFAULT_GROWTH_DETAILS }],
    ['files-by-modification-date', 'Files by modification date', '6x4', chart({ chartType: 'verticalBar', orderBy: 'label' })],
    ['data-owners', 'Data owners', '6x4', chart({ chartType: 'horizontalBar', order: 'descending', amountOfResults: 10, combinedOtherResults: true })],
  ],
  esg: [
    ['esg', 'ESG', '12x2'],
    ['total-digital-waste', 'Total digital waste', '4x2'],
    ['data-cleanup', 'Data cleanup', '4x2'],
    ['data-breach', 'Data breach', '4x2'],
    ['projected-data-growth', 'Projected data growth', '12x4'],
  ],
  it: [
    ['data-by-location-name', 'Data by location name', '6x4', chart({ chartType: 'verticalBar' })],
    ['files-by-last-accessed-date', 'Files by last-accessed date', '6x4', chart({ chartType: 'verticalBar', orderBy: 'label' })],
    ['files-by-creation-date', 'Files by creation date', '6x4', chart({ chartType: 'verticalBar', orderBy: 'label' })],
    ['permissions', 'Permissions', '6x4', chart({ order: 'descending' })],
    ['basic-data-growth', 'Basic data growth', '8x2'],
    ['malicious-files', 'Malicious files', '4x2'],
  ],
  status: [['task-status', 'Task status', '12x7', { selectedTab: 'all' }]],
  events: [['events', 'Events', '12x7', { eventSource: 'all' }]],
  information: [
    ['system-information', 'System information', '6x4'],
    ['data-sources', 'Data sources', '6x4'],
  ],
};

/** Places sized items row by row on the 12-column grid. */
export function packPositions(sizes: { w: number; h: number }[]): WidgetPosition[] {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  return sizes.map(({ w, h }) => {
    if (x + w > GRID_COLUMNS) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    const pos = { x, y };
    x += w;
    rowHeight = Math.max(rowHeight, h);
    return pos;
  });
}

/** The default widgets of one tab (ids are stable per tab so a restore gives the same dashboard). */
export function defaultWidgetsForTab(tabId: string, opts: { welcomeUrl?: string } = {}): DashboardWidget[] {
  const seeds: Seed[] =
    tabId === 'welcome' ? (opts.welcomeUrl ? [['embedded-page', 'Welcome', '12x7', { url: opts.welcomeUrl }]] : []) : (DEFAULT_WIDGETS[tabId] ?? []);
  const sizes = seeds.map(s => parseWidgetSize(s[2]));
  const positions = packPositions(sizes);
  return seeds.map(([widgetType, title, size, details], i) => ({
    id: `${tabId}-${i + 1}-${widgetType}`,
    title,
    tabId,
    widgetType,
    size,
    position: positions[i],
    details: { ...(details ?? {}) },
  }));
}

/**
 * A first-time user's dashboard, also what 'Restore dashboard' re-creates (spec 001 §4). The welcome variant,
 * with the Welcome tab first, applies when a welcome address is configured.
 */
export function defaultDashboard(opts: { welcomeUrl?: string } = {}): Dashboard {
  const tabs = DEFAULT_TABS.filter(t => t.id !== 'welcome' || !!opts.welcomeUrl).map(t => ({ ...t }));
  return { config: { ...NEW_DASHBOARD_CONFIG }, tabs, widgets: tabs.flatMap(t => defaultWidgetsForTab(t.id, opts)) };
}

export const MAX_TAB_TITLE = 256;
export const MAX_WIDGETS = 200;

/**
 * Problems that make a dashboard unfit to store (the server refuses it with a ValidationError): duplicate or
 * missing ids, widgets on unknown tabs, sizes or positions outside the 12 columns, unusable config values.
 * Unknown widget types are allowed: a type can come back when its plugin is installed again.
 */
export function dashboardProblems(raw: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(raw)) return ['The dashboard must be an object with config, tabs and widgets.'];
  const tabs = raw.tabs;
  const widgets = raw.widgets;
  if (!Array.isArray(tabs)) problems.push('tabs must be a list.');
  if (!Array.isArray(widgets)) problems.push('widgets must be a list.');
  if (problems.length) return problems;
  const tabIds = new Set<string>();
  (tabs as unknown[]).forEach((t, i) => {
    if (!isObject(t) || typeof t.id !== 'string' || !t.id) {
      problems.push(`Tab ${i + 1} has no id.`);
      return;
    }
    if (tabIds.has(t.id)) problems.push(`Tab id ${t.id} is used twice.`);
    tabIds.add(t.id);
    if (typeof t.title !== 'string' || !t.title.trim()) problems.push(`Tab ${t.id} needs a title.`);
    else if (t.title.length > MAX_TAB_TITLE) problems.push(`Tab ${t.id}: the title is longer than ${MAX_TAB_TITLE} characters.`);
  });
  if ((widgets as unknown[]).length > MAX_WIDGETS) problems.push(`A dashboard holds at most ${MAX_WIDGETS} widgets.`);
  const widgetIds = new Set<string>();
  (widgets as unknown[]).forEach((w, i) => {
    if (!isObject(w) || typeof w.id !== 'string' || !w.id) {
      problems.push(`Widget ${i + 1} has no id.`);
      return;
    }
    if (widgetIds.has(w.id)) problems.push(`Widget id ${w.id} is used twice.`);
    widgetIds.add(w.id);
    const tabId = w.tabId ?? w.tab_id;
    if (typeof tabId !== 'string' || !tabIds.has(tabId)) problems.push(`Widget ${w.id} is on a tab that does not exist.`);
    if (typeof w.widgetType !== 'string' || !w.widgetType) problems.push(`Widget ${w.id} has no widgetType.`);
    const m = typeof w.size === 'string' ? /^(\d{1,2})x(\d{1,2})$/.exec(w.size) : null;
    if (!m || Number(m[1]) < 1 || Number(m[1]) > GRID_COLUMNS || Number(m[2]) < 1) {
      problems.push(`Widget ${w.id}: size must be WxH with W from 1 to ${GRID_COLUMNS}.`);
      return;
    }
    const pos = isObject(w.position) ? w.position : null;
    if (!pos || !Number.isInteger(pos.x) || !Number.isInteger(pos.y) || pos.x < 0 || pos.y < 0)
      problems.push(`Widget ${w.id}: position needs whole x and y from 0.`);
    else if (pos.x + Number(m[1]) > GRID_COLUMNS) problems.push(`Widget ${w.id} does not fit in the ${GRID_COLUMNS} columns.`);
    if (w.details !== undefined && !isObject(w.details)) problems.push(`Widget ${w.id}: details must be an object.`);
  });
  const c = raw.config;
  if (c !== undefined) {
    if (!isObject(c)) problems.push('config must be an object.');
    else {
      for (const key of ['oldData', 'kgsOfCo2', 'selectedCurrencyCost', 'storageCost'] as const) {
        if (c[key] !== undefined && !(typeof c[key] === 'number' && Number.isFinite(c[key]) && c[key] >= 0))
          problems.push(`config.${key} must be a number of at least 0.`);
      }
      if (c.currency !== undefined && !CURRENCIES.includes(c.currency)) problems.push('config.currency must be dollar or euro.');
      if (c.trivialData !== undefined && !(Array.isArray(c.trivialData) && c.trivialData.every((s: unknown) => typeof s === 'string')))
        problems.push('config.trivialData must be a list of categories.');
    }
  }
  return problems;
}
