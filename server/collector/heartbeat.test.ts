import { HEARTBEAT_MS } from '../tasks/collector-presence';
import { startHeartbeat } from './heartbeat';

describe('collector heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a failing beat once until one gets through, then again when beats fail anew', async () => {
    const outcomes = [false, false, false, true, false, false];
    const calls: string[] = [];
    const platform = {
      post: async <T>(path: string) => {
        calls.push(path);
        if (!outcomes[calls.length - 1]) throw new Error('platform unreachable');
        return {} as T;
      },
    };
    const reported: string[] = [];
    const stop = startHeartbeat(platform, err => reported.push((err as Error).message));
    for (let i = 0; i < outcomes.length; i++) await jest.advanceTimersByTimeAsync(HEARTBEAT_MS);
    stop();
    await jest.advanceTimersByTimeAsync(HEARTBEAT_MS * 3);
    expect(calls).toHaveLength(outcomes.length);
    expect(calls.every(p => p === '/database/collector/heartbeat')).toBe(true);
    expect(reported).toEqual(['platform unreachable', 'platform unreachable']);
  });
});
