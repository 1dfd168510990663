/**
 * Sign-in providers beyond integrated credentials (spec 001 §3: oauth2, actdir, google, office365, microsoft, ...).
 * A provider plugin contributes one SignInProvider per provider name; administrators configure methods of it per
 * node (PID_AUTHENTICATION). The core keeps the methods (secrets sealed), lists them on the sign-in page, keeps
 * the state of a redirect sign-in, and matches or provisions the user the provider proves in the node that
 * configured the method. The provider speaks its protocol only.
 */
import type { PermissionCode } from '../api';

/** A configured method as the provider receives it: parameters checked by its validate, secrets opened. */
export interface SignInMethodConfig {
  id: string;
  provider: string;
  title: string;
  /** The node (a client, or the platform) that configured it: its users are matched and provisioned there. */
  nodeId: string;
  nodeName: string;
  parameters: Record<string, unknown>;
}

/** Who the provider proved the caller to be. */
export interface SignInIdentity {
  /** The account name in the node: the directory's user id, or the e-mail address for identity providers. */
  userId: string;
  name?: string;
  email?: string;
  /** How an existing user of the node is found: by account name, or by e-mail address. */
  matchBy: 'userId' | 'email';
  /** Create the user in the node when none matches (else the sign-in is refused). */
  provision: boolean;
  /** Codes on the node for a provisioned user, and for every sign-in when syncCodes (directory groups → roles). */
  codes: PermissionCode[];
  syncCodes: boolean;
}

export interface SignInRedirectStart {
  /** The identity provider's authorisation address, with the state given. */
  uri: string;
  /** What the provider needs back when the browser returns (PKCE verifier, nonce): kept sealed, once. */
  keep: Record<string, string>;
}
export interface SignInRedirectAnswer {
  /** The query fields /login-auto read (code, state, iss, error, ...). */
  response: Record<string, string>;
  redirectUri: string;
  /** The state sent at the start, which the core has checked against the answer. */
  state: string;
  keep: Record<string, string>;
}

export interface SignInProvider {
  /** The provider name methods carry ('actdir', 'oauth2', 'google', ...). */
  provider: string;
  /** credentials: a user id and password form on the sign-in page; redirect: a button to the identity provider. */
  kind: 'credentials' | 'redirect';
  /** Parameters holding secrets: sealed at rest, never sent back, kept when an edit leaves them empty. */
  secretParameters?: readonly string[];
  /** Checks and cleans a method's parameters (secrets included, opened); throws a ValidationError naming the field. */
  validate(parameters: Record<string, unknown>): Record<string, unknown>;
  /** credentials: the identity the user id and password prove, or null when they do not. */
  verify?(method: SignInMethodConfig, credentials: { userId: string; password: string }, signal?: AbortSignal): Promise<SignInIdentity | null>;
  /** redirect: where to send the browser. */
  begin?(method: SignInMethodConfig, request: { redirectUri: string; state: string }): Promise<SignInRedirectStart>;
  /** redirect: the identity the provider's answer proves; throws a named ApiError when it does not. */
  complete?(method: SignInMethodConfig, answer: SignInRedirectAnswer): Promise<SignInIdentity>;
}
