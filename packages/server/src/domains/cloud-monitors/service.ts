/**
 * Cloud monitor saves and reads. A monitor is a device of class CLOUD_MONITOR_TARGET (its node
 * row holds name, organization and location): the DEVICE grants of that class decide who may
 * create, read, change and delete it. Saves run `validateCloudMonitor` (the wizard's rules) and
 * the private-target rule, and write nothing when either refuses.
 */
import {
  type CloudMonitorData,
  type CloudMonitorType,
  type Endpoints,
  monitorTargets,
  type SavedMonitorCondition,
  validateCloudMonitor,
} from '@console/core';
import { and, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cloudMonitorAlerts,
  cloudMonitorResults,
  cloudMonitors,
  locations,
  nodeRoles,
  nodes,
  organizations,
} from '../../db/schema';
import {
  conflict,
  ensure,
  fieldError,
  invalidReference,
  message,
  notFound,
  validationError,
} from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { toAlert } from './alerts';
import { checkConditionChannels } from './channels';
import { NMS_MONITOR_TYPE } from './nms';
import {
  type MonitorNode,
  type MonitorRow,
  mergeSecrets,
  openSecrets,
  settingsOf,
  targetOf,
  toCloudMonitor,
  withUids,
} from './records';
import { allowsPrivateTargets, isRefusedTarget } from './targets';

type Ctx<K extends keyof Endpoints['cloudMonitor']> = RequestContext<Endpoints['cloudMonitor'][K]>;

const MONITOR_CLASS = 'CLOUD_MONITOR_TARGET';

const nodeColumns = {
  id: nodes.id,
  clientId: nodes.clientId,
  locationId: nodes.locationId,
  name: nodes.name,
  nodeClass: nodes.nodeClass,
  nodeRoleId: nodes.nodeRoleId,
};

/** The field of each target, for the private-target refusal. */
function targetField(type: CloudMonitorType, index: number, fetch: 'POP' | 'IMAP' | undefined): string {
  if (type === 'HTTP') return 'url';
  if (type === 'EMAIL')
    return index === 0 ? 'smtpHostname' : fetch === 'IMAP' ? 'imapHostname' : 'popHostname';
  return 'hostname';
}

/** Refuses what the wizard refuses, then private targets unless the division allows them. */
async function checkInput(
  db: Db,
  auth: AuthState,
  body: CloudMonitorData,
  options: { isNew: boolean; secretsSet?: readonly string[] },
): Promise<void> {
  const issues = validateCloudMonitor(body, options);
  if (issues.length)
    throw validationError(
      issues.map(({ path, issue }) => ({ path, message: message(issue.key, issue.params) })),
    );
  await checkConditionChannels(db, auth.division.id, body.conditions ?? []);
  if (await allowsPrivateTargets(db, auth.division.id)) return;
  const targets = monitorTargets(body);
  for (const [index, host] of targets.entries()) {
    if (await isRefusedTarget(host))
      throw fieldError(
        targetField(body.monitorType, index, 'fetchOption' in body ? body.fetchOption : undefined),
        message('cloudMonitors.validation.privateTarget'),
      );
  }
}

/** A monitor with its node, when it is in the division. */
async function loadMonitor(
  db: Db,
  divisionId: number,
  id: number,
): Promise<{ row: MonitorRow; node: MonitorNode } | undefined> {
  const [found] = await db
    .select({ row: cloudMonitors, node: nodeColumns })
    .from(cloudMonitors)
    .innerJoin(nodes, eq(nodes.id, cloudMonitors.nodeId))
    .where(
      and(
        eq(cloudMonitors.nodeId, id),
        eq(cloudMonitors.divisionId, divisionId),
        ne(cloudMonitors.monitorType, NMS_MONITOR_TYPE),
      ),
    );
  return found;
}

async function activeAlertCount(db: Db, monitorId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cloudMonitorAlerts)
    .where(and(eq(cloudMonitorAlerts.monitorId, monitorId), isNull(cloudMonitorAlerts.resetAt)));
  return row?.count ?? 0;
}

