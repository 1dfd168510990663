import { ApiError } from '@fathom/sdk/api/wire';
import type { SearchResult } from '@fathom/sdk/api/search-wire';
import { EXPIRED_NOTICE, pollDelays, SearchRunner } from './search-runner';

const result = (patch: Partial<SearchResult>): SearchResult => ({
  searchId: 's1',
  isComplete: true,
  objectCount: 0,
  objects: [],
  columns: [{ name: 'name', type: 'STRING', caption: 'Name' }],
  messages: [],
  tasksStarted: 1,
  tasksCompleted: 1,
  agentsSelected: 1,
  startTime: 0,
  completeTime: 0,
  elapsedTime: 0,
  ...patch,
});
const objs = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ objectId: `e${from + i}`, name: `f${from + i}` }));

function fakeApi() {
  return { get: jest.fn(), post: jest.fn(), delete: jest.fn(async (..._args: unknown[]) => ({ cancelled: true }) as never) };
}

test('poll delays grow by the base delay up to 3 seconds', () => {
  expect(pollDelays(250, 3000, 14)).toEqual([250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750, 3000, 3000, 3000]);
});

test('a search polls with growing delays until complete, then holds the first page', async () => {
  const api = fakeApi();
  api.post.mockResolvedValue(result({ isComplete: false }));
  api.get
    .mockResolvedValueOnce(result({ isComplete: false, objectCount: 3, objects: objs(0, 3) }))
    .mockResolvedValueOnce(result({ isComplete: false, objectCount: 5, objects: objs(0, 5) }))
    .mockResolvedValueOnce(result({ isComplete: true, objectCount: 7, objects: objs(0, 5) }));
  const slept: number[] = [];
  const r = new SearchRunner(api, {
    pageSize: 5,
    sleep: async ms => {
      slept.push(ms);
    },
  });
  await r.start("SELECT name FROM STORE('/')", 'n1');
  expect(slept).toEqual([250, 500]);
  expect(api.post).toHaveBeenCalledWith('/database/search', { query: "SELECT name FROM STORE('/')", objectId: 'n1' }, expect.anything());
  const s = r.snapshot();
  expect(s).toMatchObject({ searchId: 's1', isComplete: true, isLoading: false, objectCount: 7, valid: true });
  expect(s.pages.get(0)).toHaveLength(5);
  expect(api.get).toHaveBeenLastCalledWith('/database/search', { searchId: 's1', objectOffset: 0, objectLimit: 5 }, expect.anything());
});

test('a search complete when it starts shows the first page of the start answer without asking for it', async () => {
  const api = fakeApi();
  api.post.mockResolvedValue(result({ isComplete: true, objectCount: 2, objects: objs(0, 2) }));
  const r = new SearchRunner(api, { sleep: async () => undefined });
  await r.start('x');
  expect(api.get).not.toHaveBeenCalled();
  expect(r.snapshot()).toMatchObject({ isComplete: true, isLoading: false, objectCount: 2 });
  expect(r.snapshot().pages.get(0)).toEqual(objs(0, 2));
});

test('pages load by offset; a failed page is dropped and marks the search complete and not loading', async () => {
  const api = fakeApi();
  api.post.mockResolvedValue(result({}));
  api.get.mockResolvedValueOnce(result({ objectCount: 12, objects: objs(0, 5) }));
  const r = new SearchRunner(api, { pageSize: 5, sleep: async () => undefined });
  await r.start('x');
  api.get.mockResolvedValueOnce(result({ objectCount: 12, objects: objs(10, 2) }));
  await r.loadPage(2);
  expect(api.get).toHaveBeenLastCalledWith('/database/search', { searchId: 's1', objectOffset: 10, objectLimit: 5 }, expect.anything());
  api.get.mockRejectedValueOnce(new ApiError('InternalError', 'boom', 500));
  await r.loadPage(1);
  const s = r.snapshot();
  expect([...s.pages.keys()].sort()).toEqual([0, 2]);
  expect(s).toMatchObject({ isComplete: true, isLoading: false, valid: true });
  expect(r.loadedObjects().map(o => o.objectId)).toEqual([...objs(0, 5), ...objs(10, 2)].map(o => o.objectId));
});

test("'Search expired' runs the search again with a notice; other errors mark it invalid", async () => {
  const api = fakeApi();
  const notify = jest.fn();
  api.post.mockResolvedValueOnce(result({ searchId: 'old' })).mockResolvedValueOnce(result({ searchId: 'new' }));
  api.get
    .mockResolvedValueOnce(result({ searchId: 'old', objectCount: 20, objects: objs(0, 5) }))
    .mockRejectedValueOnce(new ApiError('SearchExpired', 'Search expired', 410))
    .mockResolvedValueOnce(result({ searchId: 'new', objectCount: 20, objects: objs(0, 5) }));
  const r = new SearchRunner(api, { pageSize: 5, sleep: async () => undefined, notify });
  await r.start('x');
  await r.loadPage(1);
  await new Promise(res => setTimeout(res, 0));
  expect(notify).toHaveBeenCalledWith(EXPIRED_NOTICE);
  expect(api.post).toHaveBeenCalledTimes(2);
  expect(r.snapshot().searchId).toBe('new');
  expect(r.snapshot().messages[0].message).toBe(EXPIRED_NOTICE);

  api.post.mockRejectedValueOnce(new ApiError('QueryValidationError', 'Query validation error.', 400));
  await r.start('bad');
  expect(r.snapshot()).toMatchObject({ valid: false, isLoading: false, error: 'Query validation error.' });
});

test('cancel ends the search on the server and resets; sorting reloads the first page in the new order', async () => {
  const api = fakeApi();
  api.post.mockResolvedValue(result({}));
  api.get.mockResolvedValue(result({ objectCount: 2, objects: objs(0, 2) }));
  const r = new SearchRunner(api, { sleep: async () => undefined });
  await r.start('x');
  await r.sort({ field: 'name', direction: 'desc' });
  expect(api.get).toHaveBeenLastCalledWith('/database/search', expect.objectContaining({ orderBy: { field: 'name', direction: 'desc' } }), expect.anything());
  await r.cancel();
  expect(api.delete).toHaveBeenCalledWith('/database/search', { searchId: 's1' }, expect.anything());
  expect(r.snapshot()).toMatchObject({ searchId: null, objectCount: 0, isLoading: false });
  expect(r.orderBy).toBeNull();
});
