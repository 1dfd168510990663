import { defaultDashboard, type Dashboard } from '@fathom/sdk/api/dashboard';
import { applyEdit, DashboardEditError, gridReducer, layoutDiffers, newId, type GridState } from './edits';

const base = (): Dashboard => ({
  config: { oldData: 2 },
  tabs: [
    { id: 'a', title: 'A' },
    { id: 'b', title: 'B' },
  ],
  widgets: [
    { id: 'w1', title: 'One', tabId: 'a', widgetType: 'total-data', size: '4x2', position: { x: 0, y: 0 }, details: {} },
    { id: 'w2', title: 'Two', tabId: 'a', widgetType: 'duplicate-count', size: '4x2', position: { x: 4, y: 0 }, details: {} },
    { id: 'w3', title: 'Three', tabId: 'b', widgetType: 'esg', size: '12x2', position: { x: 0, y: 0 }, details: {} },
  ],
});

describe('tab edits', () => {
  it('adds a tab with a trimmed title', () => {
    expect(applyEdit(base(), { kind: 'addTab', tab: { id: 'c', title: ' C ' } }).tabs).toEqual([
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
      { id: 'c', title: 'C' },
    ]);
  });
  it('refuses an empty, too long or duplicate tab', () => {
    expect(() => applyEdit(base(), { kind: 'addTab', tab: { id: 'c', title: '  ' } })).toThrow('Field is required.');
    expect(() => applyEdit(base(), { kind: 'addTab', tab: { id: 'c', title: 'x'.repeat(257) } })).toThrow('The title is longer than 256 characters.');
    expect(() => applyEdit(base(), { kind: 'addTab', tab: { id: 'a', title: 'again' } })).toThrow('Field must be unique.');
  });
  it('renames a tab', () => {
    expect(applyEdit(base(), { kind: 'renameTab', tabId: 'b', title: 'Bee' }).tabs[1]).toEqual({ id: 'b', title: 'Bee' });
  });
  it('deleting a tab deletes its widgets', () => {
    const d = applyEdit(base(), { kind: 'deleteTab', tabId: 'a' });
    expect(d.tabs.map(t => t.id)).toEqual(['b']);
    expect(d.widgets.map(w => w.id)).toEqual(['w3']);
  });
  it('names a missing tab', () => {
    const e = (() => {
      try {
        applyEdit(base(), { kind: 'renameTab', tabId: 'zz', title: 'x' });
      } catch (x) {
        return x;
      }
    })() as DashboardEditError;
    expect(e).toBeInstanceOf(DashboardEditError);
    expect(e.errorName).toBe('TabNotFound');
    expect(e.message).toBe('Tab not found.');
  });
});

