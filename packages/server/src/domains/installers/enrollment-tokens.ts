/**
 * One-time enrollment tokens (issue 13, 000 §2.8): an installer carries one; the agent presents it
 * once when it enrolls, and the server learns the organization, location and role the new device
 * belongs to. Only the token's SHA-256 is stored; a token works once and only until it expires.
 */
import type { InstallerType } from '@console/core';
import { and, eq, gt, inArray, isNull, lt, notExists, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  enrollmentTokens,
  locations,
  mdmAppleDevices,
  mdmEnrollments,
  nodeRoles,
  organizations,
} from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

/** Token kinds of mobile enrollments (domains/mdm-enrollment): an agent cannot enroll with them. */
export const MDM_TOKEN_KINDS = ['MDM_ANDROID', 'MDM_APPLE', 'MDM_MAC'] as const;
/** One of {@link MDM_TOKEN_KINDS}. */
export type MdmTokenKind = (typeof MDM_TOKEN_KINDS)[number];

/** What {@link issueEnrollmentToken} needs. */
export interface IssueEnrollmentToken {
  organizationId: number;
  locationId: number;
  /** Null: Auto (the device's own class decides its role). */
  nodeRoleId: number | null;
  /** The installer's type, or the mobile enrollment's kind. */
  installerType: InstallerType | MdmTokenKind;
  /** The user who generated the installer (null for a system action). */
  createdBy: number | null;
  expiresAt: Date;
}

/** A token just issued: the secret (shown once, put in the installer) and its row id. */
export interface IssuedEnrollmentToken {
  token: string;
  id: number;
}

/** Every token starts with this, so a leaked one is recognisable in a log or a scanner. */
export const ENROLLMENT_TOKEN_PREFIX = 'cet_';

/** A new token (`cet_` and 43 random base64url characters), not yet stored. */
export function newEnrollmentToken(): string {
  return `${ENROLLMENT_TOKEN_PREFIX}${randomToken(32)}`;
}

/**
 * Issues a token for an organization's location (a new one, or `token` made beforehand with
 * {@link newEnrollmentToken}, e.g. to build an installer around it before storing it). Throws when the location is not the
 * organization's or the role is not of the organization's division (the caller validates first;
 * this is the last line).
 * @example const { token } = await issueEnrollmentToken(db, { organizationId: 1, locationId: 2, nodeRoleId: null, installerType: 'LINUX_DEB', createdBy: 5, expiresAt });
 */
export async function issueEnrollmentToken(
  db: Db,
  input: IssueEnrollmentToken,
  token: string = newEnrollmentToken(),
): Promise<IssuedEnrollmentToken> {
  const [place] = await db
    .select({ divisionId: organizations.divisionId })
    .from(locations)
    .innerJoin(organizations, eq(organizations.id, locations.clientId))
    .where(and(eq(locations.id, input.locationId), eq(organizations.id, input.organizationId)));
  if (!place) throw new Error('the location is not one of the organization');
  if (input.nodeRoleId !== null) {
    const [role] = await db
      .select({ id: nodeRoles.id })
      .from(nodeRoles)
      .where(and(eq(nodeRoles.id, input.nodeRoleId), eq(nodeRoles.divisionId, place.divisionId)));
    if (!role) throw new Error('the node role is not of the organization’s division');
  }
  const [row] = await db
    .insert(enrollmentTokens)
    .values({
      divisionId: place.divisionId,
      clientId: input.organizationId,
      locationId: input.locationId,
      nodeRoleId: input.nodeRoleId,
      installerType: input.installerType,
      tokenHash: sha256(token),
      createdBy: input.createdBy,
      expiresAt: input.expiresAt,
    })
    .returning({ id: enrollmentTokens.id });
  if (!row) throw new Error('insert failed');
  return { token, id: row.id };
}

/** Where an enrolling device belongs. */
export interface EnrollmentGrant {
  ok: true;
  /** The token's row id. */
  tokenId: number;
  divisionId: number;
  organizationId: number;
  locationId: number;
  /** Null: Auto. */
  nodeRoleId: number | null;
  installerType: InstallerType | MdmTokenKind;
}

/** Why a token was refused: never issued (or malformed), already used, or past its expiry. */
export type EnrollmentRefusal = { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Uses a token: marks it used and answers where the device belongs, or why it is refused. The
 * claim is one conditional UPDATE, so two agents racing with the same token get one grant. Run it
 * in the transaction that creates the device: if that rolls back, the token stays unused.
 * @example
 * const grant = await consumeEnrollmentToken(tx, token);
 * if (!grant.ok) return refuse(grant.reason);
 */
export async function consumeEnrollmentToken(
  db: Db,
  token: string,
  now: Date = new Date(),
  /** Only tokens of these kinds are claimed (another kind reads as unknown). */
  kinds?: readonly string[],
): Promise<EnrollmentGrant | EnrollmentRefusal> {
  if (typeof token !== 'string' || !token.startsWith(ENROLLMENT_TOKEN_PREFIX) || token.length > 200)
    return { ok: false, reason: 'unknown' };
  const hash = sha256(token);
  const [claimed] = await db
    .update(enrollmentTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(enrollmentTokens.tokenHash, hash),
        isNull(enrollmentTokens.usedAt),
        gt(enrollmentTokens.expiresAt, now),
        kinds ? inArray(enrollmentTokens.installerType, [...kinds]) : undefined,
      ),
    )
    .returning();
  if (claimed) {
    return {
      ok: true,
      tokenId: claimed.id,
      divisionId: claimed.divisionId,
      organizationId: claimed.clientId,
      locationId: claimed.locationId,
      nodeRoleId: claimed.nodeRoleId,
      installerType: claimed.installerType as InstallerType | MdmTokenKind,
    };
  }
  const [row] = await db
    .select({ usedAt: enrollmentTokens.usedAt, kind: enrollmentTokens.installerType })
    .from(enrollmentTokens)
    .where(eq(enrollmentTokens.tokenHash, hash));
  if (!row || (kinds && !kinds.includes(row.kind))) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}

/**
 * Deletes tokens that expired (or were used) before `before`; answers how many. A used Apple or Mac
 * MDM token stays while a device enrolled with it has not checked out: its enrollment (deleted with
 * the token) is how that device's check-in and command URLs are known (docs/mdm.md).
 */
export async function deleteStaleEnrollmentTokens(db: Db, before: Date): Promise<number> {
  const enrolled = db
    .select({ id: mdmEnrollments.id })
    .from(mdmEnrollments)
    .innerJoin(mdmAppleDevices, eq(mdmAppleDevices.enrollmentId, mdmEnrollments.id))
    .where(
      and(eq(mdmEnrollments.enrollmentTokenId, enrollmentTokens.id), isNull(mdmAppleDevices.checkedOutAt)),
    );
  const rows = await db
    .delete(enrollmentTokens)
    .where(
      and(
        or(lt(enrollmentTokens.expiresAt, before), lt(enrollmentTokens.usedAt, before)),
        notExists(enrolled),
      ),
    )
    .returning({ id: enrollmentTokens.id });
  return rows.length;
}
