import { shapeChartBuckets } from '@fathom/sdk/api/chart';
import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { DATE_CHART_DEFAULTS } from './defaults';
import { selectByAge } from './select';

const stats = {
  byModifyAge: [
    { key: '>4', files: 2, bytes: 20 },
    { key: '<1', files: 5, bytes: 50 },
    { key: 'unknown', files: 1, bytes: 1 },
  ],
  byAccessAge: [{ key: '1-2', files: 7, bytes: 70 }],
  byCreateAge: [],
};
const contributions = () => widgetTypesOf(plugin);

describe('files by date', () => {
  it('gives the six age buckets in the spec order for the chosen time', () => {
    const buckets = selectByAge(stats, 'modification');
    expect(buckets.map(b => b.label)).toEqual(['Under 1 year', '1-2 years', '2-3 years', '3-4 years', 'Over 4 years', 'unknown']);
    expect(buckets.map(b => b.files)).toEqual([5, 0, 0, 0, 2, 1]);
    expect(selectByAge(stats, 'lastAccessed').find(b => b.key === '1-2')!.bytes).toBe(70);
    expect(selectByAge(stats, 'creation').every(b => b.files === 0)).toBe(true);
  });
  it('keeps the natural order when ordered by label, and drops empty buckets', () => {
    expect(shapeChartBuckets(selectByAge(stats, 'modification'), DATE_CHART_DEFAULTS).buckets.map(b => b.key)).toEqual(['<1', '>4', 'unknown']);
  });
  it('contributes three chart types sharing everything but the file time', () => {
    const cs = contributions();
    expect(cs.map(c => c.type)).toEqual(['files-by-modification-date', 'files-by-last-accessed-date', 'files-by-creation-date']);
    for (const c of cs) {
      expect(c.valid(c.defaultDetails)).toBe(true);
      expect(c.valid({ ...c.defaultDetails, chartVariant: 'table' })).toBe(false);
    }
  });
});
