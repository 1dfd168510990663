/**
 * The OpenID Connect exchange with openid-client: discovery (cached a few minutes per issuer and client),
 * authorization code with PKCE (S256), state and nonce, and the ID token's signature, issuer, audience, expiry
 * and nonce checked before its e-mail is believed. Plain http is allowed only to an issuer on this machine.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import type { SignInIdentity, SignInMethodConfig, SignInRedirectAnswer, SignInRedirectStart } from '@fathom/sdk/server';
import { isLoopbackIssuer, type OidcParameters } from '../api';

type OpenId = typeof import('openid-client');
type Configuration = import('openid-client').Configuration;

let openid: Promise<OpenId> | undefined;
// Loaded when first used: an ES module that the scan and extraction threads, which load every plugin, never need.
const load = () => (openid ??= import('openid-client'));

const DISCOVERY_TTL_MS = 5 * 60 * 1000;
const discovered = new Map<string, { at: number; config: Promise<Configuration> }>();

async function configurationOf(p: OidcParameters): Promise<Configuration> {
  const key = JSON.stringify([p.issuer, p.clientId, p.clientSecret]);
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const config = load().then(async client => {
    const insecure = isLoopbackIssuer(p.issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
    return client.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, insecure);
  });
  discovered.set(key, { at: Date.now(), config });
  config.catch(() => discovered.delete(key));
  try {
    return await config;
  } catch (e) {
    throw new ApiError('IdentityProviderUnavailable', `The identity provider could not be reached: ${(e as Error).message}`, 503);
  }
}

export async function beginSignIn(method: SignInMethodConfig, request: { redirectUri: string; state: string }): Promise<SignInRedirectStart> {
  const p = method.parameters as unknown as OidcParameters;
  const client = await load();
  const config = await configurationOf(p);
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const uri = client.buildAuthorizationUrl(config, {
    redirect_uri: request.redirectUri,
    scope: p.scopes,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: request.state,
    nonce,
  });
  return { uri: uri.href, keep: { verifier, nonce } };
}

/** The most precise message of an error and its causes (oauth4webapi names the claim that failed). */
function reasonOf(e: unknown): string {
  let err = e as { message?: string; cause?: unknown } | undefined;
  let reason = err?.message ?? String(e);
  while (err?.cause && typeof err.cause === 'object') {
    err = err.cause as { message?: string; cause?: unknown };
    if (err.message) reason = err.message;
  }
  return reason;
}

function refused(method: SignInMethodConfig, why: string): ApiError {
  return new ApiError(ERROR_NAMES.invalidCredentials, `${method.title} sign-in was refused: ${why}`);
}

export async function completeSignIn(method: SignInMethodConfig, answer: SignInRedirectAnswer): Promise<SignInIdentity> {
  const p = method.parameters as unknown as OidcParameters;
  const client = await load();
  const config = await configurationOf(p);
  const current = new URL(answer.redirectUri);
  for (const [k, v] of Object.entries(answer.response)) current.searchParams.set(k, v);
  let claims: Record<string, unknown> | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: answer.keep.verifier,
      expectedState: answer.state,
      expectedNonce: answer.keep.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims() as Record<string, unknown> | undefined;
    // Many providers put the e-mail in the userinfo answer rather than in the ID token.
    if (claims && typeof claims.email !== 'string' && tokens.access_token) {
      const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified ?? claims.email_verified, name: claims.name ?? info.name };
    }
  } catch (e) {
    throw refused(method, reasonOf(e));
  }
  if (!claims) throw refused(method, 'no ID token was returned.');
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email) throw refused(method, 'the ID token holds no e-mail address (ask for the email scope).');
  if (claims.email_verified === false) throw refused(method, 'the e-mail address is not verified.');
  return {
    userId: email,
    email,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email,
    matchBy: 'email',
    provision: p.provisionUsers,
    codes: p.defaultCodes,
    syncCodes: false,
  };
}
