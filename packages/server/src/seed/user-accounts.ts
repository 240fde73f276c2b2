/**
 * Demo seed of people: technician and end-user roles with different permissions, the users
 * (the demo sign-ins of ./users.ts and a few without a password) and their memberships.
 */
import type { Permission } from '@console/core';
import * as t from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { DAY_MS, defineSeedStep, need, type SeedContext } from './context';
import { DEMO_USERS } from './users';

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

async function seedUserAccounts(ctx: SeedContext): Promise<void> {
  const { db, now, random } = ctx;
  const day = DAY_MS;
  const msp = need(ctx, 'msp');
  const lab = need(ctx, 'lab');
  const [northwind, contoso] = need(ctx, 'organizations');
  if (!northwind || !contoso) throw new Error('seed: orgs');

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
          mfaSecret: spec.mfaSecret ? ctx.secrets.encrypt(spec.mfaSecret) : null,
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
  ctx.state.userRoles = new Map(roleRows.map((row) => [row.name, row.id]));
  ctx.state.users = new Map(userSpecs.map((spec) => [spec.key, user(spec.key)]));
}

/** Technician and end-user roles, users and memberships of both accounts. */
export const userAccountsSeed = defineSeedStep({ name: 'users.accounts', order: 40, run: seedUserAccounts });
