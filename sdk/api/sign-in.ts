/**
 * Sign-in methods of a node (PID_AUTHENTICATION, spec 000 §3, spec 001 §5) and the sign-in calls of the
 * providers beyond integrated credentials: a company directory checks a user id and password, an identity
 * provider sends the browser away and back to /login-auto. The providers themselves are plugins; each checks its
 * own parameters. Shared by the console's forms and the server.
 */
import * as yup from 'yup';
import { MESSAGES } from './validation';

export const AUTHENTICATION_MESSAGES = {
  providerRequired: 'At least one authentication provider must be defined.',
  titleRequired: 'Title is required.',
  providerUnknown: (p: string) => `The sign-in provider ${p} is not available.`,
  stateMismatch: 'The sign-in answer does not belong to a sign-in started here; please sign in again.',
} as const;

export const SIGN_IN_TITLE_MAX = 64;

/** One configured sign-in method (an Authenticator on the sign-in page). */
export interface SignInMethod {
  /** Made by the server when the method is first saved; keeps its secrets across edits. */
  id?: string;
  /** 'actdir', 'oauth2', 'google', 'microsoft', 'office365', ...: the provider plugin that runs it. */
  provider: string;
  /** The label of its form or button on the sign-in page. */
  title: string;
  parameters: Record<string, unknown>;
  /** In answers only: the secret parameters that hold a value (their values are never sent back). */
  secretsSet?: string[];
}

/** PID_AUTHENTICATION as written: inherited, or the node's own methods (at least one). */
export interface AuthenticationSettings {
  inherited: boolean;
  values: SignInMethod[];
}
/** PID_AUTHENTICATION as read: the node's own section and what inheriting gives. */
export interface AuthenticationProperty extends AuthenticationSettings {
  /** The top of the tree has nothing to inherit from. */
  isTop: boolean;
  inheritedFrom: string | null;
  inheritedFromName: string;
  inheritedValues: SignInMethod[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const signInMethodSchema = yup.object({
  id: yup.string().optional(),
  provider: yup.string().trim().required(MESSAGES.valueRequired('Provider')),
  title: yup.string().trim().required(AUTHENTICATION_MESSAGES.titleRequired).max(SIGN_IN_TITLE_MAX, MESSAGES.max(SIGN_IN_TITLE_MAX)),
  parameters: yup
    .mixed<Record<string, unknown>>()
    .test('object', 'parameters must be an object.', v => v === undefined || isPlainObject(v))
    .transform(v => (v === undefined || v === null ? {} : v))
    .default({}) as unknown as yup.Schema<Record<string, unknown>>,
});

/** "Authentication providers: if not inherited, at least one must be defined." (spec 001 §5) */
export const authenticationSettingsSchema = yup.object({
  inherited: yup.boolean().typeError('inherited must be true or false.').required(MESSAGES.valueRequired('inherited')),
  values: yup
    .array(signInMethodSchema)
    .typeError('values must be a list.')
    .default([])
    .when('inherited', {
      is: false,
      then: s => s.min(1, AUTHENTICATION_MESSAGES.providerRequired),
    }),
});

/** The state an identity provider carries to /login-auto and back (spec 000 §2): JSON with provider and activationCode. */
export interface SignInState {
  provider: string;
  activationCode?: string;
  /** The method that started the sign-in. */
  method: string;
  /** One random value per sign-in attempt: the server keeps only its hash. */
  attempt: string;
}
export function parseSignInState(text: unknown): SignInState | null {
  if (typeof text !== 'string' || text.length > 2048) return null;
  try {
    const v = JSON.parse(text) as Partial<SignInState>;
    if (!v || typeof v.provider !== 'string' || typeof v.method !== 'string' || typeof v.attempt !== 'string') return null;
    return { provider: v.provider, method: v.method, attempt: v.attempt, activationCode: typeof v.activationCode === 'string' ? v.activationCode : undefined };
  } catch {
    return null;
  }
}

/** GET /authentication?command=start: where to send the browser for a redirect method. */
export interface SignInStartRequest {
  command: 'start';
  /** The Authenticator's state (its method id). */
  state: string;
  /** The console's /login-auto address, registered with the identity provider. */
  redirectUri: string;
  activationCode?: string;
}
export interface SignInStartAnswer {
  uri: string;
}

/** The path of the console page identity providers send the browser back to. */
export const LOGIN_AUTO_PATH = '/login-auto';
