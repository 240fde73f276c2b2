/** Stories' console: a ConsoleProvider whose client answers the picker endpoints of the fixtures. */
import { createConsoleClient, type Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { pickerRoutes } from './fixtures';

/** The pickers never navigate. */
const navigateNowhere = () => {};

type Route = unknown | ((request: { url: string; path: string }) => unknown);

/** A fetch over `routes` (`'METHOD /path'`); `fail` answers 500 for every call. */
function fakeFetch(routes: Record<string, Route>, fail: boolean): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const local = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
    const path = local.split('?')[0] ?? local;
    const route = routes[`${(init?.method ?? 'GET').toUpperCase()} ${path}`];
    if (fail || route === undefined) {
      return new Response(JSON.stringify({ resultCode: 'INTERNAL_ERROR', errorMessage: 'Story error' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    const body = typeof route === 'function' ? route({ url: local, path }) : route;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

/** Wraps a picker story in the providers, over the fake picker API. */
export function PickerStoryConsole({
  children,
  session,
  fail = false,
}: {
  children: ReactNode;
  session?: Session;
  /** Every call fails (the error states). */
  fail?: boolean;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [client] = useState(() =>
    createConsoleClient({ fetch: fakeFetch(pickerRoutes(), fail), getCsrfToken: () => 'story' }),
  );
  const [current] = useState(() => session ?? createTestSession());
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleProvider client={client} session={current} navigate={navigateNowhere}>
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}
