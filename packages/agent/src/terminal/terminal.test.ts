import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TerminalAgentMessage } from '@console/core';
import { describe, expect, it } from 'vitest';
import { createAgentTerminal, machineShellEnvironment, resolveShell } from './index';
import { connectTelnet, createTelnetParser } from './telnet';

// The login shells read a home of their own, not this machine user's dotfiles (a tool's init there
// can hang a shell, e.g. on a lock a killed shell left).
process.env.HOME = mkdtempSync(join(tmpdir(), 'terminal-home-'));

function recorder() {
  const messages: TerminalAgentMessage[] = [];
  const output = () =>
    messages
      .filter(
        (m): m is Extract<TerminalAgentMessage, { type: 'terminal.output' }> => m.type === 'terminal.output',
      )
      .map((m) => m.data)
      .join('');
  return { messages, output, send: (message: TerminalAgentMessage) => void messages.push(message) };
}

describe('resolveShell', () => {
  const linux = {
    platform: 'linux' as const,
    loginShell: '/bin/bash',
    exists: (p: string) => p === '/bin/bash',
    which: () => undefined,
  };
  const windows = {
    platform: 'win32' as const,
    loginShell: undefined,
    exists: () => false,
    which: () => undefined,
  };
  it('runs the login shell for DEFAULT on Linux', () => {
    expect(resolveShell('DEFAULT', linux)).toEqual({ file: '/bin/bash', args: ['-l'] });
  });
  it('answers ERROR_SHELL_PATH for PowerShell away from its default Windows location', () => {
    expect(resolveShell('POWERSHELL', windows)).toMatchObject({ error: 'ERROR_SHELL_PATH' });
    expect(resolveShell('POWERSHELL', linux)).toMatchObject({ error: 'ERROR_SHELL_PATH' });
  });
  it('runs cmd for DEFAULT and DEFAULT64 on Windows', () => {
    expect(resolveShell('DEFAULT', windows)).toEqual({ file: 'C:\\Windows\\System32\\cmd.exe', args: [] });
    expect(resolveShell('DEFAULT64', windows)).toEqual({ file: 'C:\\Windows\\System32\\cmd.exe', args: [] });
  });
});

// A login shell starts slowly on a loaded machine: the polls below wait up to 10 s each.
describe('given a real PTY', { timeout: 30_000 }, () => {
  it('runs echo and reports the output, then the exit', async () => {
    const { messages, output, send } = recorder();
    const host = createAgentTerminal(send, { loggedInUser: () => null });
    await host.handle({
      type: 'terminal.open',
      sessionId: 'session-1',
      terminalType: 'SYSTEM',
      shell: 'DEFAULT',
      cliLevel: 1,
      cols: 80,
      rows: 24,
    });
    expect(messages[0]).toMatchObject({ type: 'terminal.opened', sessionId: 'session-1' });
    await host.handle({ type: 'terminal.input', sessionId: 'session-1', data: 'echo hi-$((40+2))\r' });
    await expect.poll(output, { timeout: 10_000 }).toContain('hi-42');
    await host.handle({ type: 'terminal.input', sessionId: 'session-1', data: 'exit\r' });
    await expect.poll(() => messages.at(-1)?.type, { timeout: 10_000 }).toBe('terminal.exit');
    expect(host.size).toBe(0);
  });

  it('sends Control-C as end-of-text to the program', async () => {
    const { messages, output, send } = recorder();
    const host = createAgentTerminal(send, { loggedInUser: () => null });
    await host.handle({
      type: 'terminal.open',
      sessionId: 'session-2',
      terminalType: 'SYSTEM',
      shell: 'DEFAULT',
      cliLevel: 0,
      cols: 80,
      rows: 24,
    });
    await host.handle({
      type: 'terminal.input',
      sessionId: 'session-2',
      data: 'echo started-$((1+1)); sleep 30; echo not-$((1+1))-interrupted\r',
    });
    // Once the command runs (its first output, not the terminal's echo of the line: a Control-C
    // while the shell still reads the line could be lost), Control-C interrupts it.
    await expect.poll(output, { timeout: 10_000 }).toContain('started-2');
    await host.handle({ type: 'terminal.input', sessionId: 'session-2', data: '\u0003' });
    await host.handle({ type: 'terminal.input', sessionId: 'session-2', data: 'echo after-$((1+1))\r' });
    await expect.poll(output, { timeout: 10_000 }).toContain('after-2');
    expect(output()).not.toContain('not-2-interrupted');
    await host.handle({ type: 'terminal.close', sessionId: 'session-2' });
    expect(messages.at(-1)).toMatchObject({ type: 'terminal.exit', sessionId: 'session-2' });
    host.closeAll();
  });

  it('answers ERROR_NO_LOGGEDIN_USER for a user terminal with nobody logged in', async () => {
    const { messages, send } = recorder();
    const host = createAgentTerminal(send, { loggedInUser: () => null });
    await host.handle({
      type: 'terminal.open',
      sessionId: 'session-3',
      terminalType: 'USER',
      shell: 'DEFAULT',
      cliLevel: 0,
      cols: 80,
      rows: 24,
    });
    expect(messages).toEqual([
      { type: 'terminal.error', sessionId: 'session-3', code: 'ERROR_NO_LOGGEDIN_USER' },
    ]);
  });

  it('answers ERROR_SHELL_PATH when PowerShell is missing', async () => {
    const { messages, send } = recorder();
    const host = createAgentTerminal(send);
    if (machineShellEnvironment.which('pwsh')) return;
    await host.handle({
      type: 'terminal.open',
      sessionId: 'session-4',
      terminalType: 'SYSTEM',
      shell: 'POWERSHELL',
      cliLevel: 0,
      cols: 80,
      rows: 24,
    });
    expect(messages[0]).toMatchObject({ type: 'terminal.error', code: 'ERROR_SHELL_PATH' });
  });
});

describe('TELNET', () => {
  it('strips negotiation, accepts echo and answers the window size', () => {
    const replies: number[][] = [];
    const parse = createTelnetParser(
      (bytes) => replies.push(bytes),
      () => replies.push([0]),
    );
    const out = parse(Buffer.from([255, 251, 1, 104, 105, 255, 253, 31, 255, 253, 24, 255, 255]));
    expect([...out]).toEqual([104, 105, 255]);
    expect(replies).toEqual([[255, 253, 1], [255, 251, 31], [0], [255, 252, 24]]);
  });

  it('talks to a TELNET peer on loopback', async () => {
    const server = createServer((socket) => {
      socket.write(Buffer.from([255, 253, 31]));
      socket.write('login: ');
      socket.on('data', (data) => {
        const text = data.toString('latin1');
        if (text.includes('admin')) socket.write('\r\nwelcome admin\r\n');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as { port: number }).port;
    let output = '';
    const channel = await connectTelnet(
      { protocol: 'TELNET', host: '127.0.0.1', port },
      { cols: 100, rows: 30 },
      {
        onData: (data) => {
          output += data;
        },
        onExit: () => {},
      },
    );
    await expect.poll(() => output).toContain('login: ');
    channel.write('admin\r');
    await expect.poll(() => output).toContain('welcome admin');
    channel.close();
    server.close();
  });
});
