/** Shared test helpers of the workspace (`@console/testing`, a private workspace package). */
export { type AxeCheckOptions, expectNoAxeViolations } from './axe';
export { createTestRealtime, type TestRealtime } from './realtime';
export {
  type ConsoleRenderHandles,
  type ConsoleRenderOptions,
  createTestFetch,
  createTestQueryClient,
  jsonResponse,
  type RenderOptions,
  renderWithProviders,
  type TestRequest,
  type TestRoute,
  validationErrorResponse,
} from './render';
export {
  createTestSession,
  grant,
  type TestGrant,
  type TestSessionOptions,
  testSessionInput,
} from './session';
export { allowConsole } from './setup-browser';
export { eventually, transitionsDone } from './wait';
