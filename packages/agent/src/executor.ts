/**
 * The one door for what an agent does to its machine: processes, reboot, shutdown and network
 * packets (Wake-on-LAN). Jobs never call `child_process` or `dgram` themselves, so tests replace
 * the executor with a recording one ({@link createRecordingExecutor}) and nothing reboots.
 */
import { spawn as spawnProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';

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

/** Everything an agent does to the machine. */
export interface Executor {
  /** Runs a process to its end, streaming its output. */
  spawn(request: SpawnRequest): Promise<SpawnResult>;
  /** Reboots the machine after `delaySec`. */
  reboot(delaySec: number, message?: string): Promise<void>;
  /** Shuts the machine down after `delaySec`. */
  shutdown(delaySec: number, message?: string): Promise<void>;
  /** Sends one UDP datagram (broadcast allowed). */
  sendUdp(packet: Uint8Array, address: string, port: number): Promise<void>;
}

/** The real processes of this machine. */
function spawnReal(request: SpawnRequest): Promise<SpawnResult> {
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
    const child = spawnProcess(request.command, [...request.args], {
      cwd: request.cwd,
      env: { ...process.env, ...request.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
      detached: process.platform !== 'win32',
    });
    const kill = () => {
      try {
        // The whole process group: a script's children go with it.
        if (child.pid && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, request.timeoutMs);
    const onAbort = () => kill();
    request.signal?.addEventListener('abort', onAbort);
    child.stdout?.setEncoding('utf8').on('data', (text: string) => request.onStdout?.(text));
    child.stderr?.setEncoding('utf8').on('data', (text: string) => request.onStderr?.(text));
    child.on('error', (error) => finish({ exitCode: null, timedOut, error: error.message }));
    child.on('close', (code) => finish({ exitCode: code, timedOut }));
  });
}

/** Sends one UDP datagram from an ephemeral socket. */
function sendUdpReal(packet: Uint8Array, address: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createSocket(address.includes(':') ? 'udp6' : 'udp4');
    socket.once('error', (error) => {
      socket.close();
      reject(error);
    });
    socket.bind(0, () => {
      socket.setBroadcast(true);
      socket.send(packet, port, address, (error) => {
        socket.close();
        if (error) reject(error);
        else resolve();
      });
    });
  });
}

/** The power command of this platform. */
function powerCommand(kind: 'reboot' | 'shutdown', delaySec: number, message?: string) {
  if (process.platform === 'win32') {
    const args = [kind === 'reboot' ? '/r' : '/s', '/t', String(delaySec)];
    if (message) args.push('/c', message.slice(0, 500));
    return { command: 'shutdown.exe', args };
  }
  const minutes = Math.ceil(delaySec / 60);
  const args = [kind === 'reboot' ? '-r' : '-h', minutes === 0 ? 'now' : `+${minutes}`];
  if (message && process.platform === 'linux') args.push(message.slice(0, 500));
  return { command: 'shutdown', args };
}

/**
 * The executor of this machine: real processes, a real reboot and shutdown (`shutdown -r`,
 * `shutdown.exe /r` ...), real UDP.
 * @example const agent = startAgent(config, { executor: createSystemExecutor() });
 */
export function createSystemExecutor(): Executor {
  const power = async (kind: 'reboot' | 'shutdown', delaySec: number, message?: string) => {
    const { command, args } = powerCommand(kind, delaySec, message);
    const result = await spawnReal({ command, args, timeoutMs: 30_000 });
    if (result.exitCode !== 0) throw new Error(result.error ?? `${command} exited with ${result.exitCode}`);
  };
  return {
    spawn: spawnReal,
    reboot: (delaySec, message) => power('reboot', delaySec, message),
    shutdown: (delaySec, message) => power('shutdown', delaySec, message),
    sendUdp: sendUdpReal,
  };
}

/** One call a recording executor saw. */
export type RecordedCall =
  | { kind: 'spawn'; command: string; args: string[] }
  | { kind: 'reboot'; delaySec: number; message?: string | undefined }
  | { kind: 'shutdown'; delaySec: number; message?: string | undefined }
  | { kind: 'udp'; address: string; port: number; bytes: number };

/** An executor that records; see {@link createRecordingExecutor}. */
export interface RecordingExecutor extends Executor {
  readonly calls: RecordedCall[];
}

/**
 * For tests: records every call. Reboot and shutdown do nothing else; processes and UDP really
 * run unless `spawn: false` / `udp: false` (then a process "exits" 0 with no output).
 * @example const executor = createRecordingExecutor(); ... expect(executor.calls).toContainEqual({ kind: 'reboot', delaySec: 0 });
 */
export function createRecordingExecutor(options: { spawn?: boolean; udp?: boolean } = {}): RecordingExecutor {
  const calls: RecordedCall[] = [];
  return {
    calls,
    async spawn(request) {
      calls.push({ kind: 'spawn', command: request.command, args: [...request.args] });
      if (options.spawn === false) return { exitCode: 0, timedOut: false };
      return spawnReal(request);
    },
    async reboot(delaySec, message) {
      calls.push({ kind: 'reboot', delaySec, message });
    },
    async shutdown(delaySec, message) {
      calls.push({ kind: 'shutdown', delaySec, message });
    },
    async sendUdp(packet, address, port) {
      calls.push({ kind: 'udp', address, port, bytes: packet.length });
      if (options.udp !== false) await sendUdpReal(packet, address, port);
    },
  };
}
