import { randomUUID } from 'node:crypto';
import {
  type AppUser,
  type Endpoints,
  PERMISSION_CATALOGUE,
  type Permission,
  topics,
  type UserRole,
} from '@console/core';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { userScope } from '../../authz';
import type { Db } from '../../db/client';
import { memberships, organizations, sessions, userRoles, users } from '../../db/schema';
import {
  conflict,
  ensure,
  fieldError,
  invalidReference,
  message,
  notFound,
  refused,
} from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { hashPassword } from '../../lib/crypto';
import { iso, nameTakenInDivision } from '../shared';

type UserCtx<K extends keyof Endpoints['appUser']> = RequestContext<Endpoints['appUser'][K]>;
type RoleCtx<K extends keyof Endpoints['userRole']> = RequestContext<Endpoints['userRole'][K]>;
type AnyCtx = { db: Db; auth: AuthState };
type UserRow = typeof users.$inferSelect;
type MembershipRow = typeof memberships.$inferSelect;
type RoleRow = typeof userRoles.$inferSelect;

export function toAppUser(user: UserRow, membership: MembershipRow): AppUser {
  return {
    id: user.id,
    uid: user.uid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    userType: membership.userType,
    sysadmin: membership.userType === 'TECHNICIAN' && membership.sysadmin,
    ninjaAdmin: user.ninjaAdmin,
    mfaEnabled: user.mfaSecret !== null,
    roleId: membership.roleId,
    clientId: membership.clientId,
    content: membership.content as AppUser['content'],
    createdAt: iso(user.createdAt),
  };
}

/** Who may see a member (002 §6): the permission module's `canViewUser`. */
function canSee(auth: AuthState, membership: MembershipRow): boolean {
  return auth.can.canViewUser({
    id: membership.userId,
    userType: membership.userType,
    clientId: membership.clientId,
  });
}

/** Who may create, change or delete a member of a type (and organization, for end users). */
function canManage(
  auth: AuthState,
  userType: 'TECHNICIAN' | 'END_USER',
  clientId: number | null | undefined,
): boolean {
  if (userType === 'TECHNICIAN') return auth.can.canCreateUsers;
  return auth.can.canCRUDEndUserSharing && (clientId == null || auth.can.canViewOrganization(clientId));
}

async function findMember(ctx: AnyCtx, id: number) {
  const [row] = await ctx.db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.userId, id), eq(memberships.divisionId, ctx.auth.division.id)));
  return row;
}

async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  return rows.length > 0;
}

const emailInUse = () => conflict('EMAIL_ALREADY_IN_USE', message('errors.emailAlreadyInUse'));

async function checkRole(ctx: AnyCtx, roleId: number, userType: 'TECHNICIAN' | 'END_USER') {
  const [role] = await ctx.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.id, roleId),
        eq(userRoles.divisionId, ctx.auth.division.id),
        eq(userRoles.roleType, userType),
      ),
    );
  if (!role) throw invalidReference('roleId');
}

async function checkOrganization(ctx: AnyCtx, clientId: number) {
  const [organization] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, clientId), eq(organizations.divisionId, ctx.auth.division.id)));
  if (!organization) throw invalidReference('clientId');
}

function publishUser(
  ctx: Pick<UserCtx<'get'>, 'publish'>,
  id: number,
  action: 'created' | 'updated' | 'deleted',
) {
  ctx.publish(topics.users, undefined, { action, id });
}

export async function listUsers(ctx: UserCtx<'list'>) {
  const rows = await ctx.db
    .select({ user: users, membership: memberships })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(userScope(ctx.auth), ctx.query.userType ? eq(memberships.userType, ctx.query.userType) : undefined),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id));
  return rows.map((row) => toAppUser(row.user, row.membership));
}

export async function getUser(ctx: UserCtx<'get'>) {
  const row = await findMember(ctx, ctx.params.id);
  if (!row) throw notFound();
  ensure(canSee(ctx.auth, row.membership));
  return { resultCode: 'SUCCESS' as const, user: toAppUser(row.user, row.membership) };
}

/** POST /appuser: technicians by system administrators, end users with end-user sharing. */
export async function createUser(ctx: UserCtx<'create'>) {
  const { body, db, auth } = ctx;
  ensure(canManage(auth, body.userType, body.clientId));
  if (body.userType === 'TECHNICIAN' && body.clientId)
    throw fieldError('clientId', message('records.invalidPayload'));
  if (body.clientId) await checkOrganization(ctx, body.clientId);
  if (body.roleId) await checkRole(ctx, body.roleId, body.userType);
  if (await emailTaken(db, body.email)) throw emailInUse();
  const [user] = await db
    .insert(users)
    .values({
      uid: randomUUID(),
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone ?? null,
      passwordHash: body.password ? await hashPassword(body.password) : null,
      createdAt: ctx.now,
    })
    .returning();
  if (!user) throw new Error('insert failed');
  const [membership] = await db
    .insert(memberships)
    .values({
      userId: user.id,
      divisionId: auth.division.id,
      userType: body.userType,
      sysadmin: body.userType === 'TECHNICIAN' && body.sysadmin,
      roleId: body.roleId ?? null,
      clientId: body.clientId ?? null,
      content: body.content,
      isDefault: true,
      createdAt: ctx.now,
    })
    .returning();
  if (!membership) throw new Error('insert failed');
  publishUser(ctx, user.id, 'created');
  return { resultCode: 'SUCCESS' as const, userId: user.id, user: toAppUser(user, membership) };
}

