/**
 * PID_CLASSIFICATIONS: a container node's policy classifications section {inherited, values} (spec 001 §3
 * Policy). GET answers the section with inheritedFrom / inheritedValues and the classifications in force
 * (inheritance down the tree: server/scan/classify-stage.ts resolveClassifications, the rule scans use too);
 * with options {rules: true} also the classifier rules a condition can name. POST validates every entry with
 * the shared rules and needs 'pol'; files already scanned by collectors whose classifications in force changed
 * are marked and classified again from their stored text by a 'reclassify' task per collector
 * (server/scan/reclassify-job.ts), and the answer says how many files and which tasks.
 */
import { ApiError, CONTAINER_CLASSES, ERROR_NAMES } from '@fathom/sdk/api';
import { cleanClassificationName, customRuleId, type PolicyClassification, type Reclassification } from '@fathom/sdk/api/classification';
import type { RuleInfo } from '@fathom/sdk/server';
import { preparePolicyClassifications, InvalidClassificationError } from '../../classify/engine';
import { validateCustomPattern, PatternError } from '../../classify/custom-pattern';
import { CLASSIFICATIONS_PROPERTY, resolveClassifications, type ClassificationsSection } from '../../scan/classify-stage';
import { builtInClassifications, classifiersOf } from '../../plugins/contributions';
import { markForReclassification } from '../../scan/reclassify-job';
import { scanEngineOf } from '../../tasks/engine';
import type { ServerContext } from '../context';
import { registerPropertyHandler, type PropertyContext } from './registry';
import { writeProperty } from './store';

/** More than this many classifications on one node is refused: every scanned file evaluates them all. */
export const MAX_CLASSIFICATIONS = 500;

export interface ClassificationsAnswer extends ClassificationsSection {
  /** The nearest ancestor whose own values are in force, or null for the built-in classifications. */
  inheritedFrom: string | null;
  inheritedFromName: string;
  inheritedValues: PolicyClassification[];
  /** In force on this node: inheritedValues when inherited, else values. */
  classifications: PolicyClassification[];
  /** True on the top node: there is no parent, inheriting means the built-in classifications. */
  isTop: boolean;
  /** Names of the built-in classifications, so the console can tell them from custom ones. */
  builtInNames: string[];
  /** With options {rules: true}: the classifier rules conditions can name. */
  rules?: RuleInfo[];
  /** After a save: the files marked to be classified again and the tasks doing it. */
  reclassification?: Reclassification;
}

function ruleInfos(server: ServerContext): RuleInfo[] {
  const seen = new Set<string>();
  const out: RuleInfo[] = [];
  for (const c of classifiersOf(server.plugins)) for (const r of c.rules) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({ id: r.id, name: r.name, description: r.description, country: r.country, category: r.category });
  }
  return out;
}

function requireContainer(ctx: PropertyContext): void {
  if (ctx.row.object_id !== ctx.objectId || !(CONTAINER_CLASSES as string[]).includes(ctx.row.class_id)) {
    throw new ApiError(ERROR_NAMES.propertyNotFound, `Property ${CLASSIFICATIONS_PROPERTY} is kept on container nodes, not on ${ctx.objectId}.`);
  }
}

function answer(ctx: PropertyContext): ClassificationsAnswer {
  const builtIn = builtInClassifications(ctx.server.plugins);
  const r = resolveClassifications(ctx.server.store.sqlite, ctx.row.object_id, builtIn);
  const out: ClassificationsAnswer = {
    inherited: r.own.inherited, values: r.own.values, inheritedFrom: r.inheritedFrom, inheritedFromName: r.inheritedFromName,
    inheritedValues: r.inheritedValues, classifications: r.effective, isTop: r.isTop, builtInNames: builtIn.map(c => c.name),
  };
  const wantsRules = ctx.options.rules === true || ctx.options.rules === 'true';
  if (wantsRules) out.rules = ruleInfos(ctx.server);
  return out;
}

