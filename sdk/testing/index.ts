/**
 * Testing kit for plugin authors (imports sdk/ only, like a plugin):
 * - fakes: `fakeServices` — console services that behave (api answering from routes, a tree, recorded notifications);
 * - host: `createTestHost`, `renderWithConsole`, `renderLazy` — register plugins over the fakes and render their parts;
 * - mocks: `mockApi`, `mockTree`, `mockNotifications`, `mockPermissions`, `mockServices`, `servicesOf`,
 *   `renderWithServices` — jest mocks for tests that check calls;
 * - contributions: `contributionsOf`, `registeredContributions` — what a plugin contributes, without a host;
 * - dev: `defineDevEntry`, `devEntryElement`, `DevPart`, `DevFrame` — a plugin folder's dev/ entry, booted alone
 *   by `npm run dev:plugin` (import it as '@fathom/sdk/testing/dev' so a page does not load the testing library);
 * - area-contract: `expectAreaPluginContract`, `expectPlaceholderAreaPlugin` — the shared test of a section plugin.
 * Widget helpers (`fakeConsole`, `widgetTypesOf`, `describeKeyedChartWidget`) live in sdk/web/widget-kit/testing.
 */
export * from './fakes';
export * from './host';
export * from './mocks';
export * from './contributions';
export * from './area-contract';
export * from './dev';