export async function updateUser(ctx: UserCtx<'update'>) {
  const { body, db, auth } = ctx;
  const row = await findMember(ctx, body.id);
  if (!row) throw notFound();
  const { membership } = row;
  ensure(canManage(auth, membership.userType, membership.clientId));
  if (body.clientId !== undefined && body.clientId !== membership.clientId) {
    if (membership.userType === 'TECHNICIAN' && body.clientId !== null) {
      throw fieldError('clientId', message('records.invalidPayload'));
    }
    if (membership.userType === 'END_USER') {
      if (body.clientId === null) throw fieldError('clientId', message('errors.validation.required'));
      await checkOrganization(ctx, body.clientId);
      ensure(canManage(auth, 'END_USER', body.clientId));
    }
  }
  if (body.roleId) await checkRole(ctx, body.roleId, membership.userType);
  if (body.email !== undefined && (await emailTaken(db, body.email, row.user.id))) throw emailInUse();
  const userChanges = {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone,
    passwordHash: body.password ? await hashPassword(body.password) : undefined,
  };
  const [user] = Object.values(userChanges).every((value) => value === undefined)
    ? [row.user]
    : await db.update(users).set(userChanges).where(eq(users.id, row.user.id)).returning();
  const membershipChanges = {
    sysadmin: membership.userType === 'TECHNICIAN' ? body.sysadmin : undefined,
    roleId: body.roleId,
    clientId: body.clientId,
    content: body.content === undefined ? undefined : { ...membership.content, ...body.content },
  };
  const [updatedMembership] = Object.values(membershipChanges).every((value) => value === undefined)
    ? [membership]
    : await db
        .update(memberships)
        .set(membershipChanges)
        .where(and(eq(memberships.userId, row.user.id), eq(memberships.divisionId, auth.division.id)))
        .returning();
  if (!user || !updatedMembership) throw notFound();
  if (body.password) {
    // A new password ends the user's other sessions.
    await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId)));
  }
  publishUser(ctx, user.id, 'updated');
  return { resultCode: 'SUCCESS' as const, user: toAppUser(user, updatedMembership) };
}

/** Removes a user from the division (002 §5.8: never yourself); the identity goes with its last account. */
export async function deleteUser(ctx: UserCtx<'delete'>) {
  const { db, auth } = ctx;
  const row = await findMember(ctx, ctx.params.id);
  if (!row) throw notFound();
  ensure(canManage(auth, row.membership.userType, row.membership.clientId));
  if (row.user.id === auth.user.id)
    throw refused('CANNOT_DELETE_OWN_USER', message('errors.cannotDeleteOwnUser'));
  await db
    .delete(memberships)
    .where(and(eq(memberships.userId, row.user.id), eq(memberships.divisionId, auth.division.id)));
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, row.user.id), eq(sessions.divisionId, auth.division.id)));
  const [left] = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, row.user.id));
  if ((left?.n ?? 0) === 0) await db.delete(users).where(eq(users.id, row.user.id));
  publishUser(ctx, row.user.id, 'deleted');
  return { resultCode: 'SUCCESS' as const };
}

// ── technician and end-user roles ───────────────────────────────────────────

function canManageRoles(auth: AuthState, roleType: 'TECHNICIAN' | 'END_USER'): boolean {
  return roleType === 'TECHNICIAN' ? auth.can.canManageTechnicianRoles : auth.can.canCRUDEndUserSharing;
}

async function roleUserCounts(db: Db, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: memberships.roleId, n: count() })
    .from(memberships)
    .where(inArray(memberships.roleId, roleIds))
    .groupBy(memberships.roleId);
  return new Map(rows.map((row) => [row.roleId ?? 0, row.n]));
}

function toUserRole(row: RoleRow, userCount: number): UserRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    roleType: row.roleType,
    permissions: row.permissions,
    userCount,
  };
}

