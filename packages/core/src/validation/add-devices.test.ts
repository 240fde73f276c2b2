import { describe, expect, it } from 'vitest';
import { nmsDeviceCreateSchema } from '../contract/endpoints/nms-device';
import { vmHostRequestSchema } from '../contract/endpoints/vm-host';
import { isValidNetbiosName, validateNmsAddress, validateSnmpPort } from './nms-device';
import {
  canonicalHostAddress,
  isValidDnsName,
  isValidHostname,
  isValidIpAddress,
  validateVmHostForm,
  vmCheckLabel,
  vmTestResultLabel,
} from './vm-host';

describe('the DNS/IP of a VM host', () => {
  it('takes IPv4 addresses and DNS names', () => {
    expect(isValidHostname('10.0.0.5')).toBe(true);
    expect(isValidHostname('esxi-01.corp.example')).toBe(true);
    expect(isValidHostname('10.0.0.300')).toBe(false);
    expect(isValidHostname('-bad.example')).toBe(false);
    expect(isValidDnsName('a'.repeat(64))).toBe(false);
  });

  it('takes IPv6 addresses in any RFC 4291 form, without zone ids or brackets', () => {
    for (const address of [
      '::1',
      '2001:db8::5',
      'FE80::1',
      '2001:0db8:0000:0000:0000:0000:0000:0005',
      '::ffff:10.0.0.5',
    ]) {
      expect(isValidHostname(address), address).toBe(true);
      expect(isValidIpAddress(address), address).toBe(true);
    }
    for (const address of ['2001:db8::5::1', 'fe80::1%eth0', '[::1]', '2001:db8::g', ':::', '12345::1']) {
      expect(isValidHostname(address), address).toBe(false);
      expect(isValidIpAddress(address), address).toBe(false);
    }
    expect(
      validateVmHostForm({
        type: 'ESXI',
        clientId: 1,
        delegateNodeId: 2,
        hostname: '::1',
        apiPort: '443',
        credentialId: 3,
      }),
    ).toEqual({});
    expect(
      validateVmHostForm({
        type: 'ESXI',
        clientId: 1,
        delegateNodeId: 2,
        hostname: '2001:db8:::5',
        apiPort: '443',
        credentialId: 3,
      }).hostname,
    ).toEqual({ key: 'addDevices.vm.invalidHostname' });
  });

  it('stores one text per address: IPv6 in its RFC 5952 form, the rest trimmed', () => {
    expect(canonicalHostAddress(' 2001:DB8:0:0:0:0:0:5 ')).toBe('2001:db8::5');
    expect(canonicalHostAddress('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(canonicalHostAddress(' 10.0.0.5 ')).toBe('10.0.0.5');
    expect(canonicalHostAddress('ESXi-01.corp')).toBe('ESXi-01.corp');
  });
});

describe('the Add VM host rules (000 §5.2, 002 §5.6)', () => {
  const esxi = {
    type: 'ESXI' as const,
    clientId: 1,
    delegateNodeId: 2,
    hostname: 'h',
    apiPort: '443',
    credentialId: 3,
  };
  it("gives the editor's messages", () => {
    expect(validateVmHostForm({ ...esxi, delegateNodeId: null }).delegateNodeId?.key).toBe(
      'addDevices.vm.selectDelegate',
    );
    expect(validateVmHostForm({ ...esxi, apiPort: '70000' }).apiPort?.key).toBe('addDevices.vm.apiPortRange');
    expect(validateVmHostForm({ ...esxi, credentialId: 'x' }).credentialId?.key).toBe(
      'addDevices.vm.credentialNumber',
    );
    expect(
      validateVmHostForm({ ...esxi, type: 'HYPERV', hostname: '', apiPort: '', credentialId: null }),
    ).toEqual({});
  });

  it('is what the server parses: HyperV drops the ESXi fields', () => {
    expect(
      vmHostRequestSchema.parse({ type: 'HYPERV', clientId: 1, delegateNodeId: 2, hostname: 'x' }),
    ).toEqual({
      type: 'HYPERV',
      clientId: 1,
      delegateNodeId: 2,
      name: null,
      hostname: null,
      apiPort: null,
      credentialId: null,
    });
    const refused = vmHostRequestSchema.safeParse({ ...esxi, apiPort: 'abc' });
    expect(refused.error?.issues[0]?.message).toBe('The API port needs to be a number');
  });

  it('labels the stages and results of 000 §4.3', () => {
    expect(vmCheckLabel('CHECKING')).toBe('addDevices.vm.stage.checking');
    expect(vmCheckLabel('INSTALL_FAILED')).toBe('addDevices.vm.fail.install');
    expect(vmTestResultLabel('nope')).toBe('addDevices.vm.result.failed');
  });
});

describe('the Add NMS device rules', () => {
  it('checks the address by the way the device is monitored', () => {
    expect(validateNmsAddress('IP_ADDRESS', '')?.key).toBe('errors.validation.required');
    expect(validateNmsAddress('IP_ADDRESS', '192.168.1.1')).toBeUndefined();
    expect(validateNmsAddress('IP_ADDRESS', '::1')).toBeUndefined();
    expect(validateNmsAddress('IP_ADDRESS', '2001:db8::10')).toBeUndefined();
    expect(validateNmsAddress('IP_ADDRESS', '2001:db8::10::1')?.key).toBe('addDevices.nms.invalidIp');
    expect(validateNmsAddress('IP_ADDRESS', 'fe80::1%eth0')?.key).toBe('addDevices.nms.invalidIp');
    expect(validateNmsAddress('DNS_NAME', '::1')?.key).toBe('addDevices.nms.invalidDns');
    expect(validateNmsAddress('DNS_NAME', '192.168.1.1')?.key).toBe('addDevices.nms.invalidDns');
    expect(validateNmsAddress('NET_BIOS_NAME', 'CORE-SW1')).toBeUndefined();
    expect(isValidNetbiosName('has space')).toBe(false);
    expect(validateSnmpPort('161')).toBeUndefined();
    expect(validateSnmpPort('x')?.key).toBe('addDevices.nms.portRange');
  });

  it('defaults the SNMP port to 161 and refuses a bad address with its message', () => {
    const base = {
      clientId: 1,
      locationId: 2,
      nmsDelegateNodeId: 3,
      monitorBy: 'IP_ADDRESS',
      address: '10.0.0.1',
      nodeRoleId: 4,
      credentialId: 5,
    };
    expect(nmsDeviceCreateSchema.parse(base).snmpPort).toBe(161);
    expect(nmsDeviceCreateSchema.safeParse({ ...base, address: 'x' }).error?.issues[0]?.message).toBe(
      'Enter a valid IP address',
    );
  });
});
