jest.setTimeout(120000);
// Browser tests get two more tries (first errors still printed): Chromium and a real server share 2 cores.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
