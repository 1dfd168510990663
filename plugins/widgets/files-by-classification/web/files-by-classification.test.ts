import { DEFAULT_CHART_DETAILS, shapeChartBuckets } from '@fathom/sdk/api/chart';
import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { classificationCaption, selectByClassification } from './select';

const stats = {
  byClassification: [
    { key: 'U.S. Personal Data', files: 3, bytes: 300 },
    { key: 'Unclassified', files: 9, bytes: 900 },
    { key: 'Credit Cards', files: 1, bytes: 50 },
  ],
};
const contributions = () => widgetTypesOf(plugin);

describe('files by classification', () => {
  it('selects classifications including Unclassified, which showUnclassified can hide', () => {
    const buckets = selectByClassification(stats);
    expect(buckets.map(b => b.key)).toEqual(['U.S. Personal Data', 'Unclassified', 'Credit Cards']);
    expect(shapeChartBuckets(buckets, { ...DEFAULT_CHART_DETAILS, showUnclassified: false }).buckets.map(b => b.key)).toEqual([
      'Credit Cards',
      'U.S. Personal Data',
    ]);
  });
  it("states the policy's confidence threshold behind the counts", () => {
    expect(classificationCaption({ classificationMinConfidence: 0.5 })).toBe("Confidence ≥ 50 % (the policy's threshold)");
    expect(classificationCaption({})).toBe("Confidence ≥ 50 % (the policy's threshold)");
  });
  it('contributes a chart type with the unclassified switch and the validity rule', () => {
    const [c] = contributions();
    expect(c.type).toBe('files-by-classification');
    expect(c.detailsSchema.some(f => f.key === 'showUnclassified')).toBe(true);
    expect(c.valid(c.defaultDetails)).toBe(true);
    expect(c.valid({ chartType: 'horizontalBar' })).toBe(false);
  });
});
