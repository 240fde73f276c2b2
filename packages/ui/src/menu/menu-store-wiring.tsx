import * as Ariakit from '@ariakit/react/menu';
import { useLayoutEffect } from 'react';
import type { MenuInitialFocus, MenuWiring } from './menu-trigger';

/**
 * Inside the menu's provider: anchors the store to the trigger, hands the trigger its handle, and
 * opens the menu for the activation that mounted it. It opens and closes through the menu's own
 * `setOpen` (what the provider's `open` follows), not `store.show()`: this runs before the provider
 * has synced its `open` prop into the store, which would undo a store-only change.
 */
export function MenuStoreWiring({
  wiring,
  setOpen,
}: {
  wiring: MenuWiring;
  setOpen: (open: boolean) => void;
}) {
  const store = Ariakit.useMenuContext();
  useLayoutEffect(() => {
    if (!store) return;
    const { trigger, handle, pendingFocus } = wiring;
    const anchor = () => {
      store.setAnchorElement(trigger.current);
      store.setDisclosureElement(trigger.current);
    };
    anchor();
    // What Ariakit's MenuButton does on click and on ArrowDown / ArrowUp, for a trigger that is not one.
    const show = (focus: MenuInitialFocus) => {
      anchor();
      store.setAutoFocusOnShow(true);
      store.setInitialFocus(focus);
      setOpen(true);
    };
    handle.current = {
      show,
      hide: () => setOpen(false),
      isOpen: () => store.getState().open,
      move: (to) => store.move(to === 'last' ? store.last() : store.first()),
      triggerFocused: () => {
        store.setAutoFocusOnShow(false);
        store.setActiveId(null);
      },
    };
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (focus !== null) show(focus);
    return () => {
      handle.current = null;
    };
  }, [store, wiring, setOpen]);
  return null;
}
