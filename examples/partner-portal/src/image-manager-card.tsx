/**
 * A policy's image manager pages in the portal, both ways a partner embeds them:
 * `mountImageManagerSettings(el)` (the card's first button) and `<ImageManagerSettings>` rendered in
 * the portal's own React island (the second). The portal opens the first Windows server policy the
 * user can read; the widget reads and saves its backup plans (passwords masked) itself.
 */
import { type ConsoleClient, endpoints, type Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { ImageManagerSettings, mountImageManagerSettings } from '@console/monitor-wizards';
import '@console/monitor-wizards/styles.css';
import { ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';

/** The card: a note of the policy, and two buttons opening its image manager. */
export function imageManagerCard(
  client: ConsoleClient,
  session: Session,
  navigate: (route: string) => void,
): HTMLElement {
  const card = document.createElement('section');
  card.className = 'portal-card';
  card.id = 'portal-image-manager';
  const title = document.createElement('h2');
  title.textContent = 'Image manager';
  const note = document.createElement('p');
  const slot = document.createElement('div');
  let mounted: ReturnType<typeof mountImageManagerSettings> | undefined;
  let root: Root | undefined;
  const clear = () => {
    mounted?.unmount();
    mounted = undefined;
    root?.unmount();
    root = undefined;
    slot.replaceChildren();
  };
  const policy = async () => {
    const page = await client.call(endpoints.policy.query, {
      query: { page: 1, pageSize: 50, nodeClass: 'WINDOWS_SERVER' },
    });
    const [first] = page.items;
    note.textContent = first ? `Policy: ${first.name}` : 'No Windows server policy to show.';
    return first;
  };
  const button = (label: string, open: (policyId: number, nodeClass: string) => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = 'portal-button';
    element.textContent = label;
    element.addEventListener('click', async () => {
      const chosen = await policy();
      clear();
      if (chosen) open(chosen.id, chosen.nodeClass);
    });
    return element;
  };
  card.append(
    title,
    button('Open image manager', (policyId, nodeClass) => {
      mounted = mountImageManagerSettings(slot, { client, session, navigate, policyId, nodeClass });
    }),
    button('Open image manager (React)', (policyId, nodeClass) => {
      root = createRoot(slot);
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <ConsoleProvider client={client} session={session} navigate={navigate}>
            <ThemeRoot theme="light">
              <ImageManagerSettings policyId={policyId} nodeClass={nodeClass} />
            </ThemeRoot>
          </ConsoleProvider>
        </QueryClientProvider>,
      );
    }),
    note,
    slot,
  );
  return card;
}
