import { NotificationStore } from './NotificationStore';

describe('NotificationStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides info after 5 s and errors after 6 s', () => {
    const n = new NotificationStore();
    n.info('Saved');
    n.error('Failed', 'trace');
    jest.advanceTimersByTime(5000);
    expect(n.toasts.map(t => t.message)).toEqual(['Failed']);
    jest.advanceTimersByTime(1000);
    expect(n.toasts).toEqual([]);
  });

  it('toggles the trace of an error only', () => {
    const n = new NotificationStore();
    n.error('Failed', 'at line 1');
    n.info('Note');
    const [err, info] = n.toasts;
    n.toggleTrace(err.id);
    n.toggleTrace(info.id);
    expect(n.toasts[0].showTrace).toBe(true);
    expect(n.toasts[1].showTrace).toBe(false);
    n.toggleTrace(err.id);
    expect(n.toasts[0].showTrace).toBe(false);
  });

  it('shows one toast for a repeated message', () => {
    const n = new NotificationStore();
    n.error('No network connection');
    n.error('No network connection');
    expect(n.toasts).toHaveLength(1);
  });

  it('loader shows a message, an additional message and a cancel button that hides it', () => {
    const n = new NotificationStore();
    n.showLoader('Logging out', { additionalMessage: 'Please wait', cancellable: true });
    expect(n.loader).toMatchObject({ show: true, message: 'Logging out', additionalMessage: 'Please wait', showCancelButton: true });
    n.cancelLoader();
    expect(n.loader).toMatchObject({ show: false, hasCancelled: true });
  });
});
