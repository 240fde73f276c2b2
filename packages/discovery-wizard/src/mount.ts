import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { NetworkDiscoveryWizard, type NetworkDiscoveryWizardProps } from './network/network-discovery-wizard';

/** Props of {@link mountNetworkDiscoveryWizard}: the host's values plus the wizard's props. */
export type MountNetworkDiscoveryWizardProps = MountProps<NetworkDiscoveryWizardProps>;

/**
 * Mounts `NetworkDiscoveryWizard` into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/discovery-wizard/styles.css` once on the page.
 * @example
 * const wizard = mountNetworkDiscoveryWizard(el, { client, session, open: true, onOpenChange: (open) => wizard.update({ open }) });
 */
export const mountNetworkDiscoveryWizard: (
  element: Element,
  props: MountNetworkDiscoveryWizardProps,
) => MountedWidget<MountNetworkDiscoveryWizardProps> = /* @__PURE__ */ createMount(NetworkDiscoveryWizard);
