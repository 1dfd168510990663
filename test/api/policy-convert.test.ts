/**
 * POST /database/policyConvert (spec 000 §4 Policy import: 'a policy exported by application version 1.4 is first
 * converted by the server'): a 1.4-shaped export (test/fixtures/policy/export-1.4.json) becomes this version's
 * sections, which the node's properties then take as they are; anything else is refused with a named error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { POLICY_CONVERT_MESSAGES, POLICY_CONVERT_PATH, type PolicyConvertAnswer } from '@fathom/sdk/api/policy-convert';
import type { TreeObject } from '@fathom/sdk/api';
import { call, startServer, type Client, type TestServer } from './helpers';

jest.setTimeout(60_000);
const EXPORT_14 = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'policy', 'export-1.4.json'), 'utf8')) as Record<string, unknown>;
let srv: TestServer;
let root: Client;

beforeAll(async () => {
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
});
afterAll(async () => {
  await srv?.close();
});

it('converts a 1.4 export to the sources, classifications, settings and actions sections, with notes on what was left out', async () => {
  const answer = await root.post<PolicyConvertAnswer>(POLICY_CONVERT_PATH, { policy: EXPORT_14 });
  expect(answer.policy).toEqual({
    exportInfo: { time: '2019-03-14T09:26:53.000Z', appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/), convertedFrom: '1.4.2' },
    sources: { services: [(EXPORT_14.sources as { values: { services: unknown[] } }).values.services[0]] },
    classifications: { inherited: false, values: [{ name: 'Contacts', description: 'E-mail addresses', condition: { rule: 'EMAIL_ADDRESS' } }] },
    settings: { values: { maxFileSize: 25, maxThreads: 2, enableIndexing: true, enableClassification: true, enableOcr: true } },
    actions: { inherited: true },
  });
  expect(answer.notes).toEqual([
    POLICY_CONVERT_MESSAGES.settingLeftOut('dynamicWorkers', 'dynamicWorkers must be -1 (auto), 0 (disabled) or 1 to 16.'),
    POLICY_CONVERT_MESSAGES.sectionLeftOut('targets'),
  ]);
});

it('gives sections the node properties take as they are', async () => {
  const { policy } = await root.post<PolicyConvertAnswer>(POLICY_CONVERT_PATH, { policy: EXPORT_14 });
  const home = await root.get<TreeObject>('/database/object', { objectId: 'HOME' });
  const collector = await root.post<TreeObject>('/database/object', { object: { parentId: home.objectId, name: 'imported', classId: 'appagt' } });
  await root.post('/database/property', { objectId: collector.objectId, propertyId: 'PID_SOURCES', property: policy.sources });
  await root.post('/database/property', { objectId: collector.objectId, propertyId: 'PID_CLASSIFICATIONS', property: policy.classifications });
  await root.post('/database/property', { objectId: collector.objectId, propertyId: 'PID_SERVER_SETTINGS', property: policy.settings });
  const settings = await root.get('/database/property', { objectId: collector.objectId, propertyId: 'PID_SERVER_SETTINGS' });
  expect(JSON.stringify(settings)).toContain('"maxFileSize":25');
  const sources = await root.get<{ services: { name: string }[] }>('/database/property', { objectId: collector.objectId, propertyId: 'PID_SOURCES' });
  expect(sources.services.map(s => s.name)).toEqual(['Finance share']);
});

it('keeps inherited sections inherited', async () => {
  const policy = {
    exportInfo: { time: 't', appVersion: '1.4' },
    classifications: { inherited: true, values: [] },
    scan: { inherited: true },
    advanced: { inherited: true },
  };
  const answer = await root.post<PolicyConvertAnswer>(POLICY_CONVERT_PATH, { policy });
  expect(answer.policy).toMatchObject({ classifications: { inherited: true, values: [] }, settings: { inherited: true } });
  expect(answer.policy.sources).toBeUndefined();
});

it('refuses what is not a 1.4 export, a missing policy and a caller who is not signed in', async () => {
  const refused = async (payload: Record<string, unknown>) => (await root.call('POST', POLICY_CONVERT_PATH, payload)).body;
  expect(await refused({ policy: { ...EXPORT_14, exportInfo: { time: 't', appVersion: '0.1.0' } } })).toMatchObject({
    status: 'error',
    error: { name: 'ValidationError', message: POLICY_CONVERT_MESSAGES.notConverted('0.1.0') },
  });
  expect(await refused({ policy: { sources: {} } })).toMatchObject({
    status: 'error',
    error: { name: 'ValidationError', message: POLICY_CONVERT_MESSAGES.notConverted('') },
  });
  for (const policy of [undefined, 'text', [1, 2]]) {
    expect(await refused({ policy })).toMatchObject({ status: 'error', error: { name: 'ValidationError' } });
  }
  const anonymous = await call(srv.url, 'POST', POLICY_CONVERT_PATH, { policy: EXPORT_14 });
  expect(anonymous.status).toBe(401);
});
