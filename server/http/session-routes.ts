/** Sign-in and session calls: POST /login, GET /logout, GET /ping, GET /config, GET /authentication. */
import { API_PATHS, loginRequestSchema, type AuthenticatorsResponse, type LoginResponse, type PingResponse } from '@fathom/sdk/api';
import { AccountActivations, PublicConfigParts, SignInProviders } from '@fathom/sdk/server';
import { login } from '../auth/login';
import { completeRedirect, signInWithCredentials, startRedirect } from '../auth/sign-in';
import { availableAuthenticators, type SignInDeps } from '../auth/sign-in-methods';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { revokeToken } from '../auth/tokens';
import { authenticationSchema } from '@fathom/sdk/api/core-payloads';
import { routeWithSchema, sessionOf, type RouteModule, type ServerContext } from './context';

/** What the sign-in methods need of the server: the store, the secret box and the hosted sign-in providers. */
export function signInDeps(server: ServerContext): SignInDeps {
  return {
    store: server.store,
    secrets: server.secrets,
    providers: server.extensions.list(SignInProviders),
    sessions: server.sessions,
    activations: server.extensions.list(AccountActivations),
    platform: server.platform,
  };
}

export const sessionRoutes: RouteModule = server => [
  routeWithSchema({
    method: 'POST',
    path: API_PATHS.login,
    public: true,
    schema: loginRequestSchema,
    handler: async (payload): Promise<LoginResponse> => {
      const provider = payload.provider;
      if (typeof provider !== 'string' || provider === 'integrated') {
        return login(
          server.store,
          server.tree.access,
          { ...payload, userId: payload.userId ?? '', password: payload.password ?? '' },
          {
            session: server.sessions,
            activations: server.extensions.list(AccountActivations),
            platform: server.platform,
            platformName: () => platformName(server),
          },
        );
      }
      if (payload.response) return completeRedirect(signInDeps(server), server.tree, { provider, state: payload.state, response: payload.response });
      return signInWithCredentials(signInDeps(server), server.tree, {
        provider,
        state: payload.state,
        userId: payload.userId ?? '',
        password: payload.password ?? '',
      });
    },
  }),
  {
    method: 'GET',
    path: API_PATHS.logout,
    handler: async (_p, call) => {
      await revokeToken(server.store, sessionOf(call).tokenHash);
      return { loggedOut: true };
    },
  },
  {
    method: 'GET',
    path: API_PATHS.ping,
    handler: async (_p, call): Promise<PingResponse> => ({ time: Date.now(), userId: sessionOf(call).userId }),
  },
  {
    method: 'GET',
    path: API_PATHS.config,
    public: true,
    // The server's settings, with what plugins know (PublicConfigParts), read at each call.
    handler: async () => {
      let config = server.settings.public;
      for (const part of server.extensions.list(PublicConfigParts)) config = { ...config, ...(await part.read(server.platform)) };
      return config;
    },
  },
  {
    // Public (spec 000 §7): command=available lists the sign-in methods, command=start begins a redirect one.
    method: 'GET',
    path: API_PATHS.authentication,
    public: true,
    schema: authenticationSchema,
    handler: async payload => {
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      if (payload.command === 'start') {
        return startRedirect(signInDeps(server), {
          state: String(payload.state),
          redirectUri: String(payload.redirectUri),
          activationCode: text(payload.activationCode),
        });
      }
      const data = await availableAuthenticators(signInDeps(server), { clientObjectId: text(payload.clientObjectId), clientName: text(payload.clientName) });
      const answer: AuthenticatorsResponse = { status: 'OK', data };
      return answer;
    },
  },
];

/** The platform's name: the name of the tree's root object. */
async function platformName(server: Parameters<RouteModule>[0]): Promise<string> {
  const rootId = await getSetting<string>(server.store, SETTING_KEYS.rootObjectId);
  const row = rootId ? await server.store.db.selectFrom('objects').select('name').where('object_id', '=', rootId).executeTakeFirst() : undefined;
  return row?.name ?? '';
}
