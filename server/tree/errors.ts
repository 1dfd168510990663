import type { Schema, ValidationError as YupValidationError } from 'yup';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';

export function validationError(message: string, detail?: unknown): ApiError {
  return new ApiError(ERROR_NAMES.validation, message, undefined, detail);
}
export function objectNotFound(objectId: string): ApiError {
  return new ApiError(ERROR_NAMES.objectNotFound, `Object ${objectId} was not found.`);
}

/** Validates with a shared sdk/api schema; the first message becomes a ValidationError naming the field. */
export function validate<T>(schema: Schema<T>, value: unknown, field?: string): T {
  try {
    return schema.validateSync(value, { abortEarly: true }) as T;
  } catch (e) {
    const err = e as YupValidationError;
    const path = err.path || field;
    // Generic catalogue messages ('Field is required.') name the field; specific ones stand alone.
    const message = path && /^Field\b/.test(err.message) ? `${path}: ${err.message}` : err.message;
    throw validationError(message, { field: path });
  }
}