/** Validates a posted section: shape, every entry by the shared rules, unique names, patterns RE2 accepts. */
export function cleanSection(value: unknown, knownRuleIds: readonly string[] | undefined): ClassificationsSection {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(ERROR_NAMES.validation, 'property must be an object {inherited, values}.');
  const v = value as { inherited?: unknown; values?: unknown };
  if (v.inherited !== undefined && typeof v.inherited !== 'boolean') throw new ApiError(ERROR_NAMES.validation, 'inherited must be true or false.');
  if (!Array.isArray(v.values)) throw new ApiError(ERROR_NAMES.validation, 'values must be a list of classifications.');
  if (v.values.length > MAX_CLASSIFICATIONS) throw new ApiError(ERROR_NAMES.validation, `A node may have at most ${MAX_CLASSIFICATIONS} classifications.`);
  v.values.forEach((c, i) => {
    if (!c || typeof c !== 'object' || Array.isArray(c)) throw new InvalidClassificationError(`Classification #${i + 1} must be an object.`);
  });
  const list = v.values as PolicyClassification[];
  // Custom pattern ids of the list itself may be named by any entry's condition.
  const known = knownRuleIds ? [...knownRuleIds, ...list.filter(c => c.pattern).map(c => customRuleId(cleanClassificationName(c.name)))] : undefined;
  const values = preparePolicyClassifications(list, known).map(tidy);
  for (const c of values) {
    if (!c.pattern) continue;
    try {
      validateCustomPattern(c.pattern.pattern, c.pattern.caseSensitive === true);
    } catch (e) {
      if (e instanceof PatternError) throw new ApiError(e.errorName, `Classification '${c.name}': ${e.message}`, 400, { field: 'pattern.pattern' });
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

/** Collector nodes at or below the node that have files in the index (scanned here, not by remote collectors). */
function collectorsBelow(ctx: PropertyContext): string[] {
  const rows = ctx.server.store.sqlite.prepare(`SELECT o.object_id, o.tags FROM objects o WHERE instr(o.path_ids, '/' || ? || '/') > 0
    AND EXISTS (SELECT 1 FROM idx_entries e WHERE e.node_id = o.object_id)`).all(ctx.row.object_id) as { object_id: string; tags: string | null }[];
  return rows.filter(r => (JSON.parse(r.tags || '{}') as { remote?: boolean }).remote !== true).map(r => r.object_id);
}

function effectiveKey(ctx: PropertyContext, nodeId: string): string {
  return JSON.stringify(resolveClassifications(ctx.server.store.sqlite, nodeId).effective);
}

async function reclassify(ctx: PropertyContext, nodeIds: string[]): Promise<Reclassification> {
  const out: Reclassification = { files: 0, taskIds: [] };
  for (const nodeId of nodeIds) {
    const files = markForReclassification(ctx.server.store.sqlite, [nodeId]);
    if (files === 0) continue;
    out.files += files;
    out.taskIds.push((await scanEngineOf(ctx.server).enqueue(nodeId, 'reclassify', { files }, ctx.session.userObjectId)).taskId);
  }
  return out;
}

registerPropertyHandler({
  propertyId: CLASSIFICATIONS_PROPERTY,
  readNeeds: [['get']],
  writeNeeds: [['pol']],
  async get(ctx) {
    requireContainer(ctx);
    return answer(ctx);
  },
  async set(ctx, value) {
    requireContainer(ctx);
    const rules = ruleInfos(ctx.server);
    const section = cleanSection(value, rules.length ? rules.map(r => r.id) : undefined);
    const before = collectorsBelow(ctx).map(id => ({ id, effective: effectiveKey(ctx, id) }));
    await writeProperty(ctx.server.store, ctx.row.object_id, CLASSIFICATIONS_PROPERTY, section);
    const changed = before.filter(c => effectiveKey(ctx, c.id) !== c.effective).map(c => c.id);
    return { ...answer(ctx), reclassification: await reclassify(ctx, changed) };
  },
});
