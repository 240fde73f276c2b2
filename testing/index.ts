/** Shared test helpers (aliased as `@console/testing` in vitest). */
export { type AxeCheckOptions, expectNoAxeViolations } from './axe';
export {
  type ConsoleRenderHandles,
  type ConsoleRenderOptions,
  createTestFetch,
  createTestQueryClient,
  createTestSession,
  jsonResponse,
  type RenderOptions,
  renderWithProviders,
  type TestRequest,
  type TestRoute,
  type TestSessionOverrides,
} from './render';
export { allowConsole } from './setup-browser';
