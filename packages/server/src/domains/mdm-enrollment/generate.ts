/**
 * "Generate QR code" (000 §2.13, §4.7, §5.6, §7.4): checks the MDM feature and app, the caller's
 * right to add a mobile device of that role to the organization, that the organization does not
 * reject new devices and the connection (or push certificate, not expired); then issues a
 * single-use enrollment token bound to organization, location and role and stores the enrollment
 * under a random public key (the Apple code, the Android uuid).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DIVISION_CONFIG, type Endpoints, FEATURE_FLAGS, type NodeClass } from '@console/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  locations,
  mdmAndroidConnections,
  mdmEnrollments,
  mdmPushCertificates,
  nodeRoles,
  organizations,
} from '../../db/schema';
import { ApiError, ensure, invalidReference, message, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { issueEnrollmentToken, type MdmTokenKind } from '../installers/enrollment-tokens';
import { connectionApi, createAndroidEnrollmentToken } from '../mdm/android';
import { androidProvisioningPayload, appleEnrollUrl } from './payloads';
import type { MdmEnrollmentRuntime } from './runtime';
import { requireMdmFeature } from './settings';

type Ctx<K extends keyof Endpoints['mdm']> = RequestContext<Endpoints['mdm'][K]>;

/** The enrollment platforms: Android, iPhone/iPad (APPLE) and the Mac profile (MAC). */
export type EnrollmentPlatform = 'ANDROID' | 'APPLE' | 'MAC';

/** The device classes an enrollment of a platform may create. */
export const PLATFORM_CLASSES: Record<EnrollmentPlatform, readonly NodeClass[]> = {
  ANDROID: ['ANDROID'],
  APPLE: ['APPLE_IOS', 'APPLE_IPADOS'],
  MAC: ['MAC'],
};

const TOKEN_KIND: Record<EnrollmentPlatform, MdmTokenKind> = {
  ANDROID: 'MDM_ANDROID',
  APPLE: 'MDM_APPLE',
  MAC: 'MDM_MAC',
};

/** The Apple enrollment code alphabet (no 0/O, 1/I/L): 16 characters, 80 random bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new Apple enrollment code. */
export function newEnrollmentCode(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** 422 when the platform's MDM app is not enabled ('Enable {product} MDM Apple app'). */
export function requireMdmApp(auth: AuthState, platform: 'ANDROID' | 'APPLE'): void {
  const name = platform === 'ANDROID' ? DIVISION_CONFIG.mdmAndroidApp : DIVISION_CONFIG.mdmAppleApp;
  if (!auth.can.isDivisionConfigEnabled(name)) {
    throw new ApiError(
      422,
      'MDM_APP_DISABLED',
      message(platform === 'ANDROID' ? 'mobile.app.androidDisabled' : 'mobile.app.appleDisabled', {
        product: auth.division.productName,
      }),
    );
  }
}

/** The organization, location and role of a request, checked against the caller's rights. */
export interface EnrollmentTarget {
  organizationId: number;
  organizationName: string;
  locationId: number;
  nodeRoleId: number | null;
}

/** Checks the target (000 §5.6): visible organization, its location, a role of the platform, rights. */
export async function checkTarget(
  db: Db,
  auth: AuthState,
  platform: EnrollmentPlatform,
  input: { organizationId: number; locationId: number; nodeRoleId: number | null },
): Promise<EnrollmentTarget> {
  ensure(auth.can.canCreateDevices);
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name, approval: organizations.nodeApprovalMode })
    .from(organizations)
    .where(and(eq(organizations.id, input.organizationId), eq(organizations.divisionId, auth.division.id)));
  if (!org || !auth.can.canViewOrganization(org.id)) throw notFound();
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, input.locationId), eq(locations.clientId, org.id)));
  if (!location) throw invalidReference('locationId');
  const classes = PLATFORM_CLASSES[platform];
  if (input.nodeRoleId === null) {
    ensure(classes.some((nodeClass) => auth.can.canCreateDevice({ nodeClass, clientId: org.id })));
  } else {
    const [role] = await db
      .select({ id: nodeRoles.id, nodeClass: nodeRoles.nodeClass })
      .from(nodeRoles)
      .where(
        and(
          eq(nodeRoles.id, input.nodeRoleId),
          eq(nodeRoles.divisionId, auth.division.id),
          inArray(nodeRoles.nodeClass, [...classes]),
        ),
      );
    if (!role) throw invalidReference('nodeRole');
    ensure(
      auth.can.canCreateDevice({
        nodeClass: role.nodeClass as NodeClass,
        nodeRoleId: role.id,
        clientId: org.id,
      }),
    );
  }
  if (org.approval === 'REJECT') {
    throw new ApiError(422, 'ORGANIZATION_REJECTS_DEVICES', message('mobile.reject.warning'));
  }
  return {
    organizationId: org.id,
    organizationName: org.name,
    locationId: location.id,
    nodeRoleId: input.nodeRoleId,
  };
}

/** The push certificate of the division; 422 `client_push_certificate_expired` when it expired. */
export async function loadPushCertificate(
  db: Db,
  auth: AuthState,
  id: number,
  now: Date,
  expiredText: 'mobile.qr.errorCertificateExpired' | 'mobile.send.errorCertificateExpired',
) {
  const [certificate] = await db
    .select()
    .from(mdmPushCertificates)
    .where(and(eq(mdmPushCertificates.id, id), eq(mdmPushCertificates.divisionId, auth.division.id)));
  if (!certificate) throw invalidReference('pushCertificateId');
  if (certificate.expiresAt.getTime() <= now.getTime()) {
    throw new ApiError(422, 'client_push_certificate_expired', message(expiredText));
  }
  return certificate;
}

