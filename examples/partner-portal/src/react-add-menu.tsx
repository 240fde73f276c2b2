/**
 * The portal's React island: a partner whose page has a React corner renders the Add menu as a
 * component inside its own providers (React Query, ConsoleProvider, the theme root), instead of
 * `mount()`. Both embed the same widget.
 */
import { AddMenu } from '@console/add-menu';
import { type PortalContext, renderInIsland } from './portal-dom';

/** Renders the Add menu with React into `element`; answers the unmount. */
export function renderReactAddMenu(element: HTMLElement, context: PortalContext) {
  const root = renderInIsland(element, context, <AddMenu />);
  return () => root.unmount();
}
