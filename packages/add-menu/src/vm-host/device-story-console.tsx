/** The stories' console of the Add VM host and Add NMS device dialogs: a ConsoleProvider over the fixtures. */
import { createConsoleClient } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { pickerApi } from '../fixtures/add-menu-data';
import { deviceApi } from './vm-host-fixtures';

type Answer = unknown | { status: number; body: unknown };

function fakeFetch(routes: Record<string, Answer>): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const local = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
    const path = local.split('?')[0] ?? local;
    const route = routes[`${(init?.method ?? 'GET').toUpperCase()} ${path}`];
    if (route === undefined) {
      return Response.json({ resultCode: 'INTERNAL_ERROR', errorMessage: 'Story error' }, { status: 500 });
    }
    const answer = typeof route === 'function' ? route({ url: local, path }) : route;
    if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer) {
      return Response.json(answer.body, { status: answer.status as number });
    }
    return Response.json(answer);
  };
}

/** Wraps a story in the providers over the fake API; `routes` replace some answers. */
export function DeviceStoryConsole({
  children,
  routes = {},
}: {
  children: ReactNode;
  /** Answers by `'METHOD /ws/path'`; `{ status, body }` for a failure. */
  routes?: Record<string, Answer>;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [client] = useState(() =>
    createConsoleClient({
      fetch: fakeFetch({ ...pickerApi(), ...deviceApi(), ...routes }),
      getCsrfToken: () => 'story',
    }),
  );
  const [session] = useState(() => createTestSession());
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleProvider client={client} session={session} navigate={() => {}}>
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}