/** A monitor the user may see, or 404 / 403. */
async function visibleMonitor(ctx: { db: Db; auth: AuthState }, id: number) {
  const found = await loadMonitor(ctx.db, ctx.auth.division.id, id);
  if (!found) throw notFound();
  ensure(ctx.auth.can.canViewDevice(found.node));
  return found;
}

async function answer(
  ctx: { db: Db; state: { secrets: import('../../lib/crypto').SecretBox } },
  id: number,
  divisionId: number,
) {
  const found = await loadMonitor(ctx.db, divisionId, id);
  if (!found) throw notFound();
  return toCloudMonitor(
    found.row,
    found.node,
    openSecrets(ctx.state.secrets, found.row.secrets),
    await activeAlertCount(ctx.db, id),
  );
}

/**
 * A new or rescheduled monitor's first slot: within 2 s from now, by the database's clock (the
 * scheduler's), spread so that monitors saved together do not run together.
 */
const firstSlot = () => sql`now() + make_interval(secs => ${Math.random() * 2})` as unknown as Date;

/** POST /cloudmonitor. */
export async function createMonitor(ctx: Ctx<'create'>) {
  const { db, auth, body } = ctx;
  ensure(auth.can.canViewOrganization(body.clientId));
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, body.clientId), eq(organizations.divisionId, auth.division.id)));
  if (!org) throw invalidReference('clientId');
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, body.locationId), eq(locations.clientId, org.id)));
  if (!location) throw invalidReference('locationId');
  const [role] = await db
    .select({ id: nodeRoles.id })
    .from(nodeRoles)
    .where(and(eq(nodeRoles.divisionId, auth.division.id), eq(nodeRoles.nodeClass, MONITOR_CLASS)))
    .orderBy(desc(nodeRoles.system), nodeRoles.id)
    .limit(1);
  if (!role) throw invalidReference('monitorType');
  ensure(auth.can.canCreateDevice({ nodeClass: MONITOR_CLASS, nodeRoleId: role.id, clientId: org.id }));
  await checkInput(db, auth, body, { isNew: true });
  const name = body.systemName.trim();
  const [node] = await db
    .insert(nodes)
    .values({
      divisionId: auth.division.id,
      clientId: org.id,
      locationId: location.id,
      nodeClass: MONITOR_CLASS,
      nodeType: body.monitorType === 'EMAIL' ? 'CLOUD_MONITOR_TARGET_EMAIL_SERVER' : MONITOR_CLASS,
      nodeRoleId: role.id,
      name,
      systemName: name,
      dnsName: targetOf({ monitorType: body.monitorType, settings: settingsOf(body) }).slice(0, 253),
    })
    .returning({ id: nodes.id });
  if (!node) throw new Error('node insert returned nothing');
  const secrets = mergeSecrets(ctx.state.secrets, body, {});
  await db.insert(cloudMonitors).values({
    nodeId: node.id,
    divisionId: auth.division.id,
    monitorType: body.monitorType,
    enabled: body.enabled,
    frequency: body.frequency,
    timeout: body.timeout,
    settings: settingsOf(body),
    secrets: secrets.sealed,
    conditions: withUids(body.conditions) as unknown as Record<string, unknown>[],
    nextRunAt: firstSlot(),
  });
  ctx.request.log.info({ monitorId: node.id, type: body.monitorType }, 'cloud monitor created');
  return { resultCode: 'SUCCESS' as const, cloudMonitor: await answer(ctx, node.id, auth.division.id) };
}

