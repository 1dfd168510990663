/**
 * Dates in statements: 'YYYY-MM-DD' (a whole UTC day) or 'YYYY-MM-DD HH:mm:ss' (UTC, spec 001 §9 "Scan times UTC"),
 * stored in the index and in the AST as epoch seconds.
 */
export const DAY_SECONDS = 86400;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch seconds of a 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' string, or null when it is not a real date. */
export function parseDateLiteral(text: string): number | null {
  const m = DATE_TIME.exec(text) ?? DAY.exec(text);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const ms = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== +y || back.getUTCMonth() !== +mo - 1 || back.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
  return ms / 1000;
}

export function isDay(text: string): boolean { return DAY.test(text) && parseDateLiteral(text) !== null; }

/** Epoch seconds of the start of a 'YYYY-MM-DD' day. */
export function dayStart(day: string): number {
  const v = parseDateLiteral(day);
  if (v === null || !DAY.test(day)) throw new RangeError(`Not a day: ${day}`);
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
