import { describe, expect, it } from 'vitest';
import { policyMonitorSchema } from '../contract/entities/policy-monitor';
import { validatePolicyMonitor } from './policy-monitor';

const web = {
  monitorName: 'Intranet',
  type: 'TCP_PORT',
  target: 'intranet.lan',
  port: 443,
  intervalMinutes: 5,
};

describe('policy monitor rules', () => {
  it('accepts each kind with its fields', () => {
    expect(validatePolicyMonitor(web)).toEqual({});
    expect(validatePolicyMonitor({ ...web, type: 'SERVICE', target: 'Spooler', port: null })).toEqual({});
  });
  it('asks for a name, a target, a port for TCP_PORT and an interval in range', () => {
    expect(
      validatePolicyMonitor({ monitorName: ' ', type: 'TCP_PORT', target: '', port: 0, intervalMinutes: 0 }),
    ).toEqual({
      monitorName: { key: 'errors.validation.required' },
      target: { key: 'errors.validation.required' },
      port: { key: 'errors.validation.between', params: { min: 1, max: 65_535 } },
      intervalMinutes: { key: 'errors.validation.between', params: { min: 1, max: 1_440 } },
    });
    expect(validatePolicyMonitor({ ...web, type: 'DISK' }).type).toEqual({
      key: 'errors.validation.required',
    });
  });
  it('runs the same rules in the schema the server reads', () => {
    const parsed = policyMonitorSchema.safeParse({
      ...web,
      monitorUid: '9e3a4b5c-6d7e-4f80-9a1b-2c3d4e5f6a7b',
      port: 70_000,
    });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['port', 'Must be between 1 and 65535'],
    ]);
  });
});
