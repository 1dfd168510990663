import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { breachFigures, personalClassificationsOf } from './figures';

const base = {
  totals: { files: 1000, bytes: 10_000, directories: 1 },
  byCategory: [
    { key: 'Documents', files: 100, bytes: 1000 },
    { key: 'Images', files: 900, bytes: 9000 },
  ],
};
const contributions = () => widgetTypesOf(plugin);

describe('data breach', () => {
  it('uses personal data classifications when scans found them', () => {
    const stats = {
      ...base,
      byClassification: [
        { key: 'U.S. Personal Data', files: 7, bytes: 700 },
        { key: 'Unclassified', files: 993, bytes: 9300 },
      ],
    };
    expect(personalClassificationsOf(stats)).toEqual(['U.S. Personal Data']);
    expect(breachFigures(stats).map(f => [f.label, f.value, f.note])).toEqual([
      ['Personal data', '700 Bytes', '7.0% of all data'],
      ['Files exposed', '7', 'From classifications, confidence ≥ 50 %'],
    ]);
  });
  it('assumes 0.23 of document size without classifications', () => {
    const f = breachFigures({ ...base, byClassification: [{ key: 'Unclassified', files: 1000, bytes: 10_000 }] });
    expect(f.map(x => [x.label, x.value])).toEqual([
      ['Personal data (estimated)', '230 Bytes'],
      ['Files exposed', '23'],
    ]);
  });
  it('is valid with any details object', () => {
    const [c] = contributions();
    expect(c.type).toBe('data-breach');
    expect(c.valid({})).toBe(true);
  });
});
