import { formatCount, formatDate, formatLongDate, formatScanTime, formatSize, fromEpochSeconds } from './format';

describe('formatSize', () => {
  it('keeps bytes whole below 1000', () => {
    expect(formatSize(0)).toBe('0 Bytes');
    expect(formatSize(999)).toBe('999 Bytes');
  });
  it('moves up a unit from 1000, 1024-based, two decimals', () => {
    expect(formatSize(1000)).toBe('0.98 KB');
    expect(formatSize(1024)).toBe('1.00 KB');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(1000 * 1024)).toBe('0.98 MB'); // 1000 KB
    expect(formatSize(999 * 1024)).toBe('999.00 KB');
    expect(formatSize(5 * 1024 ** 3)).toBe('5.00 GB');
    expect(formatSize(2 * 1024 ** 6)).toBe('2.00 EB');
    expect(formatSize(5000 * 1024 ** 6)).toBe('5000.00 EB');
  });
  it('never shows 1000.00 of a unit after rounding', () => {
    expect(formatSize(1023.999 * 1024)).toBe('1.00 MB');
  });
  it('handles negatives and bad input', () => {
    expect(formatSize(-2048)).toBe('-2.00 KB');
    expect(formatSize(NaN)).toBe('0 Bytes');
    expect(formatSize(undefined)).toBe('0 Bytes');
  });
});

describe('formatCount', () => {
  it('abbreviates with k, m, b, t', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1500)).toBe('1.5k');
    expect(formatCount(2_345_678)).toBe('2.35m');
    expect(formatCount(7_000_000_000)).toBe('7b');
    expect(formatCount(3.2e12)).toBe('3.2t');
    expect(formatCount(999_999)).toBe('1m');
    expect(formatCount(NaN)).toBe('0');
  });
});

describe('dates', () => {
  const t = Date.UTC(2024, 2, 4, 14, 5, 9); // Monday
  it('formats YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(formatDate(t, 'YYYY-MM-DD HH:mm:ss', { utc: true })).toBe('2024-03-04 14:05:09');
  });
  it('formats ddd, MMM D, YYYY, HH:mm A', () => {
    expect(formatDate(t, 'ddd, MMM D, YYYY, HH:mm A', { utc: true })).toBe('Mon, Mar 4, 2024, 14:05 PM');
    expect(formatDate(Date.UTC(2024, 0, 7, 9, 0), 'ddd, MMM D, YYYY, HH:mm A', { utc: true })).toBe('Sun, Jan 7, 2024, 09:00 AM');
  });
  it('long date uses local time', () => {
    const local = new Date(2023, 11, 25, 8, 30);
    expect(formatLongDate(local)).toBe('Mon, Dec 25, 2023, 08:30 AM');
  });
  it('scan times are UTC and labelled', () => {
    expect(formatScanTime(t)).toBe('2024-03-04 14:05:09 UTC');
    expect(formatScanTime(fromEpochSeconds(t / 1000))).toBe('2024-03-04 14:05:09 UTC');
    expect(formatScanTime(null)).toBe('');
  });
});
