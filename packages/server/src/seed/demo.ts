import {
  DIVISION_CONFIG,
  FEATURE_FLAGS,
  type NodeClass,
  type Permission,
  type PolicyNodeClass,
} from '@console/core';
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { nodeTypeOf } from '../domains/nodes/queries';
import { message } from '../http/errors';
import { hashPassword, type SecretBox } from '../lib/crypto';
import { Random } from './random';
import { seedScriptingDemo } from './scripting-demo';
import { seedSearchDemo } from './search-demo';
import { DEMO_DIVISION_UID, DEMO_LAB_DIVISION_UID, DEMO_USERS } from './users';

/** Options of {@link seedDemo}. */
export interface SeedOptions {
  /** Encrypts the admin's MFA secret and credential secrets. */
  secrets: SecretBox;
  /** Reference time of the data (trial dates, last contacts). @default new Date() */
  now?: Date;
  /** Devices of the demo account. @default 310 (the hand-tuned mix); 100000 for benchmarks. */
  devices?: number;
  /** PRNG seed. @default 20260101 */
  seed?: number;
}

/** What the seed wrote. */
export interface SeedSummary {
  divisions: number;
  organizations: number;
  locations: number;
  devices: number;
  devicesByClass: Record<string, number>;
  users: number;
  technicianRoles: number;
  policies: number;
  scripts: number;
}

/** The default device mix (a few hundred devices of every class). */
export const DEVICE_MIX: readonly (readonly [NodeClass, number])[] = [
  ['WINDOWS_WORKSTATION', 110],
  ['WINDOWS_SERVER', 24],
  ['MAC', 30],
  ['MAC_SERVER', 2],
  ['LINUX_WORKSTATION', 8],
  ['LINUX_SERVER', 16],
  ['VMWARE_VM_HOST', 3],
  ['VMWARE_VM_GUEST', 18],
  ['HYPERV_VMM_HOST', 2],
  ['HYPERV_VMM_GUEST', 10],
  ['NMS_SWITCH', 8],
  ['NMS_ROUTER', 4],
  ['NMS_FIREWALL', 4],
  ['NMS_PRINTER', 6],
  ['NMS_WAP', 6],
  ['NMS_SERVER', 1],
  ['NMS_OTHER', 2],
  ['ANDROID', 14],
  ['APPLE_IOS', 16],
  ['APPLE_IPADOS', 6],
  ['CLOUD_MONITOR_TARGET', 8],
  ['UNMANAGED_DEVICE', 12],
];
const DEFAULT_DEVICE_COUNT = DEVICE_MIX.reduce((sum, [, n]) => sum + n, 0);

/** Device counts per class for a total: the default mix, scaled. */
export function deviceCountsFor(total: number): Map<NodeClass, number> {
  const counts = new Map<NodeClass, number>();
  let assigned = 0;
  for (const [nodeClass, weight] of DEVICE_MIX) {
    const n = Math.max(
      total >= DEFAULT_DEVICE_COUNT ? 1 : 0,
      Math.floor((weight * total) / DEFAULT_DEVICE_COUNT),
    );
    counts.set(nodeClass, n);
    assigned += n;
  }
  counts.set('WINDOWS_WORKSTATION', (counts.get('WINDOWS_WORKSTATION') ?? 0) + total - assigned);
  return counts;
}

const ORGANIZATIONS = [
  {
    name: 'Northwind Traders',
    prefix: 'NWT',
    domain: 'northwind',
    weight: 30,
    locations: ['Seattle HQ', 'Portland Warehouse', 'Remote Staff'],
  },
  {
    name: 'Contoso Health',
    prefix: 'CTH',
    domain: 'contoso',
    weight: 20,
    locations: ['Main Clinic', 'Research Lab'],
  },
  { name: 'Fabrikam Legal', prefix: 'FAB', domain: 'fabrikam', weight: 12, locations: ['Downtown Office'] },
  {
    name: 'Tailspin Toys',
    prefix: 'TST',
    domain: 'tailspin',
    weight: 15,
    locations: ['Factory', 'Showroom'],
  },
  {
    name: 'Wide World Importers',
    prefix: 'WWI',
    domain: 'wideworld',
    weight: 15,
    locations: ['Head Office', 'Dock 4'],
  },
  { name: 'Adventure Works', prefix: 'ADV', domain: 'adventure', weight: 8, locations: ['Basecamp'] },
] as const;

const PEOPLE = [
  'jdoe',
  'asmith',
  'mgarcia',
  'lchen',
  'pkumar',
  'owilliams',
  'nbrown',
  'ejohnson',
  'rlee',
  'kmartin',
  'swhite',
  'dthomas',
  'cmoore',
  'jtaylor',
  'bharris',
  'aclark',
  'mlewis',
  'yrobinson',
  'twalker',
  'fyoung',
];

const CLASS_ICONS: Record<string, string> = {
  WINDOWS_WORKSTATION: 'windows',
  WINDOWS_SERVER: 'windows-server',
  MAC: 'apple',
  MAC_SERVER: 'apple-server',
  LINUX_WORKSTATION: 'linux',
  LINUX_SERVER: 'linux-server',
  VMWARE_VM_HOST: 'vmware',
  VMWARE_VM_GUEST: 'vm',
  HYPERV_VMM_HOST: 'hyperv',
  HYPERV_VMM_GUEST: 'vm',
  NMS_SWITCH: 'switch',
  NMS_ROUTER: 'router',
  NMS_FIREWALL: 'firewall',
  NMS_PRINTER: 'printer',
  NMS_WAP: 'wifi',
  NMS_SERVER: 'server',
  NMS_OTHER: 'network',
  ANDROID: 'android',
  APPLE_IOS: 'iphone',
  APPLE_IPADOS: 'ipad',
  CLOUD_MONITOR_TARGET: 'cloud',
  UNMANAGED_DEVICE: 'asset',
};

const MANAGED_CLASSES = DEVICE_MIX.map(([nodeClass]) => nodeClass).filter((c) => c !== 'UNMANAGED_DEVICE');

const OS: Partial<Record<NodeClass, readonly string[]>> = {
  WINDOWS_WORKSTATION: ['Windows 11 Pro 23H2', 'Windows 11 Enterprise 24H2', 'Windows 10 Pro 22H2'],
  WINDOWS_SERVER: [
    'Windows Server 2022 Standard',
    'Windows Server 2019 Datacenter',
    'Windows Server 2025 Standard',
  ],
  MAC: ['macOS Sonoma 14.6', 'macOS Sequoia 15.2'],
  MAC_SERVER: ['macOS Sequoia 15.2'],
  LINUX_WORKSTATION: ['Ubuntu 24.04 LTS', 'Fedora 41'],
  LINUX_SERVER: ['Ubuntu 22.04 LTS', 'Debian 12', 'Rocky Linux 9.4'],
  VMWARE_VM_HOST: ['VMware ESXi 8.0 U2'],
  VMWARE_VM_GUEST: ['Windows Server 2022 Standard', 'Ubuntu 22.04 LTS'],
  HYPERV_VMM_HOST: ['Windows Server 2022 Datacenter'],
  HYPERV_VMM_GUEST: ['Windows Server 2019 Standard', 'Windows 11 Enterprise'],
  ANDROID: ['Android 14', 'Android 15'],
  APPLE_IOS: ['iOS 17.6', 'iOS 18.2'],
  APPLE_IPADOS: ['iPadOS 18.2'],
};