/** Stores an enrollment and its token; answers the token, key and expiry. */
export async function createEnrollment(
  ctx: Pick<Ctx<'generateAppleQr'>, 'db' | 'auth' | 'now' | 'state'>,
  runtime: MdmEnrollmentRuntime,
  platform: EnrollmentPlatform,
  target: EnrollmentTarget,
  link: { connectionId?: number; pushCertificateId?: number; usageType?: string },
): Promise<{ token: string; key: string; expiresAt: Date }> {
  const expiresAt = new Date(ctx.now.getTime() + runtime.tokenTtlMs);
  const { token, id } = await issueEnrollmentToken(ctx.db, {
    organizationId: target.organizationId,
    locationId: target.locationId,
    nodeRoleId: target.nodeRoleId,
    installerType: TOKEN_KIND[platform],
    createdBy: ctx.auth.user.id,
    expiresAt,
  });
  const key = platform === 'ANDROID' ? randomUUID() : newEnrollmentCode();
  await ctx.db.insert(mdmEnrollments).values({
    divisionId: ctx.auth.division.id,
    enrollmentTokenId: id,
    platform,
    key,
    connectionId: link.connectionId ?? null,
    pushCertificateId: link.pushCertificateId ?? null,
    usageType: link.usageType ?? null,
    tokenSealed: ctx.state.secrets.encrypt(token),
    createdBy: ctx.auth.user.id,
    expiresAt,
  });
  return { token, key, expiresAt };
}

/** POST /mdm/apple/qrcode (iPhone, iPad) and POST /mdm/apple/mac-profile (a Mac, Mac MDM feature). */
export async function generateAppleQr(
  ctx: Ctx<'generateAppleQr'> | Ctx<'generateMacProfile'>,
  runtime: MdmEnrollmentRuntime,
  platform: 'APPLE' | 'MAC' = 'APPLE',
) {
  const { db, auth, body, now, state } = ctx;
  if (platform === 'MAC') {
    if (!auth.can.hasFeature(FEATURE_FLAGS.macMdm)) {
      throw new ApiError(403, 'FEATURE_DISABLED', message('mobile.featureDisabled'));
    }
  } else {
    requireMdmFeature(auth, FEATURE_FLAGS.mdmApple);
    requireMdmApp(auth, 'APPLE');
  }
  const target = await checkTarget(db, auth, platform, {
    organizationId: body.clientId,
    locationId: body.locationId,
    nodeRoleId: body.nodeRole,
  });
  const certificate = await loadPushCertificate(
    db,
    auth,
    body.pushCertificateId,
    now,
    'mobile.qr.errorCertificateExpired',
  );
  const { token, key, expiresAt } = await createEnrollment(ctx, runtime, platform, target, {
    pushCertificateId: certificate.id,
  });
  const url = appleEnrollUrl({ origin: runtime.publicOrigin(ctx.request), apiBase: state.apiBase }, key);
  ctx.request.log.info({ platform, organizationId: target.organizationId }, 'mobile enrollment generated');
  return {
    code: key,
    qrCode: url,
    tokenValue: token,
    qrCodeJson: JSON.stringify({ url, code: key, topic: certificate.topic }),
    expiresAt: expiresAt.getTime(),
  };
}

/** POST /mdm/android/qrcode. */
export async function generateAndroidQr(ctx: Ctx<'generateAndroidQr'>, runtime: MdmEnrollmentRuntime) {
  const { db, auth, body, state } = ctx;
  requireMdmFeature(auth, FEATURE_FLAGS.mdmAndroid);
  requireMdmApp(auth, 'ANDROID');
  const target = await checkTarget(db, auth, 'ANDROID', {
    organizationId: body.organizationId,
    locationId: body.locationId,
    nodeRoleId: body.nodeRole,
  });
  const [connection] = await db
    .select()
    .from(mdmAndroidConnections)
    .where(
      and(
        eq(mdmAndroidConnections.id, body.connectionId),
        eq(mdmAndroidConnections.divisionId, auth.division.id),
      ),
    );
  if (!connection) throw invalidReference('connectionId');
  const { token, key, expiresAt } = await createEnrollment(ctx, runtime, 'ANDROID', target, {
    connectionId: connection.id,
    usageType: body.allowPersonalUsage,
  });
  const payload = androidProvisioningPayload({
    endpoints: { origin: runtime.publicOrigin(ctx.request), apiBase: state.apiBase },
    key,
    token,
    enterpriseId: connection.enterpriseId,
    usageType: body.allowPersonalUsage,
  });
  // A connection with a service account enrolls through Android Management: the QR code is the
  // enterprise's enrollment token (its additionalData is this enrollment's key, for the sync).
  const api = connectionApi(state, connection);
  const google = api
    ? await createAndroidEnrollmentToken(api, connection, {
        key,
        usageType: body.allowPersonalUsage,
        ttlMs: runtime.tokenTtlMs,
      })
    : undefined;
  const json = google?.qrCode ?? JSON.stringify(payload);
  ctx.request.log.info(
    { platform: 'ANDROID', organizationId: target.organizationId, managed: google !== undefined },
    'mobile enrollment generated',
  );
  return {
    enrollmentUuid: key,
    qrCode: json,
    tokenValue: google?.value ?? token,
    qrCodeJson: json,
    expiresAt: expiresAt.getTime(),
  };
}