describe('widget edits', () => {
  it("adds a widget at the front and moves the tab's others down", () => {
    const d = applyEdit(base(), { kind: 'addWidget', widget: { id: 'n', title: 'New', tabId: 'a', widgetType: 'esg', size: '6x3', details: { x: 1 } } });
    expect(d.widgets[0]).toEqual({ id: 'n', title: 'New', tabId: 'a', widgetType: 'esg', size: '6x3', position: { x: 0, y: 0 }, details: { x: 1 } });
    expect(d.widgets.find(w => w.id === 'w2')!.position).toEqual({ x: 4, y: 3 });
    expect(d.widgets.find(w => w.id === 'w3')!.position).toEqual({ x: 0, y: 0 });
  });
  it('applies a layout change to sizes and positions of that tab only', () => {
    const d = applyEdit(base(), {
      kind: 'layout',
      tabId: 'a',
      items: [
        { i: 'w1', x: 2, y: 1, w: 6, h: 3 },
        { i: 'w3', x: 5, y: 5, w: 1, h: 1 },
      ],
    });
    expect(d.widgets[0]).toMatchObject({ size: '6x3', position: { x: 2, y: 1 } });
    expect(d.widgets[2]).toMatchObject({ size: '12x2', position: { x: 0, y: 0 } });
  });
  it('keeps a layout inside the 12 columns', () => {
    const d = applyEdit(base(), { kind: 'layout', tabId: 'a', items: [{ i: 'w1', x: 10, y: 0, w: 4, h: 2 }] });
    expect(d.widgets[0]).toMatchObject({ size: '4x2', position: { x: 8, y: 0 } });
  });
  it('updates title and details, deletes a widget', () => {
    const d = applyEdit(base(), { kind: 'updateWidget', widgetId: 'w2', title: ' Dups ', details: { a: 1 } });
    expect(d.widgets[1]).toMatchObject({ title: 'Dups', details: { a: 1 } });
    expect(applyEdit(base(), { kind: 'deleteWidget', widgetId: 'w2' }).widgets.map(w => w.id)).toEqual(['w1', 'w3']);
    expect(() => applyEdit(base(), { kind: 'deleteWidget', widgetId: 'nope' })).toThrow('Widget not found.');
  });
  it('saves the config and restores the defaults', () => {
    expect(applyEdit(base(), { kind: 'saveConfig', config: { currency: 'euro', trivialData: ['Logs'] } }).config).toEqual({
      oldData: 2,
      currency: 'euro',
      trivialData: ['Logs'],
    });
    expect(applyEdit(base(), { kind: 'restore', defaults: defaultDashboard() })).toEqual(defaultDashboard());
  });
  it('never mutates its input', () => {
    const d = base();
    const copy = JSON.parse(JSON.stringify(d));
    applyEdit(d, { kind: 'layout', tabId: 'a', items: [{ i: 'w1', x: 3, y: 3, w: 3, h: 3 }] });
    applyEdit(d, { kind: 'deleteTab', tabId: 'a' });
    expect(d).toEqual(copy);
  });
  it('detects a real layout change', () => {
    expect(
      layoutDiffers(base(), 'a', [
        { i: 'w1', x: 0, y: 0, w: 4, h: 2 },
        { i: 'w2', x: 4, y: 0, w: 4, h: 2 },
      ]),
    ).toBe(false);
    expect(layoutDiffers(base(), 'a', [{ i: 'w1', x: 0, y: 2, w: 4, h: 2 }])).toBe(true);
  });
  it('makes unique ids', () => {
    const id = newId('tab', ['tab-x']);
    expect(id).toMatch(/^tab-/);
    expect(id).not.toBe('tab-x');
  });
});

describe('gridReducer: optimistic layout and rollback', () => {
  const empty: GridState = { dashboard: null, previous: null };
  it('shows a layout change at once and rolls back to the earlier copy when the save fails', () => {
    const loaded = gridReducer(empty, { type: 'loaded', dashboard: base() });
    const moved = applyEdit(base(), { kind: 'layout', tabId: 'a', items: [{ i: 'w1', x: 6, y: 0, w: 6, h: 4 }] });
    const optimistic = gridReducer(loaded, { type: 'optimistic', dashboard: moved });
    expect(optimistic.dashboard).toBe(moved);
    const failed = gridReducer(optimistic, { type: 'saveFailed' });
    expect(failed).toEqual({ dashboard: base(), previous: null });
  });
  it('keeps the first earlier copy across several quick changes', () => {
    const loaded = gridReducer(empty, { type: 'loaded', dashboard: base() });
    const one = gridReducer(loaded, { type: 'optimistic', dashboard: applyEdit(base(), { kind: 'deleteWidget', widgetId: 'w1' }) });
    const two = gridReducer(one, { type: 'optimistic', dashboard: applyEdit(base(), { kind: 'deleteWidget', widgetId: 'w2' }) });
    expect(gridReducer(two, { type: 'saveFailed' }).dashboard).toEqual(base());
  });
  it('keeps the optimistic copy when a reload arrives during the save, and takes the saved copy after', () => {
    const moved = applyEdit(base(), { kind: 'deleteWidget', widgetId: 'w1' });
    const s = gridReducer(gridReducer(gridReducer(empty, { type: 'loaded', dashboard: base() }), { type: 'optimistic', dashboard: moved }), {
      type: 'loaded',
      dashboard: base(),
    });
    expect(s.dashboard).toBe(moved);
    expect(gridReducer(s, { type: 'saved', dashboard: moved })).toEqual({ dashboard: moved, previous: null });
  });
  it('keeps its state when the dashboard already shown is loaded again, so nothing is drawn twice', () => {
    const dashboard = base();
    const loaded = gridReducer(empty, { type: 'loaded', dashboard });
    expect(gridReducer(loaded, { type: 'loaded', dashboard })).toBe(loaded);
    expect(gridReducer(loaded, { type: 'loaded', dashboard: base() }).dashboard).toEqual(dashboard);
  });
  it('ignores a failure with nothing to roll back', () => {
    const loaded = gridReducer(empty, { type: 'loaded', dashboard: base() });
    expect(gridReducer(loaded, { type: 'saveFailed' })).toBe(loaded);
  });
});
