/**
 * Browser-test helpers: render a widget over createTestFetch routes of the fake automation API,
 * with the scriptable upload XMLHttpRequest, and choose files in file inputs.
 */
import {
  createConsoleClient,
  type RealtimeClient,
  type Session,
  type XMLHttpRequestConstructor,
} from '@console/core';
import { createTestFetch, renderWithProviders } from '@console/testing';
import type { ReactNode } from 'react';
import { type FakeApiOptions, FakeUploadXhr, fakeRoutes } from './fake-api';

/** Options of {@link renderWithApi}. */
export interface RenderWithApiOptions extends FakeApiOptions {
  routes?: Record<string, unknown>;
  session?: Session;
  /** A realtime client for the ConsoleProvider (`createTestRealtime()` of `@console/testing`). */
  realtime?: RealtimeClient;
  /** @default 'manual' */
  uploads?: 'auto' | 'manual';
}

/** Renders `ui` with a ConsoleProvider whose client talks to the fake automation API. */
export async function renderWithApi(ui: ReactNode, options: RenderWithApiOptions = {}) {
  const { routes, session, realtime, uploads = 'manual', ...api } = options;
  FakeUploadXhr.reset(uploads);
  FakeUploadXhr.stepMs = 10;
  const fetch = createTestFetch({ ...fakeRoutes(api), ...routes });
  const client = createConsoleClient({
    fetch,
    XMLHttpRequest: FakeUploadXhr as unknown as XMLHttpRequestConstructor,
    getCsrfToken: () => 'test-csrf',
  });
  const screen = await renderWithProviders(ui, { console: { client, session, realtime } });
  return Object.assign(screen, { fetch });
}

/** Sets a file input's files as the browser's chooser would. */
export function chooseFiles(input: Element, ...files: File[]): void {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  const target = input as HTMLInputElement;
  target.files = data.files;
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The file input of a file field (the kit's FileDrop keeps it hidden behind its browse button),
 * found from the field's group: `fileInputIn(dialog.getByRole('group', { name: 'Icon' }))`.
 */
export function fileInputIn(group: { element(): Element }): Element {
  const input = group.element().querySelector('input[type="file"]');
  if (!input) throw new Error('No file input in this field');
  return input;
}

/** A file of `size` bytes. */
export function fileOf(name: string, size = 16, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(size)], name, { type });
}

export { eventually, transitionsDone } from '@console/testing';
