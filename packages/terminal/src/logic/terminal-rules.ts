/**
 * The terminal's rules (001 §4, §8, §9), free of React and xterm: geometry, the socket URL, which
 * dialog a failure shows, and the session text.
 */
import type { MessageKey, TerminalServerFrame } from '@console/core';

/** Cell size in px, font size and line height of 001 §9. */
export const TERMINAL_CELL = { width: 9, height: 18 } as const;
/** Font size in px (001 §9). */
export const TERMINAL_FONT_SIZE = 15;
/** Line height (001 §9). */
export const TERMINAL_LINE_HEIGHT = 1;
/** The download's default file name (001 §9). */
export const TERMINAL_DOWNLOAD_NAME = 'cli.txt';
/** Control-C goes to the device as the end-of-text character. */
export const END_OF_TEXT = '\u0003';
/** The page's horizontal margin in px, left out of the width (000 §7.7). */
export const TERMINAL_MARGIN = 32;
/** The dark blue of a PowerShell session at its default path (001 §9). */
export const POWERSHELL_BACKGROUND = '#012456';

/**
 * Columns for a window width: the width minus the margin, divided by the character width (000 §7.7).
 * @example terminalColumns(1024) // 110
 */
export function terminalColumns(windowWidth: number, margin = TERMINAL_MARGIN): number {
  return Math.max(1, Math.min(1000, Math.floor((windowWidth - margin) / TERMINAL_CELL.width)));
}

/**
 * Rows for a height in px.
 * @example terminalRows(720) // 40
 */
export function terminalRows(height: number): number {
  return Math.max(1, Math.min(500, Math.floor(height / TERMINAL_CELL.height)));
}

/** True for the PowerShell shells, shown on dark blue. */
export function isPowerShell(shell: string | undefined): boolean {
  return shell === 'POWERSHELL' || shell === 'POWERSHELL64';
}

/**
 * The WebSocket URL of a session URL the server answered (a path, or an absolute http(s) URL).
 * @example socketUrl('/ws/terminal/socket/abc', 'https://console.example/') // 'wss://console.example/ws/terminal/socket/abc'
 */
export function socketUrl(url: string, base: string): string {
  const resolved = new URL(url, base);
  if (resolved.protocol === 'http:') resolved.protocol = 'ws:';
  else if (resolved.protocol === 'https:') resolved.protocol = 'wss:';
  return resolved.toString();
}

/** A dialog of 001 §8: a title and a body (a catalogue key, or the server's own words). */
export interface TerminalDialog {
  title: MessageKey;
  body: { key: MessageKey } | { text: string };
}

/** The dialog for an agent-side error frame (001 §8). */
export function dialogForError(frame: Extract<TerminalServerFrame, { type: 'error' }>): TerminalDialog {
  if (frame.code === 'ERROR_NO_LOGGEDIN_USER')
    return { title: 'terminal.noUserTitle', body: { key: 'terminal.noUserBody' } };
  if (frame.code === 'ERROR_SHELL_PATH')
    return { title: 'terminal.shellPathTitle', body: { key: 'terminal.shellPathBody' } };
  return { title: 'terminal.connectTitle', body: { key: 'terminal.connectBody' } };
}

/** The dialog for a failed open call (001 §8: 'Could not connect to terminal'). */
export function dialogForConnectFailure(): TerminalDialog {
  return { title: 'terminal.connectTitle', body: { key: 'terminal.connectBody' } };
}

/**
 * How a socket close reads: a clean close (1000) ends the session; any other shows 'The terminal
 * has closed' with the server's reason.
 */
export function dialogForClose(code: number, reason: string): TerminalDialog | null {
  if (code === 1000) return null;
  return { title: 'terminal.closedTitle', body: reason ? { text: reason } : { key: 'terminal.connectBody' } };
}

const ESC = String.fromCharCode(27);
const BEL = String.fromCharCode(7);
/** CSI, OSC and the short escape sequences a shell prints. */
const ESCAPES = new RegExp(
  `${ESC}\\[[0-?]*[ -/]*[@-~]|${ESC}\\][^${BEL}${ESC}]*(?:${BEL}|${ESC}\\\\)|${ESC}[()][0-9A-Za-z]|${ESC}[=>78]`,
  'g',
);
/** Control characters other than tab and line feed. */
const CONTROLS = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`,
  'g',
);

/** The session's text for cli.txt: what was printed, with terminal control sequences removed. */
export function sessionText(output: string): string {
  return output
    .replace(ESCAPES, '')
    .replace(/\r\n|\r(?!\n)/g, '\n')
    .replace(CONTROLS, '');
}

/** The other access level (the toggle reopens the session with it). */
export function otherCliLevel(level: 0 | 1): 0 | 1 {
  return level === 0 ? 1 : 0;
}
