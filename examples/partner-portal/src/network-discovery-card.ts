/**
 * A portal card that opens the ad hoc network discovery wizard with `mount()`: the wizard runs
 * without the console around it, its live results over the portal's realtime client when it has one.
 */
import type { RealtimeClient } from '@console/core';
import { mountNetworkDiscoveryWizard } from '@console/discovery-wizard';
import '@console/discovery-wizard/styles.css';
import { type PortalContext, portalButton, portalCard } from './portal-dom';

/** The card: a button opening the wizard; the number of devices added shows under it. */
export function networkDiscoveryCard(
  { client, session, navigate }: PortalContext,
  realtime?: RealtimeClient,
): HTMLElement {
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
  return portalCard(
    'portal-network-discovery',
    'Network discovery',
    portalButton('Run network discovery', open),
    result,
    slot,
  );
}
