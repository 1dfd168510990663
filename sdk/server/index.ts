/**
 * The server-side plugin contract: defineServerPlugin, its extension points and core services (platform.ts),
 * and the extractor, classifier and source connector contracts (connectors.ts). A server plugin imports only
 * this module, sdk/api and npm packages.
 */
export * from './connectors';
export * from './classifier-score';
export * from './platform';
export * from './area-services';
export * from './routes';
export * from './discover';
export * from './answers';
export * from './downloads';
export * from './accounts';
export * from './people';
export * from './secret-box';
export * from './sign-in';
export * from './service-secrets';
export * from './targets';
export * from './installers';
export * from './path-rules';
export * from './started-services';
export * from './tasks';
export * from './indexed-files';
export * from './export-locations';
export * from './policy-actions';
