/**
 * AI calls: GET /ai/config (any signed-in user: which provider and model, whether a key is set; never the key),
 * POST /ai/config (the root user or adm on the platform root: spec 001 administration → ai), and
 * POST /database/question { objectId, question } → { statement, provider, model }, the statement pinned to
 * STORE of the active node and checked by the shared parser; the console shows it, lets it be edited, and runs it.
 */
import { SEARCH_MESSAGES, SEARCH_PATHS, type AiConfigUpdate, type QuestionResponse } from '@fathom/sdk/api/search-wire';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import { sessionOf, type RouteModule } from '../http/context';
import { invalid, requiredString } from '../http/payload';
import { getSetting, SETTING_KEYS } from '../store/settings';
import { checkStoreReach } from '../search/session-scope';
import { MAX_QUESTION_LENGTH, questionToStatement } from './prompt';
import { loadAiSecrets, readAiConfig, writeAiConfig } from './settings';

export const aiRoutes: RouteModule = server => [
  { method: 'GET', path: SEARCH_PATHS.aiConfig, handler: async () => readAiConfig(server.store) },
  {
    method: 'POST', path: SEARCH_PATHS.aiConfig,
    handler: async (payload, call) => {
      const viewer = sessionOf(call);
      const rootId = await getSetting<string>(server.store, SETTING_KEYS.rootObjectId);
      if (!viewer.isRoot) {
        const row = rootId ? await server.tree.requireRow(rootId) : null;
        if (!row) throw new ApiError(ERROR_NAMES.noPermission, 'Only a platform administrator can change the AI settings.');
        await server.tree.access.require(viewer, row, [['adm']], 'change the AI settings');
      }
      return writeAiConfig(server.store, server.settings.dataDir, (payload.property ?? payload) as AiConfigUpdate);
    },
  },
  {
    method: 'POST', path: SEARCH_PATHS.question,
    handler: async (payload, call) => {
      const viewer = sessionOf(call);
      const question = requiredString(payload, 'question').trim();
      if (question.length > MAX_QUESTION_LENGTH) throw invalid(`The question is longer than ${MAX_QUESTION_LENGTH} characters.`, 'question');
      const store = server.tree.resolveId(viewer, typeof payload.objectId === 'string' && payload.objectId ? payload.objectId : 'HOME');
      await checkStoreReach(server.tree, viewer, store);
      const ai = await loadAiSecrets(server.store, server.settings.dataDir);
      if (!ai) throw new ApiError('AiNotConfigured', SEARCH_MESSAGES.noProvider, 409);
      const statement = await questionToStatement(ai, question, store, call.signal);
      const answer: QuestionResponse = { statement, provider: ai.provider, model: ai.model };
      return answer;
    },
  },
];
