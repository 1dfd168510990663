import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type TreeObject } from '@fathom/sdk/api';
import { CLASSIFICATION_PATHS, type PolicyClassification } from '@fathom/sdk/api/classification';
import { fakeConsole } from '@fathom/sdk/web/widget-kit/testing';
import { ClassificationsEditor } from './ClassificationsEditor';
import type { ClassificationsAnswer } from './model';

const node: TreeObject = { objectId: 'n1', parentId: 'o1', name: 'Box 1', classId: 'appagt', tags: {} };
const US: PolicyClassification = {
  name: 'U.S. Personal Data',
  description: 'U.S. identifiers',
  condition: { operator: 'Or', conditions: [{ rule: 'US_SSN' }, { rule: 'US_PASSPORT' }] },
};
const RULES = [
  { id: 'US_SSN', name: 'U.S. Social Security number', description: '', country: 'US', category: 'Government ID' },
  { id: 'US_PASSPORT', name: 'U.S. passport number', description: '', country: 'US', category: 'Government ID' },
  { id: 'EMAIL_ADDRESS', name: 'E-mail address', description: '', category: 'Contact' },
];

function setup(over: Partial<ClassificationsAnswer> = {}, opts: { regex?: (pattern: string) => unknown; failSave?: boolean } = {}) {
  let current: ClassificationsAnswer = {
    inherited: true,
    values: [],
    inheritedFrom: 'o1',
    inheritedFromName: 'Demo',
    inheritedValues: [US],
    classifications: [US],
    isTop: false,
    builtInNames: [US.name],
    rules: RULES,
    ...over,
  };
  const saves: unknown[] = [];
  const c = fakeConsole({
    properties: { PID_CLASSIFICATIONS: () => current },
    onSet: (_id, value) => {
      if (opts.failSave) throw new ApiError('InvalidClassification', "Classification 'X' is defined twice.");
      saves.push(value);
      current = { ...current, ...(value as object) };
    },
  });
  const post = c.api.post.bind(c.api);
  const regexCalls: unknown[] = [];
  c.api.post = (async (path: string, body?: any, o?: any) => {
    if (path !== CLASSIFICATION_PATHS.validateRegex) return post(path, body, o);
    regexCalls.push(body);
    const r = opts.regex?.(body.pattern);
    if (r instanceof Error) throw r;
    return { valid: true };
  }) as typeof c.api.post;
  render(c.wrap(<ClassificationsEditor node={node} />));
  return { c, saves, regexCalls };
}

async function addPattern(name: string, pattern: string) {
  fireEvent.click(screen.getByTestId('classifications-add'));
  const dialog = await screen.findByTestId('classification-dialog');
  fireEvent.change(within(dialog).getByTestId('classification-name'), { target: { value: name } });
  fireEvent.change(within(dialog).getByTestId('classification-pattern'), { target: { value: pattern } });
  return dialog;
}