/** PUT /cloudmonitor/{id}: organization, location and type stay (002 §4.7). */
export async function updateMonitor(ctx: Ctx<'update'>) {
  const { db, auth, body } = ctx;
  const { row, node } = await visibleMonitor(ctx, ctx.params.id);
  ensure(auth.can.canUpdateDevices(node));
  const readOnly = message('cloudMonitors.validation.readOnly');
  if (body.clientId !== node.clientId) throw fieldError('clientId', readOnly);
  if (body.locationId !== node.locationId) throw fieldError('locationId', readOnly);
  if (body.monitorType !== row.monitorType) throw fieldError('monitorType', readOnly);
  const previous = openSecrets(ctx.state.secrets, row.secrets);
  await checkInput(db, auth, body, { isNew: false, secretsSet: Object.keys(previous) });
  const conditions = withUids(body.conditions, row.conditions);
  const live = new Map(conditions.filter((c) => c.enabled).map((c) => [c.uid, c]));
  // A condition removed, disabled or changed starts over; its active alert is reset.
  const before = new Map((row.conditions as unknown as SavedMonitorCondition[]).map((c) => [c.uid, c]));
  const kept = [...live.keys()].filter(
    (uid) => JSON.stringify(before.get(uid)) === JSON.stringify(live.get(uid)),
  );
  const conditionState = Object.fromEntries(
    Object.entries(row.conditionState).filter(([uid]) => kept.includes(uid)),
  );
  await db
    .update(cloudMonitorAlerts)
    .set({ resetAt: ctx.now })
    .where(
      and(
        eq(cloudMonitorAlerts.monitorId, row.nodeId),
        isNull(cloudMonitorAlerts.resetAt),
        kept.length ? notInArray(cloudMonitorAlerts.conditionUid, kept) : undefined,
      ),
    );
  const name = body.systemName.trim();
  await db
    .update(nodes)
    .set({
      name,
      systemName: name,
      dnsName: targetOf({ monitorType: body.monitorType, settings: settingsOf(body) }).slice(0, 253),
      updatedAt: ctx.now,
    })
    .where(eq(nodes.id, node.id));
  const rescheduled = body.frequency !== row.frequency || (body.enabled && !row.enabled);
  await db
    .update(cloudMonitors)
    .set({
      enabled: body.enabled,
      frequency: body.frequency,
      timeout: body.timeout,
      settings: settingsOf(body),
      secrets: mergeSecrets(ctx.state.secrets, body, previous).sealed,
      conditions: conditions as unknown as Record<string, unknown>[],
      conditionState,
      ...(rescheduled ? { nextRunAt: firstSlot() } : {}),
      updatedAt: ctx.now,
    })
    .where(eq(cloudMonitors.nodeId, row.nodeId));
  return { resultCode: 'SUCCESS' as const, cloudMonitor: await answer(ctx, node.id, auth.division.id) };
}

/**
 * POST /cloudmonitor/{id}/check: the next slot moves to now (the scheduler's next tick runs it; a
 * run in progress keeps its lease, so runs never overlap). Needs the right to change the monitor.
 */
export async function checkMonitorNow(ctx: Ctx<'checkNow'>) {
  const { row, node } = await visibleMonitor(ctx, ctx.params.id);
  ensure(ctx.auth.can.canUpdateDevices(node));
  if (!row.enabled) throw conflict('MONITOR_DISABLED', message('cloudMonitors.dashboard.checkDisabled'));
  const [moved] = await ctx.db
    .update(cloudMonitors)
    .set({ nextRunAt: sql`now()` as unknown as Date })
    .where(eq(cloudMonitors.nodeId, row.nodeId))
    .returning({ nextRunAt: cloudMonitors.nextRunAt });
  return { nextRunAt: (moved?.nextRunAt ?? ctx.now).toISOString() };
}

/** DELETE /cloudmonitor/{id}: the device, its results and alerts. */
export async function deleteMonitor(ctx: Ctx<'delete'>): Promise<void> {
  const { node } = await visibleMonitor(ctx, ctx.params.id);
  ensure(ctx.auth.can.canDeleteDevices(node));
  await ctx.db.delete(nodes).where(eq(nodes.id, node.id));
}

/** GET /cloudmonitor/{id}. */
export async function getMonitor(ctx: Ctx<'get'>) {
  await visibleMonitor(ctx, ctx.params.id);
  return answer(ctx, ctx.params.id, ctx.auth.division.id);
}

