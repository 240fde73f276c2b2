/**
 * The cloud monitor wizard in the portal, both ways a partner embeds it: `mountCloudMonitorWizard`
 * (when the Add menu asks for #/editor/cloudMonitor or a monitor's #/wizard/cloudMonitor/{id}) and
 * `<CloudMonitorWizard>` rendered inside the portal's own React island (the card's button).
 */
import type { ConsoleClient, Session } from '@console/core';
import { CloudMonitorWizard, mountCloudMonitorWizard } from '@console/monitor-wizards';
import '@console/monitor-wizards/styles.css';
import { type PortalContext, portalButton, portalCard, renderInIsland } from './portal-dom';

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
export function cloudMonitorCard(context: PortalContext): HTMLElement {
  const slot = document.createElement('div');
  const button = portalButton('New cloud monitor', () => {
    const root = renderInIsland(
      slot,
      context,
      <CloudMonitorWizard
        onSaved={(monitor) => context.navigate(`/cloudMonitorDashboard/${monitor.id}/overview`)}
        onOpenChange={(open) => {
          if (!open) queueMicrotask(() => root.unmount());
        }}
      />,
    );
  });
  return portalCard('portal-cloud-monitor', 'Cloud monitors', button, slot);
}
