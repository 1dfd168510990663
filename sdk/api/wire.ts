/** The JSON envelope of /server/api/v3 and the error catalogue's names (spec 000 §7–8). */
export const API_BASE = '/server/api/v3';

export interface OkEnvelope<T> {
  status: 'OK';
  data: T;
}
export interface ErrorBody {
  name: ErrorName | string;
  message: string;
  detail?: unknown;
  secondsLeft?: number;
  trace?: string;
}
export interface ErrorEnvelope {
  status: 'error';
  error: ErrorBody;
}
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

export const ERROR_NAMES = {
  validation: 'ValidationError',
  tokenNotFound: 'TOKEN_NOT_FOUND',
  tokenNotValid: 'TOKEN_NOT_VALID',
  noPermission: 'NoPermission',
  objectNotFound: 'ObjectNotFound',
  propertyNotFound: 'PropertyNotFound',
  hasChildren: 'HasChildren',
  accountAmbiguous: 'AccountAmbiguous',
  invalidCredentials: 'InvalidCredentials',
  throttled: 'TooManyLoginAttempts',
  searchExpired: 'SearchExpired',
  queryValidation: 'QueryValidationError',
  conflict: 'Conflict',
  notImplemented: 'NotImplemented',
  internal: 'InternalError',
  routeNotFound: 'RouteNotFound',
  payloadTooLarge: 'PayloadTooLarge',
  unsupportedMediaType: 'UnsupportedMediaType',
} as const;
export type ErrorName = (typeof ERROR_NAMES)[keyof typeof ERROR_NAMES];

/** HTTP status for each named error. */
export const ERROR_STATUS: Record<string, number> = {
  ValidationError: 400,
  QueryValidationError: 400,
  TOKEN_NOT_FOUND: 401,
  TOKEN_NOT_VALID: 401,
  InvalidCredentials: 401,
  NoPermission: 403,
  ObjectNotFound: 404,
  PropertyNotFound: 404,
  SearchExpired: 410,
  HasChildren: 409,
  AccountAmbiguous: 409,
  Conflict: 409,
  TooManyLoginAttempts: 429,
  RouteNotFound: 404,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  NotImplemented: 501,
  InternalError: 500,
};

/** Names that end the session in the console (spec 000 §8). */
export const LOGOUT_ERROR_NAMES = ['TOKEN_NOT_FOUND', 'TOKEN_NOT_VALID', 'AccountToken', 'InvalidAuthorization'];

/** A named API failure, thrown by the server and re-created by the console's api client. */
export class ApiError extends Error {
  constructor(
    public readonly errorName: string,
    message: string,
    public readonly httpStatus = ERROR_STATUS[errorName] ?? 400,
    public readonly detail?: unknown,
  ) {
    super(message);
    this.name = errorName;
  }
}

export function throttleMessage(secondsLeft: number): string {
  return `Too many login attempts... Try again in ${secondsLeft} seconds.`;
}
