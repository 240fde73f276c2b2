/**
 * "Renew enrollment profile" through Apple MDM (docs/mdm.md): an `InstallProfile` command whose
 * Payload is the device's enrollment profile rebuilt for its enrollment (same enrollment key, so
 * the same PayloadIdentifier and PayloadUUIDs: the device replaces its installed MDM profile in
 * place), naming the same ServerURL/CheckInURL and the push certificate's topic.
 *
 * The SCEP challenge: the enrollment's single-use token was claimed at the first TokenUpdate and is
 * never sent again. A renewal carries a fresh random challenge instead, like a product with its own
 * SCEP service issues one per renewal; its SHA-256 and expiry are kept on the device's row so a SCEP
 * endpoint can accept it once, for this device (this server serves none yet: docs/mdm.md "Not done").
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  divisions,
  mdmAppleDevices,
  mdmEnrollments,
  mdmPushCertificates,
  organizations,
} from '../../db/schema';
import type { ServerState } from '../../http/state';
import { randomToken, sha256 } from '../../lib/crypto';
import { appleEnrollmentProfile } from '../mdm-enrollment/payloads';
import { DEFAULT_ENROLLMENT_TTL_MS } from '../mdm-enrollment/runtime';
import type { AppleBinding } from './apple-commands';

/**
 * The device-row keys a re-authentication keeps: the origin bound at the first Authenticate (a
 * later Authenticate, with any Host header, cannot point renewals elsewhere) and a renewal's
 * pending SCEP challenge.
 */
const KEPT_KEYS = ['serverOrigin', 'renewalChallengeSha256', 'renewalChallengeExpiresAt'] as const;

/** What a device row keeps of its info when the device authenticates again. */
export function keptOnAuthenticate(info: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of KEPT_KEYS) {
    const value = info?.[key];
    if (value) kept[key] = value;
  }
  return kept;
}

/** Where the renewal is made: the node's organization and the origin of the admin's request. */
export interface RenewalContext {
  db: Db;
  state: ServerState;
  /** The organization the device belongs to now. */
  clientId: number;
  /** The origin to name when the device row predates the recorded `serverOrigin`. */
  fallbackOrigin: string;
  now: Date;
}

/**
 * The `InstallProfile` command renewing this device's enrollment profile, or undefined when the
 * device has no enrollment or push certificate left to rebuild it from. Records the fresh SCEP
 * challenge's hash on the device row.
 */
export async function appleRenewalCommand(
  ctx: RenewalContext,
  device: AppleBinding,
): Promise<{ requestType: string; command: Record<string, unknown> } | undefined> {
  if (device.enrollmentId === null || device.pushCertificateId === null) return undefined;
  const { db } = ctx;
  const [enrollment] = await db
    .select({
      key: mdmEnrollments.key,
      platform: mdmEnrollments.platform,
      productName: divisions.productName,
    })
    .from(mdmEnrollments)
    .innerJoin(divisions, eq(divisions.id, mdmEnrollments.divisionId))
    .where(eq(mdmEnrollments.id, device.enrollmentId));
  const [certificate] = await db
    .select({ topic: mdmPushCertificates.topic })
    .from(mdmPushCertificates)
    .where(eq(mdmPushCertificates.id, device.pushCertificateId));
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, ctx.clientId));
  if (!enrollment || !certificate || !organization) return undefined;
  const challenge = `scr_${randomToken(32)}`;
  const profile = appleEnrollmentProfile({
    endpoints: { origin: device.info.serverOrigin ?? ctx.fallbackOrigin, apiBase: ctx.state.apiBase },
    key: enrollment.key,
    token: challenge,
    topic: certificate.topic,
    productName: enrollment.productName,
    organizationName: organization.name,
    platform: enrollment.platform === 'MAC' ? 'MAC' : 'APPLE',
  });
  await db
    .update(mdmAppleDevices)
    .set({
      info: {
        ...device.info,
        renewalChallengeSha256: sha256(challenge),
        renewalChallengeExpiresAt: new Date(ctx.now.getTime() + DEFAULT_ENROLLMENT_TTL_MS).toISOString(),
      },
    })
    .where(eq(mdmAppleDevices.id, device.id));
  return {
    requestType: 'InstallProfile',
    // The profile is data: kept base64 in the body, written as <data> when sent.
    command: { RequestType: 'InstallProfile', Payload: { $data: Buffer.from(profile).toString('base64') } },
  };
}
