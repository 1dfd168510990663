/**
 * The report rules against the real server (spec 001 §3, §4, §6, §8): scopes (private to the owner, public on the
 * node saved and below, global everywhere), who may save which scope, edit and delete, read-only reports that a
 * SAVE cannot overwrite and a delete skips, import and export of settings with the spec's message, and the
 * reporting licence gate.
 */
import type { TreeObject } from '@fathom/sdk/api';
import { REPORT_MESSAGES } from '../../plugins/areas/reports/api';
import { startServer, type Client, type TestServer } from './helpers';
import { demoCollector } from './search-fixture';

jest.setTimeout(60000);
let srv: TestServer;
let root: Client;
let viewer: Client; // get only
let editor: Client; // get, upd, del
let client: TreeObject;
let collector: TreeObject;

const settings = (name: string, scope = 'private', statement = 'SELECT extension, COUNT(*) AS Files FROM STORE(HOME) GROUP BY extension') => ({
  name,
  scope,
  query: { queryMode: 'bySELECT', statement },
  grid: { pageSize: 100 },
  pdfExportProperties: { orientation: 'portrait' },
  excelExportProperties: {},
});
const names = async (c: Client, objectId: string) =>
  ((await c.get('/reports', { objectId })).reports as { name: string; readonly: boolean }[]).filter(r => !r.readonly).map(r => r.name);
const errorOf = (r: { body: unknown }) => (r.body as { error?: { name: string; message: string } }).error;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = await demoCollector(root);
  const home = await root.get('/database/object', { objectId: 'HOME' });
  client = ((await root.get('/database/children', { parentId: home.objectId })).objects as TreeObject[]).find(
    o => o.classId === 'client' && o.name === 'Demo',
  )!;
  const user = async (userId: string, permissions: string[]) => {
    await root.post('/database/object', {
      object: { parentId: client.objectId, name: userId, classId: 'user' },
      options: { userId, password: 'Rep#Pass1', activated: true, email: `${userId}@example.com`, permissions },
    });
    return srv.login(userId, 'Rep#Pass1');
  };
  viewer = await user('report-viewer', ['get']);
  editor = await user('report-editor', ['get', 'upd', 'del']);
});
afterAll(() => srv.close());

test('private reports are their owner’s; public ones show on the node saved and below; global ones everywhere', async () => {
  await viewer.post('/reports/report', { objectId: client.objectId, report: settings('Viewer private') });
  await editor.post('/reports/report', { objectId: client.objectId, report: settings('Editor public', 'public') });
  await editor.post('/reports/report', { objectId: collector.objectId, report: settings('Collector public', 'public') });
  await root.post('/reports/report', { objectId: client.objectId, report: settings('Root global', 'global') });

  expect((await names(viewer, client.objectId)).sort()).toEqual(['Editor public', 'Root global', 'Viewer private']);
  expect((await names(viewer, collector.objectId)).sort()).toEqual(['Collector public', 'Editor public', 'Root global', 'Viewer private']);
  expect((await names(editor, client.objectId)).sort()).toEqual(['Editor public', 'Root global']);
  // The list's search reads names and descriptions.
  const found = (await viewer.get('/reports', { objectId: client.objectId, search: 'PUBLIC' })).reports.map((r: { name: string }) => r.name);
  expect(found).toEqual(['Editor public']);
  expect((await viewer.get('/reports', { objectId: client.objectId, search: 'duplicate' })).reports.map((r: { name: string }) => r.name)).toEqual(
    expect.arrayContaining(['Duplicate summary', 'Duplicate detail']),
  );
});

