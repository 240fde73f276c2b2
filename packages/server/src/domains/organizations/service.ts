import { type DeleteWarning, type Endpoints, topics } from '@console/core';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { deviceScope, organizationScope } from '../../authz';
import { pageTotal, totalRows } from '../../db/paging';
import { deviceJobs as jobs, locations, nodes, organizations } from '../../db/schema';
import { conflict, ensure, fieldError, message, notFound, refused } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import { deviceCounts } from '../nodes/device-counts';
import { ilikeContains, seconds } from '../shared';
import {
  countBackupData,
  countDevices,
  countDevicesAtLocation,
  countOpenTickets,
  deleteBackupDataOf,
  findOrganization,
  listOrganizationNames,
  locationsByOrganization,
  organizationNameTaken,
  toLocation,
  toOrganization,
} from './queries';

type Ctx<K extends keyof Endpoints['client']> = RequestContext<Endpoints['client'][K]>;
type QueryCtx<K extends keyof Endpoints['query']> = RequestContext<Endpoints['query'][K]>;

/** The organization, or 404 when it is not in the division. Permission checks follow. */
async function requireOrganization(ctx: { db: Ctx<'get'>['db']; auth: Ctx<'get'>['auth'] }, id: number) {
  const row = await findOrganization(ctx.db, ctx.auth.division.id, id);
  if (!row) throw notFound();
  return row;
}

function publishOrganization(
  ctx: Pick<Ctx<'get'>, 'publish'>,
  id: number,
  action: 'created' | 'updated' | 'deleted',
) {
  ctx.publish(topics.organizations, undefined, { action, id }, { clientId: id });
  ctx.publish(topics.organization, { id }, { action, id }, { clientId: id });
}

export async function listOrganizations(ctx: Ctx<'list'>) {
  return listOrganizationNames(ctx.db, organizationScope(ctx.auth));
}

export async function getOrganization(ctx: Ctx<'get'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(ctx.auth.can.canViewOrganization(row.id));
  return { resultCode: 'SUCCESS' as const, client: await toOrganization(ctx.db, row) };
}

export async function createOrganization(ctx: Ctx<'create'>) {
  const { body, db, auth } = ctx;
  ensure(auth.can.canCreateCustomers);
  if (await organizationNameTaken(db, auth.division.id, body.name)) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.organizationNameInUse'));
  }
  const [row] = await db
    .insert(organizations)
    .values({
      divisionId: auth.division.id,
      name: body.name,
      description: body.description,
      nodeApprovalMode: body.nodeApprovalMode,
      deleteBackupDataPermanently: body.deleteBackupDataPermanently,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  await db.insert(locations).values(body.locations.map((location) => ({ ...location, clientId: row.id })));
  publishOrganization(ctx, row.id, 'created');
  return { resultCode: 'SUCCESS' as const, clientId: row.id, client: await toOrganization(db, row) };
}

export async function updateOrganization(ctx: Ctx<'update'>) {
  const { body, db, auth } = ctx;
  const row = await requireOrganization(ctx, body.id);
  ensure(auth.can.canUpdateCustomers(row.id));
  if (body.name !== undefined && (await organizationNameTaken(db, auth.division.id, body.name, row.id))) {
    throw conflict('NAME_ALREADY_IN_USE', message('records.organizationNameInUse'));
  }
  const [updated] = await db
    .update(organizations)
    .set({
      name: body.name,
      description: body.description,
      nodeApprovalMode: body.nodeApprovalMode,
      deleteBackupDataPermanently: body.deleteBackupDataPermanently,
      updatedAt: ctx.now,
    })
    .where(eq(organizations.id, row.id))
    .returning();
  if (!updated) throw notFound();
  publishOrganization(ctx, row.id, 'updated');
  return { resultCode: 'SUCCESS' as const, client: await toOrganization(db, updated) };
}

/** Deletes the organization; its devices go with it, backup data is detached (kept). */
export async function deleteOrganization(ctx: Ctx<'delete'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeleteOrganization(row.id));
  await ctx.db.delete(organizations).where(eq(organizations.id, row.id));
  publishOrganization(ctx, row.id, 'deleted');
  ctx.request.log.info({ clientId: row.id }, 'organization deleted');
  return { resultCode: 'SUCCESS' as const };
}

/** Deletes the organization and its backup data permanently (needs Backup.Manage too). */
export async function deleteOrganizationIncludingBackupData(ctx: Ctx<'deleteIncludingBackupData'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeleteOrganization(row.id) && ctx.auth.can.canManageBackupData);
  const removed = await deleteBackupDataOf(ctx.db, row.id);
  await ctx.db.delete(organizations).where(eq(organizations.id, row.id));
  publishOrganization(ctx, row.id, 'deleted');
  ctx.request.log.info(
    { clientId: row.id, backupDataDeleted: removed },
    'organization deleted with backup data',
  );
  return { resultCode: 'SUCCESS' as const };
}

export async function organizationDeviceCount(ctx: Ctx<'deviceCount'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(ctx.auth.can.canViewOrganization(row.id));
  return { deviceCount: await countDevices(ctx.db, row.id) };
}

/** Warnings to confirm before deleting: open tickets, devices, backup data. */
export async function organizationDeleteWarnings(ctx: Ctx<'deleteWarning'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeleteOrganization(row.id));
  const openTickets = await countOpenTickets(ctx.db, row.id);
  const devices = await countDevices(ctx.db, row.id);
  const backups = await countBackupData(ctx.db, row.id);
  const warnings: DeleteWarning[] = [];
  if (openTickets > 0) {
    warnings.push({
      code: 'TICKETING_TICKET_OPEN',
      message: message('records.warning.ticketOpen', { count: openTickets }),
    });
  }
  if (devices > 0) {
    warnings.push({
      code: 'DEVICES_ASSIGNED',
      message: message('records.warning.devices', { count: devices }),
    });
  }
  if (backups > 0)
    warnings.push({ code: 'BACKUP_DATA_EXISTS', message: message('records.warning.backupData') });
  return { warnings };
}

