/** Shared test helpers (aliased as `@console/testing` in vitest). */
export { expectNoAxeViolations } from './axe';
export { createTestQueryClient, type RenderOptions, renderWithProviders } from './render';
export { allowConsole } from './setup-browser';
