import { ACCESS_ERROR_NAMES } from '@fathom/sdk/api';

/** The message of a failed call: mail not being set up gets a sentence saying what to do instead. */
export function failureText(e: unknown, whenNoMail: string): string {
  const err = e as { name?: string; message?: string };
  if (err?.name === ACCESS_ERROR_NAMES.mailNotConfigured) return `${err.message} ${whenNoMail}`;
  return err?.message || 'Something went wrong. Please try again';
}