const HARDWARE: Partial<Record<NodeClass, readonly (readonly [string, string])[]>> = {
  WINDOWS_WORKSTATION: [
    ['Dell Inc.', 'Latitude 7440'],
    ['LENOVO', 'ThinkPad T14 Gen 4'],
    ['HP', 'EliteBook 840 G10'],
    ['Microsoft Corporation', 'Surface Laptop 6'],
  ],
  WINDOWS_SERVER: [
    ['Dell Inc.', 'PowerEdge R750'],
    ['HPE', 'ProLiant DL380 Gen11'],
    ['LENOVO', 'ThinkSystem SR650 V3'],
  ],
  MAC: [
    ['Apple Inc.', 'MacBook Pro (14-inch, 2023)'],
    ['Apple Inc.', 'MacBook Air (M3, 2024)'],
    ['Apple Inc.', 'iMac (24-inch, 2023)'],
  ],
  MAC_SERVER: [['Apple Inc.', 'Mac mini (2023)']],
  LINUX_WORKSTATION: [
    ['LENOVO', 'ThinkPad X1 Carbon Gen 11'],
    ['Dell Inc.', 'XPS 13 Plus'],
  ],
  LINUX_SERVER: [
    ['Dell Inc.', 'PowerEdge R660'],
    ['Supermicro', 'SYS-1029P'],
  ],
  VMWARE_VM_HOST: [['Dell Inc.', 'PowerEdge R760']],
  HYPERV_VMM_HOST: [['HPE', 'ProLiant DL360 Gen11']],
  NMS_SWITCH: [
    ['Cisco', 'Catalyst 9200L'],
    ['Aruba', 'CX 6100'],
  ],
  NMS_ROUTER: [
    ['Cisco', 'ISR 1100'],
    ['MikroTik', 'RB5009'],
  ],
  NMS_FIREWALL: [
    ['Fortinet', 'FortiGate 60F'],
    ['Palo Alto Networks', 'PA-440'],
  ],
  NMS_PRINTER: [
    ['HP', 'LaserJet Pro M404dn'],
    ['Brother', 'HL-L6210DW'],
  ],
  NMS_WAP: [
    ['Ubiquiti', 'U6 Pro'],
    ['Aruba', 'AP-515'],
  ],
  NMS_SERVER: [['Synology', 'RS1221+']],
  NMS_OTHER: [['APC', 'Smart-UPS 1500']],
  ANDROID: [
    ['Samsung', 'Galaxy S24'],
    ['Google', 'Pixel 8'],
    ['Zebra', 'TC58'],
  ],
  APPLE_IOS: [
    ['Apple Inc.', 'iPhone 15'],
    ['Apple Inc.', 'iPhone 14'],
  ],
  APPLE_IPADOS: [['Apple Inc.', 'iPad Air (M2)']],
};

const POLICY_LABELS: Record<string, string> = {
  WINDOWS_WORKSTATION: 'Windows Workstations',
  WINDOWS_SERVER: 'Windows Servers',
  MAC: 'Macs',
  MAC_SERVER: 'Mac Servers',
  LINUX_WORKSTATION: 'Linux Workstations',
  LINUX_SERVER: 'Linux Servers',
  VMWARE_VM_GUEST: 'VMware Guests',
  VMWARE_VM_HOST: 'VMware Hosts',
  HYPERV_VMM_GUEST: 'Hyper-V Guests',
  HYPERV_VMM_HOST: 'Hyper-V Hosts',
  ANDROID: 'Android',
  APPLE_IOS: 'iOS',
  APPLE_IPADOS: 'iPadOS',
};

const UNMANAGED_ROLES = ['Printer', 'Monitor', 'Desk Phone', 'Projector', 'UPS'] as const;

const hashes = new Map<string, Promise<string>>();
/** Password hashes are costly: compute each once per process. */
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

const grant = (
  type: Permission['type'],
  name: string,
  scope: Partial<Pick<Permission, 'entityId' | 'nodeClass' | 'nodeRoleId'>> = {},
): Permission => ({ type, name, entityId: null, nodeClass: null, nodeRoleId: null, ...scope });

const crud = (type: Permission['type']) =>
  ['View', 'Update', 'Create', 'Delete'].map((name) => grant(type, name));

const REMOTE_NODE_PERMISSIONS = [
  'RemoteAccess.TeamViewer.Access',
  'RemoteAccess.NinjaConnect.Access',
  'RemoteAccess.Splashtop.Access',
  'RemoteAccess.Connectwise.Access',
  'RemoteAccess.RDP.Access',
  'RemoteTools.FileExplorer.Access',
  'RemoteTools.TaskManager.Access',
  'RemoteTools.ServicesManager.Access',
  'RemoteTools.RemoteRegistry.Access',
  'RemoteTools.CommandLine.Access',
];

