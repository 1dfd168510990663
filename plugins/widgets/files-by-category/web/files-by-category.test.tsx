import { render, screen } from '@testing-library/react';
import type { WidgetTypeContribution } from '@fathom/sdk/web';
import { DEFAULT_CHART_DETAILS } from '@fathom/sdk/api/chart';
import { fakeConsole, widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import Widget from './Widget';
import { selectByCategory } from './select';

const node = { objectId: 'n1', parentId: null, name: 'Org', classId: 'client', tags: {} };
const stats = {
  objectId: 'n1',
  computedAt: 0,
  totals: { files: 6, bytes: 3000, directories: 1 },
  byCategory: [
    { key: 'Document', files: 4, bytes: 1000 },
    { key: 'Image', files: 2, bytes: 2000 },
  ],
  byClassification: [],
  byExtension: [],
  byLocation: [],
  byOwner: [],
  byPermission: [],
  byModifyAge: [],
  byCreateAge: [],
  byAccessAge: [],
  growth: [],
  lastAccess: { olderThan1Year: { files: 0, bytes: 0 }, olderThan5Years: { files: 0, bytes: 0 } },
  duplicates: { files: 0, wastedBytes: 0 },
};

function contribution(): WidgetTypeContribution {
  return widgetTypesOf(plugin)[0];
}

describe('files by category', () => {
  it('selects one bucket per category', () => {
    expect(selectByCategory(stats)).toEqual([
      { key: 'Document', label: 'Document', files: 4, bytes: 1000 },
      { key: 'Image', label: 'Image', files: 2, bytes: 2000 },
    ]);
  });
  it('contributes the type with the spec defaults and validity rule', () => {
    const c = contribution();
    expect(c.type).toBe('files-by-category');
    expect(c.defaultDetails).toEqual(DEFAULT_CHART_DETAILS);
    expect(c.valid(DEFAULT_CHART_DETAILS)).toBe(true);
    expect(c.valid({ ...DEFAULT_CHART_DETAILS, chartType: 'donut' })).toBe(false);
    expect(c.detailsSchema.map(f => f.key)).toEqual(['chartVariant', 'chartType', 'amountOfResults', 'combinedOtherResults', 'order', 'orderBy']);
  });
  it('draws legend and pie from PID_STATS', async () => {
    const fake = fakeConsole({ properties: { PID_STATS: stats } });
    render(fake.wrap(<Widget node={node} details={DEFAULT_CHART_DETAILS} title="t" size={{ w: 6, h: 4 }} />));
    expect(await screen.findByTestId('widget-chart')).toBeInTheDocument();
    expect(screen.getByText('0.98 KB')).toBeInTheDocument();
    expect(screen.getByText('1.95 KB')).toBeInTheDocument();
  });
  it('shows the empty state while the node has no stats', async () => {
    const fake = fakeConsole({ properties: {} });
    render(fake.wrap(<Widget node={node} details={DEFAULT_CHART_DETAILS} title="t" size={{ w: 6, h: 4 }} />));
    expect(await screen.findByTestId('widget-empty')).toHaveTextContent('No data');
  });
  it('says so when the user may not view the data', async () => {
    const { ApiError } = await import('@fathom/sdk/api');
    const fake = fakeConsole({
      properties: {
        PID_STATS: () => {
          throw new ApiError('NoPermission', 'no');
        },
      },
    });
    render(fake.wrap(<Widget node={node} details={DEFAULT_CHART_DETAILS} title="t" size={{ w: 6, h: 4 }} />));
    expect(await screen.findByTestId('widget-no-permission')).toHaveTextContent('You do not have permission to view this widget.');
  });
});
