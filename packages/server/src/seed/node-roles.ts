/** Demo seed of node roles: per account, the managed and unmanaged trees with a few custom roles. */
import type { NodeClass } from '@console/core';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { type DivisionNodeRoles, defineSeedStep, need, type SeedContext } from './context';
import { DEVICE_MIX } from './device-mix';

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

/** The roles under the unmanaged root; devices of the class get one of them. */
export const UNMANAGED_ROLES = ['Printer', 'Monitor', 'Desk Phone', 'Projector', 'UPS'] as const;

async function seedDivisionNodeRoles(db: Db, divisionId: number): Promise<DivisionNodeRoles> {
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
  return {
    managedRoot: managedRoot.id,
    unmanagedRoot: unmanagedRoot.id,
    byClass,
    custom,
    unmanaged: unmanagedRows.map((row) => row.id),
  };
}

async function seedNodeRoles(ctx: SeedContext): Promise<void> {
  const msp = await seedDivisionNodeRoles(ctx.db, need(ctx, 'msp').id);
  const lab = await seedDivisionNodeRoles(ctx.db, need(ctx, 'lab').id);
  ctx.state.nodeRoles = { msp, lab };
}

/** The node role trees of both accounts. */
export const nodeRolesSeed = defineSeedStep({ name: 'node-roles.trees', order: 20, run: seedNodeRoles });
