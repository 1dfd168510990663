/** Turning a widget type's detailsSchema into form values and back (pure; the form is DetailsForm.tsx). */
import type { DetailsField } from '@fathom/sdk/web';

/** The text a form control shows for a detail value. */
export function toFormValue(field: DetailsField, value: unknown): string | boolean {
  if (field.kind === 'boolean') return value === true;
  return value === undefined || value === null ? '' : String(value);
}

/** The detail value for a control's text: select options keep their own type (e.g. 'All' or 10). */
export function fromFormValue(field: DetailsField, raw: string | boolean): unknown {
  switch (field.kind) {
    case 'boolean':
      return raw === true;
    case 'number': {
      const n = Number(raw);
      return raw === '' || !Number.isFinite(n) ? undefined : n;
    }
    case 'select':
      return field.options?.find(o => String(o.value) === String(raw))?.value ?? raw;
    default:
      return String(raw).trim();
  }
}

/** Field-level messages ('Field is required.', 'Field must be a valid address.', minimum/maximum). */
export function fieldProblem(field: DetailsField, value: unknown): string | null {
  if (field.kind === 'number') {
    if (value === undefined) return 'Field is required.';
    if (field.min !== undefined && (value as number) < field.min) return `Minimum is ${field.min}.`;
    if (field.max !== undefined && (value as number) > field.max) return `Maximum is ${field.max}.`;
  }
  if (field.kind === 'url') {
    if (!value) return 'Field is required.';
    try {
      const u = new URL(String(value));
      if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'Field must be a valid address.';
    } catch {
      return 'Field must be a valid address.';
    }
  }
  if (field.kind === 'select' && field.options && !field.options.some(o => o.value === value)) return 'Field is required.';
  return null;
}
