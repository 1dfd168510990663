import { parseStatement } from './search';
import { DIAGRAM_MESSAGES, diagramToRule, ruleStatement, type ActionDiagram, type DiagramNode } from './action-diagram';

const src = (id: string, service = 'docs'): DiagramNode => ({ id, kind: 'source', data: { service } });
const cls = (id: string, classification: string): DiagramNode => ({ id, kind: 'classification', data: { classification } });
const cond = (id: string, operator: 'And' | 'Or' | 'Not'): DiagramNode => ({ id, kind: 'condition', data: { operator } });
const act = (id: string, action: 'export' | 'link' | 'delete' | 'none'): DiagramNode => ({ id, kind: 'action', data: { action } });
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
  expect(rule).toMatchObject({ formatVersion: 100, version: '2016.3.0.6896', rules: [{ formatVersion: 100, actions: ['export', 'link'] }] });
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
