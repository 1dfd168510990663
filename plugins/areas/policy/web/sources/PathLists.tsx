/**
 * Include paths (each with signing, index, classify and OCR; classify and OCR only while index is on) and
 * exclude paths of one service. A path is tidied when its field is left: backslashes become slashes.
 */
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import type { ExcludePath, IncludePath, PathStyle } from '@fathom/sdk/api/policy';
import { ErrorText } from './ErrorText';
import { blankInclude, INCLUDE_FLAGS, setIncludeFlag, tidyPath, type FieldErrors } from './model';

const rowStyle = { display: 'flex', gap: '0.6rem', alignItems: 'center', flexWrap: 'wrap' as const };

export function IncludeList({
  pathStyle,
  items,
  errors,
  onChange,
}: {
  pathStyle: PathStyle;
  items: IncludePath[];
  errors: FieldErrors;
  onChange(items: IncludePath[]): void;
}) {
  const update = (i: number, entry: IncludePath) => onChange(items.map((x, j) => (j === i ? entry : x)));
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }} data-testid="include-list">
      <legend style={{ fontWeight: 600, marginBottom: '0.35rem' }}>Include paths</legend>
      {items.map((entry, i) => (
        <div key={i} style={{ display: 'grid', gap: '0.25rem' }} data-testid={`include-${i}`}>
          <div style={rowStyle}>
            <InputText
              aria-label={`Include path ${i + 1}`}
              value={entry.path}
              placeholder={'/data/share or C:\\Data'}
              style={{ flex: '1 1 16rem' }}
              invalid={!!errors[`include[${i}].path`]}
              data-testid={`include-${i}-path`}
              onChange={e => update(i, { ...entry, path: e.target.value })}
              onBlur={() => update(i, { ...entry, path: tidyPath(entry.path, pathStyle) })}
            />
            {INCLUDE_FLAGS.map(f => {
              const id = `include-${i}-${f.key}`;
              const needsIndex = f.key === 'classify' || f.key === 'ocr';
              return (
                <label
                  key={f.key}
                  htmlFor={id}
                  style={{ display: 'inline-flex', gap: '0.3rem', alignItems: 'center', opacity: needsIndex && !entry.index ? 0.55 : 1 }}
                  title={needsIndex && !entry.index ? `${f.label} needs Index` : undefined}
                >
                  <Checkbox
                    inputId={id}
                    checked={!!entry[f.key]}
                    disabled={needsIndex && !entry.index}
                    data-testid={id}
                    onChange={e => update(i, setIncludeFlag(entry, f.key, !!e.checked))}
                  />
                  {f.label}
                </label>
              );
            })}
            <Button
              type="button"
              icon="pi pi-times"
              outlined
              rounded
              aria-label={`Remove include path ${i + 1}`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            />
          </div>
          <ErrorText id={`include-${i}-error`} message={errors[`include[${i}].path`] ?? errors[`include[${i}].signing`] ?? errors[`include[${i}].index`]} />
        </div>
      ))}
      <ErrorText id="include-error" message={errors.include} />
      <div>
        <Button type="button" label="Add include path" icon="pi pi-plus" link onClick={() => onChange([...items, blankInclude()])} data-testid="include-add" />
      </div>
    </fieldset>
  );
}

export function ExcludeList({
  pathStyle,
  items,
  errors,
  onChange,
}: {
  pathStyle: PathStyle;
  items: ExcludePath[];
  errors: FieldErrors;
  onChange(items: ExcludePath[]): void;
}) {
  const update = (i: number, path: string) => onChange(items.map((x, j) => (j === i ? { path } : x)));
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }} data-testid="exclude-list">
      <legend style={{ fontWeight: 600, marginBottom: '0.35rem' }}>Exclude paths</legend>
      {items.length === 0 && <small style={{ color: 'var(--text-color-secondary, #64748b)' }}>Nothing excluded.</small>}
      {items.map((entry, i) => (
        <div key={i} style={{ display: 'grid', gap: '0.25rem' }}>
          <div style={rowStyle}>
            <InputText
              aria-label={`Exclude path ${i + 1}`}
              value={entry.path}
              style={{ flex: '1 1 16rem' }}
              invalid={!!errors[`exclude[${i}].path`]}
              data-testid={`exclude-${i}-path`}
              onChange={e => update(i, e.target.value)}
              onBlur={() => update(i, tidyPath(entry.path, pathStyle))}
            />
            <Button
              type="button"
              icon="pi pi-times"
              outlined
              rounded
              aria-label={`Remove exclude path ${i + 1}`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            />
          </div>
          <ErrorText id={`exclude-${i}-error`} message={errors[`exclude[${i}].path`]} />
        </div>
      ))}
      <div>
        <Button type="button" label="Add exclude path" icon="pi pi-plus" link onClick={() => onChange([...items, { path: '' }])} data-testid="exclude-add" />
      </div>
    </fieldset>
  );
}
