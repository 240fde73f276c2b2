import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { AddMenu, type AddMenuProps } from './add-menu/add-menu';

/** Props of {@link mount}: the host's values (client, session, navigate, ...) plus the `AddMenu` props. */
export type MountAddMenuProps = MountProps<AddMenuProps>;

/**
 * Mounts the Add menu into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/add-menu/styles.css` once on the page.
 * @example
 * const addMenu = mount(el, { client, session, navigate: (route) => { location.hash = route; } });
 * addMenu.unmount();
 */
export const mount: (element: Element, props: MountAddMenuProps) => MountedWidget<MountAddMenuProps> =
  /* @__PURE__ */ createMount(AddMenu);
