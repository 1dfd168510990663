/**
 * Adds or edits one classification: name, description, and either a condition over the classifier rules
 * (All of / Any of, each rule with an optional minimum confidence) or a custom regular expression checked live
 * by the server. Apply checks the shared rules; errors stay beside the fields.
 */
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { CLASSIFICATION_DESCRIPTION_MAX, CLASSIFICATION_NAME_MAX, CUSTOM_PATTERN_MAX, type PolicyClassification } from '@fathom/sdk/api/classification';
import { ErrorText } from '../sources/ErrorText';
import { blankForm, classificationOf, conditionSummary, formErrors, formOf, type ClassificationForm, type RuleOption, type RuleRow } from './model';
import { Segmented } from './Segmented';
import { useRegexCheck, type RegexCheck } from './useRegexCheck';

export interface ClassificationDialogProps {
  /** The classification edited, or null to add one. */
  initial: PolicyClassification | null;
  rules: RuleOption[];
  onApply(classification: PolicyClassification): void;
  onClose(): void;
}

const KINDS: { label: string; value: ClassificationForm['kind'] }[] = [
  { label: 'Match a regular expression', value: 'pattern' },
  { label: 'Have rule hits', value: 'rules' },
];
const OPERATORS: { label: string; value: ClassificationForm['operator'] }[] = [
  { label: 'Any of (Or)', value: 'Or' },
  { label: 'All of (And)', value: 'And' },
];
const percent = (v: number | null) => (v === null ? '' : String(Math.round(v * 100)));
const fromPercent = (text: string): number | null => (text.trim() === '' ? null : Math.max(0, Math.min(100, Number(text))) / 100);

export function ClassificationDialog({ initial, rules, onApply, onClose }: ClassificationDialogProps) {
  const [form, setForm] = useState<ClassificationForm>(() => (initial ? formOf(initial) : blankForm()));
  const [tried, setTried] = useState(false);
  const patch = (p: Partial<ClassificationForm>) => setForm(f => ({ ...f, ...p }));
  const isPattern = form.kind === 'pattern';
  const check = useRegexCheck(form.pattern, form.caseSensitive, isPattern);
  const ruleIds = useMemo(() => rules.map(r => r.id), [rules]);
  const ruleOptions = useMemo(() => rules.map(r => ({ label: `${r.name} (${r.id})`, value: r.id })), [rules]);
  const ruleName = (id: string) => rules.find(r => r.id === id)?.name ?? id;
  const errors = tried ? formErrors(form, ruleIds) : {};
  if (tried && isPattern && !errors['pattern.pattern'] && check.state !== 'valid')
    errors['pattern.pattern'] = check.message ?? (check.state === 'validating' ? 'The pattern is being checked.' : 'Field is required.');

  function setRule(i: number, p: Partial<RuleRow>) {
    patch({ rules: form.rules.map((r, j) => (j === i ? { ...r, ...p } : r)) });
  }

  function apply() {
    setTried(true);
    if (Object.keys(formErrors(form, ruleIds)).length) return;
    if (isPattern && check.state !== 'valid') return;
    onApply(classificationOf(form));
  }

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={onClose} />
      <Button type="submit" form="classification-form" label={initial ? 'Apply' : 'Add'} icon="pi pi-check" data-testid="classification-apply" />
    </>
  );
  return (
    <Dialog
      visible
      modal
      header={initial ? `Edit ${initial.name}` : 'Add classification'}
      onHide={onClose}
      footer={footer}
      style={{ width: '46rem', maxWidth: '96vw' }}
    >
      <form
        id="classification-form"
        data-testid="classification-dialog"
        onSubmit={e => {
          e.preventDefault();
          apply();
        }}
        style={{ display: 'grid', gap: '1rem' }}
      >
        <div style={{ display: 'grid', gap: '0.25rem' }}>
          <label htmlFor="classification-name">Name</label>
          <InputText
            id="classification-name"
            value={form.name}
            maxLength={CLASSIFICATION_NAME_MAX + 8}
            invalid={!!errors.name}
            aria-describedby="classification-name-error"
            data-testid="classification-name"
            autoFocus
            onChange={e => patch({ name: e.target.value })}
          />
          <small>Asterisks and colons are removed; a name already in the list gets “ (copy)”.</small>
          <ErrorText id="classification-name-error" message={errors.name} />
        </div>
        <div style={{ display: 'grid', gap: '0.25rem' }}>
          <label htmlFor="classification-description">Description</label>
          <InputTextarea
            id="classification-description"
            rows={2}
            value={form.description}
            maxLength={CLASSIFICATION_DESCRIPTION_MAX}
            autoResize
            data-testid="classification-description"
            onChange={e => patch({ description: e.target.value })}
          />
          <ErrorText id="classification-description-error" message={errors.description} />
        </div>
        <div style={{ display: 'grid', gap: '0.25rem', justifyItems: 'start' }}>
          <span>Files fall under it when they</span>
          <Segmented label="Files fall under it when they" value={form.kind} options={KINDS} testId="classification-kind" onChange={kind => patch({ kind })} />
        </div>
        {isPattern ? (
          <PatternFields form={form} check={check} error={errors['pattern.pattern']} onChange={patch} />
        ) : form.keptCondition ? (
          <p data-testid="classification-kept-condition" style={{ margin: 0 }}>
            Condition: {conditionSummary({ name: form.name, description: '', condition: form.keptCondition }, ruleName)}. It has nested groups or counts this
            form does not edit; it is kept as it is.
          </p>
        ) : (
          <fieldset style={{ border: '1px solid var(--surface-border, #e2e8f0)', borderRadius: 6, padding: '0.75rem', display: 'grid', gap: '0.6rem' }}>
            <legend>Rules</legend>
            <div>
              <Segmented
                label="Combine rules"
                value={form.operator}
                options={OPERATORS}
                testId="classification-operator"
                onChange={operator => patch({ operator })}
              />
            </div>
            {form.rules.map((r, i) => (
              <div key={i} style={{ display: 'grid', gridTemplateColumns: '1fr 9rem auto', gap: '0.5rem', alignItems: 'start' }}>
                <div style={{ display: 'grid', gap: '0.2rem' }}>
                  <Dropdown
                    inputId={`classification-rule-${i}`}
                    aria-label={`Rule ${i + 1}`}
                    value={r.rule}
                    options={ruleOptions}
                    filter
                    placeholder="Choose a rule"
                    invalid={!!errors[`rules[${i}].rule`]}
                    onChange={e => setRule(i, { rule: e.value })}
                    data-testid={`classification-rule-${i}`}
                  />
                  <ErrorText id={`classification-rule-${i}-error`} message={errors[`rules[${i}].rule`]} />
                </div>
                <InputText
                  type="number"
                  min={0}
                  max={100}
                  step={5}
                  aria-label={`Minimum confidence of rule ${i + 1} (%)`}
                  placeholder="min %"
                  value={percent(r.minConfidence)}
                  style={{ width: '100%' }}
                  onChange={e => setRule(i, { minConfidence: fromPercent(e.target.value) })}
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  outlined
                  rounded
                  severity="danger"
                  aria-label={`Remove rule ${i + 1}`}
                  disabled={form.rules.length === 1}
                  onClick={() => patch({ rules: form.rules.filter((_, j) => j !== i) })}
                />
              </div>
            ))}
            <ErrorText id="classification-rules-error" message={errors.rules} />
            <div>
              <Button
                type="button"
                label="Add rule"
                icon="pi pi-plus"
                text
                onClick={() => patch({ rules: [...form.rules, { rule: '', minConfidence: null }] })}
                data-testid="classification-rule-add"
              />
            </div>
          </fieldset>
        )}
        <div style={{ display: 'grid', gap: '0.25rem', maxWidth: '16rem' }}>
          <label htmlFor="classification-min-confidence">Minimum confidence (%)</label>
          <InputText
            id="classification-min-confidence"
            type="number"
            min={0}
            max={100}
            step={5}
            value={percent(form.minConfidence)}
            onChange={e => patch({ minConfidence: fromPercent(e.target.value) ?? 0 })}
          />
          <ErrorText id="classification-min-confidence-error" message={errors.minConfidence} />
        </div>
      </form>
    </Dialog>
  );
}

