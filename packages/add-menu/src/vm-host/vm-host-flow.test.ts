import { describe, expect, it } from 'vitest';
import {
  addErrorLabel,
  afterCheck,
  afterTest,
  canAdd,
  canTest,
  initialVmHostForm,
  needsNewTest,
  vmDashboardRoute,
  vmHostIssues,
} from './vm-host-flow';

const esxi = {
  ...initialVmHostForm('ESXI'),
  clientId: 1,
  delegateNodeId: 2,
  hostname: 'esxi-01',
  credentialId: 3,
};

describe('the Add VM host form', () => {
  it('needs the delegate, and for ESXi the DNS/IP, a numeric API port and a credential', () => {
    expect(vmHostIssues(initialVmHostForm('HYPERV'))).toEqual({
      clientId: 'errors.validation.required',
      delegateNodeId: 'addDevices.vm.selectDelegate',
    });
    expect(vmHostIssues({ ...esxi, hostname: '', apiPort: '44x', credentialId: null })).toEqual({
      hostname: 'addDevices.vm.enterHostname',
      apiPort: 'addDevices.vm.apiPortNumber',
      credentialId: 'addDevices.vm.enterCredential',
    });
    expect(vmHostIssues({ ...esxi, apiPort: '' })).toEqual({ apiPort: 'addDevices.vm.enterApiPort' });
    expect(vmHostIssues(esxi)).toEqual({});
  });

  it('enables Test host for a complete form, and Add host only after a passed test', () => {
    expect(canTest(esxi, { kind: 'idle' })).toBe(true);
    expect(canTest(esxi, { kind: 'testing' })).toBe(false);
    expect(canTest({ ...esxi, delegateNodeId: null }, { kind: 'idle' })).toBe(false);
    expect(canAdd({ kind: 'idle' }, false)).toBe(false);
    expect(canAdd({ kind: 'passed' }, false)).toBe(true);
    expect(canAdd({ kind: 'passed' }, true)).toBe(false);
  });
});

describe('the staged delegate check and the test (000 §4.3)', () => {
  it('polls while installing, tests on OK, stops on failures with their labels', () => {
    expect(afterCheck({ status: 'DOWNLOADING', reason: null, message: null })).toEqual({
      next: 'poll',
      phase: { kind: 'checking', label: 'addDevices.vm.stage.downloading' },
    });
    expect(afterCheck({ status: 'STARTING', reason: null, message: null }).phase).toEqual({
      kind: 'checking',
      label: 'addDevices.vm.stage.starting',
    });
    expect(afterCheck({ status: 'OK', reason: null, message: null })).toEqual({
      next: 'test',
      phase: { kind: 'testing' },
    });
    expect(
      afterCheck({ status: 'INSTALL_FAILED', reason: 'failed_to_download', message: null }).phase,
    ).toMatchObject({
      label: 'addDevices.vm.fail.download',
    });
    expect(
      afterCheck({ status: 'INSTALL_FAILED', reason: 'failed_to_start_service', message: null }).phase,
    ).toMatchObject({
      label: 'addDevices.vm.fail.startService',
    });
    expect(afterCheck({ status: 'ERROR', reason: null, message: 'x' }).phase).toEqual({
      kind: 'failed',
      label: 'addDevices.vm.fail.install',
      detail: 'x',
    });
  });

  it('maps result codes to the labels', () => {
    expect(afterTest({ result_code: 'OK', message: null })).toEqual({ kind: 'passed' });
    const label = (code: string) =>
      (afterTest({ result_code: code, message: null }) as { label: string }).label;
    expect(label('esxi_init_timeout')).toBe('addDevices.vm.result.timeout');
    expect(label('esxi_unknown')).toBe('addDevices.vm.result.unknown');
    expect(label('unsupported_target')).toBe('addDevices.vm.result.unsupported');
    expect(label('invalid_credentials')).toBe('addDevices.vm.result.invalidCredentials');
    expect(label('anything')).toBe('addDevices.vm.result.failed');
    expect(
      afterTest({ result_code: 'vm_host_test_delegate_error_with_message', message: 'Agent busy' }),
    ).toMatchObject({
      detail: 'Agent busy',
    });
  });

  it('names the dashboard route and the add failures', () => {
    expect(vmDashboardRoute(12)).toBe('/vmDashboard/12/overview');
    expect(addErrorLabel('delegate_already_has_existing_host')).toBe('addDevices.vm.duplicate');
    expect(addErrorLabel('INTERNAL_ERROR')).toBe('addDevices.vm.addError');
    expect(addErrorLabel('vm_host_test_error')).toBe('addDevices.vm.addError');
    expect(needsNewTest('vm_host_test_error')).toBe(true);
    expect(needsNewTest('vm_host_test_delegate_error')).toBe(true);
    expect(needsNewTest('delegate_already_has_existing_host')).toBe(false);
  });
});
