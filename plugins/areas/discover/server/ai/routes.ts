/**
 * AI calls: GET /ai/config (any signed-in user: which provider and model, whether a key is set; never the key),
 * POST /ai/config and POST /ai/test (the root user or adm on the platform root: spec 001 administration → ai;
 * the test lists the provider's models and answers ok or a named failure), and
 * POST /database/question { objectId, question } → { statement, provider, model }, the statement pinned to
 * STORE of the active node and checked by the shared parser; the console shows it, lets it be edited, and runs it.
 */
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import { SEARCH_MESSAGES, SEARCH_PATHS, type AiConfigUpdate, type QuestionResponse } from '@fathom/sdk/api/search-wire';
import type { PluginSession, RouteModuleContribution, TreeAccess } from '@fathom/sdk/server';
import { questionSchema, type QuestionRequest } from '../../api';
import type { DiscoverServices } from '../services';
import { questionToStatement } from './prompt';
import { testConnection } from './providers';
import { loadAiSecrets, readAiConfig, writeAiConfig } from './settings';

/** Only the root user or a holder of adm on the platform root changes the settings. */
async function requirePlatformAdmin(tree: TreeAccess, viewer: PluginSession, rootId: string | undefined): Promise<void> {
  if (viewer.isRoot) return;
  if (!rootId) throw new ApiError(ERROR_NAMES.noPermission, 'Only a platform administrator can change the AI settings.');
  const root = await tree.getObject(viewer, rootId); // NoPermission when out of reach
  if (!(root.permissions ?? []).includes('adm')) throw new ApiError(ERROR_NAMES.noPermission, 'You need the adm permission to change the AI settings.');
}

export function aiRoutes(services: DiscoverServices): RouteModuleContribution {
  return {
    id: 'discover.ai',
    routes: [
      { method: 'GET', path: SEARCH_PATHS.aiConfig, handler: async (_payload, { platform }) => readAiConfig(services(platform).settings) },
      {
        method: 'POST',
        path: SEARCH_PATHS.aiConfig,
        async handler(payload: Record<string, unknown>, { session, platform }) {
          const { settings } = services(platform);
          await requirePlatformAdmin(platform.tree, session!, await settings.rootObjectId());
          return writeAiConfig(settings, platform.secrets, (payload.property ?? payload) as AiConfigUpdate);
        },
      },
      {
        method: 'POST',
        path: SEARCH_PATHS.aiTest,
        async handler(_payload, { session, signal, platform }) {
          const { settings } = services(platform);
          await requirePlatformAdmin(platform.tree, session!, await settings.rootObjectId());
          const ai = await loadAiSecrets(settings, platform.secrets);
          if (!ai) throw new ApiError('AiNotConfigured', SEARCH_MESSAGES.noProvider, 409);
          return testConnection(ai, signal);
        },
      },
      {
        method: 'POST',
        path: SEARCH_PATHS.question,
        schema: questionSchema,
        async handler(payload: QuestionRequest, { session, signal, platform }) {
          const { search, settings } = services(platform);
          const viewer = session!;
          const store = platform.tree.resolveId(viewer, payload.objectId);
          await search.checkStoreReach(viewer, store);
          const ai = await loadAiSecrets(settings, platform.secrets);
          if (!ai) throw new ApiError('AiNotConfigured', SEARCH_MESSAGES.noProvider, 409);
          const statement = await questionToStatement(ai, payload.question.trim(), store, signal);
          const answer: QuestionResponse = { statement, provider: ai.provider, model: ai.model };
          return answer;
        },
      },
    ],
  };
}
