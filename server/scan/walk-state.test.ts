import Database from 'better-sqlite3';
import { openWalkState, type ScanService, type ScanSettings } from './scan-job';
import { RECLASSIFY_AT_NEXT_SCAN } from './reclassify-marks';

const settings: ScanSettings = { maxFileSizeMb: 10, hashThreads: 0, extractThreads: 0, enableIndexing: true, enableClassification: true, enableOcr: false };
const service: ScanService = {
  name: 'drive',
  type: 'ms-onedrive',
  parameters: {},
  include: [{ path: '//alice@contoso.com/*', signing: false, index: true, classify: true, ocr: false }],
  exclude: [],
};

function db() {
  const d = new Database(':memory:');
  d.exec(`CREATE TABLE source_walk_state (node_id TEXT, service TEXT, key TEXT, value TEXT, updated_at INTEGER, PRIMARY KEY (node_id, service, key));
          CREATE TABLE idx_entries (entry_id INTEGER PRIMARY KEY, node_id TEXT, service TEXT, reclassify INTEGER NOT NULL DEFAULT 0)`);
  return d;
}

test('a walk state is kept per service and handed back while the service and the settings stay the same', () => {
  const d = db();
  const first = openWalkState(d, { nodeId: 'n1', settings }, service);
  expect(first.state.get('delta')).toBeUndefined();
  first.state.set('delta', 'link-1');
  expect(first.changed).toBe(true);
  first.save();
  expect(openWalkState(d, { nodeId: 'n1', settings }, service).state.get('delta')).toBe('link-1');
  // Another service or node has its own.
  expect(openWalkState(d, { nodeId: 'n1', settings }, { ...service, name: 'other' }).state.get('delta')).toBeUndefined();
  expect(openWalkState(d, { nodeId: 'n2', settings }, service).state.get('delta')).toBeUndefined();
  // The scan's own key is not the connector's.
  expect(() => first.state.set('.config', 'x')).toThrow();
});

test('a changed include, exclude or index setting, a file waiting to be read, or a forgotten walk starts empty', () => {
  const d = db();
  const kept = openWalkState(d, { nodeId: 'n1', settings }, service);
  kept.state.set('delta', 'link-1');
  kept.save();
  expect(openWalkState(d, { nodeId: 'n1', settings }, { ...service, exclude: ['*.tmp'] }).state.get('delta')).toBeUndefined();
  expect(openWalkState(d, { nodeId: 'n1', settings: { ...settings, enableOcr: true } }, service).state.get('delta')).toBeUndefined();
  const changedPaths = openWalkState(d, { nodeId: 'n1', settings }, { ...service, include: [{ ...service.include[0], index: false }] });
  expect(changedPaths.state.get('delta')).toBeUndefined();
  expect(changedPaths.changed).toBe(true); // saved empty, so the old state cannot come back
  d.prepare('INSERT INTO idx_entries (node_id, service, reclassify) VALUES (?, ?, ?)').run('n1', 'drive', RECLASSIFY_AT_NEXT_SCAN);
  expect(openWalkState(d, { nodeId: 'n1', settings }, service).state.get('delta')).toBeUndefined();
  d.exec('DELETE FROM idx_entries');
  const again = openWalkState(d, { nodeId: 'n1', settings }, service);
  expect(again.state.get('delta')).toBe('link-1');
  again.forget();
  again.save();
  expect(d.prepare('SELECT COUNT(*) FROM source_walk_state').pluck().get()).toBe(0);
});
