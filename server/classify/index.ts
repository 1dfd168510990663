export { createClassificationEngine, preparePolicyClassifications, InvalidClassificationError } from './engine';
export type { ClassificationEngine, ClassificationOutcome, ClassifyOptions, EngineOptions } from './engine';
export { BUILTIN_CLASSIFICATIONS, COUNTRY_POLICIES, CONTACT_RULES, EU_COUNTRY_RULES, countryClassification } from './builtin';
export type { CountryPolicy } from './builtin';
export { compileCustomPattern, validateCustomPattern, PatternError } from './custom-pattern';
export { evaluate, indexHits } from './conditions';
