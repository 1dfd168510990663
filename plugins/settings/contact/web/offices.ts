/** The support offices (spec 000 §9: one in the USA, two in Europe) and the request they receive. */
export interface Office {
  id: 'us' | 'ch' | 'de';
  region: 'us' | 'eu';
  country: string;
  timeZone: string;
  hours: string;
  languages: string;
  serves: string;
}

export const OFFICES: Office[] = [
  {
    id: 'us',
    region: 'us',
    country: 'USA',
    timeZone: 'America/New_York',
    hours: 'Monday to Friday, 8:00 to 20:00 Eastern time',
    languages: 'English, Spanish',
    serves: 'North and South America',
  },
  {
    id: 'ch',
    region: 'eu',
    country: 'Switzerland',
    timeZone: 'Europe/Zurich',
    hours: 'Monday to Friday, 8:00 to 18:00 Central European time',
    languages: 'English, German, French, Italian',
    serves: 'Europe, the Middle East and Africa',
  },
  {
    id: 'de',
    region: 'eu',
    country: 'Germany',
    timeZone: 'Europe/Berlin',
    hours: 'Monday to Friday, 8:00 to 18:00 Central European time',
    languages: 'English, German',
    serves: 'Europe, the Middle East and Africa; on-premises installations',
  },
];

export const REQUEST_KINDS = ['Question', 'Problem', 'Licence or billing', 'Feature request'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export interface SupportRequest {
  officeId: Office['id'];
  kind: RequestKind;
  subject: string;
  description: string;
}
export interface RequestContext {
  product: string;
  version: string;
  userId: string;
  organisation?: string;
  page: string;
  browser: string;
  time: Date;
}

/** Why the request cannot be prepared yet, by field. */
export function requestErrors(r: SupportRequest): Partial<Record<keyof SupportRequest, string>> {
  const e: Partial<Record<keyof SupportRequest, string>> = {};
  if (!r.subject.trim()) e.subject = 'Field is required.';
  else if (r.subject.length > 120) e.subject = 'Field must be at most 120 characters.';
  if (r.description.trim().length < 20) e.description = 'Field must be at least 20 characters.';
  return e;
}

/** The plain-text request with what support needs to reproduce a problem. */
export function formatRequest(r: SupportRequest, c: RequestContext): string {
  const office = OFFICES.find(o => o.id === r.officeId)!;
  return [
    `To: ${c.product} support, ${office.country} office`,
    `Kind: ${r.kind}`,
    `Subject: ${r.subject.trim()}`,
    '',
    r.description.trim(),
    '',
    '--',
    `Product: ${c.product} ${c.version}`,
    `User: ${c.userId}${c.organisation ? ` (${c.organisation})` : ''}`,
    `Page: ${c.page}`,
    `Browser: ${c.browser}`,
    `Prepared: ${c.time.toISOString()}`,
  ].join('\n');
}

/** The office's current local time, e.g. 'Tue 14:05'. */
export function localTime(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false }).format(now);
}