/** Every grant must be in the catalogue (002 §6) and scoped only by the fields it allows. */
function checkPermissions(grants: Permission[]): void {
  grants.forEach((grant, index) => {
    const entry = PERMISSION_CATALOGUE.find((item) => item.type === grant.type && item.name === grant.name);
    if (!entry) {
      throw fieldError(
        `permissions.${index}`,
        message('records.unknownPermission', { type: grant.type, name: grant.name }),
      );
    }
    for (const field of ['entityId', 'nodeClass', 'nodeRoleId'] as const) {
      if (grant[field] !== null && !entry.scopeFields.includes(field)) {
        throw fieldError(
          `permissions.${index}.${field}`,
          message('records.permissionScope', { type: grant.type, name: grant.name, field }),
        );
      }
    }
  });
}

function roleNameTaken(ctx: AnyCtx, roleType: string, name: string, exceptId?: number) {
  return nameTakenInDivision(ctx.db, userRoles, ctx.auth.division.id, name, {
    exceptId,
    scope: eq(userRoles.roleType, roleType as 'TECHNICIAN'),
  });
}

async function requireRole(ctx: AnyCtx, id: number): Promise<RoleRow> {
  const [row] = await ctx.db
    .select()
    .from(userRoles)
    .where(and(eq(userRoles.id, id), eq(userRoles.divisionId, ctx.auth.division.id)));
  if (!row) throw notFound();
  return row;
}

export async function listRoles(ctx: RoleCtx<'list'>) {
  const rows = await ctx.db
    .select()
    .from(userRoles)
    .where(
      and(
        eq(userRoles.divisionId, ctx.auth.division.id),
        ctx.query.roleType ? eq(userRoles.roleType, ctx.query.roleType) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${userRoles.name})`), asc(userRoles.id));
  const visible = rows.filter((row) => canManageRoles(ctx.auth, row.roleType));
  const counts = await roleUserCounts(
    ctx.db,
    visible.map((row) => row.id),
  );
  return visible.map((row) => toUserRole(row, counts.get(row.id) ?? 0));
}

export async function permissionCatalogue(ctx: RoleCtx<'catalogue'>) {
  ensure(ctx.auth.can.isTechnician);
  return PERMISSION_CATALOGUE.map((entry) => ({ ...entry, scopeFields: [...entry.scopeFields] }));
}

export async function getRole(ctx: RoleCtx<'get'>) {
  const row = await requireRole(ctx, ctx.params.id);
  ensure(canManageRoles(ctx.auth, row.roleType));
  const counts = await roleUserCounts(ctx.db, [row.id]);
  return { resultCode: 'SUCCESS' as const, role: toUserRole(row, counts.get(row.id) ?? 0) };
}

export async function createRole(ctx: RoleCtx<'create'>) {
  const { body, db, auth } = ctx;
  ensure(canManageRoles(auth, body.roleType));
  checkPermissions(body.permissions);
  if (await roleNameTaken(ctx, body.roleType, body.name))
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  const [row] = await db
    .insert(userRoles)
    .values({
      divisionId: auth.division.id,
      name: body.name,
      description: body.description ?? null,
      roleType: body.roleType,
      permissions: body.permissions,
      createdAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  ctx.publish(topics.users, undefined, { action: 'roleCreated', id: row.id });
  return { resultCode: 'SUCCESS' as const, role: toUserRole(row, 0) };
}

export async function updateRole(ctx: RoleCtx<'update'>) {
  const { body, db, auth } = ctx;
  const row = await requireRole(ctx, body.id);
  ensure(canManageRoles(auth, row.roleType));
  if (body.permissions) checkPermissions(body.permissions);
  if (body.name !== undefined && (await roleNameTaken(ctx, row.roleType, body.name, row.id))) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  }
  const changes = { name: body.name, description: body.description, permissions: body.permissions };
  const [updated] = Object.values(changes).every((value) => value === undefined)
    ? [row]
    : await db.update(userRoles).set(changes).where(eq(userRoles.id, row.id)).returning();
  if (!updated) throw notFound();
  const counts = await roleUserCounts(db, [row.id]);
  ctx.publish(topics.users, undefined, { action: 'roleUpdated', id: row.id });
  return { resultCode: 'SUCCESS' as const, role: toUserRole(updated, counts.get(row.id) ?? 0) };
}

export async function deleteRole(ctx: RoleCtx<'delete'>) {
  const row = await requireRole(ctx, ctx.params.id);
  ensure(canManageRoles(ctx.auth, row.roleType));
  const counts = await roleUserCounts(ctx.db, [row.id]);
  const inUse = counts.get(row.id) ?? 0;
  if (inUse > 0) throw refused('CANNOT_DELETE_ROLE_IN_USE', message('records.roleInUse', { count: inUse }));
  await ctx.db.delete(userRoles).where(eq(userRoles.id, row.id));
  ctx.publish(topics.users, undefined, { action: 'roleDeleted', id: row.id });
  return { resultCode: 'SUCCESS' as const };
}