/** GET /cloudmonitor: the visible monitors, by name. */
export async function listMonitors(ctx: Ctx<'list'>) {
  const { db, auth } = ctx;
  const rows = await db
    .select({
      row: cloudMonitors,
      node: nodeColumns,
      activeAlerts: sql<number>`(SELECT count(*)::int FROM ${cloudMonitorAlerts} a WHERE a.monitor_id = ${cloudMonitors.nodeId} AND a.reset_at IS NULL)`,
    })
    .from(cloudMonitors)
    .innerJoin(nodes, eq(nodes.id, cloudMonitors.nodeId))
    .where(
      and(
        eq(cloudMonitors.divisionId, auth.division.id),
        ne(cloudMonitors.monitorType, NMS_MONITOR_TYPE),
        ctx.query.clientId ? eq(nodes.clientId, ctx.query.clientId) : undefined,
      ),
    )
    .orderBy(nodes.name, nodes.id);
  return {
    monitors: rows
      .filter(({ node }) => auth.can.canViewDevice(node))
      .map(({ row, node, activeAlerts }) => {
        const full = toCloudMonitor(row, node, {}, activeAlerts);
        return {
          id: full.id,
          status: full.status,
          lastRunAt: full.lastRunAt,
          nextRunAt: full.nextRunAt,
          lastResponseTimeMs: full.lastResponseTimeMs,
          activeAlerts,
          createdAt: full.createdAt,
          updatedAt: full.updatedAt,
          enabled: row.enabled,
          clientId: node.clientId,
          locationId: node.locationId,
          systemName: node.name,
          monitorType: row.monitorType as CloudMonitorType,
          target: targetOf(row),
          frequency: row.frequency,
        };
      }),
  };
}

/** GET /cloudmonitor/{id}/results: newest first. */
export async function listResults(ctx: Ctx<'results'>) {
  await visibleMonitor(ctx, ctx.params.id);
  const rows = await ctx.db
    .select()
    .from(cloudMonitorResults)
    .where(eq(cloudMonitorResults.monitorId, ctx.params.id))
    .orderBy(desc(cloudMonitorResults.id))
    .limit(ctx.query.limit);
  return {
    results: rows.map((row) => ({
      id: row.id,
      monitorId: row.monitorId,
      startedAt: row.startedAt.toISOString(),
      durationMs: row.durationMs,
      status: row.status as 'UP' | 'DOWN',
      responseTimeMs: row.responseTimeMs,
      message: row.message,
      details: row.details,
    })),
  };
}

async function alertsOf(
  db: Db,
  auth: AuthState,
  monitorIds: number[] | null,
  active: boolean,
  limit: number,
) {
  const rows = await db
    .select({ alert: cloudMonitorAlerts, node: nodeColumns })
    .from(cloudMonitorAlerts)
    .innerJoin(nodes, eq(nodes.id, cloudMonitorAlerts.monitorId))
    .where(
      and(
        eq(cloudMonitorAlerts.divisionId, auth.division.id),
        monitorIds ? inArray(cloudMonitorAlerts.monitorId, monitorIds) : undefined,
        active ? isNull(cloudMonitorAlerts.resetAt) : undefined,
      ),
    )
    .orderBy(desc(cloudMonitorAlerts.raisedAt), desc(cloudMonitorAlerts.id))
    .limit(monitorIds ? limit : limit * 4);
  return rows
    .filter(({ node }) => auth.can.canViewDevice(node))
    .slice(0, limit)
    .map(({ alert, node }) => toAlert(alert, node.name));
}

/** GET /cloudmonitor/{id}/alerts. */
export async function listMonitorAlerts(ctx: Ctx<'alerts'>) {
  await visibleMonitor(ctx, ctx.params.id);
  return { alerts: await alertsOf(ctx.db, ctx.auth, [ctx.params.id], ctx.query.active, ctx.query.limit) };
}

/** GET /cloudmonitor/alerts: every visible monitor's. */
export async function listAllAlerts(ctx: Ctx<'allAlerts'>) {
  return { alerts: await alertsOf(ctx.db, ctx.auth, null, ctx.query.active, ctx.query.limit) };
}
