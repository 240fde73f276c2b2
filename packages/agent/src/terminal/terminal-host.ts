/**
 * The agent's terminal sessions (001 §4): opens a PTY for `terminal.open` (or, with a target, an
 * SSH or TELNET connection through this delegate), relays input, size and output, and reports the
 * end. One host per agent connection; every session is closed when the connection ends.
 */
import type { TerminalAgentMessage, TerminalServerMessage, TerminalTarget } from '@console/core';
import { resolveShell, type ShellEnvironment } from './shells';

/** One running session: a PTY or a network connection. */
export interface TerminalChannel {
  write(data: string): void;
  resize(cols: number, rows: number): void;
  close(): void;
}

/** What a channel reports back. */
export interface ChannelEvents {
  onData(data: string): void;
  onExit(exitCode: number | null, reason?: string): void;
}

/** Opens a PTY running `file args` (as `user` when given). */
export type SpawnPty = (
  options: { file: string; args: string[]; cols: number; rows: number; env: Record<string, string> },
  events: ChannelEvents,
) => Promise<TerminalChannel>;
/** Opens an SSH or TELNET session to a network device. */
export type ConnectTarget = (
  target: TerminalTarget,
  size: { cols: number; rows: number },
  events: ChannelEvents,
) => Promise<TerminalChannel>;

/** Options of {@link createTerminalHost}. */
export interface TerminalHostOptions {
  /** Sends a message to the server. */
  send(message: TerminalAgentMessage): void;
  spawnPty: SpawnPty;
  connectTarget: ConnectTarget;
  shellEnvironment: ShellEnvironment;
  /** The user logged in on the device's console, or null (terminal type USER needs one). */
  loggedInUser(): string | null;
  /** True when the agent runs with administrative rights (root, or the Windows service account). */
  elevated: boolean;
  /** How the agent runs a program as another user (Linux: `runuser -u user --`); undefined: cannot. */
  runAsUser?(user: string, file: string, args: string[]): { file: string; args: string[] };
  /** At most this many sessions at once. @default 16 */
  maxSessions?: number;
}

/** The agent's terminal sessions: feed it every `terminal.*` message of the server. */
export interface TerminalHost {
  handle(message: TerminalServerMessage): Promise<void>;
  /** Closes every session (the connection to the server ended). */
  closeAll(): void;
  /** Open session ids. */
  readonly size: number;
}

/**
 * Creates the agent's terminal host.
 * @example const host = createTerminalHost({ send, spawnPty, connectTarget, shellEnvironment, loggedInUser, elevated });
 */
export function createTerminalHost(options: TerminalHostOptions): TerminalHost {
  const sessions = new Map<string, TerminalChannel>();
  const maxSessions = options.maxSessions ?? 16;
  const fail = (
    sessionId: string,
    code: 'ERROR_NO_LOGGEDIN_USER' | 'ERROR_SHELL_PATH' | 'TERMINAL_START_FAILED',
    message?: string,
  ) =>
    options.send({
      type: 'terminal.error',
      sessionId,
      code,
      ...(message ? { message: message.slice(0, 500) } : {}),
    });

  const eventsOf = (sessionId: string): ChannelEvents => ({
    onData: (data) => {
      if (!sessions.has(sessionId)) return;
      options.send({ type: 'terminal.output', sessionId, data });
    },
    onExit: (exitCode, reason) => {
      if (!sessions.delete(sessionId)) return;
      options.send({
        type: 'terminal.exit',
        sessionId,
        exitCode,
        ...(reason ? { reason: reason.slice(0, 500) } : {}),
      });
    },
  });

  async function open(message: Extract<TerminalServerMessage, { type: 'terminal.open' }>) {
    const { sessionId, cols, rows } = message;
    if (sessions.has(sessionId)) return;
    if (sessions.size >= maxSessions)
      return fail(sessionId, 'TERMINAL_START_FAILED', 'Too many terminal sessions');
    // Reserve the id so input arriving while the channel starts is not lost to a missing session.
    const pending: string[] = [];
    const placeholder: TerminalChannel = {
      write: (data) => void pending.push(data),
      resize() {},
      close() {},
    };
    sessions.set(sessionId, placeholder);
    try {
      let channel: TerminalChannel;
      let elevated = options.elevated;
      if (message.target) {
        channel = await options.connectTarget(message.target, { cols, rows }, eventsOf(sessionId));
        elevated = false;
      } else {
        const shell = resolveShell(message.shell, options.shellEnvironment);
        if ('error' in shell) {
          sessions.delete(sessionId);
          return fail(sessionId, shell.error, shell.message);
        }
        let program = shell;
        if (message.terminalType === 'USER') {
          const user = options.loggedInUser();
          if (!user) {
            sessions.delete(sessionId);
            return fail(sessionId, 'ERROR_NO_LOGGEDIN_USER');
          }
          if (options.elevated && options.runAsUser) {
            program = options.runAsUser(user, shell.file, shell.args);
            elevated = false;
          }
        }
        const env: Record<string, string> = {};
        for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
        env.TERM = 'xterm-256color';
        env.CONSOLE_CLI_LEVEL = String(message.cliLevel);
        channel = await options.spawnPty({ ...program, cols, rows, env }, eventsOf(sessionId));
      }
      if (sessions.get(sessionId) !== placeholder) {
        channel.close();
        return;
      }
      sessions.set(sessionId, channel);
      options.send({ type: 'terminal.opened', sessionId, elevated });
      for (const data of pending) channel.write(data);
    } catch (error) {
      if (sessions.get(sessionId) === placeholder) sessions.delete(sessionId);
      fail(sessionId, 'TERMINAL_START_FAILED', error instanceof Error ? error.message : String(error));
    }
  }

  return {
    get size() {
      return sessions.size;
    },
    async handle(message) {
      switch (message.type) {
        case 'terminal.open':
          return open(message);
        case 'terminal.input':
          sessions.get(message.sessionId)?.write(message.data);
          return;
        case 'terminal.resize':
          sessions.get(message.sessionId)?.resize(message.cols, message.rows);
          return;
        case 'terminal.close': {
          const channel = sessions.get(message.sessionId);
          if (!channel) return;
          sessions.delete(message.sessionId);
          channel.close();
          options.send({
            type: 'terminal.exit',
            sessionId: message.sessionId,
            exitCode: null,
            reason: 'closed',
          });
          return;
        }
      }
    },
    closeAll() {
      for (const channel of sessions.values()) channel.close();
      sessions.clear();
    },
  };
}
