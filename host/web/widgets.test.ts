import { WidgetTypes, type WidgetTypeContribution } from '@fathom/sdk/web';
import { defaultDashboard, isValidWidget, parseWidgetSize } from '@fathom/sdk/api/dashboard';
import { WIDGET_PLUGINS } from './widgets';

/** The widget types of spec 001 §4 and, among them, the ones drawn as charts. */
const CHARTS = [
  'data-by-location-name',
  'files-by-modification-date',
  'files-by-last-accessed-date',
  'files-by-creation-date',
  'files-by-category',
  'files-by-classification',
  'permissions',
  'data-owners',
  'data-growth',
];
const SPEC_TYPES = [
  ...CHARTS,
  'events',
  'system-information',
  'data-sources',
  'task-status',
  'console',
  'query',
  'basic-data-growth',
  'esg',
  'data-cleanup',
  'data-breach',
  'duplicate-count',
  'total-data',
  'projected-data-growth',
  'total-digital-waste',
  'last-accessed',
  'personal-info',
  'malicious-files',
  'embedded-page',
];

function contributions(): WidgetTypeContribution[] {
  const out: WidgetTypeContribution[] = [];
  for (const p of WIDGET_PLUGINS)
    p.register?.({
      provide() {
        throw new Error(`${p.id} provides a service`);
      },
      contribute: (point: unknown, c: any) => {
        if (point === WidgetTypes) out.push(c);
      },
    } as any);
  return out;
}

describe('widget plugins', () => {
  const all = contributions();
  it('contribute every widget type of the spec exactly once', () => {
    expect(all.map(c => c.type).sort()).toEqual([...SPEC_TYPES].sort());
    expect(new Set(WIDGET_PLUGINS.map(p => p.id)).size).toBe(WIDGET_PLUGINS.length);
  });
  it('say which of them are charts, and a chart needs a known chart type and variant', () => {
    expect(
      all
        .filter(c => c.chart)
        .map(c => c.type)
        .sort(),
    ).toEqual([...CHARTS].sort());
    for (const c of all.filter(t => t.chart))
      expect([c.type, c.valid({ chartType: 'radar', chartVariant: 'chart' }), c.valid(c.defaultDetails)]).toEqual([c.type, false, true]);
  });
  it('have valid defaults, a size on the 12-column grid and an editor schema', () => {
    for (const c of all) {
      expect([c.type, c.valid(c.defaultDetails)]).toEqual([c.type, true]);
      expect(parseWidgetSize(c.defaultSize).w).toBeLessThanOrEqual(12);
      expect(Array.isArray(c.detailsSchema)).toBe(true);
      expect(c.title.length).toBeGreaterThan(0);
    }
  });
  it('make every default dashboard widget valid', () => {
    for (const w of defaultDashboard({ welcomeUrl: 'https://example.org' }).widgets) {
      expect([w.id, isValidWidget(w, all)]).toEqual([w.id, true]);
    }
  });
  it('load a component for every type', async () => {
    for (const c of all) expect(typeof (await c.load()).default).toBe('function');
  });
});
