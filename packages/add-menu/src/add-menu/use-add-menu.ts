import { useCan, useConsole } from '@console/core/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  ADD_MENU_ROUTES,
  type AddMenuVisibility,
  addMenuVisibility,
  newTicketRoute,
} from '../logic/add-menu-rules';
import { type AddMenuDialog, type AddMenuState, createAddMenuStore } from './add-menu-store';
import { useGuidePreference } from './use-guide-preference';

/** A destination of the Add menu that is a route of the host (000 §2.4). */
export type AddMenuRoute = keyof typeof ADD_MENU_ROUTES;

/** What {@link useAddMenu} returns: the visible entries, the state and the actions. */
export interface AddMenuApi {
  /** The entries the user may see (000 §2.7, §6). */
  visibility: AddMenuVisibility;
  /** The guide tooltip's state and the open dialog. */
  state: AddMenuState;
  /** Call on every click of the plus button: the first one dismisses the guide (remembered on the server). */
  pressTrigger: () => void;
  /** Goes to a route of 000 §2.4 through the host's `navigate`. */
  go: (route: AddMenuRoute) => void;
  /** A new ticket with the default form (000 §2.4). */
  newTicket: () => void;
  /** Opens a dialog. */
  open: (dialog: AddMenuDialog) => void;
  /** Closes the open dialog. */
  close: () => void;
}

/**
 * The headless Add menu: which entries show for the session's user, the guide tooltip remembered
 * per user on the server, and the actions behind every entry (routes through the host's
 * `navigate`, dialogs by kind).
 * @example const menu = useAddMenu(); menu.visibility.top.includes('policy')
 */
export function useAddMenu(): AddMenuApi {
  const { navigate } = useConsole();
  const can = useCan();
  const [store] = useState(() => createAddMenuStore());
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const guide = useGuidePreference(store);
  const visibility = useMemo(() => addMenuVisibility(can), [can]);
  return {
    visibility,
    state,
    pressTrigger: () => {
      if (store.dismissGuide()) guide.remember();
    },
    go: (route) => navigate(ADD_MENU_ROUTES[route]),
    newTicket: () => navigate(newTicketRoute()),
    open: store.open,
    close: store.close,
  };
}
