/**
 * The statement editor with live validation by the shared parser (spec 001 §5: being parsed, correct, or error):
 * the text is checked a moment after typing stops, and an error says its line and column.
 */
import { useEffect, useState } from 'react';
import { validateStatement, type QueryErrorDetail } from '@fathom/sdk/api/search/index';

export type Validity = { state: 'parsing' } | { state: 'correct' } | { state: 'error'; detail: QueryErrorDetail } | { state: 'empty' };
export const VALIDATE_DELAY_MS = 250;

export function describeValidity(v: Validity): string {
  switch (v.state) {
    case 'parsing':
      return 'Being parsed…';
    case 'correct':
      return 'Correct';
    case 'empty':
      return 'Type a statement.';
    case 'error':
      return `Query validation error. Line ${v.detail.line}, column ${v.detail.column}: expected ${v.detail.expected}, found ${v.detail.found}`;
  }
}

export function useValidity(text: string): Validity {
  const [validity, setValidity] = useState<Validity>({ state: 'empty' });
  useEffect(() => {
    if (!text.trim()) {
      setValidity({ state: 'empty' });
      return;
    }
    setValidity({ state: 'parsing' });
    const t = setTimeout(() => {
      const detail = validateStatement(text);
      setValidity(detail ? { state: 'error', detail } : { state: 'correct' });
    }, VALIDATE_DELAY_MS);
    return () => clearTimeout(t);
  }, [text]);
  return validity;
}

export function StatementEditor({
  value,
  onChange,
  validity,
  label = 'Statement',
}: {
  value: string;
  onChange(v: string): void;
  validity: Validity;
  label?: string;
}) {
  const cls = validity.state === 'error' ? 'fx-discover-status--error' : validity.state === 'correct' ? 'fx-discover-status--ok' : '';
  return (
    <div className="fx-discover-form">
      <label htmlFor="discover-statement">{label}</label>
      <textarea
        className="p-inputtext p-inputtextarea p-component"
        id="discover-statement"
        spellCheck={false}
        value={value}
        onChange={e => onChange(e.target.value)}
        data-testid="statement-editor"
        aria-invalid={validity.state === 'error'}
        aria-describedby="discover-statement-status"
        rows={5}
      />
      <span id="discover-statement-status" className={`fx-discover-status ${cls}`} data-testid="statement-status" role="status">
        {describeValidity(validity)}
      </span>
    </div>
  );
}
