/** A ConsoleProvider over a fake API for the Add menu's stories (not published). */
import { createConsoleClient, type Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { action } from '@ladle/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { addMenuDialogTexts } from '../add-menu/dialog-texts';

// The stories render the dialogs themselves (not through the lazy wrappers that load their texts).
const STORY_SECTIONS = [addMenuDialogTexts];

/**
 * An answer of the fake API: a JSON body (200), `[status, body]` or `{ status, body }`, or a
 * function of the request (which may also answer a whole `Response`).
 */
export type StoryRoute = unknown | ((request: { url: string; path: string; body: unknown }) => unknown);

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' &&
  answer !== null &&
  Object.keys(answer).length === 2 &&
  typeof (answer as { status?: unknown }).status === 'number' &&
  'body' in answer;

/** A fetch over `'METHOD /ws/path'` routes after `delay` ms; unknown routes answer 404. */
function storyFetch(routes: Record<string, StoryRoute>, delay: number): typeof fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
    const key = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes[key];
    const answer = typeof route === 'function' ? await route({ url, path, body }) : route;
    if (answer instanceof Response) return answer;
    const [status, payload] =
      route === undefined
        ? [404, { resultCode: 'NOT_FOUND', errorMessage: `No story route for ${key}` }]
        : Array.isArray(answer) && typeof answer[0] === 'number' && answer.length === 2
          ? (answer as [number, unknown])
          : isStatusAnswer(answer)
            ? [answer.status, answer.body]
            : [200, answer];
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  };
}

/** Wraps a story in a ConsoleProvider over the fake API; navigation shows as a Ladle action. */
export function StoryConsole({
  children,
  routes = {},
  session,
  delay = 400,
}: {
  children: ReactNode;
  routes?: Record<string, StoryRoute>;
  session?: Session;
  /** How long each answer takes, in ms (0 for tests that click through at once). @default 400 */
  delay?: number;
}) {
  const [value] = useState(() => ({
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    }),
    client: createConsoleClient({ fetch: storyFetch(routes, delay), getCsrfToken: () => 'story' }),
    session: session ?? createTestSession({ settings: { ticketingEnabled: true } }),
  }));
  return (
    <QueryClientProvider client={value.queryClient}>
      <ConsoleProvider
        client={value.client}
        session={value.session}
        navigate={action('navigate')}
        sections={STORY_SECTIONS}
      >
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}
