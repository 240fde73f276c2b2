/**
 * Demo data and fake API routes of the pickers, shared by their stories and browser tests (the
 * routes answer the contract's paths under `/ws`, as the server's demo seed would).
 */
import type {
  Automation,
  Credential,
  Location,
  NodeRole,
  OrganizationPickerItem,
  PolicyListItem,
} from '@console/core';

const full = { view: true, update: true, create: true, delete: true, full: true };
const viewOnly = { view: true, update: false, create: false, delete: false, full: false };

function role(
  id: number,
  name: string,
  parent: number | null,
  nodeClass: NodeRole['nodeClass'],
  permissions = full,
  system = false,
): NodeRole {
  return {
    id,
    name,
    description: null,
    nodeRoleParentId: parent,
    nodeClass,
    icon: null,
    system,
    permissions,
  };
}

/**
 * Node roles: the two roots and the unmanaged parent (built-in, stored under their well-known
 * names), class roles, custom roles and the unmanaged ones.
 */
export const pickerRoles: NodeRole[] = [
  role(1, 'MANAGED_DEVICE', null, null, full, true),
  role(2, 'UNMANAGED_DEVICE_ROOT', null, null, full, true),
  role(10, 'Windows Workstation', 1, 'WINDOWS_WORKSTATION'),
  role(11, 'Windows Server', 1, 'WINDOWS_SERVER'),
  role(12, 'Mac', 1, 'MAC'),
  role(13, 'Linux Server', 1, 'LINUX_SERVER'),
  role(20, 'Kiosk', 10, 'WINDOWS_WORKSTATION'),
  role(21, 'Domain Controller', 11, 'WINDOWS_SERVER'),
  role(22, 'Reserved Windows', 10, 'WINDOWS_WORKSTATION'),
  role(23, 'Design Mac', 12, 'MAC'),
  role(30, 'UNMANAGED_DEVICE', 2, null, full, true),
  role(31, 'Printer', 30, null),
  role(32, 'Camera', 30, null, viewOnly),
];

/** 60 organizations: more than one page of 50. */
export const pickerOrganizations: OrganizationPickerItem[] = [
  { id: 1, name: 'Contoso Health', locations: [{ id: 101, name: 'Main Clinic' }] },
  {
    id: 2,
    name: 'Northwind Traders',
    locations: [
      { id: 201, name: 'Seattle HQ' },
      { id: 202, name: 'Portland Warehouse' },
    ],
  },
  ...Array.from({ length: 58 }, (_, index) => ({
    id: 100 + index,
    name: `Organization ${String(index + 1).padStart(2, '0')}`,
    locations: [{ id: 1000 + index, name: 'Office' }],
  })),
];

/** Locations of an organization, as `GET /client/{id}/locations` answers. */
export function pickerLocations(organizationId: number): Location[] {
  const organization = pickerOrganizations.find((item) => item.id === organizationId);
  return (organization?.locations ?? []).map((location) => ({
    ...location,
    clientId: organizationId,
    address: null,
    description: null,
  }));
}

/** Policies of several roles. */
export const pickerPolicies: PolicyListItem[] = [
  ['Windows Workstations Default', 'WINDOWS_WORKSTATION'],
  ['Windows Servers Default', 'WINDOWS_SERVER'],
  ['Kiosk Lockdown', 'WINDOWS_WORKSTATION'],
  ['Mac Default', 'MAC'],
].map(([name, nodeClass], index) => ({
  id: index + 1,
  name: name as string,
  description: null,
  nodeClass: nodeClass as PolicyListItem['nodeClass'],
  nodeRoleId: null,
  nodeClassDefault: index < 2,
  parentPolicyId: null,
  enabled: true,
  updateTime: 1_700_000_000,
}));

/** Credentials: shared ones (no organization) and Northwind's. */
export const pickerCredentials: Credential[] = [
  { id: 1, name: 'Northwind Domain Admin', credentialType: 'BASIC', clientId: 2, username: 'svc-rmm' },
  { id: 2, name: 'SNMP v2c public', credentialType: 'SNMPV2', clientId: null, username: null },
  { id: 3, name: 'SNMP v3 monitoring', credentialType: 'SNMPV3', clientId: null, username: 'rmmpriv' },
];

function paged<T>(items: T[], page: number, pageSize: number) {
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length };
}

interface FakeRequest {
  url: string;
  path: string;
}

/** Fake routes for `createTestFetch`: the picker endpoints over the data above. */
export function pickerRoutes(credentials: Credential[] = pickerCredentials): Record<string, unknown> {
  return {
    'GET /ws/query/organizations': (request: FakeRequest) => {
      const query = new URL(request.url, 'http://test').searchParams;
      const search = (query.get('search') ?? '').toLocaleLowerCase();
      const matches = pickerOrganizations.filter((item) => item.name.toLocaleLowerCase().includes(search));
      return paged(matches, Number(query.get('page') ?? 1), Number(query.get('pageSize') ?? 50));
    },
    ...Object.fromEntries(
      pickerOrganizations.map((item) => [`GET /ws/client/${item.id}/locations`, pickerLocations(item.id)]),
    ),
    'GET /ws/noderole/list': pickerRoles,
    'GET /ws/scripting/scripts': pickerAutomations,
    'GET /ws/query/policies': (request: FakeRequest) => {
      const query = new URL(request.url, 'http://test').searchParams;
      const name = (query.get('name') ?? '').toLocaleLowerCase();
      const nodeClass = query.get('nodeClass');
      const matches = pickerPolicies.filter(
        (item) =>
          item.name.toLocaleLowerCase().includes(name) && (!nodeClass || item.nodeClass === nodeClass),
      );
      return paged(matches, 1, 50);
    },
    'GET /ws/credential/list': (request: FakeRequest) => {
      const clientId = Number(new URL(request.url, 'http://test').searchParams.get('clientId'));
      return credentials.filter((item) => item.clientId === null || item.clientId === clientId);
    },
  };
}

function automation(
  id: number,
  name: string,
  language: Automation['language'],
  os: Automation['operatingSystems'],
) {
  return {
    id,
    uid: null,
    name,
    customName: null,
    description: null,
    language,
    automationType: 'ScriptAutomation',
    deviceType: null,
    operatingSystems: os,
    architecture: ['ALL'],
    categoriesIds: [],
    categoriesNames: [],
    code: null,
    parameters: null,
    scriptParameters: [],
    scriptVariables: [],
    useFirstParametersOptionAsDefault: false,
    defaultRunAs: null,
    binaryInstallSettings: null,
    binaryRunSettings: null,
    fileTransferSettings: null,
    createdOn: 1_700_000_000,
    updatedOn: 1_700_000_000,
    createdBy: null,
    lastUpdatedBy: null,
  } as Automation;
}

/** Automations of every kind the script picker meets (install and run ones are hidden). */
export const pickerAutomations: Automation[] = [
  automation(1, 'Clear Temp Files', 'powershell', ['Windows']),
  automation(2, 'Flush DNS Cache', 'batchfile', ['Windows']),
  automation(3, 'Update Homebrew Packages', 'shellscript', ['Mac']),
  automation(4, 'Install 7-Zip', 'binary_install', ['Windows']),
  automation(5, 'Run Disk Cleanup', 'binary_run', ['Windows']),
];
