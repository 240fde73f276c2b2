import type { MountedWidget, MountProps } from '@console/widget-kit';
import type { AddMenuProps } from './add-menu/add-menu';

/** Props of {@link mount}: the host's values (client, session, navigate, ...) plus the `AddMenu` props. */
export type MountAddMenuProps = MountProps<AddMenuProps>;

/**
 * Mounts the Add menu into a plain element, for hosts that are not React apps. Import
 * `@console/ui/styles.css` and `@console/add-menu/styles.css` once on the page. The mounting code
 * (widget-kit's `createMount` and the providers) loads on demand, so the menu paints a moment
 * after the call; `update` and `unmount` may be called at once all the same.
 * @example
 * const addMenu = mount(el, { client, session, navigate: (route) => { location.hash = route; } });
 * addMenu.unmount();
 */
export function mount(element: Element, props: MountAddMenuProps): MountedWidget<MountAddMenuProps> {
  let current = props;
  let mounted: MountedWidget<MountAddMenuProps> | undefined;
  let unmounted = false;
  // A static import of widget-kit here would put every widget-kit module a dialog uses (the
  // pickers and the ui parts they draw with) into the menu's first load: esbuild keeps a module
  // that any chunk uses in the first load whenever the entry reaches it by an import statement.
  void import('./mount-now').then(({ mountAddMenuNow }) => {
    if (!unmounted) mounted = mountAddMenuNow(element, current);
  });
  return {
    update(next) {
      current = { ...current, ...next };
      mounted?.update(next);
    },
    unmount() {
      unmounted = true;
      mounted?.unmount();
    },
  };
}
