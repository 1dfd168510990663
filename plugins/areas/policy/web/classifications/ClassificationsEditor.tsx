/**
 * Policy → classifications of a node: the classifications in force (inherited ones marked with where they come
 * from), the 'Inherit from parent' switch, add / edit / delete in a draft, and the save-changes footer that
 * writes PID_CLASSIFICATIONS — what the node's scans classify with.
 */
import { useState, type CSSProperties } from 'react';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import type { PolicyClassification } from '@fathom/sdk/api/classification';
import type { TreeObject } from '@fathom/sdk/api';
import { NotificationService, useService } from '@fathom/sdk/web';
import { SaveChangesFooter } from '@fathom/sdk/web/ui/SaveChangesFooter';
import { ClassificationDialog } from './ClassificationDialog';
import {
  applyClassification,
  savedMessage,
  type ClassificationsAnswer,
  conditionSummary,
  rowsInForce,
  sameSection,
  sectionOf,
  setInherited,
  type ClassificationsSection,
} from './model';
import { useClassifications, useSaveClassifications } from './useClassifications';
import { ClassificationLab } from './lab/ClassificationLab';
import { EditImpact } from './lab/EditImpact';
import { editWarning } from './lab/model';
import { useEditImpact } from './lab/useClassificationTest';

type Editing = { index: number | null } | null;

