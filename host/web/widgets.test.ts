import { WidgetTypes, type WidgetTypeContribution } from '@fathom/sdk/web';
import { defaultDashboard, isValidWidget, parseWidgetSize, WIDGET_TYPES } from '@fathom/sdk/api/dashboard';
import { WIDGET_PLUGINS } from './widgets';

function contributions(): WidgetTypeContribution[] {
  const out: WidgetTypeContribution[] = [];
  for (const p of WIDGET_PLUGINS) p.register?.({ provide() { throw new Error(`${p.id} provides a service`); }, contribute: (point: unknown, c: any) => { if (point === WidgetTypes) out.push(c); } } as any);
  return out;
}

describe('widget plugins', () => {
  const all = contributions();
  it('contribute every widget type of the spec exactly once', () => {
    expect(all.map(c => c.type).sort()).toEqual(Object.values(WIDGET_TYPES).sort());
    expect(new Set(WIDGET_PLUGINS.map(p => p.id)).size).toBe(WIDGET_PLUGINS.length);
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
    const byType = new Map(all.map(c => [c.type, c]));
    for (const w of defaultDashboard({ welcomeUrl: 'https://example.org' }).widgets) {
      expect([w.id, isValidWidget(w, new Set(byType.keys())) && byType.get(w.widgetType)!.valid(w.details)]).toEqual([w.id, true]);
    }
  });
  it('load a component for every type', async () => {
    for (const c of all) expect(typeof (await c.load()).default).toBe('function');
  });
});