const CHECK_TEXT: Record<RegexCheck['state'], string> = { idle: '', validating: 'Checking the pattern…', valid: 'Valid pattern', invalid: '', error: '' };

function PatternFields({
  form,
  check,
  error,
  onChange,
}: {
  form: ClassificationForm;
  check: RegexCheck;
  error?: string;
  onChange(p: Partial<ClassificationForm>): void;
}) {
  const color =
    check.state === 'valid' ? 'var(--green-700, #15803d)' : check.state === 'invalid' || check.state === 'error' ? 'var(--red-600, #dc2626)' : 'inherit';
  return (
    <div style={{ display: 'grid', gap: '0.35rem' }}>
      <label htmlFor="classification-pattern">Regular expression</label>
      <InputText
        id="classification-pattern"
        value={form.pattern}
        maxLength={CUSTOM_PATTERN_MAX}
        invalid={!!error || check.state === 'invalid'}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        aria-describedby="classification-pattern-check"
        data-testid="classification-pattern"
        onChange={e => onChange({ pattern: e.target.value })}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <Checkbox inputId="classification-case" checked={form.caseSensitive} onChange={e => onChange({ caseSensitive: e.checked === true })} />
        <label htmlFor="classification-case">Case sensitive</label>
      </div>
      <small id="classification-pattern-check" role="status" data-testid="classification-pattern-check" data-state={check.state} style={{ color }}>
        {check.state === 'validating' && <i className="pi pi-spin pi-spinner" aria-hidden="true" />} {check.message ?? CHECK_TEXT[check.state]}
      </small>
      {error && error !== check.message && <ErrorText id="classification-pattern-error" message={error} />}
    </div>
  );
}
