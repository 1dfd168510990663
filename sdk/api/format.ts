/**
 * Display formats shared by the console and the server (spec 000 §9, spec 001 §9): sizes 1024-based from
 * Bytes to EB with two decimals, moving up a unit once a value reaches 1000 (1000 KB shows as 0.98 MB);
 * counts abbreviated k, m, b, t; the two date formats; scan times in UTC.
 */

export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB'] as const;
export const COUNT_UNITS = ['', 'k', 'm', 'b', 't'] as const;
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const LONG_DATE_FORMAT = 'ddd, MMM D, YYYY, HH:mm A';

/** 1 TB in bytes, the unit the ESG estimates are expressed in. */
export const BYTES_PER_TB = 1024 ** 4;

/** A size such as '0.98 MB'; whole bytes are shown without decimals ('512 Bytes'). Non-numbers show as '0 Bytes'. */
export function formatSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) return '0 Bytes';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // 1023.999 KB would round to '1000.00 KB': the "below 1000" rule moves it up once more.
  if (unit > 0 && unit < SIZE_UNITS.length - 1 && Number(value.toFixed(2)) >= 1000) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${sign}${Math.round(value)} Bytes`;
  return `${sign}${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}

/** A count such as '999', '1.5k', '2.35m', '1b'; up to two decimals, trailing zeros dropped. */
export function formatCount(count: number | null | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return '0';
  const sign = count < 0 ? '-' : '';
  let value = Math.abs(count);
  let unit = 0;
  while (value >= 1000 && unit < COUNT_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  // Rounding 999.996k up to 1000.00k would break the "below 1000" rule: move up once more.
  if (unit < COUNT_UNITS.length - 1 && Number(value.toFixed(2)) >= 1000) {
    value /= 1000;
    unit++;
  }
  const shown = unit === 0 ? String(Math.round(value * 100) / 100) : String(Number(value.toFixed(2)));
  return `${sign}${shown}${COUNT_UNITS[unit]}`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Accepts a Date or epoch milliseconds; null when the value is not a usable time. */
function toDate(value: Date | number | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  return null;
}

interface Parts {
  Y: number;
  M: number;
  D: number;
  d: number;
  H: number;
  m: number;
  s: number;
}
function partsOf(date: Date, utc: boolean): Parts {
  return utc
    ? {
        Y: date.getUTCFullYear(),
        M: date.getUTCMonth(),
        D: date.getUTCDate(),
        d: date.getUTCDay(),
        H: date.getUTCHours(),
        m: date.getUTCMinutes(),
        s: date.getUTCSeconds(),
      }
    : { Y: date.getFullYear(), M: date.getMonth(), D: date.getDate(), d: date.getDay(), H: date.getHours(), m: date.getMinutes(), s: date.getSeconds() };
}

/**
 * Formats with the tokens the spec's two formats use: YYYY MMM MM M DD D ddd HH mm ss A.
 * The long format pairs HH with A exactly as specified ('14:30 PM').
 */
export function formatDate(value: Date | number | null | undefined, format: string = DATE_FORMAT, opts: { utc?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, opts.utc ?? false);
  const tokens: Record<string, string> = {
    YYYY: pad(p.Y, 4),
    MMM: MONTHS[p.M],
    MM: pad(p.M + 1),
    M: String(p.M + 1),
    DD: pad(p.D),
    D: String(p.D),
    ddd: DAYS[p.d],
    HH: pad(p.H),
    mm: pad(p.m),
    ss: pad(p.s),
    A: p.H < 12 ? 'AM' : 'PM',
  };
  return format.replace(/YYYY|MMM|MM|M|DD|D|ddd|HH|mm|ss|A/g, t => tokens[t]);
}

/** 'ddd, MMM D, YYYY, HH:mm A' in local time. */
export function formatLongDate(value: Date | number | null | undefined): string {
  return formatDate(value, LONG_DATE_FORMAT);
}

/** Scan times are shown in UTC and say so: '2024-03-01 08:15:00 UTC'. */
export function formatScanTime(value: Date | number | null | undefined): string {
  const text = formatDate(value, DATE_FORMAT, { utc: true });
  return text ? `${text} UTC` : '';
}

/** Converts the index's epoch seconds to the epoch milliseconds the formatters take. */
export function fromEpochSeconds(seconds: number | null | undefined): number | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null;
}

/** A duration in seconds such as '1h 02m 05s', '2m 05s' or '7s'; '—' when unknown or negative. */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h) return `${h}h ${two(m)}m ${two(r)}s`;
  if (m) return `${m}m ${two(r)}s`;
  return `${r}s`;
}
