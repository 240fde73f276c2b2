import { isMfaError, routes, type TerminalServerFrame } from '@console/core';
import { useConsoleMutation } from '@console/core/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  dialogForClose,
  dialogForConnectFailure,
  dialogForError,
  otherCliLevel,
  sessionText,
  socketUrl,
} from '../logic/terminal-rules';
import { createTerminalStore } from './terminal-store';

/** What the terminal connects to: a device, or a network device through its delegate. */
export type TerminalTarget =
  | {
      kind: 'device';
      nodeId: number;
      user?: 'SYSTEM' | 'USER';
      shell?: 'DEFAULT' | 'DEFAULT64' | 'POWERSHELL' | 'POWERSHELL64';
    }
  | { kind: 'network'; delegateNodeId: number; targetNodeId: number; protocol: 'SSH' | 'TELNET' };

/** The socket the hook talks through (a WebSocket; tests pass their own). */
export interface TerminalSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

/** Options of {@link useTerminalSession}. */
export interface UseTerminalSessionOptions {
  target: TerminalTarget;
  /** Width in columns sent when opening (the full-window variant). */
  columns: number;
  /** The first access level. @default 0 */
  defaultCliLevel?: 0 | 1;
  /** Opens the socket. @default (url) => new WebSocket(url) */
  createSocket?: (url: string) => TerminalSocket;
  /** Called after the user confirmed Exit. */
  onExit?: () => void;
}

const OPEN = 1;

/**
 * The headless terminal session: opens it, relays keystrokes and output, toggles the access
 * level, keeps the text for cli.txt and reports every failure of 001 §8 as a dialog.
 * @example const session = useTerminalSession({ target: { kind: 'device', nodeId: 7 }, columns: 120 });
 */
export function useTerminalSession(options: UseTerminalSessionOptions) {
  const {
    target,
    columns,
    createSocket = (url: string) => new WebSocket(url) as unknown as TerminalSocket,
  } = options;
  const [store] = useState(() => createTerminalStore(options.defaultCliLevel ?? 0));
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const openDevice = useConsoleMutation(routes.terminal.open);
  const openNetwork = useConsoleMutation(routes.terminal.openNetwork);
  const socket = useRef<TerminalSocket | null>(null);
  const writer = useRef<((data: string) => void) | null>(null);
  const log = useRef('');
  const pending = useRef<string[]>([]);
  const size = useRef<{ cols: number; rows: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const createSocketRef = useRef(createSocket);
  createSocketRef.current = createSocket;
  const onExitRef = useRef(options.onExit);
  onExitRef.current = options.onExit;
  const targetKey = JSON.stringify(target);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the session restarts for a new target, level or attempt only
  useEffect(() => {
    let cancelled = false;
    const level = store.get().cliLevel;
    store.connecting(level);
    const parsed = JSON.parse(targetKey) as TerminalTarget;
    const call: Promise<{ url: string; isElevatable?: boolean }> =
      parsed.kind === 'device'
        ? openDevice.mutateAsync({
            query: { linktype: 'WEB' },
            body: {
              user: parsed.user ?? 'SYSTEM',
              shell: parsed.shell ?? 'DEFAULT',
              nodeId: parsed.nodeId,
              cliLevel: level,
              width: columns,
            },
          })
        : openNetwork.mutateAsync({
            query: { linktype: 'WEB' },
            body: {
              delegateNodeId: parsed.delegateNodeId,
              targetNodeId: parsed.targetNodeId,
              protocol: parsed.protocol,
              width: columns,
            },
          });
    call.then(
      (answer) => {
        if (cancelled) return;
        store.opened(answer.isElevatable ?? false);
        const ws = createSocketRef.current(socketUrl(answer.url, document.baseURI));
        socket.current = ws;
        ws.onmessage = (event) => {
          let frame: TerminalServerFrame;
          try {
            frame = JSON.parse(String(event.data)) as TerminalServerFrame;
          } catch {
            return;
          }
          if (frame.type === 'ready') {
            store.ready();
            if (size.current) ws.send(JSON.stringify({ type: 'resize', ...size.current }));
            for (const data of pending.current.splice(0)) ws.send(JSON.stringify({ type: 'input', data }));
          } else if (frame.type === 'output') {
            log.current += frame.data;
            writer.current?.(frame.data);
          } else if (frame.type === 'error') store.failed(dialogForError(frame));
        };
        ws.onclose = (event) => {
          if (socket.current !== ws) return;
          socket.current = null;
          if (store.get().phase === 'failed') return;
          const dialog = dialogForClose(event.code, event.reason);
          if (dialog) store.failed(dialog);
          else store.ended();
        };
      },
      (error: unknown) => {
        if (cancelled) return;
        // Errors of the MFA flow are left to it (001 §8): no dialog.
        store.failed(isMfaError(error) ? null : dialogForConnectFailure());
      },
    );
    return () => {
      cancelled = true;
      const ws = socket.current;
      socket.current = null;
      ws?.close(1000);
    };
  }, [targetKey, attempt]);

  const send = useCallback(
    (data: string) => {
      const ws = socket.current;
      if (ws && ws.readyState === OPEN && store.get().phase === 'open') {
        ws.send(JSON.stringify({ type: 'input', data }));
      } else if (ws && store.get().phase === 'connecting') {
        pending.current.push(data);
      } else {
        store.showDialog({ title: 'terminal.noUserTitle', body: { key: 'terminal.sendFailed' } });
      }
    },
    [store],
  );

  return {
    state,
    /** Sends keystrokes (Control-C as U+0003). */
    send,
    /** Tells the device the terminal's size. */
    resize: useCallback((cols: number, rows: number) => {
      size.current = { cols, rows };
      const ws = socket.current;
      if (ws && ws.readyState === OPEN) ws.send(JSON.stringify({ type: 'resize', cols, rows }));
    }, []),
    /** Where output goes (the view's xterm); output before it is attached is replayed. */
    attach: useCallback((write: ((data: string) => void) | null) => {
      writer.current = write;
      if (write && log.current) write(log.current);
    }, []),
    /** Closes the session and reopens it with the other access level. */
    toggleAccessLevel: useCallback(() => {
      store.connecting(otherCliLevel(store.get().cliLevel));
      setAttempt((n) => n + 1);
    }, [store]),
    /** Opens the session again after it ended or failed. */
    reopen: useCallback(() => setAttempt((n) => n + 1), []),
    /** The session's text, for cli.txt. */
    text: () => sessionText(log.current),
    askExit: store.askExit,
    dismissDialog: store.dismissDialog,
    /** Ends the session (after the confirmation) and tells the host. */
    exit: useCallback(() => {
      store.askExit(false);
      const ws = socket.current;
      socket.current = null;
      ws?.close(1000);
      store.ended();
      onExitRef.current?.();
    }, [store]),
  };
}
