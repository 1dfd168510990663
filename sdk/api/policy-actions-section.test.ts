import { NO_RULE, resolveActionsSection, type PolicyRule, type StoredActionsSection } from './action-diagram';

const rule = (name: string): PolicyRule => ({ id: name, formatVersion: 100, name, description: '', version: '2016.3.0.6896', rules: [] });
const own = (name: string, inherited = false): StoredActionsSection => ({ values: { rule: rule(name) }, inherited });
const chain = (...sections: (StoredActionsSection | undefined)[]) =>
  sections.map((section, i) => ({ id: `n${i}`, name: `Node ${i}`, ...(section ? { section } : {}) }));

test('the top follows nothing: its own rule, or none', () => {
  expect(resolveActionsSection(chain()).source).toBeNull();
  expect(resolveActionsSection(chain(undefined)).answer).toEqual({ values: NO_RULE, inherited: false, inheritedValues: NO_RULE, effective: NO_RULE });
  const top = resolveActionsSection(chain(own('Top')));
  expect(top.answer.effective.rule?.name).toBe('Top');
  expect(top.source?.id).toBe('n0');
});

test('a node without a section follows the nearest node above with a rule of its own', () => {
  const r = resolveActionsSection(chain(own('Top'), own('Unit'), undefined));
  expect(r.answer).toMatchObject({ inherited: true, inheritedFrom: 'n1', inheritedFromName: 'Node 1', values: NO_RULE });
  expect(r.answer.effective.rule?.name).toBe('Unit');
  expect(r.source?.id).toBe('n1');
});

test('a node above that follows its own parent passes that rule down; an own rule replaces it until inherited is set again', () => {
  expect(resolveActionsSection(chain(own('Top'), own('Unit', true), undefined)).answer.effective.rule?.name).toBe('Top');
  const mine = resolveActionsSection(chain(own('Top'), own('Mine')));
  expect(mine.answer).toMatchObject({ inherited: false, inheritedFrom: 'n0' });
  expect(mine.answer.effective.rule?.name).toBe('Mine');
  const back = resolveActionsSection(chain(own('Top'), own('Mine', true)));
  expect(back.answer.values.rule?.name).toBe('Mine');
  expect(back.answer.effective.rule?.name).toBe('Top');
  expect(back.source?.id).toBe('n0');
});

test('following a node above that has no rule leaves no rule in force', () => {
  const r = resolveActionsSection(chain(undefined, undefined));
  expect(r.answer).toMatchObject({ inherited: true, effective: NO_RULE });
  expect(r.answer.inheritedFrom).toBeUndefined();
  expect(r.source).toBeNull();
});
