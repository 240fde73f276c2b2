import { endpoints } from '@console/core';
import { CSRF_COOKIE, MFA_PATH_PREFIX, toRoutePattern } from '@console/core/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { divisions, memberships, sessions, users } from '../../db/schema';
import { ApiError, message, notFound } from '../../http/errors';
import { clearAuthCookies, registerEndpoint, registerPublicEndpoint } from '../../http/register';
import { getDecoyHash, verifyPassword } from '../../lib/crypto';
import { setAuthCookies, setCsrfCookie } from '../../platform/auth/cookies';
import { verifyMfaCode } from '../../platform/auth/mfa';
import { buildSession, createSessionRow } from '../../platform/auth/session';
import { sessionCacheOf } from '../../platform/auth/session-cache';
import { endRealtimeSessions } from '../../realtime/publish';
import { type LoginRateLimit, registerSignInThrottle } from './throttle';

export type { LoginRateLimit };

/** Sign-in, session, sign-out, accounts and switching. */
export function registerAuthRoutes(app: FastifyInstance, rateLimit: LoginRateLimit): void {
  // One failure counter per account on every sign-in path, one per client address (./throttle.ts).
  const throttle = registerSignInThrottle(app, rateLimit);
  const login = `${app.console.apiBase}${toRoutePattern(endpoints.auth.login.path)}`;
  throttle.protect(login);
  throttle.protect(`${app.console.apiBase}${MFA_PATH_PREFIX}${toRoutePattern(endpoints.auth.login.path)}`);
  registerPublicEndpoint(app, endpoints.auth.login, async ({ body, db, mfa, now, reply, request, state }) => {
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    let valid = false;
    if (user?.passwordHash) valid = await verifyPassword(body.password, user.passwordHash);
    else await verifyPassword(body.password, await getDecoyHash());
    const [membership] = user
      ? await db
          .select({ membership: memberships, division: divisions })
          .from(memberships)
          .innerJoin(divisions, eq(divisions.id, memberships.divisionId))
          .where(eq(memberships.userId, user.id))
          .orderBy(desc(memberships.isDefault), asc(memberships.createdAt), asc(divisions.id))
          .limit(1)
      : [];
    if (!user || !valid || !membership) {
      throw new ApiError(401, 'INVALID_CREDENTIALS', message('shell.signIn.invalid'));
    }
    // The second factor is asked only after the password is right (docs/protocol.md).
    if (user.mfaSecret) {
      if (!mfa.viaMfaUrl) {
        throttle.secondStepPending(request);
        throw new ApiError(403, 'MFA_REQUIRED', message('records.mfaRequired'));
      }
      await verifyMfaCode(db, state.secrets, { id: user.id, mfaSecret: user.mfaSecret }, mfa.code, now);
    }
    const { token, csrfToken } = await createSessionRow(db, {
      userId: user.id,
      divisionId: membership.division.id,
      now,
      maxAgeMs: state.sessionMaxAgeMs,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setAuthCookies(reply, state, token, csrfToken);
    request.log.info({ userId: user.id, divisionId: membership.division.id }, 'signed in');
    return buildSession(db, user, membership.membership, membership.division);
  });

  registerEndpoint(app, endpoints.auth.session, async ({ auth, reply, request, state }) => {
    // Re-issue a lost CSRF cookie so the client can keep writing.
    if (request.cookies[CSRF_COOKIE] !== auth.csrfToken) setCsrfCookie(reply, state, auth.csrfToken);
    return auth.session;
  });

  registerEndpoint(app, endpoints.auth.logout, async ({ auth, body, db, reply, request, state }) => {
    const cache = sessionCacheOf(state.db);
    if (body.fromAllSessions) cache.deleteUser(auth.user.id);
    else cache.delete(auth.sessionId);
    const ended = body.fromAllSessions
      ? await db.delete(sessions).where(eq(sessions.userId, auth.user.id)).returning({ id: sessions.id })
      : await db.delete(sessions).where(eq(sessions.id, auth.sessionId)).returning({ id: sessions.id });
    await endRealtimeSessions(
      db,
      auth.division.id,
      ended.map((row) => row.id),
    );
    clearAuthCookies(reply);
    request.log.info(
      { userId: auth.user.id, all: !!body.fromAllSessions, ended: ended.length },
      'signed out',
    );
    return { resultCode: 'SUCCESS' as const };
  });

  registerEndpoint(app, endpoints.accounts.list, async ({ auth, db }) => {
    const rows = await db
      .select({ divisionUid: divisions.uid, companyName: divisions.companyName })
      .from(memberships)
      .innerJoin(divisions, eq(divisions.id, memberships.divisionId))
      .where(eq(memberships.userId, auth.user.id))
      .orderBy(asc(divisions.companyName), asc(divisions.id));
    return rows;
  });

  registerEndpoint(app, endpoints.accounts.switch, async ({ auth, body, db, request, state }) => {
    sessionCacheOf(state.db).delete(auth.sessionId);
    const [target] = await db
      .select({ id: divisions.id })
      .from(memberships)
      .innerJoin(divisions, eq(divisions.id, memberships.divisionId))
      .where(and(eq(memberships.userId, auth.user.id), eq(divisions.uid, body.divisionUid)));
    if (!target) throw notFound();
    await db.update(sessions).set({ divisionId: target.id }).where(eq(sessions.id, auth.sessionId));
    await endRealtimeSessions(db, auth.division.id, [auth.sessionId]);
    request.log.info({ userId: auth.user.id, divisionId: target.id }, 'switched account');
    return { resultCode: 'SUCCESS' as const };
  });
}
