import { useEffect, useRef } from 'react';
import {
  END_OF_TEXT,
  POWERSHELL_BACKGROUND,
  TERMINAL_FONT_SIZE,
  TERMINAL_LINE_HEIGHT,
  terminalColumns,
  terminalRows,
} from '../logic/terminal-rules';
import * as styles from './terminal-session.css';

/** Props of {@link XtermView}. */
export interface XtermViewProps {
  /** Dark blue background (PowerShell at its default path). */
  powerShell: boolean;
  /** Accessible name of the terminal's input. */
  label: string;
  attach(write: ((data: string) => void) | null): void;
  send(data: string): void;
  resize(cols: number, rows: number): void;
  /** Called with the selected text (copy on selection). */
  onSelect(text: string): void;
}

/** The xterm screen: 15 px font, line height 1, width from the window (001 §9). */
export function XtermView({ powerShell, label, attach, send, resize, onSelect }: XtermViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const handlers = useRef({ send, resize, onSelect });
  handlers.current = { send, resize, onSelect };

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    let disposed = false;
    let cleanup: (() => void) | undefined;
    // xterm loads with the page that shows it, not with the package's first import.
    void Promise.all([import('@xterm/xterm'), import('@xterm/xterm/css/xterm.css')]).then(
      ([{ Terminal }]) => {
        if (disposed) return;
        const terminal = new Terminal({
          fontSize: TERMINAL_FONT_SIZE,
          lineHeight: TERMINAL_LINE_HEIGHT,
          fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
          cols: terminalColumns(window.innerWidth),
          rows: terminalRows(host.clientHeight || 360),
          cursorBlink: true,
          theme: { background: powerShell ? POWERSHELL_BACKGROUND : '#000000' },
        });
        terminal.open(host);
        host.querySelector('textarea')?.setAttribute('aria-label', label);
        // Control-C is always the end-of-text character for the device, never a copy.
        terminal.attachCustomKeyEventHandler((event) => {
          if (
            event.type === 'keydown' &&
            event.ctrlKey &&
            !event.shiftKey &&
            event.key.toLowerCase() === 'c'
          ) {
            handlers.current.send(END_OF_TEXT);
            event.preventDefault();
            return false;
          }
          return true;
        });
        const input = terminal.onData((data) => handlers.current.send(data));
        const selection = terminal.onSelectionChange(() => {
          const text = terminal.getSelection();
          if (text) handlers.current.onSelect(text);
        });
        attach((data) => terminal.write(data));
        const fit = () => {
          const cols = terminalColumns(window.innerWidth);
          const rows = terminalRows(host.clientHeight || 360);
          terminal.resize(cols, rows);
          handlers.current.resize(cols, rows);
        };
        window.addEventListener('resize', fit);
        fit();
        terminal.focus();
        cleanup = () => {
          window.removeEventListener('resize', fit);
          input.dispose();
          selection.dispose();
          attach(null);
          terminal.dispose();
        };
      },
    );
    return () => {
      disposed = true;
      cleanup?.();
    };
  }, [powerShell, label, attach]);

  return <div ref={element} className={styles.screen} data-shell={powerShell ? 'powershell' : 'default'} />;
}
