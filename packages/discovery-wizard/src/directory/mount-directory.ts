import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { DirectoryDiscoveryWizard, type DirectoryDiscoveryWizardProps } from './directory-discovery-wizard';

/** Props of {@link mountDirectoryDiscoveryWizard}: the host's values plus the wizard's props. */
export type MountDirectoryDiscoveryWizardProps = MountProps<DirectoryDiscoveryWizardProps>;

/**
 * Mounts `DirectoryDiscoveryWizard` into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/discovery-wizard/styles.css` once on the page.
 * @example
 * const wizard = mountDirectoryDiscoveryWizard(el, { client, session, open: true, clientId: 3, jobType: 'AD_HOC', onOpenChange: (open) => wizard.update({ open }) });
 */
export const mountDirectoryDiscoveryWizard: (
  element: Element,
  props: MountDirectoryDiscoveryWizardProps,
) => MountedWidget<MountDirectoryDiscoveryWizardProps> =
  /* @__PURE__ */ createMount(DirectoryDiscoveryWizard);
