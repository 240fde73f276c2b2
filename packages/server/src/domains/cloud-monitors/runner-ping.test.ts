/**
 * PING monitors (and the port scan's connect time): real ICMP echo (a raw socket, so root) inside a network namespace the test makes
 * (`unshare -n`), where some loopback addresses do not answer, then do; the default TTL changes;
 * and lo gets slow. Each PING condition is raised and reset by those outcomes through the
 * evaluator the runner uses. Skipped (with the reason) when not root or without unshare.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SavedMonitorCondition } from '@console/core';
import { describe, expect, it } from 'vitest';
import { type ConditionEvent, conditionHolds, INITIAL_STATE, runCountOf, stepCondition } from './conditions';
import type { ProbeOutcome } from './probes/types';

const canRun = process.getuid?.() === 0 && existsSync('/usr/bin/unshare');
const SETUP = [
  'ip link set lo up',
  'ip route del local 127.0.0.0/8 dev lo table local',
  'ip route add local 127.0.0.0/28 dev lo table local',
  'ip route add 127.0.0.16/28 dev lo',
].join(' && ');

function runFixture(): Record<string, ProbeOutcome> {
  const fixture = fileURLToPath(new URL('./ping-netns.fixture.ts', import.meta.url));
  const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const child = spawnSync(
    'unshare',
    ['-n', 'sh', '-c', `${SETUP} && exec node --import tsx --conditions=@console/source "$0"`, fixture],
    { cwd: serverRoot, encoding: 'utf8', timeout: 60_000 },
  );
  if (child.status !== 0) throw new Error(`ping fixture failed: ${child.stderr}`);
  return Object.fromEntries(
    child.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { label: string; outcome: ProbeOutcome })
      .map(({ label, outcome }) => [label, outcome]),
  );
}

const condition = (type: string, parameters: Record<string, unknown>) =>
  ({ uid: type, enabled: true, resetThreshold: 0, type, parameters }) as unknown as SavedMonitorCondition;

/** The events of a condition over a sequence of outcomes (as the runner steps it). */
function events(c: SavedMonitorCondition, outcomes: ProbeOutcome[]): ConditionEvent[] {
  let state = INITIAL_STATE;
  return outcomes.map((outcome) => {
    const step = stepCondition(
      state,
      conditionHolds(c, outcome),
      runCountOf(c),
      c.resetThreshold,
      new Date(),
    );
    state = step.state;
    return step.event;
  });
}

describe.skipIf(!canRun)('PING monitors in a private network namespace', () => {
  const o = canRun ? runFixture() : {};

  it('measures loss, TTL and response time of a host that answers', () => {
    expect(o.answering).toMatchObject({
      status: 'UP',
      details: { sent: 3, received: 3, packetLoss: 0, ttl: 64 },
    });
    expect(o.answering?.responseTimeMs).toBeLessThan(50);
    expect(o.dropped).toMatchObject({ status: 'DOWN', details: { received: 0, packetLoss: 100, ttl: null } });
  });

  it('raises PingFailed and PingPacketLoss on a silent host and resets them when it answers', () => {
    const sequence = [o.answering, o.dropped, o.back] as ProbeOutcome[];
    expect(events(condition('PingFailed', { runCount: 1 }), sequence)).toEqual([null, 'raise', 'reset']);
    expect(events(condition('PingPacketLoss', { runCount: 1, thresholdPercent: 50 }), sequence)).toEqual([
      null,
      'raise',
      'reset',
    ]);
  });

  it('raises PingTTL when replies come with a low TTL and resets when it is back', () => {
    expect(o.lowTtl?.details.ttl).toBe(30);
    expect(
      events(condition('PingTTL', { runCount: 1, ttlThreshold: 50 }), [
        o.answering,
        o.lowTtl,
        o.normalTtl,
      ] as ProbeOutcome[]),
    ).toEqual([null, 'raise', 'reset']);
  });

  it('raises PortResponse when the port is slow to accept and resets when it is quick again', () => {
    const port = ((o.portFast?.details.ports ?? []) as { port: number }[])[0]?.port;
    expect(o.portFast).toMatchObject({ status: 'UP' });
    expect(
      events(condition('PortResponse', { runCount: 1, port, period: 100 }), [
        o.portFast,
        o.portSlow,
        o.portFast,
      ] as ProbeOutcome[]),
    ).toEqual([null, 'raise', 'reset']);
  });

  it('raises PingResponseTime on a slow link and resets on a fast one', () => {
    expect(o.slow?.responseTimeMs).toBeGreaterThan(100);
    expect(
      events(condition('PingResponseTime', { runCount: 1, roundTripThreshold: 100 }), [
        o.fast,
        o.slow,
        o.fast,
      ] as ProbeOutcome[]),
    ).toEqual([null, 'raise', 'reset']);
  });
});
