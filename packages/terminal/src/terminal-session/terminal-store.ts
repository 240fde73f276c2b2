/** The terminal page's state as one value (001 §4), with its transitions; node-tested. */
import type { TerminalDialog } from '../logic/terminal-rules';

/** Where the session is. */
export type TerminalPhase = 'connecting' | 'open' | 'ended' | 'failed';

/** The page's state. */
export interface TerminalState {
  phase: TerminalPhase;
  /** The access level of the current session (0 standard, 1 elevated). */
  cliLevel: 0 | 1;
  /** The server said the session can run elevated. */
  isElevatable: boolean;
  /** The error dialog shown, if any (001 §8). */
  dialog: TerminalDialog | null;
  /** The exit confirmation is open. */
  confirmingExit: boolean;
}

/** Creates the store. */
export function createTerminalStore(cliLevel: 0 | 1 = 0) {
  let state: TerminalState = {
    phase: 'connecting',
    cliLevel,
    isElevatable: false,
    dialog: null,
    confirmingExit: false,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<TerminalState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    connecting: (level: 0 | 1) => set({ phase: 'connecting', cliLevel: level, dialog: null }),
    opened: (isElevatable: boolean) => set({ isElevatable }),
    ready: () => set({ phase: 'open' }),
    ended: () => set({ phase: 'ended' }),
    failed: (dialog: TerminalDialog | null) => set({ phase: 'failed', dialog }),
    showDialog: (dialog: TerminalDialog) => set({ dialog }),
    dismissDialog: () => set({ dialog: null }),
    askExit: (open: boolean) => set({ confirmingExit: open }),
  };
}
