/** Demo data of the Add VM host and Add NMS device stories and tests. */
import type { Credential, NmsDevice, VmDelegate, VmHost } from '@console/core';

/** Credentials of Contoso Health (organization 1) and one shared SNMP credential. */
export const deviceCredentials: Credential[] = [
  { id: 31, name: 'ESXi root', credentialType: 'BASIC', clientId: 1, username: 'root' },
  { id: 32, name: 'Switch community', credentialType: 'SNMPV2', clientId: 1, username: null },
  { id: 33, name: 'Core SNMPv3', credentialType: 'SNMPV3', clientId: null, username: 'rmmpriv' },
];

/** Monitor delegates (and network probes) of Contoso Health. */
export const delegates: VmDelegate[] = [
  {
    id: 11,
    name: 'CH-SRV-001',
    nodeClass: 'WINDOWS_SERVER',
    locationId: 101,
    isUp: true,
    isVmMonitorDelegate: true,
  },
  {
    id: 12,
    name: 'CH-SRV-002',
    nodeClass: 'WINDOWS_SERVER',
    locationId: 101,
    isUp: false,
    isVmMonitorDelegate: false,
  },
];

/** The host Add host answers. */
export const addedHost: VmHost = {
  id: 77,
  type: 'ESXI',
  name: 'esxi-01.contoso.local',
  hostname: 'esxi-01.contoso.local',
  apiPort: 443,
  credentialId: 31,
  delegateNodeId: 11,
  delegateName: 'CH-SRV-001',
  clientId: 1,
  organizationName: 'Contoso Health',
  locationId: 101,
  isUp: true,
  isDownVmHost: false,
  guests: [],
  createdAt: '2026-11-27T03:00:00.000Z',
};

/** The NMS device `POST /nms/device` answers. */
export const addedNmsDevice: NmsDevice = {
  id: 88,
  name: 'rmm-snmp-peer.test.local',
  clientId: 1,
  locationId: 101,
  nodeClass: 'NMS_SWITCH',
  nodeRoleId: 20,
  nmsDelegateNodeId: 11,
  monitorBy: 'IP_ADDRESS',
  address: '10.1.1.2',
  snmpPort: 161,
  credentialId: 32,
  systemName: 'rmm-snmp-peer.test.local',
  sysDescr: 'RMM test agent (Linux x86_64) net-snmp',
  sysObjectId: '1.3.6.1.4.1.8072.3.2.10',
  sysLocation: 'Rack 42, Lab',
  sysContact: 'ops@test.local',
  vendor: 'Net-SNMP',
  model: 'Linux',
  snmpVersion: 'v2c',
  lastPolledAt: '2026-11-27T03:00:00.000Z',
};

/** The device endpoints over the data above (with the pickers' endpoints from the caller). */
export function deviceApi(): Record<string, unknown> {
  const page = { items: delegates, page: 1, pageSize: 50, total: delegates.length };
  return {
    'GET /ws/credential/list': (request: { url: string }) => {
      const clientId = Number(new URL(request.url, 'http://test').searchParams.get('clientId'));
      return deviceCredentials.filter((item) => item.clientId === null || item.clientId === clientId);
    },
    'GET /ws/virtualization/esxi/delegates/1': page,
    'GET /ws/virtualization/hyperv/delegates/1': page,
    'GET /ws/nms/probes/1': {
      ...page,
      items: delegates.map(({ isVmMonitorDelegate: _, ...probe }) => probe),
    },
    'GET /ws/node/delegate/11/vmm/check': {
      resultCode: 'SUCCESS',
      status: 'OK',
      reason: null,
      message: null,
    },
    'GET /ws/node/delegate/12/vmm/check': {
      resultCode: 'SUCCESS',
      status: 'INSTALL_FAILED',
      reason: 'failed_to_start_service',
      message: null,
    },
    'POST /ws/node/delegate/vmhost/test': {
      resultCode: 'SUCCESS',
      result_code: 'OK',
      stage: null,
      message: null,
    },
    'POST /ws/node/delegate/vmhost': { resultCode: 'SUCCESS', id: addedHost.id, vmHost: addedHost },
    'POST /ws/nms/device': { resultCode: 'SUCCESS', nodeId: addedNmsDevice.id, nmsDevice: addedNmsDevice },
  };
}
