/**
 * The classification engine: runs the classifier plugins and the policy's custom patterns over a text,
 * filters hits by minimum confidence, and evaluates the policy classifications (condition trees over
 * rule ids) into named results such as 'U.S. Personal Data'.
 */
import { ApiError } from '@fathom/sdk/api/wire';
import {
  CLASSIFICATION_ERRORS,
  DEFAULT_CLASSIFICATION_MIN_CONFIDENCE,
  cleanClassificationName,
  customRuleId,
  validateClassification,
  type ClassificationResult,
  type PolicyClassification,
} from '@fathom/sdk/api/classification';
import type { Classifier, ClassifierHit, RuleInfo } from '@fathom/sdk/server';
import { BUILTIN_CLASSIFICATIONS } from './builtin';
import { evaluate, indexHits } from './conditions';
import { compileCustomPattern, type CompiledPattern } from './custom-pattern';

export interface EngineOptions {
  classifiers: Classifier[];
  /** The classifications to evaluate; default: the built-in ones. */
  classifications?: PolicyClassification[];
  /** Hits below this are dropped from the output (classifications use their own thresholds). Default 0. */
  minConfidence?: number;
  /** Upper bound on hits per custom pattern per text. */
  maxCustomHits?: number;
}

export interface ClassifyOptions {
  minConfidence?: number;
  /** Only these rules run (custom rules included by their CUSTOM:name id). */
  ruleIds?: string[];
}

export interface ClassificationOutcome {
  hits: ClassifierHit[];
  classifications: ClassificationResult[];
}

export interface ClassificationEngine {
  /** Every rule the engine runs, custom patterns included. */
  rules: RuleInfo[];
  classifications: PolicyClassification[];
  classify(text: string, opts?: ClassifyOptions): ClassificationOutcome;
}

export class InvalidClassificationError extends ApiError {
  constructor(message: string) {
    super(CLASSIFICATION_ERRORS.invalidClassification, message, 400);
  }
}

/**
 * Cleans names and validates every classification (structure, thresholds, custom patterns). Rule ids are
 * checked against knownRuleIds when given: the policy editor passes them on save, so a typo is reported
 * instead of a classification that can never apply.
 */
export function preparePolicyClassifications(list: readonly PolicyClassification[], knownRuleIds?: readonly string[]): PolicyClassification[] {
  const seen = new Set<string>();
  return list.map((raw, i) => {
    const c = { ...raw, name: cleanClassificationName(raw?.name) };
    const errors = validateClassification(c, knownRuleIds);
    if (errors.length > 0) {
      const patternError = errors.find(e => e.field === 'pattern.pattern');
      if (patternError) {
        const [name, ...message] = patternError.message.split(': ');
        throw new ApiError(name, `Classification '${c.name}': ${message.join(': ')}`, 400, { index: i, field: patternError.field });
      }
      throw new InvalidClassificationError(`Classification '${c.name || `#${i + 1}`}': ${errors.map(e => `${e.field}: ${e.message}`).join('; ')}`);
    }
    if (seen.has(c.name)) throw new InvalidClassificationError(`Classification '${c.name}' is defined twice.`);
    seen.add(c.name);
    return c;
  });
}

export function createClassificationEngine(options: EngineOptions): ClassificationEngine {
  const classifications = preparePolicyClassifications(options.classifications ?? BUILTIN_CLASSIFICATIONS);
  const maxCustomHits = options.maxCustomHits ?? 10_000;
  const custom: { info: RuleInfo; pattern: CompiledPattern }[] = classifications
    .filter(c => c.pattern)
    .map(c => {
      const id = customRuleId(c.name);
      return {
        info: { id, name: c.name, description: c.description || `Custom pattern ${c.pattern!.pattern}`, category: 'Custom' },
        pattern: compileCustomPattern(id, c.pattern!),
      };
    });
  const rules = [...options.classifiers.flatMap(c => c.rules), ...custom.map(c => c.info)];
  return {
    rules,
    classifications,
    classify(text, opts = {}) {
      const wanted = opts.ruleIds ? new Set(opts.ruleIds) : undefined;
      const all: ClassifierHit[] = [];
      for (const classifier of options.classifiers) {
        const ids = wanted ? classifier.rules.map(r => r.id).filter(id => wanted.has(id)) : undefined;
        if (ids && ids.length === 0) continue;
        all.push(...classifier.classify(text, ids ? { ruleIds: ids } : undefined));
      }
      for (const c of custom) if (!wanted || wanted.has(c.info.id)) all.push(...c.pattern.findAll(text, maxCustomHits));
      all.sort((a, b) => a.start - b.start || b.end - a.end || a.ruleId.localeCompare(b.ruleId));
      const index = indexHits(all);
      const results: ClassificationResult[] = [];
      for (const c of classifications) {
        const threshold = c.minConfidence ?? DEFAULT_CLASSIFICATION_MIN_CONFIDENCE;
        const condition = c.condition ?? { rule: customRuleId(c.name), minConfidence: 0 };
        const { value, count } = evaluate(condition, index, threshold);
        if (value > 0 && value >= threshold) results.push({ name: c.name, confidence: value, count });
      }
      const min = opts.minConfidence ?? options.minConfidence ?? 0;
      return { hits: min > 0 ? all.filter(h => h.confidence >= min) : all, classifications: results };
    },
  };
}
