/**
 * PID_CLASSIFICATIONS: a container node's policy classifications section {inherited, values} (spec 001 §3
 * Policy). GET answers the section with inheritedFrom / inheritedValues and the classifications in force
 * (inheritance down the tree: the platform's ClassificationPolicy.resolve, the rule scans use too);
 * with options {rules: true} also the classifier rules a condition can name. POST validates every entry with
 * the shared rules and needs 'pol'; files already scanned by collectors whose classifications in force changed
 * are marked and classified again from their stored text by a 'reclassify' task per collector
 * (ClassificationPolicy.reclassifyAfter), and the answer says how many files and which tasks.
 */
import { ApiError, CONTAINER_CLASSES, ERROR_NAMES } from '@fathom/sdk/api';
import {
  CLASSIFICATION_ERRORS,
  CLASSIFICATIONS_PROPERTY,
  cleanClassificationName,
  customRuleId,
  type PolicyClassification,
  type Reclassification,
} from '@fathom/sdk/api/classification';
import type { ClassificationPolicy, ClassificationsSection, PropertyContext, PropertyHandler } from '@fathom/sdk/server';
import type { ClassificationsAnswer } from '../api';
export type { ClassificationsAnswer };

/** More than this many classifications on one node is refused: every scanned file evaluates them all. */
export const MAX_CLASSIFICATIONS = 500;
const PATTERN_ERRORS: readonly string[] = [CLASSIFICATION_ERRORS.invalidPattern, CLASSIFICATION_ERRORS.unsafePattern];

function requireContainer(ctx: PropertyContext): void {
  if (ctx.ownerId !== ctx.objectId || !(CONTAINER_CLASSES as string[]).includes(ctx.object.classId)) {
    throw new ApiError(ERROR_NAMES.propertyNotFound, `Property ${CLASSIFICATIONS_PROPERTY} is kept on container nodes, not on ${ctx.objectId}.`);
  }
}

async function answer(ctx: PropertyContext): Promise<ClassificationsAnswer> {
  const policy = ctx.platform.classification;
  const r = await policy.resolve(ctx.objectId);
  const out: ClassificationsAnswer = {
    inherited: r.own.inherited,
    values: r.own.values,
    inheritedFrom: r.inheritedFrom,
    inheritedFromName: r.inheritedFromName,
    inheritedValues: r.inheritedValues,
    classifications: r.effective,
    isTop: r.isTop,
    builtInNames: policy.builtIn().map(c => c.name),
  };
  const wantsRules = ctx.options.rules === true || ctx.options.rules === 'true';
  if (wantsRules) out.rules = policy.rules();
  return out;
}

/** Validates a posted section: shape, every entry by the shared rules, unique names, patterns RE2 accepts. */
export function cleanSection(policy: ClassificationPolicy, value: unknown, knownRuleIds: readonly string[] | undefined): ClassificationsSection {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(ERROR_NAMES.validation, 'property must be an object {inherited, values}.');
  const v = value as { inherited?: unknown; values?: unknown };
  if (v.inherited !== undefined && typeof v.inherited !== 'boolean') throw new ApiError(ERROR_NAMES.validation, 'inherited must be true or false.');
  if (!Array.isArray(v.values)) throw new ApiError(ERROR_NAMES.validation, 'values must be a list of classifications.');
  if (v.values.length > MAX_CLASSIFICATIONS) throw new ApiError(ERROR_NAMES.validation, `A node may have at most ${MAX_CLASSIFICATIONS} classifications.`);
  v.values.forEach((c, i) => {
    if (!c || typeof c !== 'object' || Array.isArray(c))
      throw new ApiError(CLASSIFICATION_ERRORS.invalidClassification, `Classification #${i + 1} must be an object.`, 400);
  });
  const list = v.values as PolicyClassification[];
  // Custom pattern ids of the list itself may be named by any entry's condition.
  const known = knownRuleIds ? [...knownRuleIds, ...list.filter(c => c.pattern).map(c => customRuleId(cleanClassificationName(c.name)))] : undefined;
  const values = policy.prepare(list, known).map(tidy);
  for (const c of values) {
    if (!c.pattern) continue;
    try {
      policy.validatePattern(c.pattern.pattern, c.pattern.caseSensitive === true);
    } catch (e) {
      if (e instanceof ApiError && PATTERN_ERRORS.includes(e.errorName))
        throw new ApiError(e.errorName, `Classification '${c.name}': ${e.message}`, 400, { field: 'pattern.pattern' });
      throw e;
    }
  }
  return { inherited: v.inherited === true, values };
}

/** Keeps the known fields only, so stored entries never carry whatever else a client sent. */
function tidy(c: PolicyClassification): PolicyClassification {
  const out: PolicyClassification = { name: c.name, description: typeof c.description === 'string' ? c.description : '' };
  if (c.condition) out.condition = c.condition;
  if (c.pattern) {
    out.pattern = { pattern: c.pattern.pattern };
    if (c.pattern.caseSensitive !== undefined) out.pattern.caseSensitive = c.pattern.caseSensitive === true;
    if (c.pattern.confidence !== undefined) out.pattern.confidence = c.pattern.confidence;
  }
  if (c.minConfidence !== undefined) out.minConfidence = c.minConfidence;
  return out;
}

export const classificationsHandler: PropertyHandler = {
  propertyId: CLASSIFICATIONS_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx) {
    requireContainer(ctx);
    return answer(ctx);
  },
  async set(ctx, value) {
    requireContainer(ctx);
    const policy = ctx.platform.classification;
    const rules = policy.rules();
    const section = cleanSection(policy, value, rules.length ? rules.map(r => r.id) : undefined);
    const reclassification = await policy.reclassifyAfter(ctx.objectId, ctx.session.userObjectId, () =>
      ctx.platform.properties.write(ctx.objectId, CLASSIFICATIONS_PROPERTY, section),
    );
    return { ...(await answer(ctx)), reclassification };
  },
};
