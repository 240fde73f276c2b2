/** Browser-test helper of the pickers: render over the fake picker routes with a session. */
import type { Credential, Session } from '@console/core';
import { createTestFetch, createTestSession, renderWithProviders } from '@console/testing';
import type { ReactNode } from 'react';
import { pickerRoutes } from './fixtures';

/** Renders `ui` with a ConsoleProvider whose client answers the picker endpoints of the fixtures. */
export async function renderPicker(
  ui: ReactNode,
  options: { session?: Session; routes?: Record<string, unknown>; credentials?: Credential[] } = {},
) {
  const fetch = createTestFetch({ ...pickerRoutes(options.credentials), ...options.routes });
  const screen = await renderWithProviders(ui, {
    console: { fetch, session: options.session ?? createTestSession() },
  });
  return Object.assign(screen, { fetch });
}
