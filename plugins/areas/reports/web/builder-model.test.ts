import { parseStatement } from '@fathom/sdk/api/search';
import { builderChart, builderFormats, builderStatement, emptyBuilder, newRule } from './builder-model';

describe('report builder', () => {
  it('a list: the chosen columns with their captions, conditions as in Discover', () => {
    const b = { ...emptyBuilder(), where: { condition: 'and' as const, rules: [{ ...newRule('name'), value: 'report-*' }] } };
    const text = builderStatement(b);
    expect(text).toBe(
      "SELECT name AS Name, parentPath AS 'Parent path', size AS Size, modifyTime AS Modified FROM STORE('HOME') WHERE name STARTS WITH 'report-'",
    );
    expect(parseStatement(text).columns).toHaveLength(4);
    expect(builderFormats(b)).toEqual({ Size: 'size' });
    expect(builderChart(b)).toBeUndefined();
  });

  it('a summary: groupings and measures, ordered by the groupings, a chart of the first measure', () => {
    const b = {
      ...emptyBuilder(),
      groupBy: ['extension', 'osOwner'],
      measures: [{ fn: 'SUM' as const, column: 'size' }, { fn: 'COUNT' as const }],
      where: { condition: 'and' as const, rules: [newRule('modifyTime')] },
      limit: 20,
    };
    const text = builderStatement(b);
    expect(text).toContain(
      "SELECT extension AS Extension, osOwner AS Owner, SUM(size) AS 'Total size', COUNT(*) AS Files FROM STORE('HOME') WHERE modifyTime < YEARS_AGO(1)",
    );
    expect(text).toContain('GROUP BY extension, osOwner ORDER BY 1 ASC, 2 ASC LIMIT 20');
    expect(parseStatement(text).groupBy).toHaveLength(2);
    expect(builderFormats(b)).toEqual({ 'Total size': 'size' });
    expect(builderChart(b)).toEqual({ chartType: 'stackedBar', labelColumn: 'Extension', valueColumn: 'Total size', seriesColumn: 'Owner' });
  });
});
