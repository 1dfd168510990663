/**
 * POST /classifications/validateRegex: the policy editor checks a custom pattern before saving it.
 * POST /classifications/test: the classification lab: sample files and the node's indexed files under the
 * classifications being edited (spec 001 §9), before they are saved.
 */
import { ApiError, CONTAINER_CLASSES, ERROR_NAMES } from '@fathom/sdk/api';
import { CLASSIFICATION_PATHS } from '@fathom/sdk/api/classification';
import type { RouteModuleContribution } from '@fathom/sdk/server';
import { classificationTestSchema, validateRegexSchema, type ClassificationTestPayload, type ValidateRegexRequest } from '../api';
import { cleanSection } from './classifications';
import { recentLabels } from './labels';

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
    {
      method: 'POST',
      path: CLASSIFICATION_PATHS.test,
      schema: classificationTestSchema,
      handler: async (payload: ClassificationTestPayload, { platform, session }) => {
        const nodeId = platform.tree.resolveId(session!, payload.objectId);
        const node = await platform.tree.getObject(session!, nodeId);
        if (!(CONTAINER_CLASSES as string[]).includes(node.classId))
          throw new ApiError(ERROR_NAMES.validation, 'Classifications are tested on a container node, not on a file.', 400, { field: 'objectId' });
        const codes = node.permissions ?? [];
        if (!session!.isRoot && !(['get', 'pol'] as const).every(c => codes.includes(c)))
          throw new ApiError(ERROR_NAMES.noPermission, 'Testing classifications needs the get and pol permissions on the node.', 403);
        const policy = platform.classification;
        const rules = policy.rules();
        const { values } = cleanSection(policy, { inherited: false, values: payload.classifications }, rules.length ? rules.map(r => r.id) : undefined);
        const samples = (payload.samples ?? []).map(s => ({ name: s.name.trim(), buffer: Buffer.from(s.content, 'base64') }));
        const labels = payload.labelled === true ? await recentLabels(platform.store.db) : null;
        return policy.test(nodeId, { classifications: values, samples, indexed: payload.indexed === true, labels, corpus: payload.corpus === true });
      },
    },
  ],
};
