/**
 * POST /classifications/test through the real server: sample files classified with a draft list (hits masked, with
 * context), and the node's indexed files compared under the saved and the edited classifications.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { CLASSIFICATION_PATHS, filesLost, type ClassificationTestAnswer, type PolicyClassification } from '@fathom/sdk/api/classification';
import type { TaskStatusData } from '@fathom/sdk/api/tasks';
import { SEARCH_PATHS, type QueryResult } from '@fathom/sdk/api/search-wire';
import { BUILTIN_CLASSIFICATIONS } from '../../server/classify/builtin';
import { getSetting, SETTING_KEYS } from '../../server/store/settings';
import { startServer, type Client, type TestServer } from './helpers';

jest.setTimeout(120_000);
let srv: TestServer;
let root: Client;
let home: TreeObject;
let collector: string;
let dir: string;

const SSN_TEXT = 'Employee record. Social Security Number: 536-22-8726. Write to jane.doe@example.com.\n';
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');

async function lab(payload: Record<string, unknown>): Promise<ClassificationTestAnswer> {
  const r = await root.call('POST', CLASSIFICATION_PATHS.test, payload);
  if (r.body.status === 'OK') return r.body.data as ClassificationTestAnswer;
  throw Object.assign(new Error(r.body.error.message), { name: r.body.error.name, httpStatus: r.status });
}

async function waitIdle(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const s = await root.get<TaskStatusData>('/database/property', { objectId: collector, propertyId: 'PID_TASK_STATUS' });
    if (s.current.length === 0 && s.history.length > 0) return;
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error('the scan did not finish');
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'classification-lab-'));
  writeFileSync(join(dir, 'employee.txt'), SSN_TEXT);
  writeFileSync(join(dir, 'employees.csv'), ['Name,SSN', 'Ann Lee,301-58-4412', 'Bo Park,412-67-9021'].join('\n'));
  writeFileSync(join(dir, 'plain.txt'), 'Nothing to see in this note.\n');
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  home = await root.get('/database/object', { objectId: 'HOME' });
  collector = (await getSetting<string>(srv.server.store, SETTING_KEYS.localCollectorId))!;
  await root.post('/database/property', {
    objectId: collector,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        {
          type: 'filesys',
          name: 'lab',
          mode: 'Source',
          parameters: {},
          include: [{ path: dir, signing: false, index: true, classify: true, ocr: false }],
          exclude: [],
        },
      ],
    },
  });
  await root.put('/database/control', { objectId: collector, commandId: 'scan' });
  await waitIdle();
});
afterAll(async () => {
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('sample files: per file the classifications that applied and each hit masked, with its context and confidence', async () => {
  const answer = await lab({
    objectId: home.objectId,
    classifications: BUILTIN_CLASSIFICATIONS,
    samples: [
      { name: 'record.txt', content: b64(SSN_TEXT) },
      { name: 'blob.bin', content: b64(Buffer.from([0, 1, 2, 3, 255, 254, 0, 7])) },
    ],
  });
  expect(answer.indexed).toBeNull();
  const [record, blob] = answer.samples;
  expect(record).toMatchObject({ name: 'record.txt', size: SSN_TEXT.length, extractor: expect.any(String) });
  expect(record.classifications.map(c => c.name)).toContain('U.S. Personal Data');
  const ssn = record.hits.find(h => h.ruleId === 'US_SSN')!;
  expect(ssn).toMatchObject({ text: '5*********6', confidence: expect.any(Number) });
  expect(ssn.confidence).toBeGreaterThanOrEqual(0.5);
  expect(ssn.context).toContain('Social Security Number: 5*********6');
  // No personal data in clear anywhere in the answer.
  expect(JSON.stringify(answer)).not.toContain('536-22-8726');
  expect(JSON.stringify(answer)).not.toContain('jane.doe@example.com');
  expect(blob.error?.name).toEqual(expect.any(String));
  expect(blob.hits).toEqual([]);
});

test("an edit compared on the node's indexed files: before, after and the files it loses", async () => {
  const narrowed: PolicyClassification[] = BUILTIN_CLASSIFICATIONS.map(c =>
    c.name === 'U.S. Personal Data' ? { ...c, condition: { rule: 'US_SSN', minConfidence: 0.5, minCount: 2 } } : c,
  );
  const answer = await lab({ objectId: collector, classifications: narrowed, indexed: true });
  expect(answer.indexed).toMatchObject({ files: 3, totalFiles: 3 });
  const us = answer.indexed!.changes.find(c => c.name === 'U.S. Personal Data')!;
  expect(us).toMatchObject({ edited: true, before: 2, after: 1, gained: [] });
  expect(us.lost.map(f => f.name)).toEqual(['employee.txt']);
  expect(us.lost[0].objectId).toMatch(/^e\d+$/);
  expect(filesLost(answer.indexed!.changes)).toBe(1);
  // Unedited classifications are counted the same both ways.
  expect(answer.indexed!.changes.filter(c => !c.edited).every(c => c.before === c.after)).toBe(true);

  const same = await lab({ objectId: collector, classifications: BUILTIN_CLASSIFICATIONS, indexed: true });
  expect(filesLost(same.indexed!.changes)).toBe(0);
});

test('bad input gets named errors', async () => {
  const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, content: b64('x') }));
  await expect(lab({ objectId: home.objectId, classifications: [], samples: six })).rejects.toMatchObject({ name: 'ValidationError', httpStatus: 400 });
  await expect(lab({ objectId: home.objectId })).rejects.toMatchObject({ name: 'ValidationError' });
  await expect(lab({ objectId: home.objectId, classifications: [{ name: 'Bad', description: '', pattern: { pattern: '(a+)+$' } }] })).rejects.toMatchObject({
    name: 'UnsafePattern',
  });
  await expect(
    lab({ objectId: home.objectId, classifications: [{ name: 'Typo', description: '', condition: { rule: 'NO_SUCH_RULE' } }] }),
  ).rejects.toMatchObject({ name: 'InvalidClassification' });
  await expect(lab({ objectId: 'no-such-node', classifications: [] })).rejects.toMatchObject({ name: 'ObjectNotFound' });
});

async function fileId(name: string): Promise<string> {
  const r = await root.post<QueryResult>(SEARCH_PATHS.query, { select: `SELECT name FROM STORE(HOME) WHERE name = '${name}'`, options: { objectLimit: 1 } });
  return r.objects[0].objectId!;
}

async function label(objectId: string, classification: string, present: boolean | null) {
  const r = await root.call('POST', CLASSIFICATION_PATHS.labels, { objectId, classification, present });
  if (r.body.status === 'OK') return r.body.data as { labels: { classification: string; present: boolean }[] };
  throw Object.assign(new Error(r.body.error.message), { name: r.body.error.name, httpStatus: r.status });
}

test('labelled files: precision and recall before and after an edit, and the right files it would lose', async () => {
  const employee = await fileId('employee.txt');
  const employees = await fileId('employees.csv');
  const plain = await fileId('plain.txt');
  await label(employee, 'U.S. Personal Data', true);
  await label(employees, 'U.S. Personal Data', true);
  expect((await label(plain, 'U.S. Personal Data', false)).labels).toEqual([expect.objectContaining({ classification: 'U.S. Personal Data', present: false })]);
  const narrowed: PolicyClassification[] = BUILTIN_CLASSIFICATIONS.map(c =>
    c.name === 'U.S. Personal Data' ? { ...c, condition: { rule: 'US_SSN', minConfidence: 0.5, minCount: 2 } } : c,
  );
  const answer = await lab({ objectId: collector, classifications: narrowed, labelled: true });
  expect(answer.labelled!.files).toBe(3);
  const us = answer.labelled!.changes.find(c => c.name === 'U.S. Personal Data')!;
  expect(us).toMatchObject({ present: 2, absent: 1, edited: true, before: { tp: 2, fp: 0, fn: 0, precision: 1, recall: 1 } });
  expect(us.after).toMatchObject({ tp: 1, fn: 1, recall: 0.5 });
  expect(us.lost.map(f => f.name)).toEqual(['employee.txt']);
  // A cleared label is forgotten.
  expect((await label(plain, 'U.S. Personal Data', null)).labels).toEqual([]);
  const read = await root.get<{ labels: unknown[] }>(CLASSIFICATION_PATHS.labels, { objectId: employee });
  expect(read.labels).toHaveLength(1);
  await expect(label('no-file', 'X', true)).rejects.toMatchObject({ name: 'ValidationError', httpStatus: 400 });
  await expect(label(employee, 'X', 'yes' as never)).rejects.toMatchObject({ name: 'ValidationError' });
  await expect(label('e999999999', 'X', true)).rejects.toMatchObject({ name: 'ObjectNotFound' });
});

test('the shipped corpus: each rule’s precision and recall, and what a custom pattern matches there, masked', async () => {
  const custom: PolicyClassification = { name: 'Nine digits', description: '', pattern: { pattern: '\\b\\d{9}\\b' } };
  const answer = await lab({ objectId: home.objectId, classifications: [...BUILTIN_CLASSIFICATIONS, custom], corpus: true });
  expect(answer.corpus!.cases).toBeGreaterThan(500);
  const ssn = answer.corpus!.rules.find(r => r.ruleId === 'US_SSN')!;
  expect(ssn).toMatchObject({ ruleName: expect.any(String), cases: expect.any(Number) });
  expect(ssn.precision).toBeGreaterThan(0.8);
  expect(ssn.recall).toBeGreaterThan(0.5);
  const nine = answer.corpus!.custom.find(c => c.classification === 'Nine digits')!;
  expect(nine.matched).toBeGreaterThan(0);
  expect(nine.examples.length).toBeGreaterThan(0);
  expect(nine.examples.every(e => !/\d{9}/.test(e))).toBe(true);
});

test('the shipped documents (one or more per format) each get exactly their labelled classifications, and an edit names those it loses', async () => {
  const same = await lab({ objectId: home.objectId, classifications: BUILTIN_CLASSIFICATIONS, corpus: true });
  const docs = same.corpus!.documents;
  expect(docs.failed).toEqual([]);
  expect(docs.files).toBeGreaterThanOrEqual(10);
  for (const c of docs.changes) {
    expect({ name: c.name, fp: c.before.fp, fn: c.before.fn, missed: c.missed.map(d => d.name) }).toEqual({ name: c.name, fp: 0, fn: 0, missed: [] });
    expect(c.after).toEqual(c.before);
  }
  expect(docs.changes.map(c => c.name)).toEqual(expect.arrayContaining(['U.S. Personal Data', 'Financial Data', 'Contact Information', 'Health Data']));
  const narrowed: PolicyClassification[] = BUILTIN_CLASSIFICATIONS.map(c =>
    c.name === 'U.S. Personal Data' ? { ...c, condition: { rule: 'US_SSN', minConfidence: 0.5, minCount: 2 } } : c,
  );
  const edited = await lab({ objectId: home.objectId, classifications: narrowed, corpus: true });
  const us = edited.corpus!.documents.changes.find(c => c.name === 'U.S. Personal Data')!;
  expect(us.edited).toBe(true);
  expect(us.lost.map(d => d.name).sort()).toEqual(['employee-record.docx', 'employee-record.odt']);
  expect(us.after.recall).toBeLessThan(1);
});
