import { parseStatement } from './search';
import {
  DIAGRAM_MESSAGES,
  diagramToRule,
  policyDiagramToRule,
  ruleStatement,
  ruleToDiagram,
  validatePolicyRule,
  type ActionDiagram,
  type DiagramNode,
  type PolicyRule,
} from './action-diagram';

const src = (id: string, service = 'docs'): DiagramNode => ({ id, kind: 'source', data: { service } });
const cls = (id: string, classification: string): DiagramNode => ({ id, kind: 'classification', data: { classification } });
const cond = (id: string, operator: 'And' | 'Or' | 'Not'): DiagramNode => ({ id, kind: 'condition', data: { operator } });
const act = (id: string, action: 'export' | 'link' | 'delete' | 'none'): DiagramNode => ({ id, kind: 'action', data: { action } });
const transform = (id: string, targetName?: string): DiagramNode => ({ id, kind: 'action', data: { action: 'transform', targetName } });
const signed = (id: string, service: string): DiagramNode => ({ id, kind: 'source', data: { service, signed: true } });
const link = (source: string, target: string) => ({ source, target });
const meta = { id: 'r', name: 'Rule' };
const fails = (d: ActionDiagram) => {
  try {
    diagramToRule(d, meta);
  } catch (e) {
    return (e as Error).message;
  }
  return null;
};

it('a source and a classification joined by And feed an export chained to a link: a format 100 rule and its statement', () => {
  const d: ActionDiagram = {
    nodes: [src('s'), cls('c', "Card's number"), cond('and', 'And'), cond('not', 'Not'), cls('p', 'Public'), act('a1', 'export'), act('a2', 'link')],
    links: [link('s', 'and'), link('c', 'and'), link('p', 'not'), link('not', 'and'), link('and', 'a1'), link('a1', 'a2')],
  };
  const rule = diagramToRule(d, meta);
  expect(rule).toMatchObject({
    formatVersion: 100,
    version: '2016.3.0.6896',
    rules: [{ formatVersion: 100, actions: [{ type: 'export' }, { type: 'link' }] }],
  });
  expect(rule.rules[0].condition).toEqual({
    operator: 'And',
    conditions: [
      { field: 'service', value: 'docs' },
      { field: 'classification', value: "Card's number" },
      { operator: 'Not', conditions: [{ field: 'classification', value: 'Public' }] },
    ],
  });
  const statement = ruleStatement(rule);
  expect(statement).toBe("SELECT * FROM STORE(HOME) WHERE (service = 'docs' AND classification = 'Card''s number' AND NOT (classification = 'Public'))");
  expect(() => parseStatement(statement)).not.toThrow();
});

it('refuses with the spec messages', () => {
  // A node on its own.
  expect(fails({ nodes: [src('s'), act('a', 'export'), src('lonely', 'x')], links: [link('s', 'a')] })).toBe(DIAGRAM_MESSAGES.unlinked);
  // Node data missing.
  expect(fails({ nodes: [src('s', ' '), act('a', 'export')], links: [link('s', 'a')] })).toBe(DIAGRAM_MESSAGES.data);
  // Links the wrong way, two inputs to an action, Not with two inputs, no action, two rules.
  expect(fails({ nodes: [src('s'), act('a', 'export')], links: [link('a', 's')] })).toBe(DIAGRAM_MESSAGES.structure);
  expect(fails({ nodes: [src('s'), src('t', 'b'), act('a', 'export')], links: [link('s', 'a'), link('t', 'a')] })).toBe(DIAGRAM_MESSAGES.structure);
  expect(fails({ nodes: [src('s'), src('t', 'b'), cond('n', 'Not'), act('a', 'none')], links: [link('s', 'n'), link('t', 'n'), link('n', 'a')] })).toBe(
    DIAGRAM_MESSAGES.structure,
  );
  expect(fails({ nodes: [src('s'), cond('o', 'Or')], links: [link('s', 'o')] })).toBe(DIAGRAM_MESSAGES.structure);
  expect(fails({ nodes: [src('s'), act('a', 'export'), src('t', 'b'), act('b', 'none')], links: [link('s', 'a'), link('t', 'b')] })).toBe(
    DIAGRAM_MESSAGES.structure,
  );
  // Chains: only similar actions; a delete is never followed.
  expect(fails({ nodes: [src('s'), act('a', 'export'), act('b', 'delete')], links: [link('s', 'a'), link('a', 'b')] })).toBe(DIAGRAM_MESSAGES.similar);
  expect(fails({ nodes: [src('s'), act('a', 'delete'), act('b', 'export')], links: [link('s', 'a'), link('a', 'b')] })).toBe(
    DIAGRAM_MESSAGES.notChainable('delete'),
  );
});

