/**
 * PID_POLICY (spec 001 §3 Policy, §4 diagram rules): the actions section of a node's policy, which holds its rule (a
 * policyRule of format version 100, with And/Or/Not conditions and actions) and the diagram it was drawn as. A save
 * needs 'pol'; the diagram (or a rule given alone) is checked by the shared rules (sdk/api/action-diagram.ts) against
 * the services of the node and the collectors below it: a signed source needs a signed path, a transform an
 * integration of theirs. A broken one is refused as ValidationError with the spec's message and the node at fault.
 * The section inherits down the tree like the other policy sections (inherited: true follows the node above; a node
 * with none of its own follows it too); GET answers own values, inheritedFrom / inheritedValues and the rule in force
 * (effective). A rule of one's own needs the licence's automatic data actions, since it runs by itself after scans.
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
  NO_RULE,
  type DiagramContext,
  type PolicyActionsValues,
  type PolicyProperty,
  type PolicyRule,
} from '@fathom/sdk/api/action-diagram';
import { isScanned } from '@fathom/sdk/api/policy';
import { ACTION_MESSAGES, NOT_LICENSED } from '@fathom/sdk/api/actions';
import type { Licence } from '@fathom/sdk/api';
import { resolvePolicyActions, type NodeSettings, type PropertyContext, type PropertyHandler, type StoredPolicy } from '@fathom/sdk/server';
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

/** Automatic data actions (a policy rule runs by itself after each scan) need the licence's enableAutomaticDataActions. */
async function requireLicence(ctx: PropertyContext, topId: string): Promise<void> {
  const licence = await ctx.platform.properties.read<Licence>(topId, 'PID_LICENSE');
  if (licence?.enableAutomaticDataActions === false) throw new ApiError(NOT_LICENSED, ACTION_MESSAGES.notLicensed, 403, { field: 'actions' });
}

export function policyHandler(nodes: (platform: PropertyContext['platform']) => NodeSettings): PropertyHandler {
  const answer = async (ctx: PropertyContext): Promise<PolicyProperty> => ({ actions: (await resolvePolicyActions(nodes(ctx.platform), ctx.ownerId)).answer });
  return {
    propertyId: POLICY_PROPERTY,
    readNeeds: [['get']],
    writeNeeds: [['pol']],
    get: answer,
    async set(ctx, value) {
      if (!isObject(value)) throw invalid(POLICY_PROPERTY_MESSAGES.notObject);
      for (const section of Object.keys(value))
        if (!(POLICY_PROPERTY_SECTIONS as readonly string[]).includes(section))
          throw invalid(POLICY_PROPERTY_MESSAGES.otherSection(section), { field: section });
      const stored = (await ctx.platform.properties.read<StoredPolicy>(ctx.ownerId, POLICY_PROPERTY)) ?? {};
      const next: StoredPolicy = { ...stored };
      if (value.actions !== undefined) {
        const given = value.actions;
        if (!isObject(given)) throw invalid(POLICY_PROPERTY_MESSAGES.noValues);
        const chain = await nodes(ctx.platform).chainOf(ctx.ownerId);
        const inherited = given.inherited === true;
        if (inherited && chain.length < 2) throw invalid(POLICY_PROPERTY_MESSAGES.topInherits, { field: 'actions.inherited' });
        // Following the node above keeps the node's own rule, as the other sections keep their own values.
        const values =
          given.values === undefined && inherited
            ? (stored.actions?.values ?? NO_RULE)
            : actionsValues(given.values, stored.actions?.values.rule, await contextOf(ctx));
        if (!inherited && values.rule) await requireLicence(ctx, chain[0].id);
        const { userObjectId, homeId, isRoot, userId, name } = ctx.session;
        next.actions = { values, inherited, savedBy: { userObjectId, homeId, isRoot, userId, name } };
      }
      await ctx.platform.properties.write(ctx.ownerId, POLICY_PROPERTY, next);
      return answer(ctx);
    },
  };
}
