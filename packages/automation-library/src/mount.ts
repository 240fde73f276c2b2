import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { AutomationLibrary, type AutomationLibraryProps } from './library/automation-library';

/** Props of {@link mount}: the host's values (client, session, navigate, theme, ...) plus the library's own props. */
export type MountAutomationLibraryProps = MountProps<AutomationLibraryProps>;

/**
 * Mounts the automation library into a plain element, for hosts that are not React apps. The host
 * still imports `@console/ui/styles.css` and `@console/automation-library/styles.css` once.
 * `update()` merges the props it is given into the current ones.
 * @example
 * const library = mount(document.getElementById('library')!, { client, session, navigate: (route) => location.assign(`/#${route}`) });
 * library.update({ tab: 'underReview' });
 */
export const mount: (
  element: Element,
  props: MountAutomationLibraryProps,
) => MountedWidget<MountAutomationLibraryProps> = createMount(AutomationLibrary);
