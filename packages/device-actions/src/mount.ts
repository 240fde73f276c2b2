import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { MaintenanceDialog, type MaintenanceDialogProps } from './maintenance/maintenance-dialog';

/** Props of {@link mountMaintenanceDialog}: the host's values plus the `MaintenanceDialog` props. */
export type MountMaintenanceDialogProps = MountProps<MaintenanceDialogProps>;

/**
 * Mounts `MaintenanceDialog` into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/device-actions/styles.css` once on the page.
 * @example
 * const dialog = mountMaintenanceDialog(el, { client, session, open: true, devices, onOpenChange: (open) => dialog.update({ open }) });
 */
export const mountMaintenanceDialog: (
  element: Element,
  props: MountMaintenanceDialogProps,
) => MountedWidget<MountMaintenanceDialogProps> = /* @__PURE__ */ createMount(MaintenanceDialog);
