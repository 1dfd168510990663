/** Sign-in and session calls: POST /login, GET /logout, GET /ping, GET /config, GET /authentication. */
import { API_PATHS, loginSchema, type AuthenticatorsResponse, type PingResponse } from '@fathom/sdk/api';
import { AccountActivations } from '@fathom/sdk/server';
import { login } from '../auth/login';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { revokeToken } from '../auth/tokens';
import { authenticationSchema } from '@fathom/sdk/api/core-payloads';
import { routeWithSchema, sessionOf, type RouteModule } from './context';

/** Sign-in providers this server offers. */
const AUTHENTICATORS: AuthenticatorsResponse['data'] = [{ provider: 'integrated', state: 'enabled', title: 'Fathom account' }];

export const sessionRoutes: RouteModule = server => [
  routeWithSchema({
    method: 'POST',
    path: API_PATHS.login,
    public: true,
    schema: loginSchema,
    handler: payload =>
      login(server.store, server.tree.access, payload, {
        session: server.sessions,
        activations: server.extensions.list(AccountActivations),
        platform: server.platform,
        platformName: () => platformName(server),
      }),
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
    handler: async () => server.settings.public,
  },
  {
    // Only command=available is public (spec 000 §7); other commands are not offered by this server.
    method: 'GET',
    path: API_PATHS.authentication,
    public: true,
    schema: authenticationSchema,
    handler: async () => {
      const answer: AuthenticatorsResponse = { status: 'OK', data: AUTHENTICATORS };
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
