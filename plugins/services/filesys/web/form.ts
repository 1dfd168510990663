/**
 * The filesys service form (spec 001 §3 Services): modes Source, Target, Export; parameters excludeExternalDrives,
 * excludeEnableGlobal and storePath. A Target or Export needs a store path (spec 001 §5 "Target requires storePath").
 */
import { MESSAGES, isValidPath } from '@fathom/sdk/api';
import type { ServiceFormContribution, ServiceMode } from '@fathom/sdk/web';
import { FILESYS_TYPE } from '../descriptor';

export const STORE_PATH_REQUIRED_MODES: ServiceMode[] = ['Target', 'Export'];

/** System path valid (spec 001 §5): more than one character and the path pattern. */
export function isSystemPath(value: string): boolean {
  return value.length > 1 && isValidPath(value);
}

export function validateFilesysParameters(values: Record<string, unknown>, mode: ServiceMode = 'Source'): Record<string, string> {
  const errors: Record<string, string> = {};
  const storePath = typeof values.storePath === 'string' ? values.storePath.trim() : '';
  if (!storePath) {
    if (STORE_PATH_REQUIRED_MODES.includes(mode)) errors.storePath = MESSAGES.required;
  } else if (!isSystemPath(storePath.replace(/\\/g, '/'))) {
    errors.storePath = MESSAGES.path;
  }
  for (const key of ['excludeExternalDrives', 'excludeEnableGlobal']) {
    if (values[key] !== undefined && typeof values[key] !== 'boolean') errors[key] = `${key} must be true or false.`;
  }
  return errors;
}

export const FILESYS_FORM: ServiceFormContribution = {
  ...FILESYS_TYPE,
  title: 'File system',
  fields: FILESYS_TYPE.fields ?? [],
  validate: validateFilesysParameters,
};
