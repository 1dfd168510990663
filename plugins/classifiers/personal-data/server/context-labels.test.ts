/**
 * Column headers and nearby labels are context (the shared mechanism in engine/context.ts and engine/rule.ts):
 * a header names what every cell below it holds, and a label naming another identifier says what a value is.
 */
import { createPersonalDataClassifier } from './classifier';
import { columnHeaderAt } from './engine/context';

const classifier = createPersonalDataClassifier();
const hitsOf = (text: string, rule: string) => classifier.classify(text).filter(h => h.ruleId === rule);

describe('column headers', () => {
  test('a cell of a delimited table has its column header, however far down; quoted delimiters do not split cells', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `"Roe, Jane ${i}"\t${100 + i}\tnote`);
    const text = ['Name\tSSN\tRemark', ...rows].join('\n');
    expect(columnHeaderAt(text, text.lastIndexOf('149'))).toBe('SSN');
    expect(columnHeaderAt(text, text.lastIndexOf('Jane'))).toBe('Name');
    expect(columnHeaderAt(text, text.indexOf('SSN'))).toBeNull(); // the header line itself
    const csv = 'id,"Social Security",mail\r\n1,"219,4",a@b.c\r\n2,x,y\r\n';
    expect(columnHeaderAt(csv, csv.indexOf('x'))).toBe('Social Security');
  });

  test('text that is not a table has no column headers; a table starts again where the shape changes', () => {
    const prose = 'We met on Monday, as agreed.\nThe SSN is 536-22-8726, I think.\n';
    expect(columnHeaderAt(prose, prose.indexOf('536'))).toBeNull(); // a first 'cell' of prose is too long to be a label
    const two = 'a;b\n1;2\nx,y,z\nSSN,p,q\n5,6,7';
    expect(columnHeaderAt(two, two.lastIndexOf('5'))).toBe('x');
    expect(columnHeaderAt('single line, no table', 3)).toBeNull();
  });

  test('a CSV of employees with SSNs in a column headed SSN: every SSN gets the context boost', () => {
    const ssns = ['536-22-8726', '301-58-4412', '412-67-9021', '623-41-5580', '145-23-7781'];
    const csv = ['name,SSN,email', ...ssns.map((s, i) => `Employee Number ${i} With A Long Name,${s},employee${i}@example.com`)].join('\n');
    const hits = hitsOf(csv, 'US_SSN');
    expect(hits.map(h => h.text)).toEqual(ssns);
    expect(Math.min(...hits.map(h => h.confidence))).toBeGreaterThanOrEqual(0.8);
  });
});

describe('labels naming another identifier', () => {
  test('an SSN is not a telephone number, by its label or its column header', () => {
    expect(hitsOf('Social Security Number: 078-05-1120.', 'PHONE_NUMBER')).toEqual([]);
    expect(hitsOf('name,SSN\nBo Li,078-05-1120\nAl Lee,623-41-5580', 'PHONE_NUMBER')).toEqual([]);
  });

  test('a passport number next to the word passport is neither an SSN nor contact information', () => {
    const text = 'Passport number: 912803456\nPassport: 340020013\nPassport No. 551 234 5678';
    expect(hitsOf(text, 'US_SSN')).toEqual([]);
    expect(hitsOf(text, 'US_ITIN')).toEqual([]);
    expect(hitsOf(text, 'PHONE_NUMBER')).toEqual([]);
    expect(hitsOf(text, 'US_PASSPORT').map(h => h.text)).toEqual(['912803456', '340020013']);
  });

  test('a value with context of its own, or a strong one, keeps it beside another label', () => {
    expect(hitsOf('Passport: 912803456, phone: +1 415 555 0132', 'PHONE_NUMBER').map(h => h.text)).toEqual(['+1 415 555 0132']);
    expect(hitsOf('SSN 536-22-8726 jane.doe@example.com', 'EMAIL_ADDRESS')).toHaveLength(1);
  });
});
