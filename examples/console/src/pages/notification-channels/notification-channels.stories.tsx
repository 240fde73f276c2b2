import { createConsoleClient, type NotificationChannel } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { createTestSession } from '@console/testing/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { consoleMessages } from '../../messages';
import { ChannelDialog } from './channel-dialog';
import { NotificationChannelsPage } from './notification-channels-page';

export default { title: 'Console / Notification channels' };

const channels: NotificationChannel[] = [
  { id: 3, name: 'NOC mail', type: 'EMAIL', recipients: ['noc@demo.console', 'ops@demo.console'], url: '' },
  { id: 4, name: 'Chat hook', type: 'WEBHOOK', recipients: [], url: 'https://hooks.example.com/a' },
];

/** A fake server over `'METHOD /ws/path'` answers; a missing answer is a 404 with a message. */
function storyFetch(answers: Record<string, unknown>): typeof fetch {
  return async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
    const answer = answers[`${(init.method ?? 'GET').toUpperCase()} ${path}`];
    await new Promise((resolve) => setTimeout(resolve, 150));
    return answer === undefined
      ? new Response(JSON.stringify({ resultCode: 'FAILURE', errorMessage: 'The server is not reachable' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  };
}

function StoryConsole({ answers, children }: { answers: Record<string, unknown>; children: ReactNode }) {
  const [value] = useState(() => ({
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    client: createConsoleClient({ fetch: storyFetch(answers), getCsrfToken: () => 'story' }),
    session: createTestSession({ sysadmin: true }),
  }));
  return (
    <QueryClientProvider client={value.queryClient}>
      <ConsoleProvider
        client={value.client}
        session={value.session}
        messages={consoleMessages}
        navigate={() => {}}
      >
        {children}
      </ConsoleProvider>
    </QueryClientProvider>
  );
}

function PageStory({ list }: { list: unknown }) {
  const [router] = useState(() => {
    const root = createRootRoute({ component: Outlet });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: () => <NotificationChannelsPage title="Notification channels" />,
    });
    return createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
  });
  return (
    <StoryConsole answers={{ 'GET /ws/notificationchannel/list': list }}>
      <RouterProvider router={router} />
    </StoryConsole>
  );
}

/** Administration › Apps › Notification channels: no channel yet. */
export const Empty = () => <PageStory list={[]} />;
/** The division's channels (an EMAIL and a WEBHOOK channel). */
export const List = () => <PageStory list={channels} />;
/** The list cannot be loaded. */
export const LoadError = () => <PageStory list={undefined} />;

/** Editing a channel (the add and edit form). */
export const Editing = () => (
  <StoryConsole
    answers={{ 'PUT /ws/notificationchannel/3': { resultCode: 'SUCCESS', notificationChannel: channels[0] } }}
  >
    <ChannelDialog channel={channels[0] ?? null} onClose={() => {}} />
  </StoryConsole>
);
/** Adding a channel whose save the server refuses (the banner shows its message). */
export const SaveError = () => (
  <StoryConsole answers={{}}>
    <ChannelDialog channel={null} onClose={() => {}} />
  </StoryConsole>
);
