import { describeSchedule, nextRunAt, SCHEDULE_UNIT, type ActionSchedule } from './actions';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 16));
const s = (o: Partial<ActionSchedule>): ActionSchedule => ({ unit: SCHEDULE_UNIT.day, weekdays: [], interval: 1, time: '06:30', monthDay: 1, ...o });

describe('nextRunAt (UTC)', () => {
  it('daily: later today, else tomorrow; every 3 days counts from the anchor day', () => {
    expect(iso(nextRunAt(s({}), at('2026-03-10T05:00:00Z'), at('2026-03-01T00:00:00Z')))).toBe('2026-03-10T06:30');
    expect(iso(nextRunAt(s({}), at('2026-03-10T06:30:00Z'), at('2026-03-01T00:00:00Z')))).toBe('2026-03-11T06:30');
    // Anchor 1 March: runs on 1, 4, 7, 10, 13 ...
    expect(iso(nextRunAt(s({ interval: 3 }), at('2026-03-10T07:00:00Z'), at('2026-03-01T12:00:00Z')))).toBe('2026-03-13T06:30');
    // Across a month end: 31 March is day 30 after the anchor; 3 April day 33.
    expect(iso(nextRunAt(s({ interval: 3 }), at('2026-03-31T07:00:00Z'), at('2026-03-01T12:00:00Z')))).toBe('2026-04-03T06:30');
  });

  it('weekly: weekdays 1-7 are Sunday first; every 2 weeks skips the weeks between', () => {
    // 2026-03-10 is a Tuesday. Monday (2) and Friday (6).
    const weekly = s({ unit: SCHEDULE_UNIT.week, weekdays: [2, 6] });
    expect(iso(nextRunAt(weekly, at('2026-03-10T12:00:00Z'), at('2026-03-01T00:00:00Z')))).toBe('2026-03-13T06:30');
    expect(iso(nextRunAt(weekly, at('2026-03-13T06:30:00Z'), at('2026-03-01T00:00:00Z')))).toBe('2026-03-16T06:30');
    expect(iso(nextRunAt(s({ unit: SCHEDULE_UNIT.week, weekdays: [1] }), at('2026-03-10T12:00:00Z'), at('2026-03-01T00:00:00Z')))).toBe('2026-03-15T06:30');
    // Anchored in the week of Sunday 1 March: every 2 weeks runs in the weeks of 1, 15, 29 March.
    const fortnightly = s({ unit: SCHEDULE_UNIT.week, weekdays: [2], interval: 2 });
    expect(iso(nextRunAt(fortnightly, at('2026-03-03T00:00:00Z'), at('2026-03-01T00:00:00Z')))).toBe('2026-03-16T06:30');
    expect(iso(nextRunAt(fortnightly, at('2026-03-16T07:00:00Z'), at('2026-03-01T00:00:00Z')))).toBe('2026-03-30T06:30');
    expect(nextRunAt(s({ unit: SCHEDULE_UNIT.week, weekdays: [] }), 0, 0)).toBeNull();
  });

  it('monthly: the day of the month, the last day when the month is shorter, every n months from the anchor month', () => {
    const monthly = s({ unit: SCHEDULE_UNIT.month, monthDay: 31 });
    expect(iso(nextRunAt(monthly, at('2026-01-31T07:00:00Z'), at('2026-01-01T00:00:00Z')))).toBe('2026-02-28T06:30');
    expect(iso(nextRunAt(monthly, at('2028-02-01T00:00:00Z'), at('2026-01-01T00:00:00Z')))).toBe('2028-02-29T06:30');
    const quarterly = s({ unit: SCHEDULE_UNIT.month, monthDay: 15, interval: 3 });
    expect(iso(nextRunAt(quarterly, at('2026-01-20T00:00:00Z'), at('2026-01-10T00:00:00Z')))).toBe('2026-04-15T06:30');
    expect(iso(nextRunAt(quarterly, at('2026-11-20T00:00:00Z'), at('2026-01-10T00:00:00Z')))).toBe('2027-01-15T06:30');
  });

  it('never runs when disabled; reads in words', () => {
    expect(nextRunAt(s({ unit: SCHEDULE_UNIT.never }), 0, 0)).toBeNull();
    expect(describeSchedule(s({ unit: SCHEDULE_UNIT.week, weekdays: [6, 2], interval: 2 }))).toBe('Every 2 weeks on Monday, Friday at 06:30 UTC');
    expect(describeSchedule(s({}))).toBe('Every day at 06:30 UTC');
  });
});
