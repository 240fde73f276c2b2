import type { SavedMonitorCondition } from '@console/core';
import { describe, expect, it } from 'vitest';
import { conditionHolds, describeOutcome, INITIAL_STATE, runCountOf, stepCondition } from './conditions';
import type { ProbeOutcome } from './probes/types';

const condition = (type: string, parameters: Record<string, unknown>) =>
  ({
    uid: '00000000-0000-4000-8000-000000000000',
    enabled: true,
    conditionName: '',
    resetThreshold: 0,
    severity: 'NONE',
    priority: 'NONE',
    notificationChannels: [],
    notificationAction: 'NONE',
    ticketingAction: 'NONE',
    ticketTemplateId: null,
    type,
    parameters,
  }) as unknown as SavedMonitorCondition;

const outcome = (details: Record<string, unknown>, rest: Partial<ProbeOutcome> = {}): ProbeOutcome => ({
  status: 'UP',
  responseTimeMs: 10,
  message: '',
  details,
  ...rest,
});

describe('the condition evaluator (002 §3 table)', () => {
  it('judges ping conditions', () => {
    const down = outcome(
      { received: 0, packetLoss: 100, ttl: null },
      { status: 'DOWN', responseTimeMs: null },
    );
    const lossy = outcome({ received: 2, packetLoss: 33, ttl: 64 }, { responseTimeMs: 120 });
    expect(conditionHolds(condition('PingFailed', { runCount: 1 }), down)).toBe(true);
    expect(conditionHolds(condition('PingFailed', { runCount: 1 }), lossy)).toBe(false);
    expect(conditionHolds(condition('PingPacketLoss', { runCount: 1, thresholdPercent: 30 }), lossy)).toBe(
      true,
    );
    expect(conditionHolds(condition('PingPacketLoss', { runCount: 1, thresholdPercent: 50 }), lossy)).toBe(
      false,
    );
    expect(conditionHolds(condition('PingTTL', { runCount: 1, ttlThreshold: 65 }), lossy)).toBe(true);
    expect(conditionHolds(condition('PingTTL', { runCount: 1, ttlThreshold: 64 }), lossy)).toBe(false);
    expect(conditionHolds(condition('PingTTL', { runCount: 1, ttlThreshold: 64 }), down)).toBeNull();
    expect(
      conditionHolds(condition('PingResponseTime', { runCount: 1, roundTripThreshold: 100 }), lossy),
    ).toBe(true);
    expect(
      conditionHolds(condition('PingResponseTime', { runCount: 1, roundTripThreshold: 100 }), down),
    ).toBeNull();
  });

  it('judges port, DNS, email and HTTP conditions', () => {
    const ports = outcome({
      ports: [
        { port: 22, state: 'OPEN', responseTimeMs: 250 },
        { port: 23, state: 'CLOSED', responseTimeMs: null },
      ],
    });
    expect(
      conditionHolds(condition('PortState', { runCount: 1, port: 23, portState: 'CLOSED' }), ports),
    ).toBe(true);
    expect(
      conditionHolds(condition('PortState', { runCount: 1, port: 22, portState: 'CLOSED' }), ports),
    ).toBe(false);
    expect(
      conditionHolds(condition('PortState', { runCount: 1, port: 80, portState: 'OPEN' }), ports),
    ).toBeNull();
    expect(conditionHolds(condition('PortResponse', { runCount: 1, port: 22, period: 200 }), ports)).toBe(
      true,
    );
    expect(conditionHolds(condition('PortResponse', { runCount: 1, port: 22, period: 300 }), ports)).toBe(
      false,
    );
    expect(
      conditionHolds(condition('PortResponse', { runCount: 1, port: 23, period: 300 }), ports),
    ).toBeNull();
    const timedOut = outcome({ resolved: false, timedOut: true, recordTypes: { MX: null } });
    expect(conditionHolds(condition('DnsTimeOut', { runCount: 1 }), timedOut)).toBe(true);
    expect(conditionHolds(condition('DnsResolve', { runCount: 1 }), timedOut)).toBeNull();
    expect(
      conditionHolds(condition('DnsRecordType', { runCount: 1, dnsRecordType: 'MX' }), timedOut),
    ).toBeNull();
    expect(
      conditionHolds(
        condition('WhoisExpiration', { daysUntilWhoisExpiration: 30 }),
        outcome({ whois: { daysLeft: 30 } }),
      ),
    ).toBe(true);
    expect(conditionHolds(condition('EmailSSL', { runCount: 1 }), outcome({ sslError: null }))).toBe(false);
    const page = outcome(
      { statusCode: 500, keywords: { open: false }, certificate: null },
      { responseTimeMs: 900 },
    );
    expect(conditionHolds(condition('HttpCode', { runCount: 1, code: 200 }), page)).toBe(true);
    expect(
      conditionHolds(
        condition('HttpSiteKeyword', { runCount: 1, containsOption: 'CONTAINS', keyword: 'open' }),
        page,
      ),
    ).toBe(false);
    expect(conditionHolds(condition('HttpResponseTime', { runCount: 1, period: 500 }), page)).toBe(true);
    expect(
      conditionHolds(condition('SSLCertificateExpiration', { daysUntilSSLCertificateExpiration: 5 }), page),
    ).toBeNull();
    expect(describeOutcome(condition('HttpCode', { runCount: 1, code: 200 }), page)).toBe('status code 500');
  });

  it('raises after runCount consecutive runs and resets after the reset interval', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    let step = stepCondition(INITIAL_STATE, true, 3, 300, at(0));
    step = stepCondition(step.state, true, 3, 300, at(60));
    expect(step.event).toBeNull();
    step = stepCondition(step.state, false, 3, 300, at(120));
    expect(step.state.streak).toBe(0);
    for (const seconds of [180, 240]) step = stepCondition(step.state, true, 3, 300, at(seconds));
    step = stepCondition(step.state, true, 3, 300, at(300));
    expect(step).toMatchObject({ event: 'raise', state: { raised: true } });
    step = stepCondition(step.state, true, 3, 300, at(360));
    expect(step.event).toBeNull();
    step = stepCondition(step.state, false, 3, 300, at(420));
    expect(step).toMatchObject({ event: null, state: { raised: true, clearSince: at(420).toISOString() } });
    step = stepCondition(step.state, null, 3, 300, at(480));
    expect(step.event).toBeNull();
    step = stepCondition(step.state, false, 3, 300, at(719));
    expect(step.event).toBeNull();
    step = stepCondition(step.state, false, 3, 300, at(720));
    expect(step).toMatchObject({ event: 'reset', state: { raised: false, streak: 0 } });
    expect(runCountOf(condition('WhoisExpiration', { daysUntilWhoisExpiration: 5 }))).toBe(1);
  });
});
