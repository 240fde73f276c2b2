/**
 * The probe's message handling with a scripted engine (the real scanner runs in the server's
 * agent-probe test): results go out in batches, `discovery.end` follows them, Stop answers at once
 * and nothing is sent after it, and `discovery.prepare` answers the engine's readiness.
 */
import type { AgentMessageInput, DiscoveredDevice } from '@console/core';
import { describe, expect, it, vi } from 'vitest';
import { AGENT_VERSION } from '../inventory';
import { createAgentProbe, type ProbeEngine } from './index';

const device = (ip: string): DiscoveredDevice => ({
  ip,
  hostname: null,
  dnsName: null,
  netbiosName: null,
  pingMS: 1,
  ports: [],
  telnet: false,
  ssh: false,
  os: null,
  model: null,
  vendor: null,
  firmware: null,
  sysObjectId: null,
  sysDescr: null,
  sysUpTime: null,
  role: null,
  nodeId: null,
  nodeName: null,
  types: [],
  locationId: null,
  nmsDelegateNodeId: null,
  snmpv1: [],
  snmpv2: [],
  snmpv3: [],
});

/** An engine that yields `count` devices, one every `everyMs`, until aborted. */
function engine(count: number, everyMs: number): ProbeEngine {
  return {
    canSendIcmp: () => true,
    async *scanNetwork({ signal }) {
      for (let index = 1; index <= count && !signal.aborted; index++) {
        if (everyMs > 0) await new Promise((resolve) => setTimeout(resolve, everyMs));
        if (signal.aborted) return;
        yield device(`10.0.0.${index}`);
      }
    },
  };
}

const start = {
  type: 'discovery.start' as const,
  scanId: 7,
  targets: '10.0.0.0/24',
  settings: { pingTimeoutMS: 500, pingPacketTTL: 127, pingsPerNode: 2, delayBetweenPingsMS: 300 },
  credentials: [],
};

describe('the agent probe', () => {
  it('sends every result in order, then the end', async () => {
    const sent: AgentMessageInput[] = [];
    const probe = createAgentProbe(
      (message) => sent.push(message) > 0,
      async () => engine(300, 0),
    );
    await probe.handle(start);
    await vi.waitFor(() => expect(sent.at(-1)).toMatchObject({ type: 'discovery.end', scanId: 7 }));
    const results = sent.filter((message) => message.type === 'discovery.results');
    const ips = results.flatMap((message) => (message.type === 'discovery.results' ? message.devices : []));
    expect(ips.map((entry) => entry.ip)).toEqual(Array.from({ length: 300 }, (_, i) => `10.0.0.${i + 1}`));
    // At most 250 devices a frame.
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(sent.at(-1)).toEqual({ type: 'discovery.end', scanId: 7, stopped: false });
    expect(probe.running.size).toBe(0);
  });

  it('answers Stop at once and sends nothing after it', async () => {
    const sent: AgentMessageInput[] = [];
    const probe = createAgentProbe(
      (message) => sent.push(message) > 0,
      async () => engine(1_000, 5),
    );
    await probe.handle(start);
    await vi.waitFor(() => expect(sent.some((message) => message.type === 'discovery.results')).toBe(true));
    await probe.handle({ type: 'discovery.stop', scanId: 7 });
    expect(sent.at(-1)).toEqual({ type: 'discovery.end', scanId: 7, stopped: true });
    const count = sent.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toHaveLength(count);
    expect(probe.running.size).toBe(0);
  });

  it('reports an engine failure in the end message', async () => {
    const sent: AgentMessageInput[] = [];
    const failing: ProbeEngine = {
      canSendIcmp: () => false,
      // biome-ignore lint/correctness/useYield: fails before its first result
      async *scanNetwork() {
        throw new Error('Operation not permitted');
      },
    };
    const probe = createAgentProbe(
      (message) => sent.push(message) > 0,
      async () => failing,
    );
    await probe.handle(start);
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({
        type: 'discovery.end',
        scanId: 7,
        stopped: false,
        error: 'Operation not permitted',
      }),
    );
    await probe.handle({ type: 'discovery.prepare', requestId: 'r1' });
    expect(sent.at(-1)).toEqual({
      type: 'reply',
      requestId: 'r1',
      ok: true,
      data: { canScan: false, delegateVersion: AGENT_VERSION },
    });
  });
});
