/**
 * The one door for what an agent does to its machine: processes, reboot, shutdown and network
 * packets (Wake-on-LAN). Jobs never call `child_process` or `dgram` themselves, so tests replace
 * the executor with a recording one ({@link createRecordingExecutor}) and nothing reboots.
 */
import { createSocket } from 'node:dgram';
import {
  type ProcessDeps,
  powerCommand,
  realProcessDeps,
  type SpawnRequest,
  type SpawnResult,
  spawnWith,
} from './platform/process';

export type { SpawnRequest, SpawnResult } from './platform/process';

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

const spawnReal = (request: SpawnRequest) => spawnWith(realProcessDeps, request);

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

/**
 * The executor of this machine: real processes (their trees killed by `taskkill /T /F` on
 * Windows, by process group elsewhere), a real reboot and shutdown (`shutdown -r`, `shutdown.exe
 * /r` ...), real UDP. `deps` (the platform, spawn and kill) are this machine's unless a test says.
 * @example const agent = startAgent(config, { executor: createSystemExecutor() });
 */
export function createSystemExecutor(deps: ProcessDeps = realProcessDeps): Executor {
  const spawn = (request: SpawnRequest) => spawnWith(deps, request);
  const power = async (kind: 'reboot' | 'shutdown', delaySec: number, message?: string) => {
    const { command, args } = powerCommand(kind, delaySec, deps.platform, message);
    const result = await spawn({ command, args, timeoutMs: 30_000 });
    if (result.exitCode !== 0) throw new Error(result.error ?? `${command} exited with ${result.exitCode}`);
  };
  return {
    spawn,
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
