// A test that fails is run once more (its first error is still printed): real servers, browsers and worker
// threads on a 2-core machine can miss a timing window under load; a second failure counts.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
