/**
 * Statements people type (spec 001 §3 operators and columns, §7 statement text in display and machine form, §9 date
 * formats and 1024-based sizes), each with the rows it must find, written as a test over the tree's own model.
 * `$D` stands for the scanned folder. Every case selects `name` and is checked as a set of names.
 */
import { dayOf, hasPhrase, hasWord, near, TRICKY_NAME, utc, type Entry } from './search-statements-fixture';

export interface Case {
  title: string;
  text: string;
  expect: (e: Entry) => boolean;
}

const DAY = 86400;
const q = (text: string) => `'${text.replace(/'/g, "''")}'`;
const where = (cond: string) => `SELECT name FROM STORE('$D') WHERE ${cond}`;
const contain = (cond: string) => `SELECT name FROM STORE('$D') WHICH CONTAIN ${cond}`;
const file = (e: Entry) => !e.isDir;
const lower = (e: Entry) => e.name.toLowerCase();
/** The name in lower case by Unicode's rules, composed: what a case-insensitive match beyond ASCII compares. */
const folded = (e: Entry) => e.name.toLocaleLowerCase('und').normalize('NFC');
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Calendar months back from now (UTC), the day kept or clamped to the month's last day. */
function monthsAgo(months: number): number {
  const d = new Date();
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  t.setUTCDate(Math.min(d.getUTCDate(), last));
  return Math.floor(t.getTime() / 1000);
}
const jan5 = utc('2024-01-05 00:00:00');

