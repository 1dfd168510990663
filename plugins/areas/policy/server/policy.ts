/**
 * PID_POLICY (spec 001 §3 Policy, §4 diagram rules): the actions section of a node's policy, which holds its rule (a
 * policyRule of format version 100, with And/Or/Not conditions and actions) and the diagram it was drawn as. A save
 * needs 'pol'; the diagram (or a rule given alone) is checked by the shared rules (sdk/api/action-diagram.ts) against
 * the services of the node and the collectors below it: a signed source needs a signed path, a transform an
 * integration of theirs. A broken one is refused as ValidationError with the spec's message and the node at fault.
 */
import { randomUUID } from 'node:crypto';
import { ApiError, ERROR_NAMES } from '@fathom/sdk/api';
import {
  DiagramError,
  policyDiagramToRule,
  POLICY_PROPERTY,
  POLICY_PROPERTY_MESSAGES,
  POLICY_PROPERTY_SECTIONS,
  ruleToDiagram,
  validatePolicyRule,
  type DiagramContext,
  type PolicyActionsValues,
  type PolicyProperty,
  type PolicyRule,
} from '@fathom/sdk/api/action-diagram';
import { isScanned } from '@fathom/sdk/api/policy';
import type { PropertyContext, PropertyHandler } from '@fathom/sdk/server';
import { collectorServices } from './sources';

const invalid = (message: string, detail?: Record<string, unknown>) => new ApiError(ERROR_NAMES.validation, message, 400, { field: 'actions', ...detail });
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** What the diagram may name: the services of the node and of every collector below it. */
async function contextOf(ctx: PropertyContext): Promise<DiagramContext> {
  const services = (await collectorServices(ctx)).flatMap(c => c.services);
  return {
    services: services.filter(isScanned).map(s => ({ name: s.name, include: s.include })),
    integrations: services.filter(s => s.mode === 'Transform').map(s => s.name),
  };
}

/** The stored actions values from what was posted: the rule of the diagram, or the rule given alone and its diagram. */
export function actionsValues(given: unknown, previous: PolicyRule | null | undefined, context: DiagramContext): PolicyActionsValues {
  if (!isObject(given)) throw invalid(POLICY_PROPERTY_MESSAGES.noValues);
  const meta = (r: Partial<PolicyRule> | null | undefined) => ({
    id: typeof r?.id === 'string' && r.id ? r.id : (previous?.id ?? randomUUID()),
    name: typeof r?.name === 'string' && r.name.trim() ? r.name.trim() : (previous?.name ?? 'Policy rule'),
    description: typeof r?.description === 'string' ? r.description : (previous?.description ?? ''),
  });
  try {
    if (given.diagram !== undefined && given.diagram !== null) {
      const diagram = given.diagram as PolicyActionsValues['diagram'];
      return { rule: policyDiagramToRule(diagram!, meta(given.rule as Partial<PolicyRule> | null), context), diagram };
    }
    if (given.rule === null) return { rule: null };
    if (given.rule === undefined) throw invalid(POLICY_PROPERTY_MESSAGES.noValues);
    const rule = validatePolicyRule({ ...(given.rule as PolicyRule), ...meta(given.rule as PolicyRule) }, context);
    return { rule, diagram: ruleToDiagram(rule) };
  } catch (e) {
    if (e instanceof DiagramError) throw invalid(e.message, { field: 'actions.values.diagram', ...(e.nodeId ? { nodeId: e.nodeId } : {}) });
    throw e;
  }
}

export const policyHandler: PropertyHandler = {
  propertyId: POLICY_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx) {
    const stored = await ctx.platform.properties.read<PolicyProperty>(ctx.ownerId, POLICY_PROPERTY);
    if (!stored) throw new ApiError(ERROR_NAMES.propertyNotFound, `${POLICY_PROPERTY} is not set on ${ctx.objectId}.`);
    return stored;
  },
  async set(ctx, value) {
    if (!isObject(value)) throw invalid(POLICY_PROPERTY_MESSAGES.notObject);
    for (const section of Object.keys(value))
      if (!(POLICY_PROPERTY_SECTIONS as readonly string[]).includes(section)) throw invalid(POLICY_PROPERTY_MESSAGES.otherSection(section), { field: section });
    const stored = (await ctx.platform.properties.read<PolicyProperty>(ctx.ownerId, POLICY_PROPERTY)) ?? {};
    const next: PolicyProperty = { ...stored };
    if (value.actions !== undefined) {
      if (!isObject(value.actions)) throw invalid(POLICY_PROPERTY_MESSAGES.noValues);
      const values = actionsValues(value.actions.values, stored.actions?.values.rule, await contextOf(ctx));
      next.actions = { values, inherited: false };
    }
    await ctx.platform.properties.write(ctx.ownerId, POLICY_PROPERTY, next);
    return next;
  },
};
