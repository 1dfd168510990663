/**
 * The standard reports: global and read-only, each one statement of the search language over the index, run on the
 * node the report is opened on (STORE(HOME)). Sizes read in 1024-based units; the age buckets are spec 001 §9's
 * (under 1, 1-2, 2-3, 3-4, over 4 years, unknown; last access older than 1 year, older than 5 years).
 * dupCount counts the other live copies of a file's content, so a file's share of the space a clean-up would save
 * is size * dupCount / (dupCount + 1): every copy but one.
 */
import type { ChartType } from '@fathom/sdk/api/chart';
import type { ColumnFormat, ReportSettings } from './api';

const ageBuckets = (column: string) =>
  `IF(${column} IS NULL, 'Unknown', IF(${column} >= YEARS_AGO(1), 'Under 1 year', IF(${column} >= YEARS_AGO(2), '1-2 years', ` +
  `IF(${column} >= YEARS_AGO(3), '2-3 years', IF(${column} >= YEARS_AGO(4), '3-4 years', 'Over 4 years')))))`;
const accessBuckets = (column: string) =>
  `IF(${column} IS NULL, 'Unknown', IF(${column} < YEARS_AGO(5), 'Older than 5 years', IF(${column} < YEARS_AGO(1), 'Older than 1 year', 'Within 1 year')))`;
/** Newest bucket first, unknown last. */
const byAge = (column: string) => `MAX(${column}) DESC NULLS LAST`;
const SAVED = 'size * dupCount / (dupCount + 1)';

interface Standard {
  id: string;
  name: string;
  description: string;
  statement: string;
  formats?: Record<string, ColumnFormat>;
  chart?: { chartType: ChartType; labelColumn: string; valueColumn: string; seriesColumn?: string };
  landscape?: boolean;
}

const overview = (id: string, name: string, column: string, caption: string, buckets: string, description: string): Standard => ({
  id,
  name,
  description,
  statement: `SELECT service AS Source, ${buckets} AS '${caption}', COUNT(*) AS Files, SUM(size) AS 'Total size'
FROM STORE(HOME) GROUP BY 1, 2 ORDER BY 1, ${byAge(column)}`,
  formats: { 'Total size': 'size' },
  chart: { chartType: 'stackedBar', labelColumn: 'Source', valueColumn: 'Total size', seriesColumn: caption },
});

const byClassification = (id: string, name: string, second: string, caption: string, order: string, description: string): Standard => ({
  id,
  name,
  description,
  statement: `SELECT classification AS Classification, ${second} AS '${caption}', COUNT(*) AS Files, SUM(size) AS 'Total size', SUM(hitCount) AS Hits
FROM STORE(HOME) WHERE classification IS NOT NULL GROUP BY 1, 2 ORDER BY 1, ${order}`,
  formats: { 'Total size': 'size' },
  chart: { chartType: 'stackedBar', labelColumn: 'Classification', valueColumn: 'Files', seriesColumn: caption },
  landscape: true,
});

