/**
 * The SCIM Users resource's work (RFC 7643 §4.1, RFC 7644 §3): every read and write goes through
 * the caller's provider links (`scim_users`), so a SCIM client only ever sees and changes the users
 * it provisioned. Active users are members of the provider's division; an inactive one keeps its
 * link but loses the membership (it cannot sign in there); delete removes the membership and the
 * link, and the user when it belongs to no other division.
 */
import type { ScimUser, ScimUserInput } from '@console/core';
import { SCIM_SCHEMAS, scimUserInputSchema } from '@console/core/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { memberships, scimUsers, users } from '../../db/schema';
import { ApiError, conflict, message, notFound, validationError } from '../../http/errors';
import type { ScimCaller } from '../../platform/auth/authenticator';
import { iso } from '../shared';

type UserRow = typeof users.$inferSelect;
type LinkRow = typeof scimUsers.$inferSelect;

/** What a user resource is made of: the user and its link. */
export interface Provisioned {
  user: UserRow;
  link: LinkRow;
}

/** The resource of a provisioned user; `location` is under `base` (`/ws/scim/v2/Users`). */
export function toScimUser({ user, link }: Provisioned, base: string): ScimUser {
  return {
    schemas: [SCIM_SCHEMAS.user],
    id: user.uid,
    ...(link.externalId !== null ? { externalId: link.externalId } : {}),
    userName: link.userName,
    name: { givenName: user.firstName, familyName: user.lastName },
    emails: [{ value: user.email, primary: true }],
    active: link.active,
    userType: link.userType,
    meta: {
      resourceType: 'User',
      created: iso(link.createdAt),
      lastModified: iso(link.updatedAt),
      location: `${base}/${user.uid}`,
    },
  };
}

const emailSchema = z.string().email();

/** The sign-in email of a SCIM user: its primary email, else its first, else its userName. */
function emailOf(input: ScimUserInput): string {
  const email = (input.emails?.find((entry) => entry.primary) ?? input.emails?.[0])?.value ?? input.userName;
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success)
    throw validationError([{ path: 'userName', message: message('records.invalidPayload') }]);
  return parsed.data.toLowerCase();
}

/** A supported filter: `userName eq "…"` or `externalId eq "…"` (RFC 7644 §3.4.2.2). */
export function parseFilter(filter: string): { attribute: 'userName' | 'externalId'; value: string } {
  const match = /^\s*(userName|externalId)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  if (!match?.[1] || match[2] === undefined) {
    throw new ApiError(400, 'VALIDATION_ERROR', message('records.invalidPayload'), [
      { path: 'query.filter', message: message('records.invalidPayload') },
    ]);
  }
  const attribute = match[1].toLowerCase() === 'username' ? 'userName' : 'externalId';
  return { attribute, value: match[2].replace(/\\(.)/g, '$1') };
}

const provisionedQuery = (db: Db) =>
  db
    .select({ user: users, link: scimUsers })
    .from(scimUsers)
    .innerJoin(users, eq(users.id, scimUsers.userId));

/** One page of the caller's users (1-based `startIndex`), with the total. */
export async function listProvisioned(
  db: Db,
  caller: ScimCaller,
  query: { filter?: string | undefined; startIndex?: number | undefined; count?: number | undefined },
): Promise<{ total: number; startIndex: number; rows: Provisioned[] }> {
  const parsed = query.filter ? parseFilter(query.filter) : undefined;
  const where = and(
    eq(scimUsers.providerId, caller.providerId),
    parsed?.attribute === 'userName' ? sql`lower(${scimUsers.userName}) = lower(${parsed.value})` : undefined,
    parsed?.attribute === 'externalId' ? eq(scimUsers.externalId, parsed.value) : undefined,
  );
  const startIndex = query.startIndex ?? 1;
  const [total] = await db.select({ n: count() }).from(scimUsers).where(where);
  const rows = await provisionedQuery(db)
    .where(where)
    .orderBy(asc(scimUsers.id))
    .offset(startIndex - 1)
    .limit(query.count ?? 100);
  return { total: total?.n ?? 0, startIndex, rows };
}

/** The caller's user of SCIM id `uid`; 404 for anyone else's. */
export async function findProvisioned(db: Db, caller: ScimCaller, uid: string): Promise<Provisioned> {
  const [row] = await provisionedQuery(db).where(
    and(eq(scimUsers.providerId, caller.providerId), eq(users.uid, uid)),
  );
  if (!row) throw notFound();
  return row;
}

