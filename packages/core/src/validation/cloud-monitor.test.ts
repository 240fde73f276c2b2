import { describe, expect, it } from 'vitest';
import { type CloudMonitorInput, cloudMonitorInputSchema } from '../contract/entities/cloud-monitor';
import type { MonitorConditionInput } from '../contract/entities/cloud-monitor-condition';
import {
  isValidMonitorHost,
  isValidMonitorUrl,
  monitorTargets,
  validateCloudMonitor,
  validateMonitorCondition,
} from './cloud-monitor';
import { CONDITION_TYPES_BY_MONITOR, conditionAppliesTo } from './cloud-monitor-constants';
import { isPrivateAddress, isPrivateTarget } from './monitor-targets';

const base = { clientId: 1, locationId: 1, systemName: 'Web', frequency: 60, timeout: 5 };
const paths = (monitor: CloudMonitorInput, options?: Parameters<typeof validateCloudMonitor>[1]) =>
  validateCloudMonitor(cloudMonitorInputSchema.parse(monitor), options).map(
    (i) => `${i.path}:${i.issue.key}`,
  );

describe('cloud monitor validators', () => {
  it('accepts host names and addresses, refuses the rest', () => {
    expect(isValidMonitorHost('www.example.com')).toBe(true);
    expect(isValidMonitorHost('127.0.0.1')).toBe(true);
    expect(isValidMonitorHost('::1')).toBe(true);
    expect(isValidMonitorHost('bad host')).toBe(false);
    expect(isValidMonitorHost('10.0.0.300')).toBe(false);
    expect(isValidMonitorHost('-a.example')).toBe(false);
    expect(isValidMonitorHost('')).toBe(false);
  });

  it('accepts http and https URLs only, without credentials', () => {
    expect(isValidMonitorUrl('https://example.com/health?x=1')).toBe(true);
    expect(isValidMonitorUrl('http://127.0.0.1:8080/')).toBe(true);
    expect(isValidMonitorUrl('ftp://example.com/')).toBe(false);
    expect(isValidMonitorUrl('https://user:pw@example.com/')).toBe(false);
    expect(isValidMonitorUrl('example.com')).toBe(false);
  });

  it('names the targets of each type', () => {
    expect(monitorTargets({ monitorType: 'HTTP', url: 'https://[::1]:8443/x' })).toEqual(['::1']);
    expect(monitorTargets({ monitorType: 'PING', hostname: ' a.example ' })).toEqual(['a.example']);
    expect(
      monitorTargets({
        monitorType: 'EMAIL',
        smtpHostname: 'smtp.x',
        fetchOption: 'IMAP',
        imapHostname: 'imap.x',
      }),
    ).toEqual(['smtp.x', 'imap.x']);
  });

  it('classifies private, link-local and metadata targets', () => {
    for (const host of [
      '169.254.169.254',
      '100.100.100.200',
      'fe80::1',
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.1.1',
      '::ffff:169.254.169.254',
      'metadata.google.internal',
      'localhost',
      'printer.local',
    ])
      expect(isPrivateTarget(host), host).toBe(true);
    for (const host of ['93.184.216.34', '2606:4700::1111', 'example.com', '8.8.8.8'])
      expect(isPrivateTarget(host), host).toBe(false);
    expect(isPrivateAddress('example.com')).toBeUndefined();
  });

  it('refuses a missing name, a frequency not in the list and a time-out not shorter', () => {
    expect(paths({ ...base, systemName: ' ', monitorType: 'PING', hostname: 'a.example' })).toEqual([
      'systemName:cloudMonitors.validation.name',
    ]);
    expect(paths({ ...base, frequency: 61, monitorType: 'PING', hostname: 'a.example' })).toContain(
      'frequency:cloudMonitors.validation.frequency',
    );
    expect(paths({ ...base, timeout: 4, monitorType: 'PING', hostname: 'a.example' })).toContain(
      'timeout:cloudMonitors.validation.timeout',
    );
    expect(paths({ ...base, timeout: 5, monitorType: 'HTTP', url: 'https://a.example' })).toEqual([]);
    expect(
      paths({ ...base, timeout: 60, frequency: 60, monitorType: 'HTTP', url: 'https://a.example' }),
    ).toContain('timeout:cloudMonitors.validation.timeout');
  });

  it('checks port scan ports', () => {
    const scan = { ...base, monitorType: 'PORT_SCAN' as const, hostname: 'a.example' };
    expect(paths({ ...scan, ports: [] })).toEqual(['ports:cloudMonitors.validation.portsRequired']);
    expect(paths({ ...scan, ports: [0] })).toEqual(['ports:cloudMonitors.validation.port']);
    expect(paths({ ...scan, ports: [80, 80] })).toEqual(['ports:cloudMonitors.validation.portsDuplicate']);
    expect(paths({ ...scan, ports: Array.from({ length: 21 }, (_, i) => i + 1) })).toEqual([
      'ports:errors.validation.maxItems',
    ]);
    expect(paths({ ...scan, ports: [22, 443] })).toEqual([]);
  });

  it('checks HTTP fields: HEAD body, basic auth, header rows, body method', () => {
    const http = { ...base, timeout: 5, monitorType: 'HTTP' as const, url: 'https://a.example' };
    expect(paths({ ...http, methodType: 'HEAD', saveResponseBody: true })).toEqual([
      'saveResponseBody:cloudMonitors.validation.headBody',
    ]);
    expect(paths({ ...http, authenticationType: 'BASIC' })).toEqual([
      'authenticationUsername:cloudMonitors.validation.username',
      'authenticationPassword:cloudMonitors.validation.password',
    ]);
    // Editing: a stored password counts; '' clears it.
    expect(
      paths(
        { ...http, authenticationType: 'BASIC', authenticationUsername: 'u' },
        { isNew: false, secretsSet: ['authenticationPassword'] },
      ),
    ).toEqual([]);
    expect(
      paths(
        { ...http, authenticationType: 'BASIC', authenticationUsername: 'u', authenticationPassword: '' },
        { isNew: false, secretsSet: ['authenticationPassword'] },
      ),
    ).toEqual(['authenticationPassword:cloudMonitors.validation.password']);
    expect(
      paths({
        ...http,
        requestHeaders: [
          { key: 'X-A', value: '1' },
          { key: 'Bad\nName', value: '2' },
          { key: '', value: '' },
        ],
      }),
    ).toEqual(['requestHeaders.1.key:cloudMonitors.validation.rowKey']);
    expect(paths({ ...http, requestBodyType: 'RAW', rawBody: 'x' })).toEqual([
      'requestBodyType:cloudMonitors.validation.bodyMethod',
    ]);
    expect(paths({ ...http, methodType: 'POST', requestBodyType: 'RAW', rawBody: 'x' })).toEqual([]);
  });

  it('checks email fields per fetch option', () => {
    const email = {
      ...base,
      timeout: 30,
      frequency: 300,
      monitorType: 'EMAIL' as const,
      senderEmail: 'a@b.example',
      receiverEmail: 'nope',
      smtpHostname: 'smtp.example',
      smtpPort: 25,
      smtpUseSSL: true,
      smtpUseTLS: true,
      fetchOption: 'IMAP' as const,
      imapHostname: 'imap.example',
      imapReceiverUsername: 'u',
      imapReceiverPassword: 'p',
    };
    expect(paths(email)).toEqual([
      'receiverEmail:errors.validation.invalidEmail',
      'smtpUseTLS:cloudMonitors.validation.sslOrTls',
    ]);
    expect(paths({ ...email, receiverEmail: 'c@d.example', smtpUseTLS: false, fetchOption: 'POP' })).toEqual([
      'popHostname:cloudMonitors.validation.hostname',
      'popReceiverUsername:cloudMonitors.validation.username',
      'popReceiverPassword:cloudMonitors.validation.password',
    ]);
  });

  it('applies each condition type only to its monitor type (002 §3 table)', () => {
    expect(conditionAppliesTo('WhoisExpiration', 'DNS')).toBe(true);
    expect(conditionAppliesTo('WhoisExpiration', 'HTTP')).toBe(false);
    expect(Object.values(CONDITION_TYPES_BY_MONITOR).flat()).toHaveLength(17);
    const condition = { type: 'HttpCode', parameters: { runCount: 1, code: 200 } } as MonitorConditionInput;
    expect(validateMonitorCondition(condition, 'PING')[0]?.issue.key).toBe(
      'cloudMonitors.validation.conditionType',
    );
    expect(validateMonitorCondition(condition, 'HTTP')).toEqual([]);
  });

  it('bounds WHOIS and SSL days to 1–365 and checks the other parameters', () => {
    const check = (condition: MonitorConditionInput, type: Parameters<typeof validateMonitorCondition>[1]) =>
      validateMonitorCondition(condition, type).map((i) => `${i.path}:${i.issue.key}`);
    for (const days of [0, 366, 1.5])
      expect(
        check({ type: 'WhoisExpiration', parameters: { daysUntilWhoisExpiration: days } }, 'DNS'),
      ).toEqual(['parameters.daysUntilWhoisExpiration:cloudMonitors.validation.days']);
    expect(check({ type: 'WhoisExpiration', parameters: { daysUntilWhoisExpiration: 365 } }, 'DNS')).toEqual(
      [],
    );
    expect(
      check(
        { type: 'SSLCertificateExpiration', parameters: { daysUntilSSLCertificateExpiration: 1 } },
        'HTTP',
      ),
    ).toEqual([]);
    expect(
      check(
        { type: 'SSLCertificateExpiration', parameters: { daysUntilSSLCertificateExpiration: 0 } },
        'HTTP',
      ),
    ).toHaveLength(1);
    expect(
      check({ type: 'PingPacketLoss', parameters: { runCount: 0, thresholdPercent: 101 } }, 'PING'),
    ).toEqual([
      'parameters.runCount:errors.validation.between',
      'parameters.thresholdPercent:errors.validation.between',
    ]);
    expect(
      check(
        { type: 'HttpSiteKeyword', parameters: { runCount: 1, containsOption: 'CONTAINS', keyword: ' ' } },
        'HTTP',
      ),
    ).toEqual(['parameters.keyword:cloudMonitors.validation.keyword']);
    expect(
      check({ type: 'PortState', parameters: { runCount: 1, port: 70000, portState: 'OPEN' } }, 'PORT_SCAN'),
    ).toEqual(['parameters.port:cloudMonitors.validation.port']);
    expect(
      check({ type: 'PingFailed', parameters: { runCount: 1 }, ticketingAction: 'CREATE_TICKET' }, 'PING'),
    ).toEqual(['ticketTemplateId:cloudMonitors.validation.ticketTemplate']);
    expect(check({ type: 'PingFailed', parameters: { runCount: 1 }, resetThreshold: 7 }, 'PING')).toEqual([
      'resetThreshold:cloudMonitors.validation.resetThreshold',
    ]);
  });
});
