/**
 * Notification channel endpoints (001 §2 Apps › Notification channels): technicians list the
 * division's channels (the monitor condition's channel field); system administrators create,
 * change and delete them. Every save runs `validateNotificationChannel`, the form's rules.
 */
import {
  type Endpoints,
  endpoints,
  isPrivateTarget,
  type NotificationChannel,
  type NotificationChannelInput,
  validateNotificationChannel,
} from '@console/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationChannels } from '../../db/schema';
import { conflict, ensure, fieldError, message, notFound, validationError } from '../../http/errors';
import { type RequestContext, registerEndpoint } from '../../http/register';
import { allowsPrivateTargets } from '../cloud-monitors/targets';
import { nameTakenInDivision } from '../shared';

type Ctx<K extends keyof Endpoints['notificationChannel']> = RequestContext<
  Endpoints['notificationChannel'][K]
>;
type Row = typeof notificationChannels.$inferSelect;

/** A row as answered. */
export function toChannel(row: Row): NotificationChannel {
  const type = row.type === 'WEBHOOK' ? 'WEBHOOK' : 'EMAIL';
  return {
    id: row.id,
    name: row.name,
    type,
    recipients: type === 'EMAIL' ? row.recipients : [],
    url: type === 'WEBHOOK' ? row.url : '',
  };
}

async function requireChannel(ctx: Pick<Ctx<'update'>, 'db' | 'auth'>, id: number): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(notificationChannels)
    .where(and(eq(notificationChannels.id, id), eq(notificationChannels.divisionId, ctx.auth.division.id)));
  if (!row) throw notFound();
  return row;
}

/** The stored columns of a valid input: only the type's own field is kept. */
async function checkedValues(
  ctx: Pick<Ctx<'update'>, 'db' | 'auth'>,
  body: NotificationChannelInput,
  exceptId?: number,
) {
  const issues = validateNotificationChannel(body);
  if (issues.length > 0)
    throw validationError(
      issues.map(({ path, issue }) => ({ path, message: message(issue.key, issue.params) })),
    );
  const name = body.name.trim();
  const url = body.type === 'WEBHOOK' ? (body.url ?? '').trim() : '';
  // The monitors' private-target rule (sending re-checks the address it connects to).
  const host = url ? new URL(url).hostname.replace(/^\[|\]$/g, '') : '';
  if (host && isPrivateTarget(host) && !(await allowsPrivateTargets(ctx.db, ctx.auth.division.id)))
    throw fieldError('url', message('cloudMonitors.validation.privateTarget'));
  if (await nameTakenInDivision(ctx.db, notificationChannels, ctx.auth.division.id, name, { exceptId }))
    throw conflict('NAME_ALREADY_IN_USE', message('records.nameInUse'));
  return {
    name,
    type: body.type,
    recipients: body.type === 'EMAIL' ? (body.recipients ?? []).map((address) => address.trim()) : [],
    url,
  };
}

/** Registers the notification channel endpoints. */
export function registerNotificationChannelRoutes(app: FastifyInstance): void {
  const { notificationChannel } = endpoints;
  registerEndpoint(app, notificationChannel.list, async (ctx) => {
    ensure(ctx.auth.can.isTechnician);
    const rows = await ctx.db
      .select()
      .from(notificationChannels)
      .where(eq(notificationChannels.divisionId, ctx.auth.division.id))
      .orderBy(asc(sql`lower(${notificationChannels.name})`), asc(notificationChannels.id));
    return rows.map(toChannel);
  });

  registerEndpoint(app, notificationChannel.create, async (ctx) => {
    ensure(ctx.auth.can.isSysadmin);
    const values = await checkedValues(ctx, ctx.body);
    const [row] = await ctx.db
      .insert(notificationChannels)
      .values({ divisionId: ctx.auth.division.id, ...values, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    if (!row) throw new Error('insert failed');
    return { resultCode: 'SUCCESS' as const, notificationChannel: toChannel(row) };
  });

  registerEndpoint(app, notificationChannel.update, async (ctx) => {
    const row = await requireChannel(ctx, ctx.params.id);
    ensure(ctx.auth.can.isSysadmin);
    const values = await checkedValues(ctx, ctx.body, row.id);
    const [updated] = await ctx.db
      .update(notificationChannels)
      .set({ ...values, updatedAt: ctx.now })
      .where(eq(notificationChannels.id, row.id))
      .returning();
    if (!updated) throw notFound();
    return { resultCode: 'SUCCESS' as const, notificationChannel: toChannel(updated) };
  });

  registerEndpoint(app, notificationChannel.delete, async (ctx) => {
    const row = await requireChannel(ctx, ctx.params.id);
    ensure(ctx.auth.can.isSysadmin);
    await ctx.db.delete(notificationChannels).where(eq(notificationChannels.id, row.id));
    return { resultCode: 'SUCCESS' as const };
  });
}
