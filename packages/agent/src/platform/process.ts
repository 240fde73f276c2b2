/**
 * Processes per platform: how a job's process is started, how its whole tree is killed
 * (`taskkill /PID <pid> /T /F` on Windows, the process group with SIGKILL on Linux and macOS) and
 * which command reboots or shuts the machine down (`shutdown.exe`, `shutdown -r`, `shutdown -h`).
 * The spawn and kill functions are parameters ({@link ProcessDeps}): the only edge tests replace.
 */
import { type ChildProcess, spawn as spawnProcess } from 'node:child_process';

/** A process to start. */
export interface SpawnRequest {
  command: string;
  args: readonly string[];
  cwd?: string;
  /** Added to the agent's environment. */
  env?: Record<string, string>;
  /** Killed after this long (the result then has `timedOut`). */
  timeoutMs: number;
  /** Aborting kills the process. */
  signal?: AbortSignal;
  onStdout?(text: string): void;
  onStderr?(text: string): void;
}

/** How a process ended. */
export interface SpawnResult {
  /** Null when it was killed or could not start. */
  exitCode: number | null;
  timedOut: boolean;
  /** Set when the process could not start (ENOENT ...). */
  error?: string;
}

/** What starting and killing processes goes through (the real ones by default). */
export interface ProcessDeps {
  platform: NodeJS.Platform;
  spawn: (command: string, args: readonly string[], options: Record<string, unknown>) => ChildProcess;
  /** `process.kill` (a negative pid is a process group). */
  kill: (pid: number, signal: NodeJS.Signals) => void;
}

/** The real processes of this machine. */
export const realProcessDeps: ProcessDeps = {
  platform: process.platform,
  spawn: (command, args, options) => spawnProcess(command, [...args], options),
  kill: (pid, signal) => process.kill(pid, signal),
};

/** The command that kills a Windows process and every process it started. */
function windowsTreeKill(pid: number): { command: string; args: string[] } {
  return { command: 'taskkill', args: ['/PID', String(pid), '/T', '/F'] };
}

/**
 * Kills a started process with its children: on Windows through `taskkill /T /F` (a process
 * there has no group to signal); elsewhere its process group (it was started detached, as the
 * group's leader) with SIGKILL. Falls back to killing the process alone.
 */
export function killTree(child: ChildProcess, deps: ProcessDeps): void {
  const pid = child.pid;
  if (!pid) {
    child.kill('SIGKILL');
    return;
  }
  if (deps.platform === 'win32') {
    const { command, args } = windowsTreeKill(pid);
    try {
      const killer = deps.spawn(command, args, { stdio: 'ignore', windowsHide: true });
      killer.on('error', () => child.kill('SIGKILL'));
    } catch {
      child.kill('SIGKILL');
    }
    return;
  }
  try {
    deps.kill(-pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/**
 * Runs a process to its end, streaming its output; a time-out or an abort kills its tree.
 * @example const result = await spawnWith(realProcessDeps, { command: 'echo', args: ['hi'], timeoutMs: 5_000 });
 */
export function spawnWith(deps: ProcessDeps, request: SpawnRequest): Promise<SpawnResult> {
  return new Promise((resolve) => {
    let timedOut = false;
    let settled = false;
    const finish = (result: SpawnResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const child = deps.spawn(request.command, request.args, {
      cwd: request.cwd,
      env: { ...process.env, ...request.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      // Its own process group on Linux and macOS, so that the kill reaches a script's children.
      detached: deps.platform !== 'win32',
    });
    const timer = setTimeout(() => {
      timedOut = true;
      killTree(child, deps);
    }, request.timeoutMs);
    const onAbort = () => killTree(child, deps);
    if (request.signal?.aborted) onAbort();
    else request.signal?.addEventListener('abort', onAbort);
    child.stdout?.setEncoding('utf8').on('data', (text: string) => request.onStdout?.(text));
    child.stderr?.setEncoding('utf8').on('data', (text: string) => request.onStderr?.(text));
    child.on('error', (error) => finish({ exitCode: null, timedOut, error: error.message }));
    child.on('close', (code) => finish({ exitCode: code, timedOut }));
  });
}

/**
 * The command that reboots or shuts the machine down after `delaySec`: `shutdown.exe /r|/s /t <s>
 * /c <message>` on Windows; `shutdown -r|-h now|+<minutes> [message]` on Linux and macOS (both
 * take the warning message after the time).
 */
export function powerCommand(
  kind: 'reboot' | 'shutdown',
  delaySec: number,
  platform: NodeJS.Platform,
  message?: string,
): { command: string; args: string[] } {
  if (platform === 'win32') {
    const args = [kind === 'reboot' ? '/r' : '/s', '/t', String(Math.min(delaySec, 315_360_000))];
    if (message) args.push('/c', message.slice(0, 500));
    return { command: 'shutdown.exe', args };
  }
  const minutes = Math.ceil(delaySec / 60);
  const args = [kind === 'reboot' ? '-r' : '-h', minutes === 0 ? 'now' : `+${minutes}`];
  if (message && (platform === 'linux' || platform === 'darwin')) args.push(message.slice(0, 500));
  return { command: platform === 'darwin' ? '/sbin/shutdown' : 'shutdown', args };
}
