/**
 * The portal's building blocks: its cards and buttons (plain DOM, as a partner's page without React
 * builds them) and the React island every React-rendered widget sits in (React Query, the
 * ConsoleProvider, the theme root), written once for every card.
 */
import type { ConsoleClient, Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** What a card needs from the page to embed a widget. */
export interface PortalContext {
  client: ConsoleClient;
  session: Session;
  navigate: (route: string) => void;
}

/** A portal card: a section with its id and title, then `children`. */
export function portalCard(id: string, title: string, ...children: Node[]): HTMLElement {
  const card = document.createElement('section');
  card.className = 'portal-card';
  card.id = id;
  const heading = document.createElement('h2');
  heading.textContent = title;
  card.append(heading, ...children);
  return card;
}

/** A portal button running `onClick`. */
export function portalButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'portal-button';
  button.textContent = label;
  button.addEventListener('click', onClick);
  return button;
}

/** Renders `node` into `element` inside the portal's providers; answers the React root. */
export function renderInIsland(
  element: HTMLElement,
  { client, session, navigate }: PortalContext,
  node: ReactNode,
): Root {
  const root = createRoot(element);
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <ConsoleProvider client={client} session={session} navigate={navigate}>
        <ThemeRoot theme="light">{node}</ThemeRoot>
      </ConsoleProvider>
    </QueryClientProvider>,
  );
  return root;
}
