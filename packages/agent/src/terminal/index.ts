/**
 * The agent's terminal (001 §4): `createAgentTerminal(send)` answers the server's `terminal.*`
 * messages with real PTYs (@lydell/node-pty), and on a delegate with SSH (ssh2) or TELNET sessions
 * to network devices. The agent's handler registry feeds it; tests build hosts of their own with
 * {@link createTerminalHost}.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { TerminalAgentMessage } from '@console/core';
import type { HandlerRegistry } from '../handlers';
import { spawnNodePty } from './pty';
import type { ShellEnvironment } from './shells';
import { connectSsh } from './ssh';
import { connectTelnet } from './telnet';
import { type ConnectTarget, createTerminalHost, type TerminalHost } from './terminal-host';

export { resolveShell, type ShellEnvironment } from './shells';
export type { ConnectTarget, TerminalHost } from './terminal-host';

function which(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const path = join(dir, name);
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {}
  }
  return undefined;
}

/** This machine, for {@link resolveShell}. */
export const machineShellEnvironment: ShellEnvironment = {
  platform: process.platform,
  loginShell: process.env.SHELL,
  exists: existsSync,
  which,
};

/** The user at the device's console (first of `who`), or null. */
export function consoleUser(): string | null {
  if (process.platform === 'win32') return process.env.USERNAME ?? null;
  try {
    const first = execFileSync('who', [], { encoding: 'utf8', timeout: 2_000 }).split('\n')[0]?.trim();
    return first ? (first.split(/\s+/)[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** SSH or TELNET by the target's protocol. */
export const connectNetworkTarget: ConnectTarget = (target, size, events) =>
  target.protocol === 'SSH' ? connectSsh(target, size, events) : connectTelnet(target, size, events);

/**
 * The agent's terminal host on this machine.
 * @example const terminal = createAgentTerminal((message) => connection.send(message));
 */
export function createAgentTerminal(
  send: (message: TerminalAgentMessage) => void,
  options: { loggedInUser?: () => string | null } = {},
): TerminalHost {
  const elevated = process.platform === 'win32' || process.getuid?.() === 0;
  const runuser = which('runuser');
  return createTerminalHost({
    send,
    spawnPty: spawnNodePty,
    connectTarget: connectNetworkTarget,
    shellEnvironment: machineShellEnvironment,
    loggedInUser: options.loggedInUser ?? consoleUser,
    elevated,
    ...(runuser
      ? { runAsUser: (user, file, args) => ({ file: runuser, args: ['-u', user, '--', file, ...args] }) }
      : {}),
  });
}

/**
 * Registers the terminal on an agent's handler registry: its `terminal.*` messages go to one host,
 * whose sessions end when the connection does.
 * @example registerAgentTerminal(handlers);
 */
export function registerAgentTerminal(
  handlers: HandlerRegistry,
  options: { loggedInUser?: () => string | null } = {},
): TerminalHost {
  const terminal = createAgentTerminal((message) => handlers.send(message), options);
  handlers.register({
    'terminal.open': (message) => terminal.handle(message),
    'terminal.input': (message) => terminal.handle(message),
    'terminal.resize': (message) => terminal.handle(message),
    'terminal.close': (message) => terminal.handle(message),
  });
  handlers.onDisconnect(() => terminal.closeAll());
  return terminal;
}
