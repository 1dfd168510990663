import { billingCsv, billingSchema, billingTotals, csvField, type BillingRow } from './billing';

const row = (clientName: string, month: string, files = 2): BillingRow => ({
  clientId: 'c1',
  clientName,
  month,
  files,
  bytes: 1500,
  collectors: 1,
  classifiedFiles: 1,
});

describe('billing CSV', () => {
  it('quotes fields holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvField('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(42)).toBe('42');
  });
  it('writes a header and one line per row, bytes as whole numbers', () => {
    expect(billingCsv([row('Acme, Inc.', '2026-11'), row('Say "hi"', '2026-10', 3)])).toBe(
      'Client,Month,Files,Bytes,Collectors,Classified files\r\n"Acme, Inc.",2026-11,2,1500,1,1\r\n"Say ""hi""",2026-10,3,1500,1,1\r\n',
    );
  });
  it('sums the rows', () => {
    expect(billingTotals([row('a', '2026-11'), row('b', '2026-11', 5)])).toEqual({ files: 7, bytes: 3000, collectors: 2, classifiedFiles: 2 });
  });
  it('accepts months as YYYY-MM in order only', async () => {
    await expect(billingSchema.validate({ objectId: 'x', from: '2026-01', to: '2026-02' })).resolves.toBeTruthy();
    await expect(billingSchema.validate({ objectId: 'x', from: '2026-1' })).rejects.toThrow('Enter a month as YYYY-MM.');
    await expect(billingSchema.validate({ objectId: 'x', from: '2026-03', to: '2026-02' })).rejects.toThrow(
      'The first month must not be after the last month.',
    );
  });
});