/** Makes the membership follow `active` (and the user type). */
async function syncMembership(db: Db, caller: ScimCaller, link: LinkRow, now: Date): Promise<void> {
  const key = and(eq(memberships.userId, link.userId), eq(memberships.divisionId, caller.divisionId));
  if (!link.active) {
    await db.delete(memberships).where(key);
    return;
  }
  const [existing] = await db.select().from(memberships).where(key);
  if (!existing) {
    // The division a sign-in lands in, unless the user already belongs to another one.
    const [other] = await db
      .select({ n: count() })
      .from(memberships)
      .where(eq(memberships.userId, link.userId));
    await db.insert(memberships).values({
      userId: link.userId,
      divisionId: caller.divisionId,
      userType: link.userType,
      isDefault: (other?.n ?? 0) === 0,
      createdAt: now,
      content: {},
    });
  } else if (existing.userType !== link.userType) {
    // A changed type drops the old type's role (roles are per type).
    await db.update(memberships).set({ userType: link.userType, roleId: null, sysadmin: false }).where(key);
  }
}

async function ensureFree(
  db: Db,
  caller: ScimCaller,
  userName: string,
  email: string,
  exceptUserId?: number,
) {
  const [sameName] = await db
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(
      and(
        eq(scimUsers.providerId, caller.providerId),
        sql`lower(${scimUsers.userName}) = lower(${userName})`,
        exceptUserId === undefined ? undefined : ne(scimUsers.userId, exceptUserId),
      ),
    );
  const [sameEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  // 409: the SCIM client's "uniqueness" answer (RFC 7644 §3.3).
  if (sameName || sameEmail) throw conflict('EMAIL_ALREADY_IN_USE', message('errors.emailAlreadyInUse'));
}

/** Provisions a new user (and its membership when active). */
export async function createProvisioned(
  db: Db,
  caller: ScimCaller,
  input: ScimUserInput,
  now: Date,
): Promise<Provisioned> {
  const email = emailOf(input);
  await ensureFree(db, caller, input.userName, email);
  const [user] = await db
    .insert(users)
    .values({
      uid: crypto.randomUUID(),
      email,
      firstName: input.name?.givenName ?? '',
      lastName: input.name?.familyName ?? '',
      createdAt: now,
    })
    .returning();
  if (!user) throw new Error('insert failed');
  const [link] = await db
    .insert(scimUsers)
    .values({
      providerId: caller.providerId,
      userId: user.id,
      externalId: input.externalId ?? null,
      userName: input.userName,
      userType: input.userType ?? 'END_USER',
      active: input.active ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!link) throw new Error('insert failed');
  await syncMembership(db, caller, link, now);
  return { user, link };
}

/** Writes a whole new state of a provisioned user (PUT, and PATCH after applying its operations). */
export async function replaceProvisioned(
  db: Db,
  caller: ScimCaller,
  current: Provisioned,
  input: ScimUserInput,
  now: Date,
): Promise<Provisioned> {
  const email = emailOf(input);
  await ensureFree(db, caller, input.userName, email, current.user.id);
  const [user] = await db
    .update(users)
    .set({ email, firstName: input.name?.givenName ?? '', lastName: input.name?.familyName ?? '' })
    .where(eq(users.id, current.user.id))
    .returning();
  const [link] = await db
    .update(scimUsers)
    .set({
      externalId: input.externalId ?? null,
      userName: input.userName,
      userType: input.userType ?? current.link.userType,
      active: input.active ?? true,
      updatedAt: now,
    })
    .where(eq(scimUsers.id, current.link.id))
    .returning();
  if (!user || !link) throw notFound();
  await syncMembership(db, caller, link, now);
  return { user, link };
}

/** Removes a provisioned user from the division; the user goes too when no division holds it. */
export async function deleteProvisioned(db: Db, caller: ScimCaller, current: Provisioned): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.userId, current.user.id), eq(memberships.divisionId, caller.divisionId)));
  await db.delete(scimUsers).where(eq(scimUsers.id, current.link.id));
  const [left] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.userId, current.user.id));
  if ((left?.n ?? 0) === 0) await db.delete(users).where(eq(users.id, current.user.id));
}

/** The current state of a provisioned user as a SCIM input (what PATCH operations start from). */
export function inputOf({ user, link }: Provisioned): ScimUserInput {
  return {
    userName: link.userName,
    ...(link.externalId !== null ? { externalId: link.externalId } : {}),
    name: { givenName: user.firstName, familyName: user.lastName },
    emails: [{ value: user.email, primary: true }],
    active: link.active,
    userType: link.userType,
  };
}

/** Re-checks a patched input against the schema (400 on anything a PUT would refuse). */
export function checkInput(input: unknown): ScimUserInput {
  const parsed = scimUserInputSchema.safeParse(input);
  if (!parsed.success)
    throw validationError([{ path: 'Operations', message: message('records.invalidPayload') }]);
  return parsed.data;
}