describe('ClassificationsEditor', () => {
  it('lists the inherited classifications with their source; adding waits until inheritance is off', async () => {
    setup();
    const row = await screen.findByTestId('classification-row-U.S. Personal Data');
    expect(row).toHaveTextContent('Built-in');
    expect(row).toHaveTextContent('Inherited from Demo');
    expect(row).toHaveTextContent('Any of: U.S. Social Security number, U.S. passport number');
    expect(screen.getByTestId('classifications-inherited')).toHaveTextContent('inherited from Demo');
    expect(screen.getByTestId('classifications-add')).toBeDisabled();
    expect(within(row).queryByLabelText('Delete U.S. Personal Data')).toBeNull();

    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.getByTestId('classifications-add')).not.toBeDisabled());
    expect(screen.getByTestId('classification-row-U.S. Personal Data')).not.toHaveTextContent('Inherited from');
    expect(screen.getByTestId('save-changes-footer')).toBeTruthy();
  });

  it('adds a custom regular expression checked live, then save asks, writes PID_CLASSIFICATIONS and says Changes saved', async () => {
    const { c, saves, regexCalls } = setup({ inherited: false, values: [US] });
    await screen.findByTestId('classification-row-U.S. Personal Data');
    const dialog = await addPattern('Project*: Falcon', 'falcon-\\d{3}');
    expect(await within(dialog).findByText('Valid pattern')).toBeTruthy();
    expect(regexCalls).toEqual([{ pattern: 'falcon-\\d{3}', caseSensitive: false }]);
    fireEvent.click(screen.getByTestId('classification-apply'));
    await waitFor(() => expect(screen.queryByTestId('classification-dialog')).toBeNull());
    expect(screen.getByTestId('classification-row-Project Falcon')).toHaveTextContent('Custom');
    expect(screen.getByTestId('classification-row-Project Falcon')).toHaveTextContent('Matches /falcon-\\d{3}/ (any case)');

    fireEvent.click(screen.getByTestId('save-changes-save'));
    expect(await screen.findByTestId('save-changes-question')).toHaveTextContent('Save the changes to the classifications of Box 1?');
    fireEvent.click(screen.getByTestId('save-changes-confirm'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ inherited: false, values: [US, { name: 'Project Falcon', description: '', pattern: { pattern: 'falcon-\\d{3}' } }] });
    await waitFor(() => expect(screen.queryByTestId('save-changes-footer')).toBeNull());
    expect(c.notifications.successes).toEqual(['Changes saved']);
  });

  it("keeps the dialog open on a pattern the server refuses, and names a duplicate ' (copy)'", async () => {
    const refused = (p: string) =>
      p === 'not-for-re2'
        ? new ApiError('InvalidPattern', 'Pattern is not supported: x')
        : p === 'offline'
          ? new ApiError('NetworkError', 'no connection')
          : null;
    setup({ inherited: false, values: [US] }, { regex: refused });
    await screen.findByTestId('classification-row-U.S. Personal Data');
    let dialog = await addPattern('Slow', '(x+)+y');
    // The shared shape check refuses it before the server is asked.
    expect(await within(dialog).findByText(/^UnsafePattern:/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('classification-apply'));
    expect(screen.getByTestId('classification-dialog')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('classification-pattern'), { target: { value: 'ssn-\\d{4}' } });
    await waitFor(() => expect(within(dialog).getByTestId('classification-pattern-check')).toHaveAttribute('data-state', 'valid'));
    fireEvent.change(within(dialog).getByTestId('classification-name'), { target: { value: 'U.S. Personal Data' } });
    fireEvent.click(screen.getByTestId('classification-apply'));
    await waitFor(() => expect(screen.queryByTestId('classification-dialog')).toBeNull());
    expect(screen.getByTestId('classification-row-U.S. Personal Data (copy)')).toBeTruthy();

    // What the server's engine refuses is invalid; a failed check is an error; both keep the dialog open.
    dialog = await addPattern('Other', 'not-for-re2');
    await waitFor(() => expect(within(dialog).getByTestId('classification-pattern-check')).toHaveAttribute('data-state', 'invalid'));
    expect(within(dialog).getByTestId('classification-pattern-check')).toHaveTextContent('InvalidPattern: Pattern is not supported: x');
    fireEvent.change(within(dialog).getByTestId('classification-pattern'), { target: { value: 'offline' } });
    await waitFor(() => expect(within(dialog).getByTestId('classification-pattern-check')).toHaveAttribute('data-state', 'error'));
    fireEvent.click(screen.getByTestId('classification-apply'));
    expect(screen.getByTestId('classification-dialog')).toBeTruthy();
  });

  it('edits a rule condition (operator, rules, thresholds) and deletes a classification', async () => {
    const { saves } = setup({ inherited: false, values: [US, { name: 'Gone', description: '', pattern: { pattern: 'gone' } }] });
    await screen.findByTestId('classification-row-Gone');
    fireEvent.click(screen.getByLabelText('Delete Gone'));
    expect(screen.queryByTestId('classification-row-Gone')).toBeNull();

    fireEvent.click(screen.getByLabelText('Edit U.S. Personal Data'));
    const dialog = await screen.findByTestId('classification-dialog');
    fireEvent.click(within(dialog).getByText('All of (And)'));
    fireEvent.change(within(dialog).getByLabelText('Minimum confidence of rule 2 (%)'), { target: { value: '70' } });
    fireEvent.click(within(dialog).getByLabelText('Remove rule 1'));
    fireEvent.click(within(dialog).getByTestId('classification-rule-add'));
    fireEvent.click(screen.getByTestId('classification-apply'));
    expect(await within(dialog).findByText('Field is required.')).toBeTruthy(); // the new rule row has no rule yet
    fireEvent.click(within(dialog).getByLabelText('Remove rule 2'));
    fireEvent.click(screen.getByTestId('classification-apply'));
    await waitFor(() => expect(screen.queryByTestId('classification-dialog')).toBeNull());
    expect(screen.getByTestId('classification-row-U.S. Personal Data')).toHaveTextContent('U.S. passport number (≥ 70%)');

    fireEvent.click(screen.getByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ inherited: false, values: [{ ...US, condition: { rule: 'US_PASSPORT', minConfidence: 0.7 } }] });
  });

  it('adds a classification over rules chosen from the list the server gives', async () => {
    const { saves } = setup({ inherited: false, values: [] });
    expect(await screen.findByTestId('classifications-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('classifications-add'));
    const dialog = await screen.findByTestId('classification-dialog');
    fireEvent.change(within(dialog).getByTestId('classification-name'), { target: { value: 'Mail' } });
    fireEvent.click(within(dialog).getByText('Have rule hits'));
    expect(within(dialog).queryByTestId('classification-pattern')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('classification-rule-0'));
    fireEvent.click(await screen.findByText('E-mail address (EMAIL_ADDRESS)'));
    fireEvent.change(within(dialog).getByLabelText('Minimum confidence (%)'), { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('classification-apply'));
    await waitFor(() => expect(screen.queryByTestId('classification-dialog')).toBeNull());
    expect(screen.getByTestId('classification-row-Mail')).toHaveTextContent('E-mail address; from 80% confidence');
    fireEvent.click(screen.getByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() =>
      expect(saves).toEqual([{ inherited: false, values: [{ name: 'Mail', description: '', condition: { rule: 'EMAIL_ADDRESS' }, minConfidence: 0.8 }] }]),
    );
  });

  it("shows the server's message when saving fails and keeps the changes", async () => {
    const { c } = setup({}, { failSave: true });
    await screen.findByTestId('classification-row-U.S. Personal Data');
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(await screen.findByTestId('save-changes-save'));
    fireEvent.click(await screen.findByTestId('save-changes-confirm'));
    await waitFor(() => expect(c.notifications.errors).toEqual(["Classification 'X' is defined twice."]));
    expect(screen.getByTestId('save-changes-footer')).toBeTruthy();
  });
});
