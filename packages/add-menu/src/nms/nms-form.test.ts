import { describe, expect, it } from 'vitest';
import { nodeRoles } from '../fixtures/add-menu-data';
import { canSaveNms, initialNmsForm, nmsIssues, nmsRequestBody, nmsRoles } from './nms-form';

const complete = {
  ...initialNmsForm(),
  clientId: 1,
  locationId: 101,
  nmsDelegateNodeId: 11,
  address: '10.1.1.2',
  nodeRoleId: 20,
  credentialId: 32,
};

describe('the Add NMS device form', () => {
  it('needs every choice and a valid address and port', () => {
    expect(Object.keys(nmsIssues(initialNmsForm())).sort()).toEqual(
      ['address', 'clientId', 'credentialId', 'locationId', 'nmsDelegateNodeId', 'nodeRoleId'].sort(),
    );
    expect(nmsIssues({ ...complete, address: '10.1.1.300' })).toEqual({
      address: 'addDevices.nms.invalidIp',
    });
    expect(nmsIssues({ ...complete, monitorBy: 'DNS_NAME', address: 'switch-1.corp.example' })).toEqual({});
    expect(nmsIssues({ ...complete, monitorBy: 'NET_BIOS_NAME', address: 'CORE-SWITCH-0001' })).toEqual({
      address: 'addDevices.nms.invalidNetbios',
    });
    expect(nmsIssues({ ...complete, snmpPort: '0' })).toEqual({ snmpPort: 'addDevices.nms.portRange' });
    expect(canSaveNms(complete, false)).toBe(true);
    expect(canSaveNms(complete, true)).toBe(false);
  });

  it('sends the trimmed fields, and no name when none was typed', () => {
    expect(nmsRequestBody({ ...complete, address: ' 10.1.1.2 ', snmpPort: '1161' })).toEqual({
      clientId: 1,
      locationId: 101,
      nmsDelegateNodeId: 11,
      monitorBy: 'IP_ADDRESS',
      address: '10.1.1.2',
      snmpPort: 1161,
      name: null,
      nodeRoleId: 20,
      credentialId: 32,
    });
    expect(nmsRequestBody({ ...complete, name: ' Core ' }).name).toBe('Core');
  });

  it('offers only NMS roles', () => {
    expect(nmsRoles(nodeRoles).map((role) => role.name)).toEqual([
      'NMS_SWITCH',
      'NMS_ROUTER',
      'Core switches',
    ]);
  });
});
