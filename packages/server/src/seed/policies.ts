/** Demo seed of policies: a default per class (mobile classes with MDM only) and a few custom ones. */
import type { PolicyNodeClass } from '@console/core';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { type DivisionNodeRoles, defineSeedStep, need, type SeedContext } from './context';

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

async function seedDivisionPolicies(
  db: Db,
  divisionId: number,
  now: Date,
  mdm: boolean,
  { byClass }: DivisionNodeRoles,
): Promise<Map<string, number>> {
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
  return policies;
}

async function seedPolicies(ctx: SeedContext): Promise<void> {
  const roles = need(ctx, 'nodeRoles');
  const msp = await seedDivisionPolicies(ctx.db, need(ctx, 'msp').id, ctx.now, true, roles.msp);
  const lab = await seedDivisionPolicies(ctx.db, need(ctx, 'lab').id, ctx.now, false, roles.lab);
  ctx.state.policies = { msp, lab };
}

/** The policies of both accounts (after their node roles). */
export const policiesSeed = defineSeedStep({ name: 'policies.defaults', order: 21, run: seedPolicies });
