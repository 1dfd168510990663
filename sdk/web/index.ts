export * from './tokens';
export * from './extension-points';
export * from './services';
export * from './plugin';
export * from './hooks';
export * from './tab-visibility';
export * from './preload';
