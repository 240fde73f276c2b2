/** The terminal socket's zod-free parts: the frames the server sends and the close codes (001 §4). */
import type { TerminalErrorCode } from '../agent/terminal';

/** Server → browser frames: started, output, the shell's end, or an agent-side error of 001 §8. */
export type TerminalServerFrame =
  | { type: 'ready'; elevated: boolean }
  | { type: 'output'; data: string }
  | { type: 'exit'; exitCode: number | null }
  | { type: 'error'; code: TerminalErrorCode; message?: string };

/**
 * Close codes of the terminal socket: 1000 is the clean end (the shell exited or the user left);
 * the others are unclean and carry a reason the page shows under 'The terminal has closed'.
 */
export const TERMINAL_CLOSE_CODES = {
  ended: 1000,
  sessionEnded: 4001,
  permissionEnded: 4003,
  notFound: 4004,
  deviceOffline: 4010,
  startFailed: 4011,
} as const;
