/**
 * A route's payload as the server hands it to the handler: validated and converted by the route's schema, a
 * refusal turned into a named ValidationError (naming the field the schema refused). The server mounts every
 * route through this; tests of a plugin's route call it the same way.
 */
import { ApiError, ERROR_NAMES } from '../api/wire';
import type { PayloadSchema, RouteCall, RouteDefinition } from './platform';

export async function validatePayload<P>(schema: PayloadSchema<P>, payload: unknown): Promise<P> {
  try {
    return await schema.validate(payload, { abortEarly: true });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const field = (e as { path?: unknown }).path; // yup names the field it refused
    throw new ApiError(
      ERROR_NAMES.validation,
      e instanceof Error ? e.message : 'The request is not valid.',
      undefined,
      typeof field === 'string' && field ? { field } : undefined,
    );
  }
}

/** Calls a route as the server does: its schema first (when it has one), then its handler. */
export async function callRoute<P>(route: RouteDefinition<P>, payload: Record<string, unknown>, call: RouteCall): Promise<unknown> {
  return route.handler(route.schema ? await validatePayload(route.schema, payload) : (payload as P), call);
}
