import { createPermissions, getUserInactivityTimeout, type Permission, type Session } from '@console/core';
import { permissionSchema } from '@console/core/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  divisionConfig,
  divisions,
  featureFlags,
  memberships,
  sessions,
  userRoles,
  users,
} from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { type DivisionSettings, sessionCacheOf } from './session-cache';
import type { AuthState } from './types';

/** Epoch seconds of a date (null stays null). */
export function epochSeconds(date: Date | null): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}

/** Reads a division's enabled feature flags and its configuration entries (sorted by name). */
export async function loadDivisionSettings(db: Db, divisionId: number): Promise<DivisionSettings> {
  // Sequential: `db` may be a transaction, which runs one query at a time.
  const flagRows = await db
    .select({ name: featureFlags.name })
    .from(featureFlags)
    .where(and(eq(featureFlags.divisionId, divisionId), eq(featureFlags.enabled, true)));
  const configRows = await db
    .select({ name: divisionConfig.name, enabled: divisionConfig.enabled })
    .from(divisionConfig)
    .where(eq(divisionConfig.divisionId, divisionId));
  return {
    featureFlags: flagRows.map((row) => row.name).sort(),
    divisionConfig: configRows
      .map((row) => ({ name: row.name, enabled: row.enabled }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Builds the contract Session for a user in a division. `preloaded` skips the queries of what the
 * caller already read: the role's permissions (`null`: no role) and the division's settings.
 */
export async function buildSession(
  db: Db,
  user: typeof users.$inferSelect,
  membership: typeof memberships.$inferSelect,
  division: typeof divisions.$inferSelect,
  preloaded: { rolePermissions?: unknown[] | null; settings?: DivisionSettings } = {},
): Promise<Session> {
  let grants = preloaded.rolePermissions;
  if (grants === undefined) {
    const roleRows = membership.roleId
      ? await db
          .select({ permissions: userRoles.permissions })
          .from(userRoles)
          .where(eq(userRoles.id, membership.roleId))
      : [];
    grants = roleRows[0]?.permissions ?? null;
  }
  const settings = preloaded.settings ?? (await loadDivisionSettings(db, division.id));
  const permissions: Permission[] = (grants ?? []).map((grant) => permissionSchema.parse(grant));
  return {
    user: {
      id: user.id,
      uid: user.uid,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userType: membership.userType,
      sysadmin: membership.userType === 'TECHNICIAN' && membership.sysadmin,
      ninjaAdmin: user.ninjaAdmin,
      mfaEnabled: user.mfaSecret !== null,
      permissions,
      content: membership.content as Session['user']['content'],
    },
    division: {
      uid: division.uid,
      companyName: division.companyName,
      isTrialLicense: division.isTrialLicense,
      licenseExpirationDateTime: epochSeconds(division.licenseExpiration),
      accountCreatedDate: epochSeconds(division.accountCreated) ?? 0,
      cloudEdition: division.cloudEdition,
      productName: division.productName,
      settings: division.settings,
    },
    featureFlags: [...settings.featureFlags],
    divisionConfig: settings.divisionConfig.map((entry) => ({ ...entry })),
  };
}

/** The outcome of looking a session cookie up. */
export type LoadedAuth = { status: 'ok'; auth: AuthState } | { status: 'missing' | 'expired' };

/**
 * The sliding-expiry touch: `last_seen_at` of one session (its SQL is what the session cache of the
 * embedded database knows not to drop sessions for, `TOUCH` in session-cache.ts).
 */
export function touchSession(db: Db, id: string, now: Date) {
  return db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Only touch `last_seen_at` (the sliding inactivity expiry) once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Loads the session of a cookie token: the user must still be a member of the session's division,
 * the session must not be past its absolute expiry nor idle longer than the user's inactivity
 * timeout (002 §6: 240 minutes by default). An ended session is deleted. A request counts as
 * activity (`touch`); the realtime hub's periodic re-checks do not.
 *
 * With `cache`, a session loaded in the last few seconds (`SESSION_CACHE_TTL_MS`) is answered from
 * the in-process cache of `db` without a query; the absolute and inactivity expiries are still
 * checked against `now` (a session past either is loaded again, and ended, from the database).
 */
export async function loadAuth(
  db: Db,
  token: string | undefined,
  now: Date,
  options: { touch?: boolean; cache?: boolean } = {},
): Promise<LoadedAuth> {
  if (!token || token.length > 200) return { status: 'missing' };
  const id = sha256(token);
  const cache = options.cache ? sessionCacheOf(db) : undefined;
  const nowMs = now.getTime();
  const hit = cache?.get(id, now);
  if (cache && hit) {
    if (hit.expiresAt > nowMs && nowMs - hit.lastSeenAt <= hit.timeoutMs) {
      if (options.touch !== false && nowMs - hit.lastSeenAt > TOUCH_INTERVAL_MS) {
        await touchSession(db, id, now);
        hit.lastSeenAt = nowMs;
      }
      return { status: 'ok', auth: hit.auth };
    }
    cache.delete(id);
  }
  const version = cache?.version ?? 0;
  const rows = await db
    .select({
      session: sessions,
      user: users,
      membership: memberships,
      division: divisions,
      rolePermissions: userRoles.permissions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(divisions, eq(divisions.id, sessions.divisionId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.divisionId, sessions.divisionId)),
    )
    .leftJoin(userRoles, eq(userRoles.id, memberships.roleId))
    .where(eq(sessions.id, id));
  const row = rows[0];
  if (!row) {
    cache?.delete(id);
    return { status: 'missing' };
  }
  if (!row.membership || row.session.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    cache?.delete(id);
    return { status: 'expired' };
  }
  // One query above for the session, its user, membership and role; the division's flags and
  // config are shared by its sessions (cached as long as a session, dropped by the same writes).
  let settings = cache?.getDivision(row.division.id, now);
  if (!settings) {
    settings = await loadDivisionSettings(db, row.division.id);
    cache?.setDivision(row.division.id, settings, version, nowMs);
  }
  const session = await buildSession(db, row.user, row.membership, row.division, {
    rolePermissions: row.membership.roleId ? (row.rolePermissions ?? null) : null,
    settings,
  });
  const timeoutMs = getUserInactivityTimeout(session) * 60_000;
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  if (idle > timeoutMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    cache?.delete(id);
    return { status: 'expired' };
  }
  let lastSeenAt = row.session.lastSeenAt.getTime();
  if (options.touch !== false && idle > TOUCH_INTERVAL_MS) {
    await touchSession(db, id, now);
    lastSeenAt = nowMs;
  }
  const auth: AuthState = {
    sessionId: id,
    csrfToken: row.session.csrfToken,
    lastSeenAt: row.session.lastSeenAt,
    user: row.user,
    membership: row.membership,
    division: row.division,
    session,
    can: createPermissions(session),
  };
  cache?.set(
    id,
    { auth, expiresAt: row.session.expiresAt.getTime(), timeoutMs, lastSeenAt, cachedAt: nowMs },
    version,
  );
  return { status: 'ok', auth };
}

/** Creates a session row; answers the cookie token and the CSRF token. */
export async function createSessionRow(
  db: Db,
  values: {
    userId: number;
    divisionId: number;
    now: Date;
    maxAgeMs: number;
    ip?: string;
    userAgent?: string;
  },
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken();
  const csrfToken = randomToken();
  await db.insert(sessions).values({
    id: sha256(token),
    userId: values.userId,
    divisionId: values.divisionId,
    csrfToken,
    createdAt: values.now,
    lastSeenAt: values.now,
    expiresAt: new Date(values.now.getTime() + values.maxAgeMs),
    ip: values.ip ?? null,
    userAgent: values.userAgent?.slice(0, 500) ?? null,
  });
  return { token, csrfToken };
}
