/** POST /classifications/validateRegex: the policy editor checks a custom pattern before saving it. */
import { CLASSIFICATION_PATHS } from '@fathom/sdk/api/classification';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api/wire';
import type { RouteModule } from '../http/context';
import { validateCustomPattern } from './custom-pattern';

export const classificationRoutes: RouteModule = () => [
  {
    method: 'POST', path: CLASSIFICATION_PATHS.validateRegex,
    handler: async payload => {
      const pattern = payload.pattern ?? payload.regex;
      if (typeof pattern !== 'string') throw new ApiError(ERROR_NAMES.validation, 'pattern is required and must be text.');
      if (payload.caseSensitive !== undefined && typeof payload.caseSensitive !== 'boolean') throw new ApiError(ERROR_NAMES.validation, 'caseSensitive must be true or false.');
      validateCustomPattern(pattern, payload.caseSensitive === true);
      return { valid: true };
    },
  },
];
