/**
 * A scan run by the probe's own agent (issue 11: "the network probe is a device"). When the probe
 * is an enrolled agent connected to this server process, the scan job sends it `discovery.start`
 * and reads its `discovery.results` as they come; the job stores and publishes them on
 * `nm.nms-discovery.{id}` exactly as it does for its own scanner. Stopping the job sends
 * `discovery.stop` at once. The agent's results are trusted for addresses of the scan's targets
 * only, each once.
 */
import type { DiscoveredDevice, DiscoveryStartMessage, ProbeReadiness } from '@console/core';
import { probeReadinessSchema } from '@console/core/contract';
import type { AgentGateway } from '../../agents';

/** How long an agent has to answer `discovery.prepare` (ms). */
const PROBE_PREPARE_TIMEOUT_MS = 5_000;

/** What the scan sends the agent besides its id. */
type AgentScanRequest = Pick<DiscoveryStartMessage, 'targets' | 'settings' | 'credentials'>;

/** Why an agent scan ended without completing. */
class AgentScanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AgentScanError';
  }
}

/**
 * The results of a scan run by the agent of `nodeId`: yields each device as its batch arrives;
 * ends when the agent says the scan ended (throws its error), or at once when `signal` fires
 * (after sending `discovery.stop`). Throws when the agent is not connected or disconnects.
 */
export async function* scanThroughAgent(
  agents: AgentGateway,
  nodeId: number,
  scanId: number,
  request: AgentScanRequest,
  targets: ReadonlySet<string>,
  signal: AbortSignal,
): AsyncGenerator<DiscoveredDevice> {
  const queue: DiscoveredDevice[] = [];
  const seen = new Set<string>();
  let ended: { error?: string } | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const removers = [
    agents.on('discovery.results', (message, agent) => {
      if (agent.nodeId !== nodeId || message.scanId !== scanId || ended) return;
      for (const device of message.devices) {
        if (!targets.has(device.ip) || seen.has(device.ip)) continue;
        seen.add(device.ip);
        queue.push(device);
      }
      notify();
    }),
    agents.on('discovery.end', (message, agent) => {
      if (agent.nodeId !== nodeId || message.scanId !== scanId) return;
      ended = message.error ? { error: message.error } : {};
      notify();
    }),
    agents.onDisconnect((agent) => {
      if (agent.nodeId !== nodeId || ended) return;
      ended = { error: 'The network probe’s agent disconnected during the scan.' };
      notify();
    }),
  ];
  const onAbort = () => {
    agents.send(nodeId, { type: 'discovery.stop', scanId });
    notify();
  };
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    if (!agents.send(nodeId, { type: 'discovery.start', scanId, ...request })) {
      throw new AgentScanError('The network probe’s agent is not connected.');
    }
    let next = 0;
    for (;;) {
      while (next < queue.length) {
        const device = queue[next++] as DiscoveredDevice;
        yield device;
      }
      queue.length = 0;
      next = 0;
      if (signal.aborted) return;
      if (ended) {
        if (ended.error) throw new AgentScanError(ended.error);
        return;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    for (const remove of removers) remove();
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Asks a connected agent whether it can scan: its readiness, or null when it is not connected
 * here, does not know the probe messages (an older agent) or did not answer in time.
 */
export async function probeAgentReadiness(
  agents: Pick<AgentGateway, 'isOnline' | 'request'> | undefined,
  nodeId: number,
): Promise<ProbeReadiness | null> {
  if (!agents?.isOnline(nodeId)) return null;
  try {
    const reply = await agents.request(
      nodeId,
      { type: 'discovery.prepare', requestId: '' },
      PROBE_PREPARE_TIMEOUT_MS,
    );
    const readiness = probeReadinessSchema.safeParse(reply.data);
    return reply.ok && readiness.success ? readiness.data : null;
  } catch {
    return null;
  }
}
