import type { ComputerPlatform, MobilePlatform, VirtualPlatform } from '../logic/add-menu-rules';

/** The dialog the Add menu has open, one at a time (000 §2.3). */
export type AddMenuDialog =
  | { kind: 'none' }
  | { kind: 'ticketForms' }
  | { kind: 'computer'; platform: ComputerPlatform }
  | { kind: 'mobile'; platform: MobilePlatform }
  | { kind: 'vmHost'; platform: VirtualPlatform }
  | { kind: 'nms' }
  | { kind: 'discovery' }
  | { kind: 'unmanaged' }
  | { kind: 'policy' };

/** The Add menu's state: whether the guide tooltip still shows and the open dialog. */
export interface AddMenuState {
  /** The guide tooltip 'Task: Add a device' (000 §2.7): shown until the first click. */
  guide: 'unknown' | 'shown' | 'dismissed';
  dialog: AddMenuDialog;
}

/**
 * The framework-free store of the Add menu: the guide's state and which dialog is open.
 * @example const store = createAddMenuStore(); store.open({ kind: 'policy' });
 */
export function createAddMenuStore(initial: AddMenuState = { guide: 'unknown', dialog: { kind: 'none' } }) {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: AddMenuState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The server said whether the user has already clicked the button once. */
    guideLoaded: (seen: boolean) => {
      if (state.guide === 'unknown') set({ ...state, guide: seen ? 'dismissed' : 'shown' });
    },
    /** The first click dismisses the guide for good. Returns whether it was showing. */
    dismissGuide: () => {
      const was = state.guide !== 'dismissed';
      if (was) set({ ...state, guide: 'dismissed' });
      return was;
    },
    open: (dialog: AddMenuDialog) => set({ ...state, dialog }),
    close: () => set({ ...state, dialog: { kind: 'none' } }),
  };
}
/** The store of {@link createAddMenuStore}. */
export type AddMenuStore = ReturnType<typeof createAddMenuStore>;
