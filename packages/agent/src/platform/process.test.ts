/**
 * The Windows and macOS executors through their command building and kill paths: the process
 * spawn and `process.kill` are the only edges replaced (a fake child process that ends when told).
 * What runs on a real Windows or Mac is not exercised here (docs/agent.md says what is).
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createSystemExecutor, type Executor } from '../executor';
import { runAsCommand } from '../jobs/run-as';
import { interpreterOf } from '../jobs/script';
import { type ProcessDeps, powerCommand, spawnWith } from './process';

interface Spawned {
  command: string;
  args: string[];
  options: Record<string, unknown>;
  child: FakeChild;
}

class FakeChild extends EventEmitter {
  stdout = new PassThrough();
  stderr = new PassThrough();
  killed: string[] = [];
  constructor(readonly pid: number) {
    super();
  }
  kill(signal: string) {
    this.killed.push(signal);
    this.end(null);
    return true;
  }
  end(code: number | null) {
    setImmediate(() => this.emit('close', code));
  }
}

/** Fake deps of a platform: each spawn is recorded; `taskkill` and `/usr/bin/id` answer at once. */
function fakeDeps(platform: NodeJS.Platform, options: { killThrows?: boolean; exitAt?: number } = {}) {
  const spawned: Spawned[] = [];
  const killed: Array<[number, string]> = [];
  let pid = 4_242;
  const deps: ProcessDeps = {
    platform,
    spawn: (command, args, spawnOptions) => {
      const child = new FakeChild(pid++);
      spawned.push({ command, args: [...args], options: spawnOptions, child });
      if (command === 'taskkill') {
        // taskkill ends the tree: the job's process closes, killed.
        const target = spawned.find((entry) => entry.child.pid === Number(args[1]));
        target?.child.end(1);
        child.end(0);
      } else if (options.exitAt !== undefined) child.end(options.exitAt);
      return child as never;
    },
    kill: (target, signal) => {
      if (options.killThrows) throw Object.assign(new Error('kill ESRCH'), { code: 'ESRCH' });
      killed.push([target, signal]);
      spawned.find((entry) => entry.child.pid === -target)?.child.end(null);
    },
  };
  return { deps, spawned, killed };
}