const STANDARD: Standard[] = [
  {
    id: 'data-sources-overview',
    name: 'Data sources overview',
    description: 'Files, folders, size and the latest change of each data source.',
    statement: `SELECT service AS Source, COUNT(*) AS Files, COUNT(DISTINCT parentPath) AS Folders, SUM(size) AS 'Total size',
  SUM(IF(classification IS NOT NULL, 1, 0)) AS 'Classified files', MAX(modifyTime) AS 'Last modified'
FROM STORE(HOME) GROUP BY service ORDER BY 4 DESC`,
    formats: { 'Total size': 'size' },
    chart: { chartType: 'pie', labelColumn: 'Source', valueColumn: 'Total size' },
  },
  overview(
    'data-sources-last-modified',
    'Data sources by last modified',
    'modifyTime',
    'Last modified',
    ageBuckets('modifyTime'),
    'How long ago the files of each data source last changed.',
  ),
  overview(
    'data-sources-created',
    'Data sources by created',
    'createTime',
    'Created',
    ageBuckets('createTime'),
    'How long ago the files of each data source were created.',
  ),
  overview(
    'data-sources-last-accessed',
    'Data sources by last accessed',
    'accessTime',
    'Last accessed',
    accessBuckets('accessTime'),
    'How long ago the files of each data source were last read.',
  ),
  {
    id: 'subfolder-overview',
    name: 'Subfolder overview',
    description: 'Files, size and the latest change of each folder, largest first.',
    statement: `SELECT parentPath AS Folder, COUNT(*) AS Files, SUM(size) AS 'Total size', MAX(modifyTime) AS 'Last modified'
FROM STORE(HOME) GROUP BY parentPath ORDER BY 3 DESC, 1`,
    formats: { 'Total size': 'size' },
    chart: { chartType: 'horizontalBar', labelColumn: 'Folder', valueColumn: 'Total size' },
    landscape: true,
  },
  {
    id: 'file-type-summary',
    name: 'File type summary',
    description: 'Files and size per file type (extension).',
    statement: `SELECT extension AS 'File type', COUNT(*) AS Files, SUM(size) AS 'Total size', AVG(size) AS 'Average size', MAX(size) AS 'Largest file'
FROM STORE(HOME) GROUP BY extension ORDER BY 3 DESC, 1`,
    formats: { 'Total size': 'size', 'Average size': 'size', 'Largest file': 'size' },
    chart: { chartType: 'pie', labelColumn: 'File type', valueColumn: 'Total size' },
  },
  {
    id: 'file-type-activity',
    name: 'File type activity',
    description: 'Per file type: files changed in the last month and year, files read in the last year.',
    statement: `SELECT extension AS 'File type', COUNT(*) AS Files, SUM(IF(modifyTime >= MONTHS_AGO(1), 1, 0)) AS 'Modified last month',
  SUM(IF(modifyTime >= YEARS_AGO(1), 1, 0)) AS 'Modified last year', SUM(IF(accessTime >= YEARS_AGO(1), 1, 0)) AS 'Accessed last year',
  MAX(modifyTime) AS 'Last modified'
FROM STORE(HOME) GROUP BY extension ORDER BY 2 DESC, 1`,
    chart: { chartType: 'verticalBar', labelColumn: 'File type', valueColumn: 'Modified last year' },
    landscape: true,
  },
  {
    id: 'classification-summary-by-source',
    name: 'Classification summary by source',
    description: 'Classified files, their size and hits per data source and classification.',
    statement: `SELECT service AS Source, classification AS Classification, COUNT(*) AS Files, SUM(size) AS 'Total size', SUM(hitCount) AS Hits
FROM STORE(HOME) WHERE classification IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
    formats: { 'Total size': 'size' },
    chart: { chartType: 'stackedBar', labelColumn: 'Source', valueColumn: 'Files', seriesColumn: 'Classification' },
  },
  {
    id: 'duplicate-summary',
    name: 'Duplicate summary',
    description: 'Contents held more than once: copies, size and the space keeping one copy would save.',
    statement: `SELECT dupKey AS 'Content hash', MIN(name) AS 'File name', COUNT(*) AS Copies, MAX(size) AS 'File size', SUM(size) AS 'Total size',
  SUM(size) - MAX(size) AS 'Space saved'
FROM STORE(HOME) WHERE dupCount > 0 GROUP BY dupKey HAVING COUNT(*) > 1 ORDER BY 6 DESC, 2`,
    formats: { 'File size': 'size', 'Total size': 'size', 'Space saved': 'size' },
    chart: { chartType: 'horizontalBar', labelColumn: 'File name', valueColumn: 'Space saved' },
    landscape: true,
  },
  {
    id: 'duplicate-detail',
    name: 'Duplicate detail',
    description: 'Every copy of a content held more than once, with its share of the space a clean-up would save.',
    statement: `SELECT dupKey AS 'Content hash', name AS Name, parentPath AS Folder, size AS Size, dupCount + 1 AS Copies, ${SAVED} AS 'Space saved', modifyTime AS Modified
FROM STORE(HOME) WHERE dupCount > 0 ORDER BY 1, 3, 2`,
    formats: { Size: 'size', 'Space saved': 'size' },
    landscape: true,
  },
  byClassification(
    'classifications-by-age',
    'Classifications by age',
    ageBuckets('modifyTime'),
    'Age',
    byAge('modifyTime'),
    'Classified files by how long ago they last changed.',
  ),
  byClassification(
    'classifications-by-permissions',
    'Classifications by permissions',
    'permissions',
    'Permissions',
    '3 DESC, 2',
    'Classified files by who may read them.',
  ),
  byClassification('classifications-by-owner', 'Classifications by owner', 'osOwner', 'Owner', '3 DESC, 2', 'Classified files by the owner of the file.'),
  {
    id: 'monthly-growth-by-category',
    name: 'Monthly growth by category',
    description: 'Files and size created each month, per category.',
    statement: `SELECT YEAR(createTime) * 100 + MONTH(createTime) AS Month, category AS Category, COUNT(*) AS Files, SUM(size) AS 'Total size'
FROM STORE(HOME) WHERE createTime IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
    formats: { Month: 'month', 'Total size': 'size' },
    chart: { chartType: 'stackedBar', labelColumn: 'Month', valueColumn: 'Total size', seriesColumn: 'Category' },
  },
  {
    id: 'yearly-growth',
    name: 'Yearly growth',
    description: 'Files and size created each year.',
    statement: `SELECT YEAR(createTime) AS Year, COUNT(*) AS Files, SUM(size) AS 'Total size'
FROM STORE(HOME) WHERE createTime IS NOT NULL GROUP BY 1 ORDER BY 1`,
    formats: { 'Total size': 'size' },
    chart: { chartType: 'verticalBar', labelColumn: 'Year', valueColumn: 'Total size' },
  },
  {
    id: 'top-50-data-owners',
    name: 'Top 50 data owners',
    description: 'The 50 owners holding the most data, with their classified files.',
    statement: `SELECT osOwner AS Owner, COUNT(*) AS Files, SUM(size) AS 'Total size', SUM(IF(classification IS NOT NULL, 1, 0)) AS 'Classified files',
  MAX(modifyTime) AS 'Last modified'
FROM STORE(HOME) GROUP BY osOwner ORDER BY 3 DESC, 1 LIMIT 50`,
    formats: { 'Total size': 'size' },
    chart: { chartType: 'horizontalBar', labelColumn: 'Owner', valueColumn: 'Total size' },
  },
  {
    id: 'category-detail',
    name: 'Category detail',
    description: 'Per category: files, size, stale data (unchanged for over a year) and the waste of duplicate copies.',
    statement: `SELECT category AS Category, COUNT(*) AS Files, SUM(size) AS 'Total size', SUM(IF(modifyTime < YEARS_AGO(1), 1, 0)) AS 'Stale files',
  SUM(IF(modifyTime < YEARS_AGO(1), size, 0)) AS 'Stale size', SUM(IF(dupCount > 0, 1, 0)) AS 'Duplicate files',
  SUM(IF(dupCount > 0, ${SAVED}, 0)) AS 'Duplicate waste'
FROM STORE(HOME) GROUP BY category ORDER BY 3 DESC, 1`,
    formats: { 'Total size': 'size', 'Stale size': 'size', 'Duplicate waste': 'size' },
    chart: { chartType: 'verticalBar', labelColumn: 'Category', valueColumn: 'Total size' },
    landscape: true,
  },
  {
    id: 'stale-files',
    name: 'Stale files',
    description: 'Files unchanged for over a year, largest first.',
    statement: `SELECT name AS Name, parentPath AS Folder, size AS Size, modifyTime AS Modified, accessTime AS Accessed, osOwner AS Owner
FROM STORE(HOME) WHERE modifyTime < YEARS_AGO(1) ORDER BY 3 DESC, 2, 1`,
    formats: { Size: 'size' },
    landscape: true,
  },
  {
    id: 'not-accessed-5-years',
    name: 'Files not accessed for 5 years',
    description: 'Files nobody has read for more than five years.',
    statement: `SELECT name AS Name, parentPath AS Folder, size AS Size, accessTime AS Accessed, osOwner AS Owner
FROM STORE(HOME) WHERE accessTime < YEARS_AGO(5) ORDER BY 4, 2, 1`,
    formats: { Size: 'size' },
    landscape: true,
  },
  {
    id: 'largest-files',
    name: 'Largest files',
    description: 'The 100 largest files.',
    statement: `SELECT name AS Name, parentPath AS Folder, size AS Size, category AS Category, osOwner AS Owner, modifyTime AS Modified
FROM STORE(HOME) ORDER BY 3 DESC, 2, 1 LIMIT 100`,
    formats: { Size: 'size' },
    landscape: true,
  },
  {
    id: 'classified-files',
    name: 'Classified files',
    description: 'Every classified file with its classifications, confidence and hits.',
    statement: `SELECT name AS Name, parentPath AS Folder, classification AS Classifications, confidence AS Confidence, hitCount AS Hits, size AS Size, osOwner AS Owner
FROM STORE(HOME) WHERE classification IS NOT NULL ORDER BY 2, 1`,
    formats: { Size: 'size' },
    landscape: true,
  },
];

export const STANDARD_PREFIX = 'std-';

/** The standard reports as report settings, ids prefixed 'std-'. */
export const STANDARD_REPORTS: ReadonlyArray<ReportSettings & { reportId: string }> = STANDARD.map(s => ({
  reportId: `${STANDARD_PREFIX}${s.id}`,
  name: s.name,
  description: s.description,
  scope: 'global',
  query: { queryMode: 'bySELECT', statement: s.statement },
  grid: { pageSize: 100, ...(s.formats ? { formats: s.formats } : {}), ...(s.chart ? { chart: s.chart } : {}) },
  pdfExportProperties: { orientation: s.landscape ? 'landscape' : 'portrait' },
  excelExportProperties: { sheetName: s.name.slice(0, 31) },
}));
