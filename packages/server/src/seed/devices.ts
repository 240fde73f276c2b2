/**
 * Demo seed of devices: the demo account's mix of every class spread over its organizations
 * (Windows servers first, as VM-monitor delegates and NMS probes; guests on hosts of their kind),
 * a few lab devices, and backup data of some servers.
 */
import type { NodeClass } from '@console/core';
import { inArray } from 'drizzle-orm';
import * as t from '../db/schema';
import { nodeTypeOf } from '../domains/nodes/queries';
import { DAY_MS, defineSeedStep, insertChunks, need, type PlacedDevice, type SeedContext } from './context';
import { HARDWARE, OS, PEOPLE } from './device-data';
import { DEVICE_MIX, deviceCountsFor } from './device-mix';
import { UNMANAGED_ROLES } from './node-roles';

/** The first seeded device of a class in an organization (insertion order), or null. */
export function firstDevice(ctx: SeedContext, clientId: number, nodeClass: string): number | null {
  const placed = need(ctx, 'devices').placed;
  return placed.find((row) => row.clientId === clientId && row.nodeClass === nodeClass)?.id ?? null;
}

async function seedDevices(ctx: SeedContext): Promise<void> {
  const { db, now, random } = ctx;
  const day = DAY_MS;
  const total = ctx.devices;
  const msp = need(ctx, 'msp');
  const lab = need(ctx, 'lab');
  const roles = need(ctx, 'nodeRoles');
  const policies = need(ctx, 'policies');
  const main = { roles: roles.msp, policies: policies.msp };
  const labSeed = { roles: roles.lab };
  const orgs = need(ctx, 'organizations');
  const { id: labOrgId, locationId: labLocationId } = need(ctx, 'labOrganization');
  const users = need(ctx, 'users');
  const user = (key: string) => {
    const row = users.get(key);
    if (!row) throw new Error(`seed: user ${key}`);
    return row;
  };

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
  const inserted: PlacedDevice[] = [];
  const insertNodes = (values: NodeInsert[]) =>
    insertChunks(values, 1000, async (chunk) => {
      const rows = await db.insert(t.nodes).values(chunk).returning({
        id: t.nodes.id,
        nodeClass: t.nodes.nodeClass,
        clientId: t.nodes.clientId,
        locationId: t.nodes.locationId,
      });
      inserted.push(...rows);
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

  // A few lab devices in the second account.
  await db.insert(t.nodes).values(
    (['WINDOWS_SERVER', 'LINUX_SERVER', 'NMS_SWITCH'] as const).map((nodeClass, i) => ({
      divisionId: lab.id,
      clientId: labOrgId,
      locationId: labLocationId,
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
  ctx.state.devices = { counts, placed: inserted };
}

async function seedBackupData(ctx: SeedContext): Promise<void> {
  const { db, random } = ctx;
  const msp = need(ctx, 'msp');
  const orgs = need(ctx, 'organizations');
  const [northwind] = orgs;
  if (!northwind) throw new Error('seed: orgs');
  const { placed } = need(ctx, 'devices');
  const serversOf = (clientId: number) =>
    placed.filter((row) => row.clientId === clientId && row.nodeClass === 'WINDOWS_SERVER');
  const rows = [northwind, orgs[2]].flatMap((org) =>
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
  );
  // A small demo (few devices) may have no servers in those organizations: nothing to insert.
  if (rows.length > 0) await db.insert(t.backupData).values(rows);
}

/** The devices of both accounts. */
export const devicesSeed = defineSeedStep({ name: 'nodes.devices', order: 50, run: seedDevices });

/** Backup data sets of the first servers of two organizations. */
export const backupDataSeed = defineSeedStep({ name: 'nodes.backup-data', order: 82, run: seedBackupData });
