/**
 * The portal's React island: a partner whose page has a React corner renders the Add menu as a
 * component inside its own providers (React Query, ConsoleProvider, the theme root), instead of
 * `mount()`. Both embed the same widget.
 */
import { AddMenu } from '@console/add-menu';
import type { ConsoleClient, Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

/** What the island needs from the page. */
export interface ReactAddMenuOptions {
  client: ConsoleClient;
  session: Session;
  navigate: (route: string) => void;
}

/** Renders the Add menu with React into `element`; answers the unmount. */
export function renderReactAddMenu(element: HTMLElement, { client, session, navigate }: ReactAddMenuOptions) {
  const queryClient = new QueryClient();
  const root = createRoot(element);
  root.render(
    <QueryClientProvider client={queryClient}>
      <ConsoleProvider client={client} session={session} navigate={navigate}>
        <ThemeRoot theme="light">
          <AddMenu />
        </ThemeRoot>
      </ConsoleProvider>
    </QueryClientProvider>,
  );
  return () => root.unmount();
}
