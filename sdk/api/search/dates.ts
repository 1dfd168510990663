/**
 * Dates in statements, read as UTC (spec 001 §9 "Scan times UTC") and stored in the index and in the AST as epoch
 * seconds. The forms the spec names are accepted, plus ISO 8601 as other tools write it:
 * - 'YYYY-MM-DD' (a whole day) and 'YYYY-MM-DD HH:mm[:ss]' (the spec's YYYY-MM-DD HH:mm:ss);
 * - 'YYYY-MM-DDTHH:mm[:ss[.fff]]' with an optional 'Z' or '+HH:MM' / '-HH:MM' offset;
 * - the display form 'ddd, MMM D, YYYY, HH:mm A' ('Fri, Jan 5, 2024, 09:30 AM'); the weekday, the time and AM/PM
 *   may be left out ('Jan 5, 2024' is a whole day). The weekday, when given, must be the date's.
 */
export const DAY_SECONDS = 86400;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DISPLAY =
  /^(?:([A-Za-z]{3})[a-z]*,?\s+)?([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?)?$/;

interface DateParts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  fraction: number;
  offset: number;
  hasTime: boolean;
}

function partsOf(text: string): DateParts | null {
  const t = text.trim();
  let m = DAY.exec(t);
  if (m) return { y: +m[1], mo: +m[2], d: +m[3], h: 0, mi: 0, s: 0, fraction: 0, offset: 0, hasTime: false };
  m = ISO.exec(t);
  if (m) {
    const zone = m[8] && m[8].toUpperCase() !== 'Z' ? /^([+-])(\d{2}):?(\d{2})$/.exec(m[8]) : null;
    const offset = zone ? (zone[1] === '-' ? -1 : 1) * (+zone[2] * 3600 + +zone[3] * 60) : 0;
    if (zone && (+zone[2] > 23 || +zone[3] > 59)) return null;
    return { y: +m[1], mo: +m[2], d: +m[3], h: +m[4], mi: +m[5], s: +(m[6] ?? 0), fraction: m[7] ? Number(m[7]) : 0, offset, hasTime: true };
  }
  m = DISPLAY.exec(t);
  if (!m) return null;
  const mo = MONTHS.indexOf(m[2].toLowerCase()) + 1;
  if (mo === 0 || (m[1] && !WEEKDAYS.includes(m[1].toLowerCase()))) return null;
  let h = m[5] === undefined ? 0 : +m[5];
  const half = m[8]?.toLowerCase();
  // 'HH:mm A' with a 24-hour HH (as the console shows it: '00:30 AM', '14:30 PM') or a 12-hour one ('2:30 PM').
  if (half === 'a' ? h > 12 : half === 'p' ? h < 1 || h > 23 : false) return null;
  if (half === 'p' && h < 12) h += 12;
  if (half === 'a' && h === 12) h = 0;
  const parts = {
    y: +m[4],
    mo,
    d: +m[3],
    h,
    mi: m[6] === undefined ? 0 : +m[6],
    s: m[7] === undefined ? 0 : +m[7],
    fraction: 0,
    offset: 0,
    hasTime: m[5] !== undefined,
  };
  if (m[1] && epochOf(parts) !== null && WEEKDAYS[new Date(epochOf(parts)! * 1000).getUTCDay()] !== m[1].toLowerCase()) return null;
  return parts;
}

function epochOf(p: DateParts): number | null {
  const ms = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== p.y || back.getUTCMonth() !== p.mo - 1 || back.getUTCDate() !== p.d || p.h > 23 || p.mi > 59 || p.s > 59) return null;
  return ms / 1000 + p.fraction - p.offset;
}

/** Epoch seconds of a date text in one of the forms above, or null when it is not a real date. */
export function parseDateLiteral(text: string): number | null {
  const p = partsOf(text);
  return p ? epochOf(p) : null;
}

/** 'YYYY-MM-DD' of a text naming a whole day ('2024-01-05', 'Jan 5, 2024', 'Fri, Jan 5, 2024'), else null. */
export function dayOfText(text: string): string | null {
  const p = partsOf(text);
  const epoch = p && !p.hasTime ? epochOf(p) : null;
  return epoch === null ? null : dayOf(epoch);
}

export function isDay(text: string): boolean {
  return dayOfText(text) !== null;
}

/** Epoch seconds of the start of a 'YYYY-MM-DD' day. */
export function dayStart(day: string): number {
  const v = DAY.test(day) ? parseDateLiteral(day) : null;
  if (v === null) throw new RangeError(`Not a day: ${day}`);
  return v;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD' of an epoch second (UTC). */
export function dayOf(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD' when the instant is midnight UTC, else 'YYYY-MM-DD HH:mm:ss'. */
export function formatDateLiteral(epochSeconds: number): string {
  if (isMidnight(epochSeconds)) return dayOf(epochSeconds);
  const d = new Date(epochSeconds * 1000);
  return `${dayOf(epochSeconds)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function isMidnight(epochSeconds: number): boolean {
  return Number.isInteger(epochSeconds) && ((epochSeconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS === 0;
}

/** The 'YYYY-MM-DD' of a midnight that a statement can write (years 0000–9999), else null. */
export function writableDay(epochSeconds: number): string | null {
  if (!isMidnight(epochSeconds)) return null;
  const day = dayOf(epochSeconds);
  return parseDateLiteral(day) === epochSeconds ? day : null;
}

/** A date literal a statement can write for this instant, else null (outside years 0000–9999 or fractional). */
export function writableDateLiteral(epochSeconds: number): string | null {
  if (!Number.isInteger(epochSeconds)) return null;
  const text = formatDateLiteral(epochSeconds);
  return parseDateLiteral(text) === epochSeconds ? text : null;
}
