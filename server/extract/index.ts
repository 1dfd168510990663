export { ExtractorRegistry, toFailure } from './registry';
export { ExtractionPool, type ExtractionPoolOptions, type ExtractRequest } from './pool';
export * from './options';