test('saving public needs upd and global needs adm; others’ reports cannot be edited or deleted without them', async () => {
  const pub = await viewer.call('POST', '/reports/report', { objectId: client.objectId, report: settings('Try public', 'public') });
  expect(errorOf(pub)).toEqual({ name: 'NoPermission', message: REPORT_MESSAGES.noScopePermission('public') });
  const glob = await editor.call('POST', '/reports/report', { objectId: client.objectId, report: settings('Try global', 'global') });
  expect(errorOf(glob)).toEqual({ name: 'NoPermission', message: REPORT_MESSAGES.noScopePermission('global') });

  const shared = (await viewer.get('/reports', { objectId: client.objectId })).reports.find((r: { name: string }) => r.name === 'Editor public');
  expect(shared).toMatchObject({ canEdit: false, canDelete: false, ownerName: 'report-editor' });
  const edit = await viewer.call('PUT', '/reports/report', {
    objectId: client.objectId,
    reportId: shared.reportId,
    saveMode: 'SAVE',
    report: settings('Mine now', 'public'),
  });
  expect(errorOf(edit)).toEqual({ name: 'NoPermission', message: REPORT_MESSAGES.noEditPermission });
  const del = await viewer.call('DELETE', '/reports/report', { objectId: client.objectId, reportIds: [shared.reportId] });
  expect(errorOf(del)).toEqual({ name: 'NoPermission', message: REPORT_MESSAGES.noDeletePermission });

  // SAVE_AS makes the viewer's own copy; the original is unchanged.
  const copy = await viewer.put('/reports/report', {
    objectId: client.objectId,
    reportId: shared.reportId,
    saveMode: 'SAVE_AS',
    report: settings('Viewer copy'),
  });
  expect(copy).toMatchObject({ name: 'Viewer copy', scope: 'private', readonly: false, canEdit: true, canDelete: true });
  // The owner edits it; the statement is checked before it is saved.
  const saved = await editor.put('/reports/report', {
    objectId: client.objectId,
    reportId: shared.reportId,
    saveMode: 'SAVE',
    report: { ...settings('Editor public v2', 'public'), description: 'second' },
  });
  expect(saved).toMatchObject({ reportId: shared.reportId, name: 'Editor public v2', description: 'second' });
  const bad = await editor.call('PUT', '/reports/report', {
    objectId: client.objectId,
    reportId: shared.reportId,
    saveMode: 'SAVE',
    report: settings('Broken', 'public', 'SELECT nope FROM STORE(HOME)'),
  });
  expect(errorOf(bad)?.name).toBe('QueryValidationError');
  expect((await editor.get('/reports/report', { objectId: client.objectId, reportId: shared.reportId })).name).toBe('Editor public v2');
});

test('a read-only report cannot be overwritten; deleting skips it', async () => {
  const std = await root.call('PUT', '/reports/report', {
    objectId: client.objectId,
    reportId: 'std-yearly-growth',
    saveMode: 'SAVE',
    report: settings('Yearly growth'),
  });
  expect(std.status).toBe(409);
  expect(errorOf(std)).toEqual({ name: 'Conflict', message: REPORT_MESSAGES.readOnly });
  const mine = await root.put('/reports/report', {
    objectId: client.objectId,
    reportId: 'std-yearly-growth',
    saveMode: 'SAVE_AS',
    report: settings('My growth'),
  });
  const answer = await root.del('/reports/report', { objectId: client.objectId, reportIds: ['std-yearly-growth', mine.reportId] });
  expect(answer).toEqual({ deleted: [mine.reportId], skipped: ['std-yearly-growth'] });
  expect((await root.get('/reports', { objectId: client.objectId })).reports.some((r: { reportId: string }) => r.reportId === 'std-yearly-growth')).toBe(true);
  const gone = await root.call('GET', '/reports/report', { objectId: client.objectId, reportId: mine.reportId });
  expect(gone.status).toBe(404);
});

test('names and settings are validated with named messages', async () => {
  const refused = async (report: unknown) => errorOf(await root.call('POST', '/reports/report', { objectId: client.objectId, report }));
  expect(await refused(settings(''))).toEqual({ name: 'ValidationError', message: 'name is required.', detail: { field: 'report.name' } });
  expect((await refused(settings('a/b')))?.message).toBe('name must not hold $, \\ or /.');
  expect((await refused(settings('x'.repeat(257))))?.message).toBe('name must be at most 256 characters.');
  expect((await refused({ ...settings('Scope'), scope: 'everyone' }))?.message).toBe('scope must be one of global, public, private.');
  expect((await refused({ ...settings('Page'), grid: { pageSize: 50 } }))?.message).toBe('grid.pageSize must be one of 100, 150, 200, 250.');
  expect((await refused({ ...settings('Wide'), pdfExportProperties: { orientation: 'portrait', widths: [40, 40, 20] } }))?.message).toBe(
    REPORT_MESSAGES.tooWide(106, 'portrait'),
  );
  const wideOk = await root.post('/reports/report', {
    objectId: client.objectId,
    report: { ...settings('Wide landscape'), pdfExportProperties: { orientation: 'landscape', widths: [40, 40, 20] } },
  });
  expect(wideOk.pdfExportProperties).toEqual({ orientation: 'landscape', widths: [40, 40, 20] });
});