async function insertChunks<T>(
  items: T[],
  size: number,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/** True when the database already holds data (the demo is seeded only into an empty database). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.divisions);
  return (row?.n ?? 0) > 0;
}

interface DivisionSeed {
  id: number;
  roles: {
    managedRoot: number;
    unmanagedRoot: number;
    byClass: Map<string, number>;
    custom: Map<string, number>;
    unmanaged: number[];
  };
  policies: Map<string, number>;
}

async function seedRolesAndPolicies(
  db: Db,
  divisionId: number,
  now: Date,
  mdm: boolean,
): Promise<DivisionSeed> {
  const [managedRoot] = await db
    .insert(t.nodeRoles)
    .values({
      divisionId,
      name: 'MANAGED_DEVICE',
      description: 'Managed devices',
      system: true,
      icon: 'managed',
    })
    .returning({ id: t.nodeRoles.id });
  const [unmanagedRoot] = await db
    .insert(t.nodeRoles)
    .values({
      divisionId,
      name: 'UNMANAGED_DEVICE_ROOT',
      description: 'Unmanaged devices',
      system: true,
      icon: 'asset',
    })
    .returning({ id: t.nodeRoles.id });
  if (!managedRoot || !unmanagedRoot) throw new Error('seed: roots');
  const classRoles = await db
    .insert(t.nodeRoles)
    .values(
      MANAGED_CLASSES.map((nodeClass) => ({
        divisionId,
        name: nodeClass,
        parentId: managedRoot.id,
        nodeClass,
        icon: CLASS_ICONS[nodeClass] ?? null,
        system: true,
      })),
    )
    .returning({ id: t.nodeRoles.id, nodeClass: t.nodeRoles.nodeClass });
  const byClass = new Map(classRoles.map((row) => [row.nodeClass ?? '', row.id]));
  const [unmanagedRole] = await db
    .insert(t.nodeRoles)
    .values({
      divisionId,
      name: 'UNMANAGED_DEVICE',
      description: 'Unmanaged device',
      parentId: unmanagedRoot.id,
      nodeClass: 'UNMANAGED_DEVICE',
      icon: 'asset',
      system: true,
    })
    .returning({ id: t.nodeRoles.id });
  if (!unmanagedRole) throw new Error('seed: unmanaged role');
  byClass.set('UNMANAGED_DEVICE', unmanagedRole.id);
  const customSpecs: [string, NodeClass][] = [
    ['Domain Controller', 'WINDOWS_SERVER'],
    ['SQL Server', 'WINDOWS_SERVER'],
    ['Kiosk', 'WINDOWS_WORKSTATION'],
    ['Developer Mac', 'MAC'],
    ['Web Server', 'LINUX_SERVER'],
  ];
  const customRows = await db
    .insert(t.nodeRoles)
    .values(
      customSpecs.map(([name, nodeClass]) => ({
        divisionId,
        name,
        parentId: byClass.get(nodeClass) ?? null,
        nodeClass,
        icon: CLASS_ICONS[nodeClass] ?? null,
      })),
    )
    .returning({ id: t.nodeRoles.id, name: t.nodeRoles.name });
  const custom = new Map(customRows.map((row) => [row.name, row.id]));
  const unmanagedRows = await db
    .insert(t.nodeRoles)
    .values(
      UNMANAGED_ROLES.map((name) => ({
        divisionId,
        name,
        parentId: unmanagedRole.id,
        nodeClass: 'UNMANAGED_DEVICE',
        icon: 'asset',
      })),
    )
    .returning({ id: t.nodeRoles.id });

  const policyClasses: PolicyNodeClass[] = [
    'WINDOWS_WORKSTATION',
    'WINDOWS_SERVER',
    'MAC',
    'MAC_SERVER',
    'LINUX_WORKSTATION',
    'LINUX_SERVER',
    'VMWARE_VM_GUEST',
    'VMWARE_VM_HOST',
    'HYPERV_VMM_GUEST',
    'HYPERV_VMM_HOST',
    ...(mdm ? (['ANDROID', 'APPLE_IOS', 'APPLE_IPADOS'] as const) : []),
  ];
  const label = (nodeClass: string) => POLICY_LABELS[nodeClass] ?? nodeClass;
  const defaultContent = (nodeClass: string) => ({
    patchManagement: { enabled: nodeClass.startsWith('WINDOWS'), scanSchedule: 'DAILY' },
    softwarePatchManagement: { enabled: nodeClass.startsWith('WINDOWS') || nodeClass.startsWith('MAC') },
    conditions: [],
    actionsetSchedules: [],
  });
  const defaults = await db
    .insert(t.policies)
    .values([
      ...policyClasses.map((nodeClass) => ({
        divisionId,
        name: `${label(nodeClass)} (default)`,
        description: `Default policy for ${label(nodeClass)}`,
        nodeClass,
        nodeClassDefault: true,
        content: defaultContent(nodeClass),
        createdAt: now,
        updatedAt: now,
      })),
      {
        divisionId,
        name: 'NMS Switches (default)',
        description: 'Default policy for network switches',
        nodeClass: 'NMS',
        nodeRoleId: byClass.get('NMS_SWITCH') ?? null,
        nodeClassDefault: true,
        content: { conditions: [] },
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning({ id: t.policies.id, nodeClass: t.policies.nodeClass });
  const policies = new Map(defaults.map((row) => [`default:${row.nodeClass}`, row.id]));
  const extra = await db
    .insert(t.policies)
    .values([
      {
        divisionId,
        name: 'Domain Controllers',
        description: 'Stricter patching and AD monitoring',
        nodeClass: 'WINDOWS_SERVER',
        parentPolicyId: policies.get('default:WINDOWS_SERVER') ?? null,
        content: { patchManagement: { enabled: true, rebootWindow: 'SUNDAY_02' } },
        createdAt: now,
        updatedAt: now,
      },
      {
        divisionId,
        name: 'Kiosk Lockdown',
        description: 'Locked-down shared workstations',
        nodeClass: 'WINDOWS_WORKSTATION',
        parentPolicyId: policies.get('default:WINDOWS_WORKSTATION') ?? null,
        content: { configureWindowsUpdate: { enabled: true } },
        createdAt: now,
        updatedAt: now,
      },
      {
        divisionId,
        name: 'NMS Firewalls',
        description: 'Firewall interface and CPU monitoring',
        nodeClass: 'NMS',
        nodeRoleId: byClass.get('NMS_FIREWALL') ?? null,
        content: { conditions: [] },
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning({ id: t.policies.id, name: t.policies.name });
  for (const row of extra) policies.set(row.name, row.id);
  return {
    id: divisionId,
    roles: {
      managedRoot: managedRoot.id,
      unmanagedRoot: unmanagedRoot.id,
      byClass,
      custom,
      unmanaged: unmanagedRows.map((row) => row.id),
    },
    policies,
  };
}

async function seedDivisionSettings(
  db: Db,
  divisionId: number,
  flags: readonly string[],
  config: Record<string, boolean>,
) {
  await db.insert(t.featureFlags).values(flags.map((name) => ({ divisionId, name, enabled: true })));
  await db
    .insert(t.divisionConfig)
    .values(Object.entries(config).map(([name, enabled]) => ({ divisionId, name, enabled })));
}

/**
 * Seeds the demo: the "Demo MSP" trial account (organizations, locations, a few hundred devices of
 * every class, node roles, policies, credentials, script categories and scripts, technician roles,
 * users with different permissions, announcements, ticket templates, open tickets, running jobs,
 * backup data) and a small "Demo Lab" account the admin also belongs to. Deterministic: a seeded
 * PRNG; only dates follow `now`.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const random = new Random(options.seed ?? 20260101);
  const day = 86_400_000;
  const total = Math.max(0, Math.floor(options.devices ?? DEFAULT_DEVICE_COUNT));

  // ── accounts ─────────────────────────────────────────────────────────────
  const [msp, lab] = await db
    .insert(t.divisions)
    .values([
      {
        uid: DEMO_DIVISION_UID,
        companyName: 'Demo MSP',
        isTrialLicense: true,
        licenseExpiration: new Date(now.getTime() + 12 * day),
        accountCreated: new Date(now.getTime() - 18 * day),
        settings: { ticketingEnabled: true },
        salesContactName: 'Jordan Rivera',
        salesContactEmail: 'sales@example.com',
      },
      {
        uid: DEMO_LAB_DIVISION_UID,
        companyName: 'Demo Lab',
        isTrialLicense: false,
        licenseExpiration: null,
        accountCreated: new Date(now.getTime() - 400 * day),
        settings: { ticketingEnabled: false },
        salesContactName: 'Jordan Rivera',
        salesContactEmail: 'sales@example.com',
      },
    ])
    .returning();
  if (!msp || !lab) throw new Error('seed: divisions');

  const F = FEATURE_FLAGS;
  const D = DIVISION_CONFIG;
  await seedDivisionSettings(
    db,
    msp.id,
    [
      F.nmsNetworkDiscovery,
      F.customSnmp,
      F.itAssetManagement,
      F.mdm,
      F.mdmApple,
      F.mdmAndroid,
      F.macMdm,
      F.ninjaPsa,
      F.remoteSupport,
      F.nodeCaching,
      F.dynamicPolicy,
      F.ninjaControl,
      F.splashtop,
    ],
    {
      [D.ninjaControl]: true,
      [D.splashtop]: true,
      [D.teamViewer]: false,
      [D.saasBackup]: false,
      [D.backup]: true,
      [D.nmsAgent]: true,
      [D.itam]: true,
    },
  );
  await seedDivisionSettings(db, lab.id, [F.nmsNetworkDiscovery, F.customSnmp], {
    [D.ninjaControl]: true,
    [D.backup]: false,
    [D.nmsAgent]: true,
  });
  const main = await seedRolesAndPolicies(db, msp.id, now, true);
  const labSeed = await seedRolesAndPolicies(db, lab.id, now, false);

  // ── organizations and locations ────────────────────────────────────────
  const orgRows = await db
    .insert(t.organizations)
    .values(
      ORGANIZATIONS.map((org, index) => ({
        divisionId: msp.id,
        name: org.name,
        description: `${org.name} managed since ${2019 + index}`,
        nodeApprovalMode:
          index === 5 ? ('REJECT' as const) : index === 4 ? ('MANUAL' as const) : ('AUTOMATIC' as const),
        deleteBackupDataPermanently: false,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: t.organizations.id, name: t.organizations.name });
  const orgs = orgRows.map((row, index) => {
    const spec = ORGANIZATIONS[index];
    if (!spec) throw new Error('seed: organization');
    return { ...spec, id: row.id, index, locations: [] as { id: number; name: string; publicIp: string }[] };
  });
  for (const org of orgs) {
    const rows = await db
      .insert(t.locations)
      .values(
        ORGANIZATIONS[org.index]?.locations.map((name) => ({
          clientId: org.id,
          name,
          address: `${random.int(10, 999)} ${random.pick(['Main', 'Harbor', 'Pine', 'Market', 'Lake'])} Street`,
        })) ?? [],
      )
      .returning({ id: t.locations.id, name: t.locations.name });
    org.locations = rows.map((row, i) => ({
      ...row,
      publicIp: `${random.pick(['203.0.113', '198.51.100', '192.0.2'])}.${10 + org.index * 20 + i}`,
    }));
  }
  const [labOrg] = await db
    .insert(t.organizations)
    .values({
      divisionId: lab.id,
      name: 'Lab Network',
      description: 'Test bench',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: t.organizations.id });
  if (!labOrg) throw new Error('seed: lab org');
  const [labLocation] = await db
    .insert(t.locations)
    .values({ clientId: labOrg.id, name: 'Bench' })
    .returning({ id: t.locations.id });
  if (!labLocation) throw new Error('seed: lab location');
  const [northwind, contoso] = orgs;
  if (!northwind || !contoso) throw new Error('seed: orgs');

  // ── technician and end-user roles ──────────────────────────────────────
  const S = (name: string) => grant('SYSTEM', name);
  const roleRows = await db
    .insert(t.userRoles)
    .values([
      {
        divisionId: msp.id,
        name: 'Full Technician',
        description: 'Every device, organization, policy and automation',
        roleType: 'TECHNICIAN' as const,
        permissions: [
          ...crud('DEVICE'),
          ...crud('ORGANIZATION'),
          ...crud('POLICY'),
          ...crud('SCRIPT_CATEGORY'),
          grant('SCRIPT_CATEGORY', 'Run'),
          ...crud('SCHEDULED_TASK'),
          grant('SEARCH', 'FullAccess'),
          ...REMOTE_NODE_PERMISSIONS.map((name) => grant('NODE', name)),
          S('MaintenanceMode.Editor.Access'),
          S('Reports.FullAccess'),
          S('Backup.View'),
          S('Backup.Restore'),
          S('Backup.Manage'),
          S('EndUserSharing.Access'),
          S('Configuration.Activities.Access'),
          S('Configuration.PSA.Access'),
          S('ActiveDirectoryManagement.Access'),
          S('RemoteSupport.Access'),
        ],
      },
      {
        divisionId: msp.id,
        name: 'Limited Technician',
        description: 'Northwind Traders and Contoso Health only',
        roleType: 'TECHNICIAN' as const,
        permissions: [
          grant('ORGANIZATION', 'View', { entityId: northwind.id }),
          grant('ORGANIZATION', 'Update', { entityId: northwind.id }),
          grant('ORGANIZATION', 'View', { entityId: contoso.id }),
          grant('DEVICE', 'View'),
          grant('DEVICE', 'Update'),
          grant('DEVICE', 'Create'),
          grant('DEVICE', 'Delete', { nodeClass: 'WINDOWS_WORKSTATION' }),
          grant('POLICY', 'View'),
          grant('SCRIPT_CATEGORY', 'View'),
          grant('SCRIPT_CATEGORY', 'Run'),
          grant('SCHEDULED_TASK', 'View'),
          grant('SEARCH', 'View'),
          ...REMOTE_NODE_PERMISSIONS.map((name) => grant('NODE', name)),
          S('MaintenanceMode.Editor.Access'),
        ],
      },
      {
        divisionId: msp.id,
        name: 'Support (no remote tools)',
        description: 'Help desk: every organization, no remote tools',
        roleType: 'TECHNICIAN' as const,
        permissions: [
          grant('ORGANIZATION', 'View'),
          grant('DEVICE', 'View'),
          grant('DEVICE', 'Update'),
          grant('POLICY', 'View'),
          grant('SCRIPT_CATEGORY', 'View'),
          grant('SCRIPT_CATEGORY', 'Run'),
          grant('SEARCH', 'View'),
        ],
      },
      {
        divisionId: msp.id,
        name: 'Standard End User',
        description: 'Self-service portal',
        roleType: 'END_USER' as const,
        permissions: [],
      },
      {
        divisionId: lab.id,
        name: 'Lab Technician',
        description: 'Everything in the lab',
        roleType: 'TECHNICIAN' as const,
        permissions: [...crud('DEVICE'), ...crud('ORGANIZATION'), ...crud('POLICY')],
      },
    ])
    .returning({ id: t.userRoles.id, name: t.userRoles.name });
  const roleId = (name: string) => {
    const row = roleRows.find((r) => r.name === name);
    if (!row) throw new Error(`seed: role ${name}`);
    return row.id;
  };

  // ── users ──────────────────────────────────────────────────────────────
  const userSpecs = [
    { ...DEMO_USERS.admin, key: 'admin' },
    { ...DEMO_USERS.tech, key: 'tech' },
    { ...DEMO_USERS.support, key: 'support' },
    { ...DEMO_USERS.enduser, key: 'enduser' },
    {
      key: 'dana',
      email: 'dana.reyes@demo.console',
      password: null,
      firstName: 'Dana',
      lastName: 'Reyes',
      mfaSecret: null,
    },
    {
      key: 'chris',
      email: 'chris.park@demo.console',
      password: null,
      firstName: 'Chris',
      lastName: 'Park',
      mfaSecret: null,
    },
    {
      key: 'lab',
      email: 'lab.tech@demo.console',
      password: null,
      firstName: 'Lee',
      lastName: 'Bench',
      mfaSecret: null,
    },
  ];
  const userRows = await db
    .insert(t.users)
    .values(
      await Promise.all(
        userSpecs.map(async (spec) => ({
          uid: random.uuid(),
          email: spec.email,
          firstName: spec.firstName,
          lastName: spec.lastName,
          passwordHash: spec.password ? await hashOnce(spec.password) : null,
          mfaSecret: spec.mfaSecret ? options.secrets.encrypt(spec.mfaSecret) : null,
          createdAt: new Date(now.getTime() - 200 * day),
        })),
      ),
    )
    .returning({ id: t.users.id, uid: t.users.uid, email: t.users.email });
  const user = (key: string) => {
    const email = userSpecs.find((spec) => spec.key === key)?.email;
    const row = userRows.find((r) => r.email === email);
    if (!row) throw new Error(`seed: user ${key}`);
    return row;
  };
  await db.insert(t.memberships).values([
    {
      userId: user('admin').id,
      divisionId: msp.id,
      userType: 'TECHNICIAN',
      sysadmin: true,
      isDefault: true,
      content: {},
    },
    { userId: user('admin').id, divisionId: lab.id, userType: 'TECHNICIAN', sysadmin: true, content: {} },
    {
      userId: user('tech').id,
      divisionId: msp.id,
      userType: 'TECHNICIAN',
      roleId: roleId('Limited Technician'),
      isDefault: true,
      content: { permissions: { ticketCrud: ['READ', 'CREATE', 'UPDATE'] }, userInactivityTimeout: 120 },
    },
    {
      userId: user('support').id,
      divisionId: msp.id,
      userType: 'TECHNICIAN',
      roleId: roleId('Support (no remote tools)'),
      isDefault: true,
      content: { permissions: { ticketCrud: ['READ', 'CREATE', 'UPDATE', 'DELETE'] } },
    },
    {
      userId: user('enduser').id,
      divisionId: msp.id,
      userType: 'END_USER',
      roleId: roleId('Standard End User'),
      clientId: northwind.id,
      isDefault: true,
      content: {},
    },
    {
      userId: user('dana').id,
      divisionId: msp.id,
      userType: 'TECHNICIAN',
      roleId: roleId('Full Technician'),
      isDefault: true,
      content: {},
    },
    {
      userId: user('chris').id,
      divisionId: msp.id,
      userType: 'TECHNICIAN',
      roleId: roleId('Limited Technician'),
      isDefault: true,
      content: {},
    },
    {
      userId: user('lab').id,
      divisionId: lab.id,
      userType: 'TECHNICIAN',
      roleId: roleId('Lab Technician'),
      isDefault: true,
      content: {},
    },
  ]);

  // ── devices ────────────────────────────────────────────────────────────
  const counts = deviceCountsFor(total);
  type NodeInsert = typeof t.nodes.$inferInsert;
  const serial = new Map<string, number>();
  const orgWeights = orgs.map((org) => [org, org.weight] as const);
  const endUserUids = [user('enduser').uid, user('dana').uid, user('chris').uid];

  const makeNode = (
    nodeClass: NodeClass,
    org: (typeof orgs)[number],
    at?: (typeof orgs)[number]['locations'][number],
  ): NodeInsert => {
    const location = at ?? random.pick(org.locations);
    const n = (serial.get(`${org.prefix}:${nodeClass}`) ?? 0) + 1;
    serial.set(`${org.prefix}:${nodeClass}`, n);
    const kind = {
      WINDOWS_WORKSTATION: 'WS',
      WINDOWS_SERVER: 'SRV',
      MAC: 'MAC',
      MAC_SERVER: 'MACSRV',
      LINUX_WORKSTATION: 'LNX',
      LINUX_SERVER: 'LSRV',
      VMWARE_VM_HOST: 'ESX',
      VMWARE_VM_GUEST: 'VM',
      HYPERV_VMM_HOST: 'HV',
      HYPERV_VMM_GUEST: 'HVM',
      NMS_SWITCH: 'SW',
      NMS_ROUTER: 'RTR',
      NMS_FIREWALL: 'FW',
      NMS_PRINTER: 'PRN',
      NMS_WAP: 'AP',
      NMS_SERVER: 'NAS',
      NMS_OTHER: 'UPS',
      ANDROID: 'AND',
      APPLE_IOS: 'IPH',
      APPLE_IPADOS: 'IPD',
      CLOUD_MONITOR_TARGET: 'MON',
      UNMANAGED_DEVICE: 'AST',
    }[nodeClass];
    const systemName = `${org.prefix}-${kind}-${String(n).padStart(total > 5000 ? 5 : 3, '0')}`;
    const isUp = nodeClass === 'UNMANAGED_DEVICE' ? false : random.chance(0.82);
    const [manufacturer, model] = random.pick(HARDWARE[nodeClass] ?? [['Generic', 'Device']]);
    const serialNumber = random.alnum(manufacturer === 'Dell Inc.' ? 7 : 10);
    const person = random.pick(PEOPLE);
    const ip = `10.${org.index + 1}.${org.locations.indexOf(location) + 1}.${random.int(10, 250)}`;
    const minutesAgo = isUp ? random.int(0, 4) : random.int(60, 60 * 24 * 20);
    const agent =
      nodeTypeOf(nodeClass) === 'AGENT' || nodeClass.endsWith('_GUEST') || nodeClass.endsWith('_HOST');
    const mobile = nodeTypeOf(nodeClass) === 'MOBILE';
    const node: NodeInsert = {
      divisionId: msp.id,
      clientId: org.id,
      locationId: location.id,
      nodeClass,
      nodeType: nodeTypeOf(nodeClass),
      nodeRoleId: main.roles.byClass.get(nodeClass) ?? main.roles.managedRoot,
      name: systemName,
      systemName,
      dnsName:
        agent || nodeClass.startsWith('NMS_') ? `${systemName.toLowerCase()}.${org.domain}.local` : null,
      netbiosName:
        agent && !nodeClass.startsWith('MAC') && !nodeClass.startsWith('LINUX') ? systemName : null,
      serialNumber: nodeClass === 'CLOUD_MONITOR_TARGET' ? null : serialNumber,
      biosSerialNumber: agent ? serialNumber : null,
      serviceTag: manufacturer === 'Dell Inc.' ? serialNumber : null,
      lastLoggedInUser:
        agent && !nodeClass.endsWith('_HOST') ? `${org.domain.toUpperCase()}\\${person}` : null,
      publicIp: nodeClass === 'UNMANAGED_DEVICE' ? null : location.publicIp,
      ipAddresses: nodeClass === 'CLOUD_MONITOR_TARGET' || mobile ? [] : [ip],
      macAddresses: nodeClass === 'CLOUD_MONITOR_TARGET' ? [] : [random.mac()],
      isUp,
      healthStatus:
        nodeClass === 'UNMANAGED_DEVICE'
          ? 'UNKNOWN'
          : random.weighted([
              ['HEALTHY', 70],
              ['NEEDS_ATTENTION', 18],
              ['UNHEALTHY', 8],
              ['UNKNOWN', 4],
            ] as const),
      approvalStatus: nodeClass.startsWith('WINDOWS') && random.chance(0.02) ? 'PENDING' : 'APPROVED',
      lastContact: nodeClass === 'UNMANAGED_DEVICE' ? null : new Date(now.getTime() - minutesAgo * 60_000),
      details: {
        osName: random.pick(OS[nodeClass] ?? ['']) || null,
        osArchitecture: agent ? '64-bit' : null,
        manufacturer,
        model,
        submitTime: Math.floor((now.getTime() - minutesAgo * 60_000) / 1000),
      },
      createdAt: new Date(now.getTime() - random.int(5, 700) * day),
      updatedAt: now,
    };
    if (mobile) {
      const erased = random.chance(0.05);
      node.details = {
        ...node.details,
        mdmStatus: erased ? 'ERASED' : 'ENROLLED',
        mdmEnrolledAt: Math.floor((now.getTime() - random.int(10, 300) * day) / 1000),
        mdmStatusUpdatedTime: Math.floor((now.getTime() - random.int(0, 9) * day) / 1000),
      };
      node.friendlyName = `${person}'s ${model}`;
    }
    if (nodeClass === 'CLOUD_MONITOR_TARGET') {
      const email = random.chance(0.25);
      node.nodeType = email ? 'CLOUD_MONITOR_TARGET_EMAIL_SERVER' : 'CLOUD_MONITOR_TARGET';
      const host = email
        ? `mail.${org.domain}.example`
        : `${random.pick(['www', 'portal', 'api', 'vpn'])}.${org.domain}.example`;
      node.name = host;
      node.systemName = host;
      node.details = { hostname: host, submitTime: node.details?.submitTime as number };
    }
    if (nodeClass === 'UNMANAGED_DEVICE') {
      const roleIndex = random.int(0, main.roles.unmanaged.length - 1);
      node.nodeRoleId = main.roles.unmanaged[roleIndex] ?? main.roles.byClass.get('UNMANAGED_DEVICE') ?? 0;
      node.name = `${UNMANAGED_ROLES[roleIndex] ?? 'Asset'} ${org.prefix}-${String(n).padStart(3, '0')}`;
      node.systemName = null;
      node.assignedUserUid = random.chance(0.6) ? random.pick(endUserUids) : null;
      const start = new Date(now.getTime() - random.int(30, 900) * day);
      node.warrantyStartDate = start.toISOString().slice(0, 10);
      node.warrantyEndDate = new Date(start.getTime() + random.pick([365, 730, 1095]) * day)
        .toISOString()
        .slice(0, 10);
      node.details = {};
    }
    if (nodeClass === 'WINDOWS_WORKSTATION' && random.chance(0.1)) node.friendlyName = `${person}'s laptop`;
    return node;
  };

  // Custom roles, policies and maintenance on some devices.
  const decorate = (node: NodeInsert) => {
    if (node.nodeClass === 'WINDOWS_SERVER' && random.chance(0.2)) {
      node.nodeRoleId = main.roles.custom.get('Domain Controller') ?? node.nodeRoleId;
      node.policyId = main.policies.get('Domain Controllers') ?? null;
    } else if (node.nodeClass === 'WINDOWS_SERVER' && random.chance(0.15)) {
      node.nodeRoleId = main.roles.custom.get('SQL Server') ?? node.nodeRoleId;
    } else if (node.nodeClass === 'WINDOWS_WORKSTATION' && random.chance(0.05)) {
      node.nodeRoleId = main.roles.custom.get('Kiosk') ?? node.nodeRoleId;
      node.policyId = main.policies.get('Kiosk Lockdown') ?? null;
    } else if (node.nodeClass === 'MAC' && random.chance(0.2)) {
      node.nodeRoleId = main.roles.custom.get('Developer Mac') ?? node.nodeRoleId;
    } else if (node.nodeClass === 'LINUX_SERVER' && random.chance(0.3)) {
      node.nodeRoleId = main.roles.custom.get('Web Server') ?? node.nodeRoleId;
    } else if (node.nodeClass === 'NMS_FIREWALL') {
      node.policyId = main.policies.get('NMS Firewalls') ?? null;
    }
    if (node.isUp && node.nodeClass?.startsWith('WINDOWS') && random.chance(0.03)) {
      const start = Math.floor(now.getTime() / 1000) - random.int(600, 7200);
      node.maintenance = {
        startTime: start,
        endTime: random.chance(0.5) ? null : start + 86_400,
        disabledOptions: ['NOTIFICATIONS', 'ALERTS', 'PATCHING'],
        reasonMessage: 'Hardware replacement',
      };
    }
    return node;
  };
  type Placed = { id: number; nodeClass: string; clientId: number; locationId: number };
  const inserted: Placed[] = [];
  let nodeCount = 0;
  const insertNodes = (values: NodeInsert[]) =>
    insertChunks(values, 1000, async (chunk) => {
      const rows = await db.insert(t.nodes).values(chunk).returning({
        id: t.nodes.id,
        nodeClass: t.nodes.nodeClass,
        clientId: t.nodes.clientId,
        locationId: t.nodes.locationId,
      });
      inserted.push(...rows);
      nodeCount += rows.length;
    });
  const serversOf = (clientId: number) =>
    inserted.filter((row) => row.clientId === clientId && row.nodeClass === 'WINDOWS_SERVER');
  const GUESTS: Partial<Record<NodeClass, NodeClass>> = {
    VMWARE_VM_GUEST: 'VMWARE_VM_HOST',
    HYPERV_VMM_GUEST: 'HYPERV_VMM_HOST',
  };

  // 1. Windows servers, at least one per organization: VM-monitor delegates and NMS probes run on them.
  const servers: NodeInsert[] = [];
  for (let i = 0; i < (counts.get('WINDOWS_SERVER') ?? 0); i++) {
    const org = i < orgs.length ? orgs[i] : random.weighted(orgWeights);
    if (org) servers.push(decorate(makeNode('WINDOWS_SERVER', org)));
  }
  await insertNodes(servers);
  const firstServers = new Map(orgs.map((org) => [org.id, serversOf(org.id).slice(0, 2)]));

  // 2. Every other class but guests. VM hosts are watched by their organization's first server
  // (the VM-monitor delegate); NMS devices report through a probe server.
  const delegates = new Set<number>();
  const others: NodeInsert[] = [];
  for (const [nodeClass] of DEVICE_MIX) {
    if (nodeClass === 'WINDOWS_SERVER' || GUESTS[nodeClass]) continue;
    for (let i = 0; i < (counts.get(nodeClass) ?? 0); i++) {
      const org = random.weighted(orgWeights);
      const node = decorate(makeNode(nodeClass, org));
      const [first, second] = firstServers.get(org.id) ?? [];
      if ((nodeClass === 'VMWARE_VM_HOST' || nodeClass === 'HYPERV_VMM_HOST') && first) {
        node.delegateNodeId = first.id;
        node.parentNodeId = first.id;
        delegates.add(first.id);
      } else if (nodeClass.startsWith('NMS_') && first) {
        node.parentNodeId = (second ?? first).id;
      }
      others.push(node);
    }
  }
  await insertNodes(others);
  if (delegates.size > 0) {
    await db
      .update(t.nodes)
      .set({ isVmMonitorDelegate: true })
      .where(inArray(t.nodes.id, [...delegates]));
  }

  // 3. Guests, each on a host of its kind (same organization and location).
  const guests: NodeInsert[] = [];
  for (const [nodeClass, hostClass] of Object.entries(GUESTS) as [NodeClass, NodeClass][]) {
    const hosts = inserted.filter((row) => row.nodeClass === hostClass);
    for (let i = 0; i < (counts.get(nodeClass) ?? 0); i++) {
      const host = hosts.length > 0 ? random.pick(hosts) : undefined;
      const org = (host && orgs.find((o) => o.id === host.clientId)) ?? random.weighted(orgWeights);
      const location = host ? org.locations.find((l) => l.id === host.locationId) : undefined;
      const node = decorate(makeNode(nodeClass, org, location));
      if (host) node.parentNodeId = host.id;
      guests.push(node);
    }
  }
  await insertNodes(guests);

  const byOrgAndClass = new Map<string, Placed[]>();
  for (const row of inserted) {
    const key = `${row.clientId}:${row.nodeClass}`;
    const list = byOrgAndClass.get(key) ?? [];
    list.push(row);
    byOrgAndClass.set(key, list);
  }

  // A few lab devices in the second account.
  await db.insert(t.nodes).values(
    (['WINDOWS_SERVER', 'LINUX_SERVER', 'NMS_SWITCH'] as const).map((nodeClass, i) => ({
      divisionId: lab.id,
      clientId: labOrg.id,
      locationId: labLocation.id,
      nodeClass,
      nodeType: nodeTypeOf(nodeClass),
      nodeRoleId: labSeed.roles.byClass.get(nodeClass) ?? labSeed.roles.managedRoot,
      name: `LAB-${['SRV', 'LSRV', 'SW'][i]}-001`,
      systemName: `LAB-${['SRV', 'LSRV', 'SW'][i]}-001`,
      ipAddresses: [`172.16.0.${10 + i}`],
      isUp: true,
      healthStatus: 'HEALTHY',
      lastContact: now,
      createdAt: now,
      updatedAt: now,
    })),
  );

  // ── credentials ────────────────────────────────────────────────────────
  const secret = (value: Record<string, string>) => options.secrets.encrypt(JSON.stringify(value));
  await db.insert(t.credentials).values([
    {
      divisionId: msp.id,
      clientId: northwind.id,
      name: 'Northwind Domain Admin',
      credentialType: 'BASIC',
      username: 'NORTHWIND\\svc-rmm',
      secret: secret({ password: 'Demo-Credential-1' }),
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      name: 'ESXi root',
      credentialType: 'BASIC',
      username: 'root',
      secret: secret({ password: 'Demo-Credential-2' }),
    },
    {
      divisionId: msp.id,
      clientId: null,
      name: 'SNMP v2c public',
      credentialType: 'SNMPV2',
      username: null,
      secret: secret({ community: 'rmm-public' }),
    },
    {
      divisionId: msp.id,
      clientId: null,
      name: 'SNMP v3 monitoring',
      credentialType: 'SNMPV3',
      username: 'rmmpriv',
      secret: secret({
        authPassword: 'authpass-123',
        privPassword: 'privpass-123',
        authProtocol: 'SHA',
        privProtocol: 'AES',
      }),
    },
    {
      divisionId: msp.id,
      clientId: null,
      name: 'Network SSH',
      credentialType: 'TELNET_SSH',
      username: 'netops',
      secret: secret({ password: 'Demo-Credential-3' }),
    },
    {
      divisionId: msp.id,
      clientId: orgs[3]?.id ?? null,
      name: 'Hyper-V service account',
      credentialType: 'BASIC',
      username: 'TAILSPIN\\svc-hyperv',
      secret: secret({ password: 'Demo-Credential-4' }),
    },
    {
      divisionId: lab.id,
      clientId: null,
      name: 'Lab SNMP',
      credentialType: 'SNMPV12C',
      username: null,
      secret: secret({ community: 'rmm-public' }),
    },
  ]);

  // ── automation library ─────────────────────────────────────────────────
  const categoryRows = await db
    .insert(t.scriptCategories)
    .values([
      ...[
        'Uncategorized',
        'Antivirus',
        'Hardware',
        'Maintenance',
        'Updates',
        'Mac OS Patching',
        'Linux OS Patching',
      ].map((name) => ({ divisionId: msp.id, name, internal: true })),
      ...['Onboarding', 'Security', 'Networking'].map((name) => ({
        divisionId: msp.id,
        name,
        internal: false,
      })),
    ])
    .returning({ id: t.scriptCategories.id, name: t.scriptCategories.name });
  const category = (name: string) => categoryRows.find((row) => row.name === name)?.id ?? 0;
  const adminName = `${DEMO_USERS.admin.firstName} ${DEMO_USERS.admin.lastName}`;
  const script = (values: Partial<typeof t.scripts.$inferInsert> & { name: string; language: string }) => ({
    divisionId: msp.id,
    createdBy: values.uid ? null : adminName,
    lastUpdatedBy: values.uid ? null : adminName,
    createdAt: new Date(now.getTime() - random.int(30, 400) * day),
    updatedAt: new Date(now.getTime() - random.int(0, 29) * day),
    architecture: ['ALL'],
    ...values,
  });
  await db.insert(t.scripts).values([
    script({
      uid: 'native-reboot',
      name: 'Reboot',
      language: 'native',
      operatingSystems: ['Windows', 'Mac', 'Linux'],
      categoriesIds: [category('Maintenance')],
      description: 'Reboots the device',
    }),
    script({
      uid: 'native-shutdown',
      name: 'Shut Down',
      language: 'native',
      operatingSystems: ['Windows', 'Mac', 'Linux'],
      categoriesIds: [category('Maintenance')],
      description: 'Shuts the device down',
    }),
    script({
      uid: 'native-defender-scan',
      name: 'Windows Defender Quick Scan',
      language: 'native',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Antivirus')],
      description: 'Starts a Microsoft Defender quick scan',
    }),
    script({
      uid: 'native-set-service',
      name: 'Set Service',
      language: 'native',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Maintenance')],
      description: 'Starts, stops or disables a Windows service',
      scriptVariables: [{ name: 'serviceName', type: 'TEXT', required: true }],
    }),
    script({
      uid: 'native-install-application',
      name: 'Install Application',
      language: 'native',
      operatingSystems: ['Windows', 'Mac'],
      categoriesIds: [category('Onboarding')],
      description: 'Installs an application from a URL',
    }),
    script({
      uid: 'native-windows-update',
      name: 'Install Windows Updates',
      language: 'native',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Updates')],
      description: 'Scans for and installs approved updates',
    }),
    script({
      name: 'Clear Temp Files',
      language: 'powershell',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Maintenance')],
      description: 'Removes files older than 7 days from temp folders',
      code: 'Get-ChildItem $env:TEMP -Recurse | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) } | Remove-Item -Force -Recurse -ErrorAction SilentlyContinue',
      scriptParameters: ['-Days 7', '-Days 30'],
    }),
    script({
      name: 'Disk Space Report',
      language: 'powershell',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Hardware')],
      description: 'Lists volumes with their free space',
      code: 'Get-Volume | Select-Object DriveLetter, SizeRemaining, Size',
    }),
    script({
      name: 'Flush DNS Cache',
      language: 'batchfile',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Networking')],
      code: 'ipconfig /flushdns',
    }),
    script({
      name: 'Map Network Drives',
      language: 'vbscript',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Onboarding')],
      code: 'Set net = CreateObject("WScript.Network")\nnet.MapNetworkDrive "S:", "\\\\fileserver\\shared"',
    }),
    script({
      name: 'Update Homebrew Packages',
      language: 'shellscript',
      operatingSystems: ['Mac'],
      categoriesIds: [category('Mac OS Patching')],
      code: '#!/bin/bash\nbrew update && brew upgrade',
    }),
    script({
      name: 'Rotate Application Logs',
      language: 'shellscript',
      operatingSystems: ['Linux'],
      categoriesIds: [category('Linux OS Patching'), category('Maintenance')],
      code: '#!/bin/sh\nlogrotate -f /etc/logrotate.conf',
    }),
    script({
      name: 'Audit Local Administrators',
      language: 'powershell',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Security')],
      code: 'Get-LocalGroupMember -Group Administrators',
    }),
    script({
      name: 'Install 7-Zip',
      language: 'binary_install',
      operatingSystems: ['Windows'],
      architecture: ['64'],
      categoriesIds: [category('Onboarding')],
      binaryInstallSettings: {
        runnableAttachmentId: null,
        helperFilesAttachmentIds: [],
        cancelOnPreScriptFail: false,
        runAs: 'system',
      },
      scriptParameters: ['/S'],
    }),
    script({
      name: 'Run Disk Cleanup',
      language: 'binary_run',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Maintenance')],
      binaryRunSettings: { runnableLocalPath: 'C:\\Windows\\System32\\cleanmgr.exe', runAs: 'system' },
      scriptParameters: ['/sagerun:1'],
    }),
    script({
      name: 'Deploy Company Wallpaper',
      language: 'file_transfer',
      operatingSystems: ['Windows'],
      architecture: ['64', '32'],
      categoriesIds: [category('Onboarding')],
      fileTransferSettings: {
        attachmentId: null,
        destination: '%PUBLIC%\\Pictures',
        runAs: 'system',
        expand: false,
      },
    }),
  ]);

  // ── tickets, jobs, backup data ─────────────────────────────────────────
  const firstNode = (clientId: number, nodeClass: string) =>
    byOrgAndClass.get(`${clientId}:${nodeClass}`)?.[0]?.id ?? null;
  await db.insert(t.tickets).values([
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'WINDOWS_WORKSTATION'),
      subject: 'Printer offline on 2nd floor',
      status: 'OPEN',
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: null,
      subject: 'New hire onboarding: 3 laptops',
      status: 'OPEN',
    },
    {
      divisionId: msp.id,
      clientId: contoso.id,
      nodeId: null,
      subject: 'VPN certificate renewal',
      status: 'CLOSED',
    },
  ]);
  const jobText = (scriptName: string) =>
    message('records.job.adhocAutomation', { appUserName: adminName, scriptName });
  await db.insert(t.jobs).values([
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'WINDOWS_WORKSTATION'),
      jobType: 'SCRIPT',
      name: jobText('Clear Temp Files'),
      status: 'RUNNING',
      startedAt: new Date(now.getTime() - 90_000),
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'WINDOWS_SERVER'),
      jobType: 'PATCH_INSTALL',
      name: 'Installing 4 approved Windows updates',
      status: 'RUNNING',
      startedAt: new Date(now.getTime() - 300_000),
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      nodeId: firstNode(northwind.id, 'MAC'),
      jobType: 'SCRIPT',
      name: jobText('Update Homebrew Packages'),
      status: 'QUEUED',
      startedAt: new Date(now.getTime() - 30_000),
    },
    {
      divisionId: msp.id,
      clientId: contoso.id,
      nodeId: firstNode(contoso.id, 'WINDOWS_SERVER'),
      jobType: 'BACKUP',
      name: 'Image backup of C: and D:',
      status: 'RUNNING',
      startedAt: new Date(now.getTime() - 1_200_000),
    },
    {
      divisionId: msp.id,
      clientId: contoso.id,
      nodeId: firstNode(contoso.id, 'WINDOWS_WORKSTATION'),
      jobType: 'SCRIPT',
      name: jobText('Disk Space Report'),
      status: 'COMPLETED',
      startedAt: new Date(now.getTime() - 7_200_000),
      finishedAt: new Date(now.getTime() - 7_100_000),
    },
  ]);
  await db.insert(t.backupData).values(
    [northwind, orgs[2]].flatMap((org) =>
      org
        ? serversOf(org.id)
            .slice(0, 2)
            .map((server, i) => ({
              divisionId: msp.id,
              clientId: org.id,
              nodeId: server.id,
              name: `${org.prefix} server image ${i + 1}`,
              sizeBytes: random.int(20, 400) * 1_073_741_824,
            }))
        : [],
    ),
  );

  // ── announcements and ticket templates ─────────────────────────────────
  await db.insert(t.announcements).values([
    {
      divisionId: null,
      message:
        'Welcome to the **demo** account. Explore devices, policies and the [automation library](#/administration/library/scripting/scripts).',
    },
    {
      divisionId: msp.id,
      message: 'Scheduled maintenance of the demo server on *Sunday* between 02:00 and 03:00 UTC.',
      endTime: new Date(now.getTime() + 30 * day),
    },
  ]);
  await db.insert(t.ticketTemplates).values([
    {
      divisionId: msp.id,
      name: 'Default',
      isDefault: true,
      content: { ticketTitleCustomText: 'Alert on {{device}}', createAndClose: false },
    },
    {
      divisionId: msp.id,
      name: 'Critical alerts',
      isDefault: false,
      content: { Priority: 'High', createAndClose: false },
    },
  ]);

  // Groups, ticket boards, KB documents, checklists and apps-and-services documents (global search).
  await seedSearchDemo(db, msp.id);
  // Attachments of the seeded install and file transfer automations (automation library).
  await seedScriptingDemo(db, msp.id);

  const devicesByClass: Record<string, number> = {};
  for (const [nodeClass, n] of counts) devicesByClass[nodeClass] = n;
  return {
    divisions: 2,
    organizations: orgs.length,
    locations: orgs.reduce((sum, org) => sum + org.locations.length, 0),
    devices: nodeCount,
    devicesByClass,
    users: userSpecs.length,
    technicianRoles: roleRows.length,
    policies: main.policies.size,
    scripts: 16,
  };
}
