/** The stories' console of the mobile enrollment dialogs: a ConsoleProvider over the fixtures. */
import { createConsoleClient } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { mdmSession, mobileApi } from './mobile-fixtures';

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
export function MobileStoryConsole({
  children,
  routes = {},
  session = mdmSession,
  approval = 'AUTOMATIC',
}: {
  children: ReactNode;
  /** Answers by `'METHOD /ws/path'`; `{ status, body }` for a failure. */
  routes?: Record<string, Answer>;
  /** Feature flags and division config of the session. @default both MDM platforms and apps on */
  session?: Parameters<typeof createTestSession>[0];
  /** The organization's approval mode. @default 'AUTOMATIC' */
  approval?: 'AUTOMATIC' | 'REJECT';
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [client] = useState(() =>
    createConsoleClient({
      fetch: fakeFetch({ ...mobileApi({ approval }), ...routes }),
      getCsrfToken: () => 'story',
    }),
  );
  const [current] = useState(() => createTestSession(session));
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleProvider client={client} session={current} navigate={() => {}}>
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}