test('export writes settings that import brings back as new reports; a file without them is refused', async () => {
  const list = (await root.get('/reports', { objectId: client.objectId })).reports as { reportId: string; name: string }[];
  const ids = list.filter(r => ['Root global', 'std-file-type-summary'].includes(r.name) || r.reportId === 'std-file-type-summary').map(r => r.reportId);
  const file = await root.get('/reports/export', { objectId: client.objectId, reportIds: ids });
  expect(file.reports.map((r: { name: string }) => r.name).sort()).toEqual(['File type summary', 'Root global']);
  expect(file.exportInfo).toMatchObject({ appVersion: expect.any(String), time: expect.any(String) });

  const imported = await editor.post('/reports/import', {
    objectId: client.objectId,
    file: { ...file, reports: file.reports.map((r: object) => ({ ...r, scope: 'private' })) },
  });
  expect(imported.reports.map((r: { name: string; readonly: boolean; ownerName: string }) => [r.name, r.readonly, r.ownerName])).toEqual([
    ['File type summary', false, 'report-editor'],
    ['Root global', false, 'report-editor'],
  ]);
  // A global report in the file needs adm: nothing of that file is imported.
  const before = (await names(editor, client.objectId)).length;
  const glob = await editor.call('POST', '/reports/import', { objectId: client.objectId, file });
  expect(errorOf(glob)).toEqual({ name: 'NoPermission', message: REPORT_MESSAGES.noScopePermission('global') });
  expect((await names(editor, client.objectId)).length).toBe(before);

  for (const bad of [{}, { reports: [] }, { dashboard: {} }, null, 'text', { reports: 'x' }]) {
    const r = await root.call('POST', '/reports/import', { objectId: client.objectId, file: bad });
    expect(errorOf(r)).toEqual({ name: 'ValidationError', message: 'Imported file has no reports settings.' });
  }
  const broken = await root.call('POST', '/reports/import', { objectId: client.objectId, file: { reports: [settings('')] } });
  expect(errorOf(broken)).toEqual({ name: 'ValidationError', message: 'Report 1: name is required.' });
});

test('without reporting in the licence every report call is refused', async () => {
  const home = root.user.homeId;
  const licence = await root.get('/database/property', { objectId: home, propertyId: 'PID_LICENSE' });
  await root.post('/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: { ...licence, enableReporting: false } });
  try {
    for (const [method, path, payload] of [
      ['GET', '/reports', { objectId: client.objectId }],
      ['POST', '/reports/run', { objectId: client.objectId, reportId: 'std-yearly-growth' }],
      ['POST', '/reports/report', { objectId: client.objectId, report: settings('No licence') }],
      ['GET', '/database/property', { objectId: client.objectId, propertyId: 'PID_REPORTS' }],
    ] as const) {
      const r = await viewer.call(method, path, payload);
      expect({ path, status: r.status, error: errorOf(r) }).toEqual({
        path,
        status: 403,
        error: { name: 'FeatureNotLicensed', message: REPORT_MESSAGES.notLicensed },
      });
    }
  } finally {
    await root.post('/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: { ...licence, enableReporting: true } });
  }
  expect((await viewer.call('GET', '/reports', { objectId: client.objectId })).status).toBe(200);
  const bad = await root.call('POST', '/database/property', { objectId: home, propertyId: 'PID_LICENSE', property: { ...licence, enableReporting: 'no' } });
  expect(errorOf(bad)?.message).toBe('enableReporting must be true or false.');
});
