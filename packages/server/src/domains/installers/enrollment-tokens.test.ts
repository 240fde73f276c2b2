import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServer } from '../../test/helpers';
import {
  consumeEnrollmentToken,
  deleteStaleEnrollmentTokens,
  ENROLLMENT_TOKEN_PREFIX,
  issueEnrollmentToken,
} from './enrollment-tokens';

const { server, ids } = setupDemoServer();
const HOUR = 3_600_000;

async function place() {
  const org = ids.orgs[0];
  if (!org) throw new Error('no demo organization');
  const [location] = await server.db.select().from(t.locations).where(eq(t.locations.clientId, org.id));
  if (!location) throw new Error('no demo location');
  return { organizationId: org.id, locationId: location.id };
}

async function issue(expiresAt = new Date(Date.now() + HOUR), nodeRoleId: number | null = null) {
  return issueEnrollmentToken(server.db, {
    ...(await place()),
    nodeRoleId,
    installerType: 'LINUX_DEB',
    createdBy: null,
    expiresAt,
  });
}

describe('given an issued enrollment token', () => {
  it('stores only its hash and grants the organization, location and role once', async () => {
    const [role] = await server.db
      .select()
      .from(t.nodeRoles)
      .where(eq(t.nodeRoles.nodeClass, 'LINUX_SERVER'))
      .limit(1);
    const { token, id } = await issue(undefined, role?.id ?? null);
    expect(token.startsWith(ENROLLMENT_TOKEN_PREFIX)).toBe(true);
    const [row] = await server.db.select().from(t.enrollmentTokens).where(eq(t.enrollmentTokens.id, id));
    expect(row?.tokenHash).not.toContain(token.slice(ENROLLMENT_TOKEN_PREFIX.length));
    expect(JSON.stringify(row)).not.toContain(token);

    const grant = await consumeEnrollmentToken(server.db, token);
    expect(grant).toEqual({
      ok: true,
      tokenId: id,
      divisionId: ids.division.id,
      ...(await place()),
      nodeRoleId: role?.id ?? null,
      installerType: 'LINUX_DEB',
    });
    expect(await consumeEnrollmentToken(server.db, token)).toEqual({ ok: false, reason: 'used' });
  });

  it('gives one grant to two agents racing with the same token', async () => {
    const { token } = await issue();
    const results = await Promise.all([
      consumeEnrollmentToken(server.db, token),
      consumeEnrollmentToken(server.db, token),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: 'used' });
  });

  it('refuses it after its expiry, and an unknown or malformed token', async () => {
    const { token } = await issue(new Date(Date.now() + HOUR));
    expect(await consumeEnrollmentToken(server.db, token, new Date(Date.now() + 2 * HOUR))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await consumeEnrollmentToken(server.db, `${token}x`)).toEqual({ ok: false, reason: 'unknown' });
    expect(await consumeEnrollmentToken(server.db, 'not-a-token')).toEqual({ ok: false, reason: 'unknown' });
    expect(await consumeEnrollmentToken(server.db, ENROLLMENT_TOKEN_PREFIX.repeat(100))).toEqual({
      ok: false,
      reason: 'unknown',
    });
    // Still usable before its expiry.
    expect((await consumeEnrollmentToken(server.db, token)).ok).toBe(true);
  });

  it('stays unused when the enrolling transaction rolls back', async () => {
    const { token } = await issue();
    await expect(
      server.db.transaction(async (tx) => {
        expect((await consumeEnrollmentToken(tx, token)).ok).toBe(true);
        throw new Error('device creation failed');
      }),
    ).rejects.toThrow('device creation failed');
    expect((await consumeEnrollmentToken(server.db, token)).ok).toBe(true);
  });

  it('refuses a location of another organization and a role of another division', async () => {
    const [first, second] = ids.orgs;
    if (!first || !second) throw new Error('two demo organizations expected');
    const [otherLocation] = await server.db
      .select()
      .from(t.locations)
      .where(eq(t.locations.clientId, second.id));
    await expect(
      issueEnrollmentToken(server.db, {
        organizationId: first.id,
        locationId: otherLocation?.id ?? 0,
        nodeRoleId: null,
        installerType: 'WINDOWS_MSI',
        createdBy: null,
        expiresAt: new Date(Date.now() + HOUR),
      }),
    ).rejects.toThrow(/not one of the organization/);
    await expect(issue(undefined, 2_000_000_000)).rejects.toThrow(/node role/);
  });

  it('sweeps expired and used tokens', async () => {
    const { id } = await issue(new Date(Date.now() - HOUR));
    expect(await deleteStaleEnrollmentTokens(server.db, new Date())).toBeGreaterThan(0);
    expect(await server.db.select().from(t.enrollmentTokens).where(eq(t.enrollmentTokens.id, id))).toEqual(
      [],
    );
  });
});
