import {
  dashboardProblems,
  defaultDashboard,
  defaultWidgetsForTab,
  GRID_COLUMNS,
  isValidWidget,
  normalizeDashboard,
  packPositions,
  parseWidgetSize,
  WIDGET_REFRESH_MS,
  type WidgetTypeDescriptor,
} from './dashboard';
import { DEFAULT_CHART_DETAILS, validChartDetails } from './chart';

describe('sizes', () => {
  it('parses WxH and defaults to 2x1', () => {
    expect(parseWidgetSize('12x7')).toEqual({ w: 12, h: 7 });
    expect(parseWidgetSize('4X2')).toEqual({ w: 4, h: 2 });
    expect(parseWidgetSize('bad')).toEqual({ w: 2, h: 1 });
    expect(parseWidgetSize('40x2')).toEqual({ w: 12, h: 2 });
  });
  it('packs row by row within 12 columns', () => {
    expect(
      packPositions([
        { w: 4, h: 2 },
        { w: 8, h: 3 },
        { w: 6, h: 1 },
      ]),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 0, y: 3 },
    ]);
  });
});

describe('validity (spec 001 §4)', () => {
  // Types as widget plugins contribute them: validity is each type's own rule.
  const known: WidgetTypeDescriptor[] = [
    { type: 'total-data', valid: d => !!d && typeof d === 'object' },
    { type: 'files-by-category', chart: true, valid: validChartDetails },
  ];
  it('needs a known type', () => {
    expect(isValidWidget({ widgetType: 'nope', details: {} }, known)).toBe(false);
    expect(isValidWidget({ widgetType: 'total-data', details: {} }, known)).toBe(true);
  });
  it('needs a known chart type and variant for chart widgets', () => {
    expect(isValidWidget({ widgetType: 'files-by-category', details: { ...DEFAULT_CHART_DETAILS } }, known)).toBe(true);
    expect(isValidWidget({ widgetType: 'files-by-category', details: { chartType: 'pie' } }, known)).toBe(false);
    expect(isValidWidget({ widgetType: 'files-by-category', details: { chartType: 'radar', chartVariant: 'chart' } }, known)).toBe(false);
  });
});

describe('defaults', () => {
  it('gives every dashboard tab except welcome without a welcome address', () => {
    const d = defaultDashboard();
    expect(d.tabs.map(t => t.id)).toEqual(['main', 'esg', 'it', 'status', 'events', 'information']);
    expect(d.config).toMatchObject({ oldData: 2, kgsOfCo2: 2000, storageCost: 10 });
    const ids = d.widgets.map(w => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const w of d.widgets) {
      expect(w.widgetType).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(w.position.x + parseWidgetSize(w.size).w).toBeLessThanOrEqual(GRID_COLUMNS);
    }
  });
  it('puts the welcome page first when a welcome address is configured', () => {
    const d = defaultDashboard({ welcomeUrl: 'https://example.org/welcome' });
    expect(d.tabs[0]).toEqual({ id: 'welcome', title: 'Welcome' });
    expect(defaultWidgetsForTab('welcome', { welcomeUrl: 'https://example.org/welcome' })[0]).toMatchObject({
      widgetType: 'embedded-page',
      size: '12x7',
      details: { url: 'https://example.org/welcome' },
    });
  });
  it('uses the spec defaults for files by category', () => {
    const w = defaultDashboard().widgets.find(x => x.widgetType === 'files-by-category')!;
    expect(w.details).toEqual(DEFAULT_CHART_DETAILS);
  });
  it('refreshes every 15 s', () => {
    expect(WIDGET_REFRESH_MS).toBe(15000);
  });
});

describe('normalizeDashboard', () => {
  it('accepts tab_id and drops malformed widgets', () => {
    const d = normalizeDashboard({
      tabs: [{ id: 't', title: 'T' }, { title: 'no id' }],
      widgets: [
        { id: 'w1', tab_id: 't', widgetType: 'total-data', size: '4x2', position: { x: 20, y: -1 } },
        { id: 'w2', widgetType: 'total-data' },
      ],
    });
    expect(d.tabs).toEqual([{ id: 't', title: 'T' }]);
    expect(d.widgets).toEqual([{ id: 'w1', title: '', tabId: 't', widgetType: 'total-data', size: '4x2', position: { x: 11, y: 0 }, details: {} }]);
  });
  it('gives an empty dashboard for garbage', () => {
    expect(normalizeDashboard('x')).toEqual({ config: {}, tabs: [], widgets: [] });
  });
});

describe('dashboardProblems', () => {
  it('accepts every default dashboard', () => {
    expect(dashboardProblems(defaultDashboard())).toEqual([]);
    expect(dashboardProblems(defaultDashboard({ welcomeUrl: 'https://example.org' }))).toEqual([]);
  });
  it('names each problem', () => {
    const bad = {
      config: { currency: 'yen', oldData: -1 },
      tabs: [
        { id: 't', title: 'T' },
        { id: 't', title: '' },
      ],
      widgets: [
        { id: 'a', tabId: 'x', widgetType: 'total-data', size: '4x2', position: { x: 0, y: 0 } },
        { id: 'a', tabId: 't', widgetType: 'total-data', size: '13x2', position: { x: 0, y: 0 } },
        { id: 'b', tabId: 't', widgetType: 'total-data', size: '6x2', position: { x: 8, y: 0 } },
      ],
    };
    expect(dashboardProblems(bad)).toEqual([
      'Tab id t is used twice.',
      'Tab t needs a title.',
      'Widget a is on a tab that does not exist.',
      'Widget id a is used twice.',
      'Widget a: size must be WxH with W from 1 to 12.',
      'Widget b does not fit in the 12 columns.',
      'config.oldData must be a number of at least 0.',
      'config.currency must be dollar or euro.',
    ]);
    expect(dashboardProblems([])).toEqual(['The dashboard must be an object with config, tabs and widgets.']);
  });
});
