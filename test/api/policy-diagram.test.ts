/**
 * The policy's rule (PID_POLICY, actions section) against the real server (spec 001 §3 Policy, §4 diagram rules):
 * a diagram drawn in the policy editor is saved as a policyRule of format version 100 and read back with it; a broken
 * diagram, a broken rule given alone, a signed source without a signed path, a transform through no integration of
 * the node and a section saved elsewhere are refused by name with the spec's messages, leaving the saved rule as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TreeObject } from '@fathom/sdk/api';
import { DIAGRAM_MESSAGES, POLICY_PROPERTY_MESSAGES, type ActionDiagram, type PolicyProperty } from '@fathom/sdk/api/action-diagram';
import { startServer, type Client, type TestServer } from './helpers';
import { demoCollector } from './search-fixture';
import { filesysService } from './scan-fixture';

jest.setTimeout(60_000);
let srv: TestServer;
let root: Client;
let collector: TreeObject;
let work: string;

const save = (property: unknown, objectId = collector.objectId) =>
  root.call('POST', '/database/property', { objectId, propertyId: 'PID_POLICY', property: property as Record<string, unknown> });
const read = (objectId = collector.objectId) => root.get<PolicyProperty>('/database/property', { objectId, propertyId: 'PID_POLICY' });
const errorOf = (r: { body: unknown }) => (r.body as { error?: { name: string; message: string; detail?: { nodeId?: string } } }).error;

const good: ActionDiagram = {
  nodes: [
    { id: 's', kind: 'source', data: { service: 'docs' }, position: { x: 20, y: 20 } },
    { id: 'c', kind: 'classification', data: { classification: 'Email' }, position: { x: 20, y: 100 } },
    { id: 'and', kind: 'condition', data: { operator: 'And' }, position: { x: 240, y: 60 } },
    { id: 'a', kind: 'action', data: { action: 'export' }, position: { x: 460, y: 60 } },
    { id: 'g', kind: 'source', data: { service: 'signed', signed: true }, position: { x: 20, y: 180 } },
    { id: 't', kind: 'action', data: { action: 'transform', targetName: 'Plain text' }, position: { x: 460, y: 180 } },
  ],
  links: [
    { source: 's', target: 'and' },
    { source: 'c', target: 'and' },
    { source: 'and', target: 'a' },
    { source: 'g', target: 't' },
  ],
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'fathom-policy-diagram-'));
  srv = await startServer();
  root = await srv.login('root', srv.rootPassword);
  collector = await demoCollector(root);
  const signedService = filesysService('signed', join(work, 'signed'));
  signedService.include[0].signing = true;
  await root.post('/database/property', {
    objectId: collector.objectId,
    propertyId: 'PID_SOURCES',
    property: {
      services: [
        filesysService('docs', join(work, 'docs')),
        signedService,
        { type: 'text-output', name: 'Plain text', mode: 'Transform', parameters: { storePath: join(work, 'text') }, include: [], exclude: [] },
      ],
    },
  });
});
afterAll(async () => {
  await srv?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a node without a policy rule of its own follows the node above, which has none either', async () => {
  const policy = await read();
  expect(policy.actions).toMatchObject({ inherited: true, values: { rule: null }, inheritedValues: { rule: null }, effective: { rule: null } });
});

test('a diagram is saved as a policyRule of format version 100 and read back with it', async () => {
  const r = await save({ actions: { values: { diagram: good, rule: { name: 'Personal data' } } } });
  expect(r.status).toBe(200);
  const policy = await read();
  expect(policy.actions?.inherited).toBe(false);
  expect(policy.actions?.values.diagram).toEqual(good);
  const rule = policy.actions!.values.rule!;
  expect(rule).toMatchObject({ name: 'Personal data', formatVersion: 100, version: '2016.3.0.6896' });
  expect(rule.rules).toEqual([
    {
      id: `${rule.id}-1`,
      formatVersion: 100,
      condition: {
        operator: 'And',
        conditions: [
          { field: 'service', value: 'docs' },
          { field: 'classification', value: 'Email' },
        ],
      },
      actions: [{ type: 'export' }],
    },
    { id: `${rule.id}-2`, formatVersion: 100, condition: { field: 'signed', value: 'signed' }, actions: [{ type: 'transform', targetName: 'Plain text' }] },
  ]);
  // A rule given alone is checked the same way and drawn from itself; its id stays.
  const alone = await save({ actions: { values: { rule: { ...rule, rules: [rule.rules[0]] } } } });
  expect(alone.status).toBe(200);
  const again = await read();
  expect(again.actions!.values.rule).toMatchObject({ id: rule.id, rules: [rule.rules[0]] });
  expect(again.actions!.values.diagram!.nodes.map(n => n.kind).sort()).toEqual(['action', 'classification', 'condition', 'source']);
  await save({ actions: { values: { diagram: good, rule: { name: 'Personal data' } } } });
});

test('a broken diagram or rule is refused by name with the spec message, and the saved rule stays', async () => {
  const before = await read();
  const refused = async (property: unknown, message: string, nodeId?: string) => {
    const r = await save(property);
    expect(r.status).toBe(400);
    expect(errorOf(r)).toMatchObject({ name: 'ValidationError', message });
    if (nodeId) expect(errorOf(r)?.detail?.nodeId).toBe(nodeId);
  };
  const withNodes = (nodes: ActionDiagram['nodes'], links = good.links) => ({ actions: { values: { diagram: { nodes, links } } } });
  await refused(withNodes([...good.nodes, { id: 'x', kind: 'classification', data: { classification: 'IBAN' } }]), DIAGRAM_MESSAGES.unlinked, 'x');
  await refused(withNodes(good.nodes.map(n => (n.id === 'c' ? { ...n, data: { classification: ' ' } } : n))), DIAGRAM_MESSAGES.data, 'c');
  await refused(withNodes(good.nodes, [...good.links, { source: 'a', target: 's' }]), DIAGRAM_MESSAGES.structure);
  await refused(withNodes(good.nodes.filter(n => n.id !== 'a' && n.id !== 't')), DIAGRAM_MESSAGES.structure);
  await refused(
    withNodes([...good.nodes, { id: 'd', kind: 'action', data: { action: 'delete' } }], [...good.links, { source: 'a', target: 'd' }]),
    DIAGRAM_MESSAGES.similar,
    'd',
  );
  await refused(withNodes(good.nodes.map(n => (n.id === 's' ? { ...n, data: { service: 'docs', signed: true } } : n))), DIAGRAM_MESSAGES.signing('docs'), 's');
  await refused(
    withNodes(good.nodes.map(n => (n.id === 't' ? { ...n, data: { action: 'transform' as const, targetName: 'docs' } } : n))),
    DIAGRAM_MESSAGES.unknownIntegration('docs'),
    't',
  );
  await refused({ actions: { values: { rule: { ...before.actions!.values.rule!, formatVersion: 7 } } } }, DIAGRAM_MESSAGES.formatVersion);
  await refused({ actions: { values: {} } }, POLICY_PROPERTY_MESSAGES.noValues);
  await refused({ sources: { values: { services: [] } } }, POLICY_PROPERTY_MESSAGES.otherSection('sources'));
  await refused([], POLICY_PROPERTY_MESSAGES.notObject);
  expect(await read()).toEqual(before);
});
