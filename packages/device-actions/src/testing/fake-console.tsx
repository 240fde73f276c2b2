import { createConsoleClient, type Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/** A route of the fake API: a JSON body, or a function of the parsed body answering [status, body]. */
export type FakeRoute = (body: unknown) => [number, unknown];

/** A fetch over `'METHOD /ws/path'` routes with a delay; unknown routes answer 204. */
export function createFakeFetch(routes: Record<string, FakeRoute>, delay = 300): typeof fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
    const key = `${(init.method ?? 'GET').toUpperCase()} ${path}`;
    await new Promise((resolve) => setTimeout(resolve, delay));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const [status, answer] = routes[key]?.(body) ?? [204, undefined];
    return new Response(status === 204 ? null : JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** A ConsoleProvider over a fake API, for stories. */
export function FakeConsole({
  children,
  routes = {},
  session,
}: {
  children: ReactNode;
  routes?: Record<string, FakeRoute>;
  session?: Session;
}) {
  const [value] = useState(() => ({
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    }),
    client: createConsoleClient({ fetch: createFakeFetch(routes), getCsrfToken: () => 'story' }),
  }));
  return (
    <QueryClientProvider client={value.queryClient}>
      <ConsoleProvider client={value.client} session={session ?? createTestSession()} navigate={() => {}}>
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}
