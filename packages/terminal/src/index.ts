/**
 * @console/terminal — the full-window terminal of 001 §2.3: `TerminalSession` (xterm over a session
 * opened with POST /rtc/terminal or POST /nms/initiateTerminalSession), the headless
 * `useTerminalSession`, `mount()` for hosts that are not React apps, and the pure rules.
 * @packageDocumentation
 */
export {
  dialogForClose,
  dialogForError,
  END_OF_TEXT,
  sessionText,
  socketUrl,
  TERMINAL_CELL,
  TERMINAL_DOWNLOAD_NAME,
  TERMINAL_FONT_SIZE,
  TERMINAL_LINE_HEIGHT,
  type TerminalDialog,
  terminalColumns,
} from './logic/terminal-rules';
export { terminalMessages } from './messages';
export { type MountTerminalProps, mount } from './mount';
export { TerminalSession, type TerminalSessionProps } from './terminal-session/terminal-session';
export type { TerminalPhase, TerminalState } from './terminal-session/terminal-store';
export {
  type TerminalSocket,
  type TerminalTarget,
  type UseTerminalSessionOptions,
  useTerminalSession,
} from './terminal-session/use-terminal-session';
