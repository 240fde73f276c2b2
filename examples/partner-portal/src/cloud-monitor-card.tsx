/**
 * The cloud monitor wizard in the portal, both ways a partner embeds it: `mountCloudMonitorWizard`
 * (when the Add menu asks for #/editor/cloudMonitor or a monitor's #/wizard/cloudMonitor/{id}) and
 * `<CloudMonitorWizard>` rendered inside the portal's own React island (the card's button).
 */
import type { ConsoleClient, Session } from '@console/core';
import { ConsoleProvider } from '@console/core/react';
import { CloudMonitorWizard, mountCloudMonitorWizard } from '@console/monitor-wizards';
import '@console/monitor-wizards/styles.css';
import { ThemeRoot } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

/** The monitor id of a wizard route, `null` for a new monitor, `undefined` for another route. */
export function cloudMonitorRoute(path: string): number | null | undefined {
  if (path === '/editor/cloudMonitor') return null;
  const match = /^\/wizard\/cloudMonitor\/(\d+)$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** Mounts the wizard with `mount(el)` into `host`; it unmounts itself when it closes. */
export function mountCloudMonitorWizardInto(
  host: HTMLElement,
  client: ConsoleClient,
  session: Session,
  navigate: (route: string) => void,
  monitorId: number | null,
): void {
  const wizard = mountCloudMonitorWizard(host, {
    client,
    session,
    navigate,
    ...(monitorId === null ? {} : { monitorId }),
    onSaved: (monitor) => navigate(`/cloudMonitorDashboard/${monitor.id}/overview`),
    onOpenChange: (open) => {
      if (!open) queueMicrotask(() => wizard.unmount());
    },
  });
}

/** A card whose button opens the wizard as a React component inside the portal's providers. */
export function cloudMonitorCard(
  client: ConsoleClient,
  session: Session,
  navigate: (route: string) => void,
): HTMLElement {
  const card = document.createElement('section');
  card.className = 'portal-card';
  card.id = 'portal-cloud-monitor';
  const title = document.createElement('h2');
  title.textContent = 'Cloud monitors';
  const slot = document.createElement('div');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'portal-button';
  button.textContent = 'New cloud monitor';
  button.addEventListener('click', () => {
    const root = createRoot(slot);
    const close = () => queueMicrotask(() => root.unmount());
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <ConsoleProvider client={client} session={session} navigate={navigate}>
          <ThemeRoot theme="light">
            <CloudMonitorWizard
              onSaved={(monitor) => navigate(`/cloudMonitorDashboard/${monitor.id}/overview`)}
              onOpenChange={(open) => {
                if (!open) close();
              }}
            />
          </ThemeRoot>
        </ConsoleProvider>
      </QueryClientProvider>,
    );
  });
  card.append(title, button, slot);
  return card;
}
