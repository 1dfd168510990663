/** DATE_TIME: dates and timestamps in the forms Presidio's date tests write them, and what is not a date. */
import { DATE_TIME } from './date-time';
import { confidence, found } from './testing';

describe('DATE_TIME', () => {
  test.each([
    '2021-05-21',
    '5/20/2021',
    '21.5.2021',
    '5-May-2021',
    '14 March 1985',
    'March 14, 1985',
    'May 1st',
    'Dec. 5',
    '2024-03-15T14:30:00.123Z',
    '2021-05-21 09:30',
  ])('%s is a date', value => {
    expect(found(DATE_TIME, `It happened on ${value} here`)).toEqual([value]);
    expect(confidence(DATE_TIME, `see ${value} here`, value)).toBeGreaterThanOrEqual(0.5);
  });

  test.each(['05/21', '5/2021'])('%s (month and year) is a weak date', value => {
    expect(confidence(DATE_TIME, `see ${value} here`, value)).toBeGreaterThan(0);
    expect(confidence(DATE_TIME, `see ${value} here`, value)).toBeLessThan(0.5);
  });

  test.each([
    ['an impossible day', 'due 2021-02-30 now'],
    ['an impossible month', 'due 21/13/2021 now'],
    ['an impossible time', 'at 2021-05-21T25:61Z'],
    ['a version number', 'version 12.3.45 and v1.2.21'],
    ['a version read month first', 'upgrade npm to 6.14.12'],
    ['a patch number', 'Patch 7.3.1000'],
    ['an IP address', 'host 192.168.1.1'],
    ['a modal verb', 'you may 5 times'],
    ['a date glued to a word', 'Today is5/21'],
    ['a fraction with a month above 12', 'scored 13/20'],
  ])('%s is not a date', (_what, text) => {
    expect(found(DATE_TIME, text)).toEqual([]);
  });
});
