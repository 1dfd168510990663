import { MARKETPLACE_MESSAGES } from '@fathom/sdk/api';

/** A failed call's words: its name and message, or that the server could not be reached (spec 000 §8). */
export function marketplaceFailure(e: unknown): { name: string; message: string } {
  const err = e as { name?: string; message?: string; httpStatus?: number };
  if (!err || err.name === 'NetworkError' || err.httpStatus === 0) return { name: 'NetworkError', message: MARKETPLACE_MESSAGES.noConnection };
  return { name: err.name || 'Error', message: err.message || 'Something went wrong. Please try again' };
}