const policyFails = (d: ActionDiagram, context?: Parameters<typeof policyDiagramToRule>[2]) => {
  try {
    policyDiagramToRule(d, meta, context);
  } catch (e) {
    return (e as Error).message;
  }
  return null;
};

describe('a policy diagram', () => {
  const twoRules: ActionDiagram = {
    nodes: [
      src('s'),
      cls('c', 'Email'),
      cls('p', 'Public'),
      cond('and', 'And'),
      cond('not', 'Not'),
      act('a1', 'export'),
      act('a2', 'link'),
      signed('t', 'signed-docs'),
      cls('d', 'IBAN'),
      cond('or', 'Or'),
      transform('x', 'text'),
    ],
    links: [
      link('s', 'and'),
      link('c', 'and'),
      link('p', 'not'),
      link('not', 'and'),
      link('and', 'a1'),
      link('a1', 'a2'),
      link('t', 'or'),
      link('d', 'or'),
      link('or', 'x'),
    ],
  };
  const context = {
    services: [
      { name: 'docs', include: [{ signing: false }] },
      { name: 'signed-docs', include: [{ signing: true }] },
    ],
    integrations: ['text'],
  };

  it('holds one rule per action fed by conditions, transforms naming their integration, signed sources as signed leaves', () => {
    const rule = policyDiagramToRule(twoRules, { id: 'p1', name: 'Policy' }, context);
    expect(rule).toMatchObject({ id: 'p1', formatVersion: 100, version: '2016.3.0.6896', name: 'Policy' });
    expect(rule.rules).toEqual([
      {
        id: 'p1-1',
        formatVersion: 100,
        condition: {
          operator: 'And',
          conditions: [
            { field: 'service', value: 'docs' },
            { field: 'classification', value: 'Email' },
            { operator: 'Not', conditions: [{ field: 'classification', value: 'Public' }] },
          ],
        },
        actions: [{ type: 'export' }, { type: 'link' }],
      },
      {
        id: 'p1-2',
        formatVersion: 100,
        condition: {
          operator: 'Or',
          conditions: [
            { field: 'signed', value: 'signed-docs' },
            { field: 'classification', value: 'IBAN' },
          ],
        },
        actions: [{ type: 'transform', targetName: 'text' }],
      },
    ]);
    const statement = ruleStatement(rule, 1);
    expect(statement).toBe("SELECT * FROM STORE(HOME) WHERE ((service = 'signed-docs' AND signature IS NOT NULL) OR classification = 'IBAN')");
    expect(() => parseStatement(statement)).not.toThrow();
    // A stored action's diagram holds one rule only.
    expect(fails(twoRules)).toBe(DIAGRAM_MESSAGES.structure);
  });

  it('goes back from the rule to a diagram that gives the same rule, laid out in columns', () => {
    const rule = policyDiagramToRule(twoRules, { id: 'p1', name: 'Policy' }, context);
    const back = ruleToDiagram(rule);
    expect(back.nodes).toHaveLength(twoRules.nodes.length);
    expect(back.links).toHaveLength(twoRules.links.length);
    expect(back.nodes.every(n => n.position && n.position.x >= 20 && n.position.y >= 20)).toBe(true);
    const leaves = back.nodes.filter(n => n.kind === 'source' || n.kind === 'classification');
    const actions = back.nodes.filter(n => n.kind === 'action');
    expect(Math.max(...leaves.map(n => n.position!.x))).toBeLessThan(Math.min(...actions.map(n => n.position!.x)));
    expect(policyDiagramToRule(back, { id: 'p1', name: 'Policy' }, context)).toEqual(rule);
    expect(validatePolicyRule(rule, context)).toEqual(rule);
  });

  it('refuses each broken rule with the spec message', () => {
    // Nodes need links.
    expect(policyFails({ nodes: [...twoRules.nodes, cls('lonely', 'x')], links: twoRules.links })).toBe(DIAGRAM_MESSAGES.unlinked);
    // Node data: a transform without its integration, a condition with an unknown operator, an unknown kind.
    expect(policyFails({ nodes: [src('s'), transform('x')], links: [link('s', 'x')] })).toBe(DIAGRAM_MESSAGES.data);
    expect(
      policyFails({
        nodes: [src('s'), { id: 'o', kind: 'condition', data: { operator: 'Xor' as never } }, act('a', 'none')],
        links: [link('s', 'o'), link('o', 'a')],
      }),
    ).toBe(DIAGRAM_MESSAGES.data);
    expect(policyFails({ nodes: [src('s'), { id: 'q', kind: 'query' as never, data: {} }], links: [link('s', 'q')] })).toBe(DIAGRAM_MESSAGES.data);
    // Structure: no action at all, a link to a missing node, a condition loop, two nodes with one id, not a diagram.
    expect(policyFails({ nodes: [src('s'), cond('o', 'Or')], links: [link('s', 'o')] })).toBe(DIAGRAM_MESSAGES.structure);
    expect(policyFails({ nodes: [src('s'), act('a', 'none')], links: [link('s', 'a'), link('s', 'ghost')] })).toBe(DIAGRAM_MESSAGES.structure);
    expect(
      policyFails({
        nodes: [src('s'), cond('o1', 'Or'), cond('o2', 'Or'), act('a', 'none')],
        links: [link('s', 'o1'), link('o2', 'o1'), link('o1', 'o2'), link('o1', 'a')],
      }),
    ).toBe(DIAGRAM_MESSAGES.structure);
    expect(policyFails({ nodes: [src('s'), src('s', 'b'), act('a', 'none')], links: [link('s', 'a')] })).toBe(DIAGRAM_MESSAGES.structure);
    expect(policyFails({ nodes: 'x' } as never)).toBe(DIAGRAM_MESSAGES.structure);
    // Chains: a transform is never followed, nor follows; only similar actions chain.
    expect(policyFails({ nodes: [src('s'), transform('x', 'text'), act('a', 'export')], links: [link('s', 'x'), link('x', 'a')] })).toBe(
      DIAGRAM_MESSAGES.notChainable('transform'),
    );
    expect(policyFails({ nodes: [src('s'), act('a', 'link'), transform('x', 'text')], links: [link('s', 'a'), link('a', 'x')] })).toBe(
      DIAGRAM_MESSAGES.similar,
    );
    expect(policyFails({ nodes: [src('s'), act('a', 'none'), act('b', 'none')], links: [link('s', 'a'), link('a', 'b')] })).toBe(
      DIAGRAM_MESSAGES.notChainable('none'),
    );
    // Signing: a signed source needs a signed path of that service; a transform an integration the node has.
    expect(policyFails({ nodes: [signed('s', 'docs'), act('a', 'none')], links: [link('s', 'a')] }, context)).toBe(DIAGRAM_MESSAGES.signing('docs'));
    expect(policyFails({ nodes: [signed('s', 'nowhere'), act('a', 'none')], links: [link('s', 'a')] }, context)).toBe(DIAGRAM_MESSAGES.signing('nowhere'));
    expect(policyFails({ nodes: [signed('s', 'signed-docs'), act('a', 'none')], links: [link('s', 'a')] }, context)).toBeNull();
    expect(policyFails({ nodes: [src('s'), transform('x', 'mail')], links: [link('s', 'x')] }, context)).toBe(DIAGRAM_MESSAGES.unknownIntegration('mail'));
  });

  it('refuses a rule given as such when it is not a rule of format version 100', () => {
    const good = policyDiagramToRule(twoRules, { id: 'p1', name: 'Policy' }, context);
    const bad = (change: (r: PolicyRule) => unknown) => {
      const r = JSON.parse(JSON.stringify(good)) as PolicyRule;
      change(r);
      try {
        validatePolicyRule(r, context);
      } catch (e) {
        return (e as Error).message;
      }
      return null;
    };
    expect(bad(() => undefined)).toBeNull();
    expect(bad(r => (r.formatVersion = 99))).toBe(DIAGRAM_MESSAGES.formatVersion);
    expect(bad(r => (r.rules[0].formatVersion = 1))).toBe(DIAGRAM_MESSAGES.formatVersion);
    expect(bad(r => (r.rules = []))).toBe(DIAGRAM_MESSAGES.structure);
    expect(bad(r => (r.rules[0].actions = []))).toBe(DIAGRAM_MESSAGES.structure);
    expect(bad(r => ((r.rules[0].condition as { conditions: unknown[] }).conditions = []))).toBe(DIAGRAM_MESSAGES.structure);
    expect(bad(r => (r.rules[0].condition = { field: 'owner' as never, value: 'x' }))).toBe(DIAGRAM_MESSAGES.data);
    expect(
      bad(
        r =>
          (r.rules[0].condition = {
            operator: 'Not',
            conditions: [
              { field: 'service', value: 'a' },
              { field: 'service', value: 'b' },
            ],
          }),
      ),
    ).toBe(DIAGRAM_MESSAGES.structure);
    expect(bad(r => (r.rules[0].actions = [{ type: 'delete' }, { type: 'export' }]))).toBe(DIAGRAM_MESSAGES.notChainable('delete'));
    expect(bad(r => (r.rules[1].actions = [{ type: 'transform' }]))).toBe(DIAGRAM_MESSAGES.data);
  });
});