export const CASES: Case[] = [
  // §7 display form: STARTS WITH, CONTAINS, BETWEEN, ON, BEFORE, AFTER (and ENDS WITH).
  { title: 'STARTS WITH', text: where("name STARTS WITH 'invoice'"), expect: e => lower(e).startsWith('invoice') },
  { title: 'CONTAINS', text: where("name CONTAINS '2024'"), expect: e => e.name.includes('2024') },
  { title: 'ENDS WITH', text: where("name ENDS WITH '.csv'"), expect: e => lower(e).endsWith('.csv') },
  {
    title: 'NOT STARTS WITH / NOT ENDS WITH',
    text: where("name NOT STARTS WITH 'b' AND name NOT ENDS WITH '.txt'"),
    expect: e => !lower(e).startsWith('b') && !lower(e).endsWith('.txt'),
  },
  { title: 'NOT CONTAINS', text: where("name NOT CONTAINS 'o'"), expect: e => !lower(e).includes('o') },
  { title: 'BETWEEN numbers', text: where('size BETWEEN 20 AND 31'), expect: e => e.size >= 20 && e.size <= 31 },
  { title: 'NOT BETWEEN', text: where('size NOT BETWEEN 1 AND 100'), expect: e => e.size < 1 || e.size > 100 },
  {
    title: 'ON a day (00:00:00 and 23:59:59 in, the next midnight out)',
    text: where("modifyTime ON '2024-01-05'"),
    expect: e => dayOf(e.modifyTime) === '2024-01-05',
  },
  { title: 'NOT ON', text: where("modifyTime NOT ON '2024-01-05'"), expect: e => dayOf(e.modifyTime) !== '2024-01-05' },
  { title: 'BEFORE a day', text: where("modifyTime BEFORE '2020-03-01'"), expect: e => e.modifyTime < utc('2020-03-01 00:00:00') },
  { title: 'AFTER a day is after its last second', text: where("modifyTime AFTER '2024-01-05'"), expect: e => e.modifyTime >= jan5 + DAY },
  {
    title: 'NOT BEFORE / NOT AFTER',
    text: where("modifyTime NOT BEFORE '2024-01-05' AND modifyTime NOT AFTER '2024-01-06'"),
    expect: e => e.modifyTime >= jan5 && e.modifyTime < jan5 + 2 * DAY,
  },
  {
    title: 'BETWEEN two days takes the whole last day',
    text: where("modifyTime BETWEEN '2023-12-31' AND '2024-01-05'"),
    expect: e => e.modifyTime >= jan5 - 5 * DAY && e.modifyTime < jan5 + DAY,
  },
  // §7 machine form: LIKE patterns and epoch seconds.
  { title: 'LIKE prefix', text: where("name LIKE 'invoice%'"), expect: e => lower(e).startsWith('invoice') },
  { title: 'LIKE _ is one character', text: where("name LIKE 'a_b.txt'"), expect: e => /^a.b\.txt$/i.test(e.name) },
  { title: 'NOT LIKE', text: where("name NOT LIKE '%.txt' AND classId = 'idxobject'"), expect: e => file(e) && !lower(e).endsWith('.txt') },
  { title: 'epoch seconds BETWEEN is ON', text: where(`modifyTime BETWEEN ${jan5} AND ${jan5 + DAY - 1}`), expect: e => dayOf(e.modifyTime) === '2024-01-05' },
  {
    title: 'epoch seconds < and >',
    text: where(`modifyTime < ${utc('2020-02-29 12:00:00')} OR modifyTime > ${jan5 + DAY - 1}`),
    expect: e => e.modifyTime < utc('2020-02-29 12:00:00') || e.modifyTime > jan5 + DAY - 1,
  },
  // §7 content words NEAR, ANY, ALL, PHRASE and the §3 operators near/notnear, any/notany, all/notall, phrase/notphrase.
  { title: 'a word', text: contain("'invoice'"), expect: e => hasWord(e, 'invoice') },
  { title: 'a word prefix', text: contain("'invoice*'"), expect: e => /\binvoice/i.test(e.text) },
  { title: 'NEAR (default distance)', text: contain("NEAR('alpha', 'beta')"), expect: e => near(e, 'alpha', 'beta', 10) },
  { title: 'NEAR with a distance', text: contain("NEAR('alpha', 'beta', 12)"), expect: e => near(e, 'alpha', 'beta', 12) },
  { title: 'NOT NEAR', text: contain("NOT NEAR('alpha', 'beta')"), expect: e => !near(e, 'alpha', 'beta', 10) },
  { title: 'ANY', text: contain("ANY('weekly', 'declined')"), expect: e => hasWord(e, 'weekly') || hasWord(e, 'declined') },
  { title: 'NOT ANY', text: contain("NOT ANY('meeting', 'invoice')"), expect: e => !hasWord(e, 'meeting') && !hasWord(e, 'invoice') },
  { title: 'ALL', text: contain("ALL('meeting', 'weekly')"), expect: e => hasWord(e, 'meeting') && hasWord(e, 'weekly') },
  { title: 'NOT ALL', text: contain("NOT ALL('meeting', 'weekly')"), expect: e => !(hasWord(e, 'meeting') && hasWord(e, 'weekly')) },
  { title: 'PHRASE keeps word order', text: contain("PHRASE('credit card')"), expect: e => hasPhrase(e, 'credit card') },
  { title: 'NOT PHRASE', text: contain("NOT PHRASE('credit card')"), expect: e => !hasPhrase(e, 'credit card') },
  {
    title: 'content AND / OR / NOT',
    text: contain("('meeting' OR 'invoice') AND NOT 'weekly'"),
    expect: e => (hasWord(e, 'meeting') || hasWord(e, 'invoice')) && !hasWord(e, 'weekly'),
  },
  {
    title: 'WHERE and WHICH CONTAINS together',
    text: "SELECT name FROM STORE('$D') WHERE extension = 'txt' WHICH CONTAINS 'invoice'",
    expect: e => e.extension === 'txt' && hasWord(e, 'invoice'),
  },
  // §3 'equal' and the comparison operators.
  { title: '=', text: where("name = 'readme'"), expect: e => e.name === 'readme' },
  {
    title: '<> and !=',
    text: where("classId <> 'idxcontainer' AND extension != 'txt'"),
    expect: e => file(e) && e.extension !== null && e.extension !== 'txt',
  },
  { title: '== is read as =', text: where("name == 'readme'"), expect: e => e.name === 'readme' },
  { title: '>= and <=', text: where('size >= 31 AND size <= 45'), expect: e => e.size >= 31 && e.size <= 45 },
  // §9 date formats: YYYY-MM-DD HH:mm:ss and ddd, MMM D, YYYY, HH:mm A (plus ISO 8601 as tools write it).
  { title: "'YYYY-MM-DD HH:mm:ss'", text: where("modifyTime = '2024-01-05 12:00:00'"), expect: e => e.modifyTime === utc('2024-01-05 12:00:00') },
  {
    title: 'ISO 8601 with Z and with an offset',
    text: where("modifyTime = '2024-01-05T12:00:00Z' OR modifyTime = '2024-01-06T01:00:00+01:00'"),
    expect: e => e.modifyTime === utc('2024-01-05 12:00:00') || e.modifyTime === utc('2024-01-06 00:00:00'),
  },
  {
    title: "'ddd, MMM D, YYYY, HH:mm A'",
    text: where("modifyTime >= 'Fri, Jan 5, 2024, 12:00 PM' AND modifyTime < 'Sat, Jan 6, 2024, 00:00 AM'"),
    expect: e => e.modifyTime >= utc('2024-01-05 12:00:00') && e.modifyTime < jan5 + DAY,
  },
  {
    title: "ON 'ddd, MMM D, YYYY' and 'MMM D, YYYY'",
    text: where("modifyTime ON 'Fri, Jan 5, 2024' OR modifyTime ON 'Mar 1, 2024'"),
    expect: e => ['2024-01-05', '2024-03-01'].includes(dayOf(e.modifyTime)),
  },
  {
    title: 'dates in IN',
    text: where("modifyTime IN ('2024-01-05', '2024-01-06 00:00:00')"),
    expect: e => e.modifyTime === jan5 || e.modifyTime === jan5 + DAY,
  },
  {
    title: 'YEAR, MONTH, DAY',
    text: where('YEAR(modifyTime) = 2024 AND MONTH(modifyTime) = 1 AND DAY(modifyTime) = 5'),
    expect: e => dayOf(e.modifyTime) === '2024-01-05',
  },
  // §3 relative dates in days, weeks, months, years.
  { title: 'DAYS_AGO', text: where('modifyTime BEFORE DAYS_AGO(30)'), expect: e => e.modifyTime < nowSeconds() - 30 * DAY },
  {
    title: 'WEEKS_AGO and MONTHS_AGO',
    text: where('modifyTime > WEEKS_AGO(300) AND modifyTime < MONTHS_AGO(30)'),
    expect: e => e.modifyTime > nowSeconds() - 300 * 7 * DAY && e.modifyTime < monthsAgo(30),
  },
  {
    title: 'YEARS_AGO and NOW()',
    text: where('modifyTime AFTER YEARS_AGO(5) AND modifyTime < NOW()'),
    expect: e => e.modifyTime > monthsAgo(60) && e.modifyTime < nowSeconds(),
  },
  // Numbers: negative, decimal, exponent, sizes (1024-based, spec 001 §9), arithmetic.
  { title: 'negative and decimal numbers', text: where('size > -1 AND size < 30.5'), expect: e => e.size < 30.5 },
  { title: 'a leading dot and an exponent', text: where('size > .5e2'), expect: e => e.size > 50 },
  { title: 'sizes with units', text: where('size > 1KB OR size = 0B'), expect: e => e.size > 1024 || e.size === 0 },
  { title: 'decimal sizes', text: where('size >= 0.25MB AND size < 1.5mb'), expect: e => e.size >= 262144 && e.size < 1.5 * 1048576 },
  { title: 'sizes and numbers written as text', text: where("size > '100' AND size < '1 MB'"), expect: e => e.size > 100 && e.size < 1048576 },
  { title: 'arithmetic', text: where('size * 2 > 100 AND size / 1024 < 1 + 2 - 3 * -1'), expect: e => e.size * 2 > 100 && e.size / 1024 < 6 },
  // NULL, IN lists, booleans, precedence.
  { title: 'IS NULL', text: where('extension IS NULL'), expect: e => e.extension === null },
  {
    title: 'IS NOT NULL',
    text: where("extension IS NOT NULL AND mimeType IS NOT NULL AND name NOT LIKE '%.txt'"),
    expect: e => e.extension !== null && !lower(e).endsWith('.txt'),
  },
  {
    title: 'IN',
    text: where("extension IN ('csv', 'md') OR name IN ('readme', 'missing')"),
    expect: e => ['csv', 'md'].includes(e.extension ?? '') || e.name === 'readme',
  },
  {
    title: 'NOT IN (NULL is neither in nor out)',
    text: where("extension NOT IN ('txt', 'csv')"),
    expect: e => e.extension !== null && !['txt', 'csv'].includes(e.extension),
  },
  {
    title: 'extensions with a dot or in capitals',
    text: where("extension = '.TXT' OR extension IN ('.Md', 'CSV')"),
    expect: e => ['txt', 'md', 'csv'].includes(e.extension ?? ''),
  },
  { title: 'booleans', text: where('isDeleted = FALSE AND NOT isDeleted AND isDeleted = 0 AND size = 0'), expect: e => e.size === 0 },
  {
    title: 'AND binds tighter than OR',
    text: where("name = 'nothing' OR name = 'readme' AND size > 0 OR name = 'notes.md' AND size > 1000"),
    expect: e => e.name === 'readme',
  },
  {
    title: 'NOT and parentheses',
    text: where("NOT (classId = 'idxcontainer' OR size > 100) AND (size <> 0)"),
    expect: e => file(e) && e.size <= 100 && e.size !== 0,
  },
  // Any letter case, whitespace, newlines, comments, quotes, a trailing semicolon.
  { title: 'lower case keywords', text: "select name from store('$D') where size > 100 and classid = 'idxobject';", expect: e => file(e) && e.size > 100 },
  {
    title: 'mixed case keywords, columns and functions',
    text: "SeLeCt NaMe FrOm StOrE('$D') wHeRe SIZE > 100 AnD lower(NAME) lIkE '%.TXT'",
    expect: e => e.size > 100 && lower(e).endsWith('.txt'),
  },
  {
    title: 'newlines, tabs, CRLF and extra spaces',
    text: "\r\n  SELECT\tname\r\n\tFROM   STORE( '$D' )\n\n WHERE\tsize   >\n 100 ;  \n",
    expect: e => e.size > 100,
  },
  {
    title: '-- and block comments',
    text: "-- big files\nSELECT name /* the name only */ FROM STORE('$D') -- here\nWHERE /* more than */ size > 100 -- bytes",
    expect: e => e.size > 100,
  },
  {
    title: 'double quotes',
    text: 'SELECT name FROM STORE("$D") WHERE name = "readme" OR name CONTAINS "copy"',
    expect: e => e.name === 'readme' || e.name.includes('copy'),
  },
  { title: 'double-quoted column names', text: 'SELECT "name" FROM STORE(\'$D\') WHERE "size" > 100 AND "Name" <> "readme"', expect: e => e.size > 100 },
  {
    title: 'typographic quotes pasted from a document',
    text: 'SELECT name FROM STORE(‘$D’) WHERE name = ‘readme’ OR name = “notes.md”',
    expect: e => e.name === 'readme' || e.name === 'notes.md',
  },
  // Paths, classes, functions, other columns.
  { title: 'classId', text: where("classId = 'idxcontainer'"), expect: e => e.isDir },
  {
    title: 'path and parentPath',
    text: where("path CONTAINS '/sub/' OR parentPath = '$D/o''neil dir'"),
    expect: e => e.path.includes('/sub/') || e.parentPath.endsWith("/o'neil dir"),
  },
  {
    title: 'winNativePath with backslashes',
    text: where("winNativePath CONTAINS '\\sub\\deep\\' OR winNativePath LIKE '%\\o''neil dir\\\\%'"),
    expect: e => e.path.includes('/sub/deep/') || e.path.includes("/o'neil dir/"),
  },
  {
    title: 'LOWER, UPPER, LENGTH',
    text: where("LOWER(name) = 'invoice_final.txt' OR UPPER(extension) = 'MD' OR LENGTH(name) > 40"),
    expect: e => lower(e) === 'invoice_final.txt' || e.extension === 'md' || e.name.length > 40,
  },
  { title: 'dupCount', text: where('dupCount > 0'), expect: e => e.name.startsWith('budget 2024') },
  {
    title: 'owner, permissions, service',
    text: where("osOwner IS NOT NULL AND permissions LIKE 'rw%' AND service = 'docs' AND userTags IS NULL"),
    expect: e => e.permissions.startsWith('rw'),
  },
  // Values are matched literally: quotes, %, _, backslashes, unicode and SQL words never reach the SQL text.
  { title: 'a name with a quote, %, _, unicode and SQL words', text: where(`name = ${q(TRICKY_NAME)}`), expect: e => e.name === TRICKY_NAME },
  { title: 'CONTAINS with SQL words', text: where("name CONTAINS '; DROP TABLE idx_entries; --'"), expect: e => e.name === TRICKY_NAME },
  {
    title: 'CONTAINS % and _ literally',
    text: where("name CONTAINS '%_' OR name CONTAINS '50%'"),
    expect: e => e.name.includes('%_') || e.name.includes('50%'),
  },
  { title: 'CONTAINS _ literally', text: where("name CONTAINS '_'"), expect: e => e.name.includes('_') },
  {
    title: 'LIKE with \\% and \\_ escaped',
    text: where("name LIKE '100\\%\\_done%' OR name LIKE '%\\%%' AND name LIKE 'b%'"),
    expect: e => e.name.startsWith('100%_done') || (e.name.includes('%') && lower(e).startsWith('b')),
  },
  {
    title: 'a backslash that escapes nothing is a backslash',
    text: where("name LIKE 'back\\slash%' AND name = 'back\\slash 50%.txt'"),
    expect: e => e.name === 'back\\slash 50%.txt',
  },
  { title: 'unicode', text: where("name CONTAINS 'ünï' OR name = 'Résumé.txt'"), expect: e => e.name.includes('ünï') || e.name === 'Résumé.txt' },
  // Letters beyond ASCII ignore case as A–Z do (the people searching write German, French, Turkish…).
  { title: 'LIKE with a letter beyond ASCII ignores its case', text: where("name LIKE '%müller%'"), expect: e => folded(e).includes('müller') },
  { title: 'STARTS WITH a capital umlaut finds it in lower case', text: where("name STARTS WITH 'Ärger'"), expect: e => folded(e).startsWith('ärger') },
  {
    title: 'CONTAINS, ENDS WITH and NOT CONTAINS beyond ASCII',
    text: where("name CONTAINS 'ÄRG' OR name ENDS WITH 'üller vertrag.TXT' OR name NOT CONTAINS 'Ü' AND name STARTS WITH 'inv'"),
    expect: e => folded(e).includes('ärg') || folded(e).endsWith('üller vertrag.txt') || (!folded(e).includes('ü') && folded(e).startsWith('inv')),
  },
  {
    title: 'LOWER and UPPER beyond ASCII',
    text: where("LOWER(name) = 'müller vertrag.txt' OR UPPER(name) = 'ÄRGER.TXT'"),
    expect: e => folded(e) === 'müller vertrag.txt' || e.name.toUpperCase() === 'ÄRGER.TXT',
  },
  { title: 'an ASCII pattern still matches any letter with _', text: where("name LIKE 'm_ller%'"), expect: e => /^m.ller/i.test(e.name) },
  {
    title: 'content words ignore case and accents beyond ASCII',
    text: contain("'Müller' AND 'école'"),
    expect: e => hasWord(e, 'muller') && hasWord(e, 'ecole'),
  },
  {
    title: 'content: the word without its accent, in capitals',
    text: contain("'MULLER' OR PHRASE('kein ärger')"),
    expect: e => hasWord(e, 'müller') || hasPhrase(e, 'Kein Ärger'),
  },
  { title: 'content with a quote', text: contain("'O''Brien'"), expect: e => hasPhrase(e, "O'Brien") },
  {
    title: 'content with SQL words',
    text: contain("PHRASE('SELECT * FROM users; DROP TABLE x')"),
    expect: e => hasPhrase(e, 'SELECT * FROM users; DROP TABLE x'),
  },
  { title: 'content with accents either way', text: contain("'café' AND 'cafe'"), expect: e => hasWord(e, 'cafe') },
  // Variables (the §7 preamble).
  { title: 'a value in a variable', text: "SET @min = 100; SELECT name FROM STORE('$D') WHERE size > @min", expect: e => e.size > 100 },
  {
    title: 'a day in a variable',
    text: "SET @day = '2024-01-05';\nSELECT name FROM STORE('$D') WHERE modifyTime ON @day",
    expect: e => dayOf(e.modifyTime) === '2024-01-05',
  },
  // STORE forms.
  {
    title: 'STORE of a sub folder, with or without the trailing slash',
    text: "SELECT name FROM STORE('$D/sub/') WHERE classId = 'idxobject'",
    expect: e => file(e) && e.path.includes('/sub/'),
  },
  { title: 'STORE of a folder with a quote in its name', text: 'SELECT name FROM STORE("$D/o\'neil dir")', expect: e => e.parentPath.endsWith("/o'neil dir") },
  // Long lists stay correct (SQLite binds at most 32766 values and nests at most 1000 levels).
  {
    title: 'an IN list of 5000 values',
    text: where(`name IN (${[...Array.from({ length: 5000 }, (_, i) => `'x${i}'`), "'readme'"].join(', ')})`),
    expect: e => e.name === 'readme',
  },
  {
    title: 'an OR of 2000 comparisons',
    text: where(
      Array.from({ length: 2000 }, (_, i) => `size = ${i + 1000}`)
        .concat("name = 'readme'")
        .join(' OR '),
    ),
    expect: e => e.name === 'readme',
  },
];
