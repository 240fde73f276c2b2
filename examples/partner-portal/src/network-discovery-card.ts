/**
 * A portal card that opens the ad hoc network discovery wizard with `mount()`: the wizard runs
 * without the console around it, its live results over the portal's realtime client when it has one.
 */
import type { ConsoleClient, RealtimeClient, Session } from '@console/core';
import { mountNetworkDiscoveryWizard } from '@console/discovery-wizard';
import '@console/discovery-wizard/styles.css';

/** The card: a button opening the wizard; the number of devices added shows under it. */
export function networkDiscoveryCard(
  client: ConsoleClient,
  session: Session,
  navigate: (route: string) => void,
  realtime?: RealtimeClient,
): HTMLElement {
  const card = document.createElement('section');
  card.className = 'portal-card';
  card.id = 'portal-network-discovery';
  const title = document.createElement('h2');
  title.textContent = 'Network discovery';
  const result = document.createElement('p');
  result.setAttribute('role', 'status');
  const slot = document.createElement('div');
  let wizard: ReturnType<typeof mountNetworkDiscoveryWizard> | undefined;
  const open = () => {
    wizard?.unmount();
    wizard = mountNetworkDiscoveryWizard(slot, {
      client,
      session,
      navigate,
      realtime,
      open: true,
      onOpenChange: (next) => {
        if (!next) wizard?.update({ open: false });
      },
      onFinished: (nodeIds) => {
        result.textContent = `${nodeIds.length} device(s) added`;
        wizard?.update({ open: false });
      },
    });
  };
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'portal-button';
  button.textContent = 'Run network discovery';
  button.addEventListener('click', open);
  card.append(title, button, result, slot);
  return card;
}
