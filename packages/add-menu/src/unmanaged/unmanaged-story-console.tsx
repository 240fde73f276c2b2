/** The stories' console for the unmanaged device dialogs: a ConsoleProvider over the fixtures. */
import { createConsoleClient, type NodeRole } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { ToastProvider } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { addMenuDialogTexts } from '../add-menu/dialog-texts';
import { buildPreview, fakeUploadXhr, unmanagedApi } from './unmanaged-fixtures';

// The stories render the dialogs themselves (not through the lazy wrappers that load their texts).
const STORY_SECTIONS = [addMenuDialogTexts];

function fakeFetch(routes: Record<string, unknown>, failRoles: boolean): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${path}`;
    if (key === 'POST /ws/node') {
      return Response.json({ resultCode: 'SUCCESS', nodeId: 41, node: {} });
    }
    const route = routes[key];
    if (route === undefined || (failRoles && key === 'GET /ws/noderole/list')) {
      return Response.json({ resultCode: 'INTERNAL_ERROR', errorMessage: 'Story error' }, { status: 500 });
    }
    return Response.json(typeof route === 'function' ? route({ url, path }) : route);
  };
}

/** Wraps a story in the providers; uploads answer a 200-row preview with 10 invalid rows. */
export function UnmanagedStoryConsole({
  children,
  roles,
  failRoles = false,
}: {
  children: ReactNode;
  /** The unmanaged roles the server lists. */
  roles?: NodeRole[];
  /** `GET /noderole/list` fails. */
  failRoles?: boolean;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [client] = useState(() =>
    createConsoleClient({
      fetch: fakeFetch(unmanagedApi(roles), failRoles),
      getCsrfToken: () => 'story',
      XMLHttpRequest: fakeUploadXhr((upload) =>
        upload.url.endsWith('/preview')
          ? Response.json(buildPreview(200, 20))
          : Response.json({ resultCode: 'SUCCESS', createdCount: 190, discardedRows: 10 }),
      ).XMLHttpRequest,
    }),
  );
  const [session] = useState(() => createTestSession());
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleProvider client={client} session={session} navigate={() => {}} sections={STORY_SECTIONS}>
        <ToastProvider>{children}</ToastProvider>
      </ConsoleProvider>
    </QueryClientProvider>
  );
}
