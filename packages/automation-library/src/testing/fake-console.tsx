import { createConsoleClient, type Session, type XMLHttpRequestConstructor } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createFakeFetch, type FakeApiOptions, FakeUploadXhr, fakeRoutes } from './fake-api';

/** Props of {@link FakeConsole}. */
export interface FakeConsoleProps extends FakeApiOptions {
  children: ReactNode;
  /** Answer delay in ms. @default 150 */
  delay?: number;
  session?: Session;
  /** Extra or replaced routes. */
  routes?: Record<string, unknown>;
  /** Uploads: automatic progress, or held (for the uploading state). @default 'auto' */
  uploads?: 'auto' | 'manual';
  /** A fetch made beforehand (the benchmark builds its 10,000-row answer outside the timed mount). */
  fakeFetch?: typeof fetch;
}

/** A ConsoleProvider over a fake API, for stories and the benchmark page. */
export function FakeConsole({
  children,
  delay = 150,
  session,
  routes,
  uploads = 'auto',
  fakeFetch,
  ...api
}: FakeConsoleProps) {
  const [value] = useState(() => {
    FakeUploadXhr.reset(uploads);
    FakeUploadXhr.stepMs = 400;
    return {
      queryClient: new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
      client: createConsoleClient({
        fetch: fakeFetch ?? createFakeFetch({ ...fakeRoutes(api), ...routes }, delay),
        XMLHttpRequest: FakeUploadXhr as unknown as XMLHttpRequestConstructor,
        getCsrfToken: () => 'story',
      }),
    };
  });
  return (
    <QueryClientProvider client={value.queryClient}>
      <ConsoleProvider
        client={value.client}
        session={session ?? createTestSession()}
        navigate={(route) => console.info(`navigate ${route}`)}
        queryClient={value.queryClient}
      >
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}
