export { createClassificationEngine, preparePolicyClassifications, InvalidClassificationError } from './engine';
export type { ClassificationEngine, ClassificationOutcome, ClassifyOptions, EngineOptions } from './engine';
export { BUILTIN_CLASSIFICATIONS, EU_COUNTRY_RULES } from './builtin';
export { compileCustomPattern, validateCustomPattern, PatternError } from './custom-pattern';
export { evaluate, indexHits } from './conditions';