export function ClassificationsEditor({ node }: { node: TreeObject }) {
  const query = useClassifications(node.objectId);
  const save = useSaveClassifications(node.objectId);
  const notifications = useService(NotificationService);
  const [draft, setDraft] = useState<ClassificationsSection | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [testing, setTesting] = useState(false);
  const answerOrNull = query.data ?? null;
  const draftRows = answerOrNull ? rowsInForce(draft ?? sectionOf(answerOrNull), answerOrNull) : [];
  const inForce = draftRows.map(r => r.classification);
  const draftChanged = draft !== null && answerOrNull !== null && !sameSection(draft, sectionOf(answerOrNull));
  const impact = useEditImpact(node.objectId, inForce, draftChanged);

  if (query.isLoading)
    return (
      <div role="progressbar" aria-label="Loading classifications">
        <i className="pi pi-spin pi-spinner" /> Loading classifications…
      </div>
    );
  if (query.error || !query.data)
    return (
      <div role="alert" data-testid="classifications-error">
        The classifications could not be read: {(query.error as Error)?.message ?? 'no answer'}
      </div>
    );

  const answer = query.data;
  const saved = sectionOf(answer);
  const section = draft ?? saved;
  const changed = draft !== null && !sameSection(draft, saved);
  const rows = rowsInForce(section, answer);
  const rules = answer.rules ?? [];
  const ruleName = (id: string) => rules.find(r => r.id === id)?.name ?? id;
  const inheritLabel = answer.isTop ? 'Use the built-in classifications' : 'Inherit from parent';

  function apply(item: PolicyClassification) {
    setDraft({ ...section, values: applyClassification(section.values, item, editing?.index ?? null) });
    setEditing(null);
  }

  async function persist() {
    let answer: ClassificationsAnswer | undefined;
    try {
      answer = await save.mutateAsync(section);
    } catch (e) {
      notifications.error((e as Error).message);
      throw e;
    }
    notifications.success(savedMessage(answer));
    setDraft(null);
  }

  return (
    <div data-testid="policy-classifications" style={{ display: 'grid', gap: '1rem' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
        <h3 style={{ margin: 0, marginRight: 'auto' }}>Classifications of {node.name}</h3>
        <label htmlFor="classifications-inherit" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <InputSwitch
            inputId="classifications-inherit"
            checked={section.inherited}
            data-testid="classifications-inherit"
            onChange={e => setDraft(setInherited(section, e.value === true, answer.inheritedValues ?? []))}
          />
          {inheritLabel}
        </label>
        <Button
          type="button"
          label="Test on files"
          icon="pi pi-bolt"
          outlined
          onClick={() => setTesting(t => !t)}
          aria-expanded={testing}
          data-testid="classifications-test"
        />
        <Button
          type="button"
          label="Add classification"
          icon="pi pi-plus"
          onClick={() => setEditing({ index: null })}
          disabled={section.inherited}
          tooltip={section.inherited ? `Turn off “${inheritLabel}” to add this node's own classifications.` : undefined}
          tooltipOptions={{ showOnDisabled: true }}
          data-testid="classifications-add"
        />
      </header>
      {testing && <ClassificationLab objectId={node.objectId} classifications={rows.map(r => r.classification)} onClose={() => setTesting(false)} />}
      {section.inherited && (
        <div role="note" data-testid="classifications-inherited" style={{ padding: '0.5rem 0.75rem', borderRadius: 6, background: 'var(--blue-50, #eff6ff)' }}>
          <i className="pi pi-sitemap" aria-hidden="true" />{' '}
          {answer.inheritedFrom ? (
            <>
              Classifications are inherited from <strong>{answer.inheritedFromName}</strong>; they are in force here.
            </>
          ) : (
            <>The built-in classifications are in force here.</>
          )}
        </div>
      )}
      {rows.length === 0 ? (
        <p data-testid="classifications-empty" style={{ margin: 0 }}>
          No classification is in force on {node.name}: scanned files only get the names of the rules that found something. Add one to group rules under a name.
        </p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="classifications-table">
          <thead>
            <tr>
              {['Name', 'Description', 'Condition', ''].map(h => (
                <th key={h} style={cell(true)}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const c = row.classification;
              return (
                <tr key={`${i}-${c.name}`} data-testid={`classification-row-${c.name}`}>
                  <td style={cell()}>
                    <div style={{ fontWeight: 600 }}>{c.name}</div>
                    <div style={{ display: 'flex', gap: 4, marginTop: 4, flexWrap: 'wrap' }}>
                      <span className={`fx-tag ${row.origin === 'built-in' ? 'fx-tag--secondary' : 'fx-tag--info'}`}>
                        {row.origin === 'built-in' ? 'Built-in' : 'Custom'}
                      </span>
                      {row.inheritedFrom && (
                        <span className="fx-tag" style={{ background: '#ede9fe', color: '#5b21b6' }} data-testid="classification-inherited-from">
                          Inherited from {row.inheritedFrom}
                        </span>
                      )}
                    </div>
                  </td>
                  <td style={cell()}>{c.description || '—'}</td>
                  <td style={{ ...cell(), maxWidth: '28rem' }}>{conditionSummary(c, ruleName)}</td>
                  <td style={{ ...cell(), whiteSpace: 'nowrap', textAlign: 'right' }}>
                    {row.index !== null && (
                      <>
                        <Button
                          type="button"
                          icon="pi pi-pencil"
                          outlined
                          rounded
                          aria-label={`Edit ${c.name}`}
                          onClick={() => setEditing({ index: row.index })}
                        />
                        <Button
                          type="button"
                          icon="pi pi-trash"
                          outlined
                          rounded
                          severity="danger"
                          aria-label={`Delete ${c.name}`}
                          style={{ marginLeft: 4 }}
                          onClick={() => setDraft({ ...section, values: section.values.filter((_, j) => j !== row.index) })}
                        />
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing && (
        <ClassificationDialog
          initial={editing.index === null ? null : section.values[editing.index]}
          rules={rules}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      )}
      {changed && <EditImpact answer={impact.data} loading={impact.isFetching} error={impact.error} />}
      {changed && (
        <SaveChangesFooter what={`the classifications of ${node.name}`} onSave={persist} onDiscard={() => setDraft(null)} warning={editWarning(impact.data)} />
      )}
    </div>
  );
}

function cell(head = false): CSSProperties {
  return {
    textAlign: 'left',
    padding: '0.45rem 0.6rem',
    borderBottom: '1px solid var(--surface-border, #e2e8f0)',
    fontWeight: head ? 600 : 400,
    verticalAlign: 'top',
  };
}
