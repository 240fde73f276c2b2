/**
 * The agent as a network probe (issue 11, 000 §4.4): `createAgentProbe(send)` answers the server's
 * `discovery.*` messages by running `@console/scanner` (the engine the server runs for probes
 * that are not connected agents) on this device and streaming its results back in batches, a
 * quarter of a second apart, then `discovery.end`. `discovery.stop` aborts the scan: the scanner
 * sends nothing more and the agent answers `discovery.end` with `stopped: true` at once.
 * `registerAgentProbe` also answers `directory.push` (./push.ts).
 */
import type {
  AgentMessageInput,
  DiscoveredDevice,
  DiscoveryStartMessage,
  ProbeReadiness,
  ServerMessage,
} from '@console/core';
import { MAX_PROBE_RESULTS_PER_FRAME } from '@console/core/contract';
import type { HandlerRegistry } from '../handlers';
import { AGENT_VERSION } from '../inventory';
import { agentProgramPath, pushAgent } from './push';

/** How often found results are sent (ms). */
const PROBE_FLUSH_MS = 250;

/** What runs a scan: `scanNetwork` of `@console/scanner` (tests may pass another engine). */
export interface ProbeEngine {
  canSendIcmp(): boolean;
  scanNetwork(options: {
    targets: string;
    settings: DiscoveryStartMessage['settings'];
    credentials: DiscoveryStartMessage['credentials'];
    signal: AbortSignal;
  }): AsyncIterable<DiscoveredDevice>;
}

/** The agent's probe: the handlers of its messages and what ends its scans. */
export interface AgentProbe {
  handle(message: Extract<ServerMessage, { type: `discovery.${string}` }>): Promise<void>;
  /** Scans running now, by scan id. */
  readonly running: ReadonlySet<number>;
  /** Stops every scan (the connection closed: the server marks them failed). */
  stopAll(): void;
}

const loadScanner = async (): Promise<ProbeEngine> => {
  const scanner = await import('@console/scanner');
  return {
    canSendIcmp: scanner.canSendIcmp,
    scanNetwork: (options) => scanner.scanNetwork(options),
  };
};

/**
 * Creates the probe. The scanner loads on the first `discovery.*` message.
 * @example const probe = createAgentProbe((message) => handlers.send(message));
 */
export function createAgentProbe(
  send: (message: AgentMessageInput) => boolean,
  engine: () => Promise<ProbeEngine> = loadScanner,
): AgentProbe {
  const scans = new Map<number, AbortController>();
  let loaded: Promise<ProbeEngine> | undefined;
  const scanner = () => {
    loaded ??= engine();
    return loaded;
  };

  const run = async (message: DiscoveryStartMessage) => {
    const { scanId } = message;
    const controller = new AbortController();
    scans.set(scanId, controller);
    let pending: DiscoveredDevice[] = [];
    const flush = () => {
      while (pending.length > 0 && !controller.signal.aborted) {
        const devices = pending.slice(0, MAX_PROBE_RESULTS_PER_FRAME);
        pending = pending.slice(devices.length);
        send({ type: 'discovery.results', scanId, devices });
      }
    };
    const ticker = setInterval(flush, PROBE_FLUSH_MS);
    let error: string | undefined;
    try {
      const engine = await scanner();
      for await (const device of engine.scanNetwork({
        targets: message.targets,
        settings: message.settings,
        credentials: message.credentials,
        signal: controller.signal,
      })) {
        pending.push(device);
      }
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    } finally {
      clearInterval(ticker);
    }
    const stopped = controller.signal.aborted;
    if (!stopped) {
      flush();
      scans.delete(scanId);
      send({
        type: 'discovery.end',
        scanId,
        stopped: false,
        ...(error ? { error: error.slice(0, 2_000) } : {}),
      });
    }
  };

  return {
    get running() {
      return new Set(scans.keys());
    },
    async handle(message) {
      switch (message.type) {
        case 'discovery.prepare': {
          let readiness: ProbeReadiness;
          try {
            readiness = { canScan: (await scanner()).canSendIcmp(), delegateVersion: AGENT_VERSION };
          } catch {
            readiness = { canScan: false, delegateVersion: AGENT_VERSION };
          }
          send({ type: 'reply', requestId: message.requestId, ok: true, data: readiness });
          return;
        }
        case 'discovery.start':
          if (scans.has(message.scanId)) return;
          void run(message);
          return;
        case 'discovery.stop': {
          const controller = scans.get(message.scanId);
          scans.delete(message.scanId);
          controller?.abort();
          // Stopped: answered at once; the scanner sends nothing after the abort.
          send({ type: 'discovery.end', scanId: message.scanId, stopped: true });
          return;
        }
      }
    },
    stopAll() {
      for (const controller of scans.values()) controller.abort();
      scans.clear();
    },
  };
}

/**
 * Registers the probe on an agent's handler registry (what the agent program does).
 * @example registerAgentProbe(handlers);
 */
export function registerAgentProbe(handlers: HandlerRegistry): AgentProbe {
  const probe = createAgentProbe((message) => handlers.send(message));
  handlers.register({
    'discovery.prepare': (message) => probe.handle(message),
    'discovery.start': (message) => probe.handle(message),
    'discovery.stop': (message) => probe.handle(message),
    // The push to an approved directory computer, answered when it is done (or failed).
    'directory.push': async (message, send) => {
      try {
        const data = await pushAgent(message, agentProgramPath());
        send({ type: 'reply', requestId: message.requestId, ok: true, data });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        send({ type: 'reply', requestId: message.requestId, ok: false, error: text.slice(0, 2_000) });
      }
    },
  });
  handlers.onDisconnect(() => probe.stopAll());
  return probe;
}