describe('the Windows executor', () => {
  it('starts the process without a group and kills its tree with taskkill /T /F on cancel', async () => {
    const { deps, spawned, killed } = fakeDeps('win32');
    const controller = new AbortController();
    const running = spawnWith(deps, {
      command: 'powershell.exe',
      args: ['-File', 'job.ps1'],
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    expect(spawned[0]).toMatchObject({
      command: 'powershell.exe',
      options: { detached: false, windowsHide: true },
    });
    controller.abort();
    const result = await running;
    expect(spawned.map((entry) => [entry.command, ...entry.args])).toEqual([
      ['powershell.exe', '-File', 'job.ps1'],
      ['taskkill', '/PID', '4242', '/T', '/F'],
    ]);
    expect(killed).toEqual([]);
    expect(result).toEqual({ exitCode: 1, timedOut: false });
  });

  it('kills the tree past the time limit and says it timed out', async () => {
    const { deps, spawned } = fakeDeps('win32');
    const result = await spawnWith(deps, { command: 'cmd.exe', args: ['/d', '/c', 'x.cmd'], timeoutMs: 5 });
    expect(result.timedOut).toBe(true);
    expect(spawned[1]?.command).toBe('taskkill');
  });

  it('reboots and shuts down with shutdown.exe, its delay and message', async () => {
    const { deps, spawned } = fakeDeps('win32', { exitAt: 0 });
    const executor: Executor = createSystemExecutor(deps);
    await executor.reboot(60, 'Patch night');
    await executor.shutdown(0);
    expect(spawned.map((entry) => [entry.command, ...entry.args])).toEqual([
      ['shutdown.exe', '/r', '/t', '60', '/c', 'Patch night'],
      ['shutdown.exe', '/s', '/t', '0'],
    ]);
  });

  it('runs PowerShell, cmd and batch scripts with their interpreters', () => {
    expect(interpreterOf('powershell', 'win32')).toEqual({
      command: 'powershell.exe',
      args: ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass', '-File'],
      extension: '.ps1',
    });
    expect(interpreterOf('batchfile', 'win32')).toEqual({
      command: 'cmd.exe',
      args: ['/d', '/c'],
      extension: '.cmd',
    });
    expect(interpreterOf('vbscript', 'win32').command).toBe('cscript.exe');
  });

  it('runs a job for a named user as the service account, and says so', async () => {
    const { deps } = fakeDeps('win32');
    const run = await runAsCommand(
      { command: 'powershell.exe', args: ['-File', 'a.ps1'] },
      'CONTOSO\\ana',
      'win32',
      false,
      createSystemExecutor(deps),
    );
    expect(run).toEqual({
      command: 'powershell.exe',
      args: ['-File', 'a.ps1'],
      note: "Runs as the agent's service account (LocalSystem), not as CONTOSO\\ana.\n",
    });
  });
});

describe('the macOS executor', () => {
  it('starts the process as a group leader and kills the group on cancel', async () => {
    const { deps, spawned, killed } = fakeDeps('darwin');
    const controller = new AbortController();
    const running = spawnWith(deps, {
      command: '/bin/zsh',
      args: ['job.sh'],
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    expect(spawned[0]?.options).toMatchObject({ detached: true });
    controller.abort();
    expect(await running).toEqual({ exitCode: null, timedOut: false });
    expect(killed).toEqual([[-4242, 'SIGKILL']]);
  });

  it('kills the process alone when its group is gone', async () => {
    const { deps, spawned } = fakeDeps('darwin', { killThrows: true });
    const controller = new AbortController();
    const running = spawnWith(deps, {
      command: '/bin/bash',
      args: [],
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    controller.abort();
    await running;
    expect(spawned[0]?.child.killed).toEqual(['SIGKILL']);
  });

  it('picks zsh or bash by the shebang', () => {
    expect(interpreterOf('shellscript', 'darwin', '#!/bin/zsh\necho hi').command).toBe('/bin/zsh');
    expect(interpreterOf('shellscript', 'darwin', '#!/usr/bin/env zsh\n').command).toBe('/bin/zsh');
    expect(interpreterOf('shellscript', 'darwin', 'echo hi').command).toBe('/bin/bash');
    expect(interpreterOf('shellscript', 'linux', '#!/bin/zsh').command).toBe('/bin/sh');
  });

  it('runs as a user in their session through launchctl asuser with the uid id reads', async () => {
    const spawned: string[][] = [];
    const executor: Executor = {
      async spawn(request) {
        spawned.push([request.command, ...request.args]);
        request.onStdout?.('501\n');
        return { exitCode: 0, timedOut: false };
      },
      reboot: async () => undefined,
      shutdown: async () => undefined,
      sendUdp: async () => undefined,
    };
    const run = await runAsCommand(
      { command: '/bin/bash', args: ['s.sh', 'x'] },
      'ana',
      'darwin',
      true,
      executor,
    );
    expect(spawned).toEqual([['/usr/bin/id', '-u', 'ana']]);
    expect(run).toEqual({
      command: '/bin/launchctl',
      args: ['asuser', '501', '/usr/bin/sudo', '-u', 'ana', '--', '/bin/bash', 's.sh', 'x'],
    });
    await expect(
      runAsCommand({ command: '/bin/bash', args: [] }, '-oops', 'darwin', true, executor),
    ).rejects.toThrow('Not a user name');
  });

  it('reboots and shuts down with /sbin/shutdown in minutes, with the message', () => {
    expect(powerCommand('reboot', 0, 'darwin')).toEqual({ command: '/sbin/shutdown', args: ['-r', 'now'] });
    expect(powerCommand('shutdown', 90, 'darwin', 'Bye')).toEqual({
      command: '/sbin/shutdown',
      args: ['-h', '+2', 'Bye'],
    });
  });
});

describe('the Linux executor', () => {
  it('switches users with runuser as root, and runs as itself otherwise (saying so)', async () => {
    const { deps } = fakeDeps('linux');
    const executor = createSystemExecutor(deps);
    expect(await runAsCommand({ command: '/bin/sh', args: ['a'] }, 'ana', 'linux', true, executor)).toEqual({
      command: 'runuser',
      args: ['-u', 'ana', '--', '/bin/sh', 'a'],
    });
    expect(
      await runAsCommand({ command: '/bin/sh', args: ['a'] }, 'system', 'linux', true, executor),
    ).toEqual({
      command: '/bin/sh',
      args: ['a'],
    });
    expect(
      (await runAsCommand({ command: '/bin/sh', args: [] }, 'ana', 'linux', false, executor)).note,
    ).toContain('does not run as root');
  });
});
