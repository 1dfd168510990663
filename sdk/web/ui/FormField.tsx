/** A labelled input of a plain form (public pages, profile), with its message given once it should show. */
import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './controls';

export function FormField({
  label,
  field,
  error,
  ...input
}: { label: string; field: UseFormRegisterReturn; error?: string | false } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  // The message sits beside the label, not in it: the field's accessible name stays its label alone.
  return (
    <div className="fx-field">
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      <TextInput id={id} {...input} {...field} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <small className="fx-field__error" role="alert" id={`${id}-error`}>
          {error}
        </small>
      )}
    </div>
  );
}