export async function listLocations(ctx: Ctx<'locations'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(ctx.auth.can.canViewOrganization(row.id));
  const map = await locationsByOrganization(ctx.db, [row.id]);
  return (map.get(row.id) ?? []).map(toLocation);
}

export async function createLocation(ctx: Ctx<'createLocation'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(ctx.auth.can.canUpdateCustomers(row.id));
  const [location] = await ctx.db
    .insert(locations)
    .values({
      clientId: row.id,
      name: ctx.body.name,
      address: ctx.body.address,
      description: ctx.body.description,
    })
    .returning();
  if (!location) throw new Error('insert failed');
  publishOrganization(ctx, row.id, 'updated');
  return { resultCode: 'SUCCESS' as const, location: toLocation(location) };
}

async function requireLocation(ctx: Ctx<'updateLocation'> | Ctx<'deleteLocation'>) {
  const row = await requireOrganization(ctx, ctx.params.id);
  const [location] = await ctx.db
    .select()
    .from(locations)
    .where(and(eq(locations.id, ctx.params.locationId), eq(locations.clientId, row.id)));
  if (!location) throw notFound();
  return { row, location };
}

export async function updateLocation(ctx: Ctx<'updateLocation'>) {
  const { row, location } = await requireLocation(ctx);
  ensure(ctx.auth.can.canUpdateCustomers(row.id));
  const changes = { name: ctx.body.name, address: ctx.body.address, description: ctx.body.description };
  const updated = Object.values(changes).every((value) => value === undefined)
    ? location
    : (await ctx.db.update(locations).set(changes).where(eq(locations.id, location.id)).returning())[0];
  if (!updated) throw notFound();
  publishOrganization(ctx, row.id, 'updated');
  return { resultCode: 'SUCCESS' as const, location: toLocation(updated) };
}

export async function deleteLocation(ctx: Ctx<'deleteLocation'>) {
  const { row, location } = await requireLocation(ctx);
  ensure(ctx.auth.can.canUpdateCustomers(row.id));
  const devices = await countDevicesAtLocation(ctx.db, location.id);
  if (devices > 0) {
    throw refused('CANNOT_DELETE_LOCATION_IN_USE', message('records.locationInUse', { count: devices }));
  }
  const [others] = await ctx.db.select({ n: count() }).from(locations).where(eq(locations.clientId, row.id));
  if ((others?.n ?? 0) <= 1) throw refused('CANNOT_DELETE_LAST_LOCATION', message('records.lastLocation'));
  await ctx.db.delete(locations).where(eq(locations.id, location.id));
  publishOrganization(ctx, row.id, 'updated');
  return { resultCode: 'SUCCESS' as const };
}

/**
 * The locations of the organization of each row, as the picker shows them ({ id, name }, by name
 * then id), aggregated in the page's own query: one round trip per picker request (issue 14).
 */
const pickerLocations = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', l.id, 'name', l.name) order by lower(l.name), l.id)
  from ${locations} l where l.client_id = "organizations"."id"
), '[]'::json)`;

/** Organization picker: visible organizations, searched by name, paged in SQL, with locations. */
export async function queryOrganizations(ctx: QueryCtx<'organizations'>) {
  const { db, auth, query } = ctx;
  const where = and(
    organizationScope(auth),
    query.search ? ilikeContains(organizations.name, query.search) : undefined,
  );
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      locations: pickerLocations,
      total: totalRows(),
    })
    .from(organizations)
    .where(where)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = await pageTotal(
    rows,
    query.page,
    async () => (await db.select({ n: count() }).from(organizations).where(where))[0]?.n ?? 0,
  );
  return {
    items: rows.map(({ total: _, ...item }) => item),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** Organization dashboard: running jobs and device health, optionally for one location. */
export async function customerDashboard(ctx: QueryCtx<'customerDashboard'>) {
  const { db, auth } = ctx;
  const row = await requireOrganization(ctx, ctx.params.id);
  ensure(auth.can.canViewOrganization(row.id));
  const locationId = ctx.query.location ?? null;
  if (locationId !== null) {
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.clientId, row.id)));
    if (!location) throw fieldError('query.location', message('records.locationNotInOrganization'));
  }
  const scope = and(
    deviceScope(auth),
    eq(nodes.clientId, row.id),
    locationId === null ? undefined : eq(nodes.locationId, locationId),
  );
  const systemHealth = await deviceCounts(db, scope);
  const running = await db
    .select({
      id: jobs.id,
      jobType: jobs.jobType,
      name: jobs.name,
      status: jobs.status,
      nodeId: jobs.nodeId,
      nodeName: nodes.name,
      startedAt: jobs.startedAt,
    })
    .from(jobs)
    .leftJoin(nodes, eq(nodes.id, jobs.nodeId))
    .where(
      and(
        eq(jobs.clientId, row.id),
        inArray(jobs.status, ['QUEUED', 'RUNNING']),
        locationId === null ? undefined : eq(nodes.locationId, locationId),
      ),
    )
    .orderBy(asc(jobs.startedAt), asc(jobs.id))
    .limit(100);
  return {
    clientId: row.id,
    locationId,
    runningJobs: running.map((job) => ({
      id: job.id,
      jobType: job.jobType,
      name: job.name,
      status: job.status as 'QUEUED' | 'RUNNING',
      nodeId: job.nodeId,
      nodeName: job.nodeName,
      startTime: seconds(job.startedAt) ?? 0,
    })),
    systemHealth,
  };
}
