import { type Endpoints, endpoints } from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userPreferences } from '../../db/schema';
import { type RequestContext, registerEndpoint } from '../../http/register';

type Ctx<K extends keyof Endpoints['userPreference']> = RequestContext<Endpoints['userPreference'][K]>;

/** Reads one preference of the signed-in user; null when never set. */
async function getPreference(ctx: Ctx<'get'>) {
  const [row] = await ctx.db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, ctx.auth.user.id), eq(userPreferences.key, ctx.params.key)));
  // Every preference is a flag; a stored value of another kind (none is written) reads as unset.
  return { key: ctx.params.key, value: typeof row?.value === 'boolean' ? row.value : null };
}

/** Sets one preference of the signed-in user (an upsert: setting it twice keeps one row). */
async function setPreference(ctx: Ctx<'set'>) {
  const row = { userId: ctx.auth.user.id, key: ctx.params.key, value: ctx.body.value, updatedAt: ctx.now };
  await ctx.db
    .insert(userPreferences)
    .values(row)
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.key],
      set: { value: row.value, updatedAt: row.updatedAt },
    });
  return { resultCode: 'SUCCESS' as const };
}

/** A user's own preferences (paths chosen): only ever the signed-in user's rows. */
export function registerUserPreferenceRoutes(app: FastifyInstance): void {
  const { userPreference } = endpoints;
  registerEndpoint(app, userPreference.get, getPreference);
  registerEndpoint(app, userPreference.set, setPreference);
}
