import { type Endpoints, FEATURE_FLAGS, type Policy, type PolicyNodeClass, topics } from '@console/core';
import { MDM_POLICY_NODE_CLASSES } from '@console/core/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { policyScope } from '../../authz';
import type { Db } from '../../db/client';
import { nodeRoles, policies } from '../../db/schema';
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
import { ilikeContains, nameTakenInDivision, seconds } from '../shared';

type Ctx<K extends keyof Endpoints['policy']> = RequestContext<Endpoints['policy'][K]>;
type PolicyRow = typeof policies.$inferSelect;
type AnyCtx = Pick<Ctx<'get'>, 'db' | 'auth'>;

export function toPolicy(row: PolicyRow): Policy {
  return {
    id: row.id,
    enabled: row.enabled,
    name: row.name,
    displayName: row.name,
    description: row.description,
    nodeClassDefault: row.nodeClassDefault,
    nodeClass: row.nodeClass as PolicyNodeClass,
    nodeRoleId: row.nodeRoleId,
    parentPolicyId: row.parentPolicyId,
    antivirusProductCode: row.antivirusProductCode,
    content: row.content,
    updateTime: seconds(row.updatedAt) ?? 0,
  };
}

async function findPolicy(db: Db, divisionId: number, id: number): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.divisionId, divisionId)));
  return row;
}

async function requirePolicy(ctx: AnyCtx, id: number): Promise<PolicyRow> {
  const row = await findPolicy(ctx.db, ctx.auth.division.id, id);
  if (!row) throw notFound();
  return row;
}

function nameTaken(ctx: AnyCtx, name: string, exceptId?: number): Promise<boolean> {
  return nameTakenInDivision(ctx.db, policies, ctx.auth.division.id, name, { exceptId });
}

const nameInUse = () => conflict('POLICY_NAME_ALREADY_IN_USE', message('errors.policyNameInUse'));

function publishPolicy(
  ctx: Pick<Ctx<'get'>, 'publish'>,
  row: PolicyRow,
  action: 'created' | 'updated' | 'deleted',
) {
  const scope = { policyId: row.id, nodeClass: row.nodeClass };
  ctx.publish(topics.policies, undefined, { action, id: row.id }, scope);
}

/** Checks a parent policy: same role, readable, and no cycle through `selfId`. */
async function checkParent(
  ctx: AnyCtx,
  parentId: number,
  nodeClass: string,
  nodeRoleId: number | null,
  selfId?: number,
) {
  const parent = await findPolicy(ctx.db, ctx.auth.division.id, parentId);
  if (!parent) throw invalidReference('parentPolicyId');
  if (parent.nodeClass !== nodeClass || (nodeClass === 'NMS' && parent.nodeRoleId !== nodeRoleId)) {
    throw fieldError('parentPolicyId', message('records.policyParentMismatch'));
  }
  ensure(ctx.auth.can.canReadPolicy({ id: parent.id, nodeClass: parent.nodeClass }));
  let cursor: PolicyRow | undefined = parent;
  for (let depth = 0; cursor && depth < 50; depth++) {
    if (cursor.id === selfId) throw fieldError('parentPolicyId', message('records.policyParentMismatch'));
    cursor =
      cursor.parentPolicyId === null
        ? undefined
        : await findPolicy(ctx.db, ctx.auth.division.id, cursor.parentPolicyId);
  }
}

export async function getPolicy(ctx: Ctx<'get'>) {
  const row = await requirePolicy(ctx, ctx.params.id);
  ensure(ctx.auth.can.canReadPolicy({ id: row.id, nodeClass: row.nodeClass }));
  return { resultCode: 'SUCCESS' as const, policy: toPolicy(row) };
}

