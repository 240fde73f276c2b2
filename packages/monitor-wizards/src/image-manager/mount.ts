import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import type { ImageManagerSettingsProps } from './image-manager-settings';
import { ImageManagerSettings } from './lazy';

/** Props of {@link mountImageManagerSettings}: the host's values plus the `ImageManagerSettings` props. */
export type MountImageManagerSettingsProps = MountProps<ImageManagerSettingsProps>;

/**
 * Mounts a policy's image manager pages (`ImageManagerSettings`, loaded on demand) into a plain
 * element, for hosts that are not React apps. Import `@console/ui/styles.css` and
 * `@console/monitor-wizards/styles.css` once on the page.
 * @example
 * const imageManager = mountImageManagerSettings(el, { client, session, policyId: 12 });
 */
export const mountImageManagerSettings: (
  element: Element,
  props: MountImageManagerSettingsProps,
) => MountedWidget<MountImageManagerSettingsProps> = /* @__PURE__ */ createMount(ImageManagerSettings);
