import { type Endpoints, FEATURE_FLAGS, topics } from '@console/core';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  announcementDismissals,
  announcements,
  divisionConfig,
  featureFlags,
  ticketTemplates,
  trialCallRequests,
} from '../../db/schema';
import { ensure, invalidReference, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { seconds } from '../shared';

type TrialCtx<K extends keyof Endpoints['trial']> = RequestContext<Endpoints['trial'][K]>;
type AnnouncementCtx<K extends keyof Endpoints['announcements']> = RequestContext<
  Endpoints['announcements'][K]
>;
type ConfigCtx<K extends keyof Endpoints['divisionConfig']> = RequestContext<Endpoints['divisionConfig'][K]>;

/** Trial calls name the current division; another uid is not found. */
function requireOwnDivision(auth: AuthState, divisionUid: string): void {
  if (divisionUid !== auth.division.uid) throw notFound();
  ensure(auth.can.isTechnician);
}

export async function trialContactUs(ctx: TrialCtx<'contactUs'>) {
  requireOwnDivision(ctx.auth, ctx.params.divisionUid);
  return {
    contactEmail: ctx.auth.division.salesContactEmail,
    contactName: ctx.auth.division.salesContactName,
  };
}

export async function trialRequestCall(ctx: TrialCtx<'requestCall'>) {
  requireOwnDivision(ctx.auth, ctx.params.divisionUid);
  await ctx.db
    .insert(trialCallRequests)
    .values({ divisionId: ctx.auth.division.id, userId: ctx.auth.user.id, createdAt: ctx.now });
  ctx.request.log.info(
    { divisionId: ctx.auth.division.id, userId: ctx.auth.user.id },
    'trial call requested',
  );
  return { resultCode: 'SUCCESS' as const };
}

/** The purchase page of the division (chosen: a configurable URL with the division uid). */
export function trialBuyNow(purchaseUrl: string) {
  return async (ctx: TrialCtx<'buyNow'>) => {
    requireOwnDivision(ctx.auth, ctx.params.divisionUid);
    const url = new URL(purchaseUrl);
    url.searchParams.set('divisionUid', ctx.auth.division.uid);
    return { url: url.toString() };
  };
}

function currentAnnouncements(ctx: { auth: AuthState; now: Date }) {
  return and(
    or(isNull(announcements.divisionId), eq(announcements.divisionId, ctx.auth.division.id)),
    or(isNull(announcements.startTime), lte(announcements.startTime, ctx.now)),
    or(isNull(announcements.endTime), gt(announcements.endTime, ctx.now)),
  );
}

/** Current announcements the user has not dismissed. */
export async function listAnnouncements(ctx: AnnouncementCtx<'list'>) {
  const rows = await ctx.db
    .select()
    .from(announcements)
    .leftJoin(
      announcementDismissals,
      and(
        eq(announcementDismissals.announcementId, announcements.id),
        eq(announcementDismissals.userId, ctx.auth.user.id),
      ),
    )
    .where(and(currentAnnouncements(ctx), isNull(announcementDismissals.userId)))
    .orderBy(asc(announcements.id));
  return rows.map(({ announcements: row }) => ({
    id: row.id,
    message: row.message,
    startTime: seconds(row.startTime),
    endTime: seconds(row.endTime),
  }));
}

/** Dismisses an announcement for the user (000 §7.2). */
export async function dismissAnnouncement(ctx: AnnouncementCtx<'dismiss'>) {
  const [row] = await ctx.db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, ctx.body), currentAnnouncements(ctx)));
  if (!row) throw notFound();
  await ctx.db
    .insert(announcementDismissals)
    .values({ announcementId: row.id, userId: ctx.auth.user.id, dismissedAt: ctx.now })
    .onConflictDoNothing();
  return { resultCode: 'SUCCESS' as const };
}

export async function listDivisionConfig(ctx: ConfigCtx<'list'>) {
  ensure(ctx.auth.can.isTechnician);
  return ctx.auth.session.divisionConfig;
}

export async function updateDivisionConfig(ctx: ConfigCtx<'update'>) {
  ensure(ctx.auth.can.canConfigureGeneralSettings);
  await ctx.db
    .insert(divisionConfig)
    .values({ divisionId: ctx.auth.division.id, name: ctx.params.name, enabled: ctx.body.enabled })
    .onConflictDoUpdate({
      target: [divisionConfig.divisionId, divisionConfig.name],
      set: { enabled: ctx.body.enabled },
    });
  ctx.publish(topics.session, undefined, { action: 'divisionConfig', name: ctx.params.name });
  return { name: ctx.params.name, enabled: ctx.body.enabled };
}

async function defaultTemplateId(ctx: {
  db: ConfigCtx<'getPsa'>['db'];
  auth: AuthState;
}): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: ticketTemplates.id })
    .from(ticketTemplates)
    .where(and(eq(ticketTemplates.divisionId, ctx.auth.division.id), eq(ticketTemplates.isDefault, true)));
  return row?.id ?? null;
}

export async function getPsaConfig(ctx: ConfigCtx<'getPsa'>) {
  ensure(ctx.auth.can.canConfigurePsa);
  return { content: { defaultTicketTemplateId: await defaultTemplateId(ctx) } };
}

/** Sets the default ticket template (002 §7 PUT /divisionconfig/psa). */
export async function updatePsaConfig(ctx: ConfigCtx<'updatePsa'>) {
  ensure(ctx.auth.can.canConfigurePsa);
  const id = ctx.body.content.defaultTicketTemplateId;
  if (id === null) return { content: { defaultTicketTemplateId: await defaultTemplateId(ctx) } };
  const [template] = await ctx.db
    .select({ id: ticketTemplates.id })
    .from(ticketTemplates)
    .where(and(eq(ticketTemplates.id, id), eq(ticketTemplates.divisionId, ctx.auth.division.id)));
  if (!template) throw invalidReference('content.defaultTicketTemplateId');
  await ctx.db
    .update(ticketTemplates)
    .set({ isDefault: sql`${ticketTemplates.id} = ${template.id}` })
    .where(eq(ticketTemplates.divisionId, ctx.auth.division.id));
  return { content: { defaultTicketTemplateId: template.id } };
}

const KNOWN_FLAGS: readonly string[] = Object.values(FEATURE_FLAGS);

export async function listFeatureFlags(ctx: ConfigCtx<'featureFlags'>) {
  const enabled = new Set(ctx.auth.session.featureFlags);
  const names = [...new Set([...KNOWN_FLAGS, ...enabled])].sort();
  return names.map((name) => ({ name, enabled: enabled.has(name) }));
}

export async function updateFeatureFlag(ctx: ConfigCtx<'updateFeatureFlag'>) {
  ensure(ctx.auth.can.canConfigureGeneralSettings);
  if (!KNOWN_FLAGS.includes(ctx.params.name)) throw invalidReference('params.name');
  await ctx.db
    .insert(featureFlags)
    .values({ divisionId: ctx.auth.division.id, name: ctx.params.name, enabled: ctx.body.enabled })
    .onConflictDoUpdate({
      target: [featureFlags.divisionId, featureFlags.name],
      set: { enabled: ctx.body.enabled },
    });
  ctx.publish(topics.session, undefined, { action: 'featureFlag', name: ctx.params.name });
  return { name: ctx.params.name, enabled: ctx.body.enabled };
}