/** POST /policy (002 §4.4, §5.5): answers policyId; 409 POLICY_NAME_ALREADY_IN_USE. */
export async function createPolicy(ctx: Ctx<'create'>) {
  const { body, db, auth } = ctx;
  ensure(auth.can.canCreatePolicies);
  if (MDM_POLICY_NODE_CLASSES.includes(body.nodeClass) && !auth.can.hasFeature(FEATURE_FLAGS.mdm)) {
    throw fieldError('nodeClass', message('records.mdmRequired'));
  }
  let nodeRoleId: number | null = null;
  if (body.nodeClass === 'NMS') {
    const [role] = await db
      .select()
      .from(nodeRoles)
      .where(and(eq(nodeRoles.id, body.nodeRoleId ?? 0), eq(nodeRoles.divisionId, auth.division.id)));
    if (!role?.nodeClass?.startsWith('NMS_')) throw invalidReference('nodeRoleId');
    nodeRoleId = role.id;
  }
  if (body.parentPolicyId !== null) await checkParent(ctx, body.parentPolicyId, body.nodeClass, nodeRoleId);
  if (await nameTaken(ctx, body.name)) throw nameInUse();
  const [row] = await db
    .insert(policies)
    .values({
      divisionId: auth.division.id,
      name: body.name,
      description: body.description,
      nodeClass: body.nodeClass,
      nodeRoleId,
      enabled: body.enabled,
      parentPolicyId: body.parentPolicyId,
      antivirusProductCode: body.antivirusProductCode ?? null,
      content: keepingStoredBackup(body.content, null),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  publishPolicy(ctx, row, 'created');
  return { resultCode: 'SUCCESS' as const, policyId: row.id, policy: toPolicy(row) };
}

/**
 * A policy's backup plans (`content.backup`) are saved only through `PUT /policy/{id}/backup`,
 * which seals their passwords: a generic save keeps the stored plans whatever its body says, so
 * no password can reach the database in clear this way.
 */
function keepingStoredBackup(
  content: Record<string, unknown>,
  stored: Record<string, unknown> | null,
): Record<string, unknown> {
  const { backup: _ignored, ...rest } = content;
  return stored?.backup === undefined ? rest : { ...rest, backup: stored.backup };
}

export async function updatePolicy(ctx: Ctx<'update'>) {
  const { body, db, auth } = ctx;
  const row = await requirePolicy(ctx, body.id);
  ensure(auth.can.canUpdatePolicy({ id: row.id, nodeClass: row.nodeClass }));
  if (body.parentPolicyId !== undefined && body.parentPolicyId !== null) {
    await checkParent(ctx, body.parentPolicyId, row.nodeClass, row.nodeRoleId, row.id);
  }
  if (body.name !== undefined && (await nameTaken(ctx, body.name, row.id))) throw nameInUse();
  const [updated] = await db
    .update(policies)
    .set({
      name: body.name,
      description: body.description,
      enabled: body.enabled,
      parentPolicyId: body.parentPolicyId,
      antivirusProductCode: body.antivirusProductCode,
      content: body.content === undefined ? undefined : keepingStoredBackup(body.content, row.content),
      updatedAt: ctx.now,
    })
    .where(eq(policies.id, row.id))
    .returning();
  if (!updated) throw notFound();
  publishPolicy(ctx, updated, 'updated');
  return { resultCode: 'SUCCESS' as const, policy: toPolicy(updated) };
}

/** Deletes a policy; a default policy cannot be deleted (002 §5.8). Devices fall back to the default. */
export async function deletePolicy(ctx: Ctx<'delete'>) {
  const row = await requirePolicy(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeletePolicy({ id: row.id, nodeClass: row.nodeClass }));
  if (row.nodeClassDefault) {
    throw refused('CANNOT_DELETE_DEFAULT_POLICY', message('errors.cannotDeleteDefaultPolicy'));
  }
  await ctx.db.delete(policies).where(eq(policies.id, row.id));
  publishPolicy(ctx, row, 'deleted');
  return { resultCode: 'SUCCESS' as const };
}

/** Policy picker: readable policies, optional name, class and role filters, paged in SQL. */
export async function queryPolicies(ctx: Ctx<'query'>) {
  const { db, auth, query } = ctx;
  const where = and(
    policyScope(auth),
    query.name ? ilikeContains(policies.name, query.name) : undefined,
    query.nodeClass ? eq(policies.nodeClass, query.nodeClass) : undefined,
    query.nodeRoleId !== undefined ? eq(policies.nodeRoleId, query.nodeRoleId) : undefined,
  );
  const rows = await db
    .select()
    .from(policies)
    .where(where)
    .orderBy(asc(sql`lower(${policies.name})`), asc(policies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(policies).where(where);
  return {
    items: rows.map((row) => {
      const policy = toPolicy(row);
      return {
        id: policy.id,
        name: policy.name,
        description: policy.description,
        nodeClass: policy.nodeClass,
        nodeRoleId: policy.nodeRoleId,
        nodeClassDefault: policy.nodeClassDefault,
        parentPolicyId: policy.parentPolicyId,
        enabled: policy.enabled,
        updateTime: policy.updateTime,
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}
