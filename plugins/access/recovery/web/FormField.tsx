/** A labelled input of the public pages' forms, with its message once the field was touched or the form sent. */
import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACCESS_ERROR_NAMES } from '@fathom/sdk/api';
import { TextInput } from '@fathom/sdk/web/ui/controls';

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

/** The message of a failed call: mail not being set up gets a sentence saying what to do instead. */
export function failureText(e: unknown, whenNoMail: string): string {
  const err = e as { name?: string; message?: string };
  if (err?.name === ACCESS_ERROR_NAMES.mailNotConfigured) return `${err.message} ${whenNoMail}`;
  return err?.message || 'Something went wrong. Please try again';
}
