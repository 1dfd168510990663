/** A row of pressed/unpressed buttons choosing one value (the theme's SelectButton hides unselected labels). */
import type { CSSProperties } from 'react';

export interface SegmentedProps<T extends string> {
  label: string;
  value: T;
  options: { label: string; value: T }[];
  onChange(value: T): void;
  testId?: string;
}

export function Segmented<T extends string>({ label, value, options, onChange, testId }: SegmentedProps<T>) {
  return (
    <div role="group" aria-label={label} data-testid={testId} style={{ display: 'inline-flex' }}>
      {options.map((o, i) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          style={segment(o.value === value, i, options.length)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function segment(active: boolean, index: number, count: number): CSSProperties {
  return {
    padding: '0.4rem 0.8rem',
    font: 'inherit',
    fontSize: '0.9em',
    cursor: 'pointer',
    marginLeft: index === 0 ? 0 : -1,
    border: `1px solid ${active ? '#1d4ed8' : '#cbd5e1'}`,
    background: active ? '#1d4ed8' : '#fff',
    color: active ? '#fff' : '#334155',
    borderRadius: index === 0 ? '4px 0 0 4px' : index === count - 1 ? '0 4px 4px 0' : 0,
  };
}
