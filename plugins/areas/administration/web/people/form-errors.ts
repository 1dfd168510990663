/** Every refusal of a shared sdk/api schema for a form, by field ('' for the whole form), the first per field. */
import type { Schema, ValidationError } from 'yup';

export type FormErrors = Record<string, string>;

export function formErrors(schema: Schema, value: unknown): FormErrors {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (e) {
    const out: FormErrors = {};
    for (const err of (e as ValidationError).inner?.length ? (e as ValidationError).inner : [e as ValidationError]) {
      const key = err.path ?? '';
      if (!(key in out)) out[key] = err.message;
    }
    return out;
  }
}
