import { describe, expect, it } from 'vitest';
import {
  changeMonitorType,
  draftFromMonitor,
  firstPageWithIssues,
  isDirty,
  monitorSteps,
  newMonitorDraft,
  pageIssues,
  toMonitorInput,
} from './monitor-draft';

const valid = newMonitorDraft({ clientId: 1, locationId: 2, systemName: 'Web', hostname: 'example.com' });

describe('monitor draft', () => {
  it('shows Outbound and Inbound for email, Request for HTTP only', () => {
    expect(monitorSteps('EMAIL')).toEqual(['setup', 'outbound', 'inbound', 'conditions', 'confirm']);
    expect(monitorSteps('HTTP')).toEqual(['setup', 'request', 'conditions', 'confirm']);
    expect(monitorSteps('DNS')).toEqual(['setup', 'conditions', 'confirm']);
  });

  it('changing the type resets the time-out and drops conditions of the old type', () => {
    const ping = {
      ...valid,
      timeout: 30,
      conditions: [{ type: 'PingFailed' as const, parameters: { runCount: 1 } }],
    };
    const http = changeMonitorType(ping, 'HTTP');
    expect(http.timeout).toBe(30);
    expect(changeMonitorType(ping, 'EMAIL').timeout).toBe(120);
    expect(changeMonitorType(ping, 'DNS').timeout).toBe(5);
    expect(http.conditions).toEqual([]);
    expect(changeMonitorType(ping, 'PING')).toBe(ping);
  });

  it('puts each broken rule on its page, with the shared validator', () => {
    const draft = newMonitorDraft();
    expect(pageIssues(draft, 'setup', true).map((i) => i.path)).toEqual([
      'clientId',
      'locationId',
      'systemName',
      'hostname',
    ]);
    expect(pageIssues(valid, 'setup', true)).toEqual([]);
    const http = {
      ...changeMonitorType(valid, 'HTTP'),
      url: 'https://x.example',
      methodType: 'POST' as const,
    };
    const withRow = { ...http, requestHeaders: [{ key: 'a:b', value: '1' }] };
    expect(pageIssues(withRow, 'request', true).map((i) => i.path)).toEqual(['requestHeaders.0.key']);
    expect(firstPageWithIssues(withRow, true)).toBe('request');
    const days = {
      ...http,
      conditions: [
        { type: 'SSLCertificateExpiration' as const, parameters: { daysUntilSSLCertificateExpiration: 366 } },
      ],
    };
    expect(pageIssues(days, 'conditions', true)[0]?.issue.key).toBe('cloudMonitors.validation.days');
    const email = changeMonitorType(valid, 'EMAIL');
    expect(pageIssues(email, 'outbound', true).map((i) => i.path)).toEqual(['senderEmail', 'smtpHostname']);
    expect(pageIssues(email, 'inbound', true).map((i) => i.path)).toContain('imapHostname');
  });

  it('sends only the type fields; HEAD never saves the body; a kept password is left out', () => {
    const http = {
      ...changeMonitorType(valid, 'HTTP'),
      url: ' https://x.example ',
      methodType: 'HEAD' as const,
      saveResponseBody: true,
      authenticationType: 'BASIC' as const,
      authenticationUsername: 'u',
      authenticationPassword: null,
      requestHeaders: [
        { key: 'X-A', value: '1' },
        { key: '', value: '' },
      ],
    };
    const input = toMonitorInput(http);
    expect(input).toMatchObject({ monitorType: 'HTTP', url: 'https://x.example', saveResponseBody: false });
    expect(input).not.toHaveProperty('hostname');
    expect((input as { authenticationPassword?: unknown }).authenticationPassword).toBeUndefined();
    expect((input as { requestHeaders: unknown[] }).requestHeaders).toHaveLength(1);
  });

  it('reads a saved monitor: stored passwords kept as null, blank entry rows', () => {
    const draft = draftFromMonitor({
      ...toMonitorInput({ ...changeMonitorType(valid, 'HTTP'), url: 'https://x.example' }),
      authenticationPassword: null,
      id: 7,
      status: 'UP',
      lastRunAt: null,
      nextRunAt: null,
      lastResponseTimeMs: null,
      activeAlerts: 0,
      createdAt: '',
      updatedAt: '',
      secretsSet: ['authenticationPassword'],
      conditions: [],
      requestHeaders: [],
      formBody: [],
    } as never);
    expect(draft.authenticationPassword).toBeNull();
    expect(draft.requestHeaders).toEqual([{ key: '', value: '' }]);
    expect(draft).not.toHaveProperty('id');
    expect(isDirty(draft, { ...draft })).toBe(false);
    expect(isDirty(draft, { ...draft, systemName: 'x' })).toBe(true);
  });
});
