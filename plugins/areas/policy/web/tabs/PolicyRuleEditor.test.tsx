import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TreeObject } from '@fathom/sdk/api';
import type { PolicyRule } from '@fathom/sdk/api/action-diagram';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import PolicyRuleEditor from './PolicyRuleEditor';

const node: TreeObject = { objectId: 'n1', parentId: 'u1', name: 'vm', classId: 'appagt', tags: {} };
const rule: PolicyRule = {
  id: 'r1',
  formatVersion: 100,
  name: 'Cards out',
  description: '',
  version: '2016.3.0.6896',
  rules: [{ id: 'r1-1', formatVersion: 100, condition: { field: 'classification', value: 'Financial Data' }, actions: [{ type: 'export' }] }],
};
const properties = (actions: Record<string, unknown>) => ({
  PID_POLICY: { actions },
  PID_SOURCES: (_id: string, options?: { subtree?: boolean }) => (options?.subtree ? { collectors: [] } : { services: [] }),
  PID_CLASSIFICATIONS: { classifications: [] },
});

it('a node that follows the node above shows the rule in force there, and what it does', async () => {
  const c = fakeConsole({
    properties: properties({ inherited: true, values: { rule: null }, inheritedFrom: 'u1', inheritedFromName: 'Head Office', inheritedValues: { rule } }),
  });
  render(c.wrap(<PolicyRuleEditor node={node} />));
  const note = await screen.findByTestId('policy-rule-inherited');
  expect(note).toHaveTextContent('Inherited from Head Office: Cards out');
  expect(screen.getByTestId('policy-rule-effective')).toHaveTextContent("classification = 'Financial Data' → Export");
  expect(screen.queryByTestId('policy-diagram')).not.toBeInTheDocument();
});

it('a node with a rule of its own may follow the node above again', async () => {
  const set = jest.fn();
  const c = fakeConsole({
    properties: properties({
      inherited: false,
      values: { rule },
      inheritedFrom: 'u1',
      inheritedFromName: 'Head Office',
      inheritedValues: { rule: { ...rule, name: 'Top rule' } },
    }),
    onSet: set,
  });
  render(c.wrap(<PolicyRuleEditor node={node} />));
  expect(await screen.findByTestId('policy-rule-own-note')).toHaveTextContent('vm has a rule of its own, in place of Top rule from Head Office.');
  fireEvent.click(screen.getByTestId('policy-rule-follow'));
  await waitFor(() => expect(set).toHaveBeenCalledWith('PID_POLICY', { actions: { inherited: true } }));
});
