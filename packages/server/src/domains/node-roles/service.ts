import { type Endpoints, type NodeRole, topics } from '@console/core';
import { and, asc, eq } from 'drizzle-orm';
import { nodeRoles } from '../../db/schema';
import { conflict, ensure, invalidReference, message, notFound, refused } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { nameTakenInDivision } from '../shared';

type Ctx<K extends keyof Endpoints['nodeRole']> = RequestContext<Endpoints['nodeRole'][K]>;
type RoleRow = typeof nodeRoles.$inferSelect;

/** The role with the signed-in user's access (000 §6: sysadmins get full on every role). */
export function toNodeRole(row: RoleRow, auth: AuthState): NodeRole {
  const access = auth.can.nodeRoleAccess({ id: row.id, nodeClass: row.nodeClass ?? '' });
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nodeRoleParentId: row.parentId,
    nodeClass: row.nodeClass as NodeRole['nodeClass'],
    icon: row.icon,
    system: row.system,
    permissions: access,
  };
}

/**
 * The roles a caller may list. Technicians get the whole tree (pickers grey out the roles without
 * full access, 000 §5.5 and §6); anyone else (end users) only the roles whose devices they may view,
 * with the ancestors those need to hang in the tree: none without a `DEVICE View` grant.
 */
export function visibleNodeRoles(rows: readonly RoleRow[], auth: AuthState): RoleRow[] {
  if (auth.can.isTechnician) return [...rows];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<number>();
  for (const row of rows) {
    if (!toNodeRole(row, auth).permissions.view) continue;
    for (let at: RoleRow | undefined = row; at && !keep.has(at.id); ) {
      keep.add(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
  }
  return rows.filter((row) => keep.has(row.id));
}

export async function listNodeRoles(ctx: Ctx<'list'>) {
  const rows = await ctx.db
    .select()
    .from(nodeRoles)
    .where(eq(nodeRoles.divisionId, ctx.auth.division.id))
    .orderBy(asc(nodeRoles.id));
  return visibleNodeRoles(rows, ctx.auth).map((row) => toNodeRole(row, ctx.auth));
}

function nameTaken(ctx: Pick<Ctx<'list'>, 'db' | 'auth'>, parentId: number, name: string, exceptId?: number) {
  return nameTakenInDivision(ctx.db, nodeRoles, ctx.auth.division.id, name, {
    exceptId,
    scope: eq(nodeRoles.parentId, parentId),
  });
}

/** A custom role under a class role; it takes the parent's node class. */
export async function createNodeRole(ctx: Ctx<'create'>) {
  const { body, db, auth } = ctx;
  ensure(auth.can.canManageDeviceRoles);
  const [parent] = await db
    .select()
    .from(nodeRoles)
    .where(and(eq(nodeRoles.id, body.nodeRoleParentId), eq(nodeRoles.divisionId, auth.division.id)));
  if (!parent || parent.nodeClass === null) throw invalidReference('nodeRoleParentId');
  if (await nameTaken(ctx, parent.id, body.name))
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  const [row] = await db
    .insert(nodeRoles)
    .values({
      divisionId: auth.division.id,
      name: body.name,
      description: body.description,
      parentId: parent.id,
      nodeClass: parent.nodeClass,
      icon: body.icon ?? parent.icon,
      system: false,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  ctx.publish(topics.noderoles, undefined, { action: 'created', id: row.id });
  return { resultCode: 'SUCCESS' as const, nodeRole: toNodeRole(row, auth) };
}

export async function updateNodeRole(ctx: Ctx<'update'>) {
  const { body, db, auth } = ctx;
  const [row] = await db
    .select()
    .from(nodeRoles)
    .where(and(eq(nodeRoles.id, body.id), eq(nodeRoles.divisionId, auth.division.id)));
  if (!row) throw notFound();
  ensure(auth.can.canManageDeviceRoles);
  if (row.system) throw refused('SYSTEM_ROLE_READ_ONLY', message('records.systemNodeRole'));
  if (
    body.name !== undefined &&
    row.parentId !== null &&
    (await nameTaken(ctx, row.parentId, body.name, row.id))
  ) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  }
  const changes = { name: body.name, description: body.description, icon: body.icon };
  const [updated] = Object.values(changes).every((value) => value === undefined)
    ? [row]
    : await db.update(nodeRoles).set(changes).where(eq(nodeRoles.id, row.id)).returning();
  if (!updated) throw notFound();
  ctx.publish(topics.noderoles, undefined, { action: 'updated', id: row.id });
  return { resultCode: 'SUCCESS' as const, nodeRole: toNodeRole(updated, auth) };
}
