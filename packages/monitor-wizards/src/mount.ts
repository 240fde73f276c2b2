import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { CloudMonitorWizard, type CloudMonitorWizardProps } from './cloud-monitor/cloud-monitor-wizard';

/** Props of {@link mountCloudMonitorWizard}: the host's values plus the `CloudMonitorWizard` props. */
export type MountCloudMonitorWizardProps = MountProps<CloudMonitorWizardProps>;

/**
 * Mounts `CloudMonitorWizard` into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/monitor-wizards/styles.css` once on the page.
 * @example
 * const wizard = mountCloudMonitorWizard(el, { client, session, onOpenChange: (open) => open || wizard.unmount() });
 */
export const mountCloudMonitorWizard: (
  element: Element,
  props: MountCloudMonitorWizardProps,
) => MountedWidget<MountCloudMonitorWizardProps> = /* @__PURE__ */ createMount(CloudMonitorWizard);
