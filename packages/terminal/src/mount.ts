import { createMount, type MountedWidget, type MountProps } from '@console/widget-kit';
import { TerminalSession, type TerminalSessionProps } from './terminal-session/terminal-session';

/** Props of {@link mount}: the host's values plus the `TerminalSession` props. */
export type MountTerminalProps = MountProps<TerminalSessionProps>;

/**
 * Mounts the full-window terminal into a plain element. Import `@console/ui/styles.css` and
 * `@console/terminal/styles.css` once on the page.
 * @example mount(el, { client, session, navigate, target: { kind: 'device', nodeId: 7 }, onExit: () => window.close() })
 */
export const mount: (element: Element, props: MountTerminalProps) => MountedWidget<MountTerminalProps> =
  /* @__PURE__ */ createMount(TerminalSession);
