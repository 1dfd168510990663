import { widgetTypesOf } from '@fathom/sdk/web/widget-kit/testing';
import plugin from './index';
import { eventRows } from './rows';

const contributions = () => widgetTypesOf(plugin);

describe('events widget', () => {
  const t = new Date(2024, 4, 6, 7, 8, 9).getTime();
  const events = {
    events: [
      { eventId: 1, time: t - 1000, source: 'scan', state: 'solved', message: 'Scan finished' },
      { eventId: 2, time: t, source: 'security', state: 'postponed', message: 'Malware found' },
      'junk',
    ],
  };
  it('lists events newest first with their state', () => {
    expect(eventRows(events).map(r => [r.id, r.state, r.message])).toEqual([
      ['2', 'Postponed', 'Malware found'],
      ['1', 'Solved', 'Scan finished'],
    ]);
    expect(eventRows(events)[0].time).toBe('2024-05-06 07:08:09');
  });
  it('filters by event source and reads a bare list', () => {
    expect(eventRows(events, 'scan').map(r => r.id)).toEqual(['1']);
    expect(eventRows([{ eventId: 9, message: 'x' }]).map(r => r.state)).toEqual(['Pending']);
    expect(eventRows(undefined)).toEqual([]);
  });
  it('is valid only with a known event source', () => {
    const [c] = contributions();
    expect(c.valid({ eventSource: 'scan' })).toBe(true);
    expect(c.valid({ eventSource: 'mail' })).toBe(false);
  });
});
