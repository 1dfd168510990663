/** POST /classifications/validateRegex: the policy editor checks a custom pattern before saving it. */
import { CLASSIFICATION_PATHS } from '@fathom/sdk/api/classification';
import type { RouteModuleContribution } from '@fathom/sdk/server';
import { validateRegexSchema, type ValidateRegexRequest } from '../api';

export const classificationRoutes: RouteModuleContribution = {
  id: 'classifications',
  routes: [
    {
      method: 'POST',
      path: CLASSIFICATION_PATHS.validateRegex,
      schema: validateRegexSchema,
      handler: async (payload: ValidateRegexRequest, { platform }) => {
        platform.classification.validatePattern((payload.pattern ?? payload.regex)!, payload.caseSensitive === true);
        return { valid: true };
      },
    },
  ],
};
