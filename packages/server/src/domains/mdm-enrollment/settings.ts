/**
 * The division's MDM connections (000 §3.7): Android Enterprise connections and Apple APNs push
 * certificates. Listing needs the MDM feature and the right to add devices or to see MDM
 * connections; adding needs `MDM Create`, removing `MDM Delete` (001 §6).
 */
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { type Endpoints, FEATURE_FLAGS } from '@console/core';
import { and, asc, eq } from 'drizzle-orm';
import { mdmAndroidConnections, mdmPushCertificates } from '../../db/schema';
import { ApiError, ensure, fieldError, message, notFound, pgErrorCode } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { readServiceAccount } from '../mdm/android-api';

type Ctx<K extends keyof Endpoints['mdm']> = RequestContext<Endpoints['mdm'][K]>;

/** 403 unless the division has the MDM feature. */
export function requireMdmFeature(auth: AuthState, flag: string = FEATURE_FLAGS.mdm): void {
  if (!auth.can.hasFeature(FEATURE_FLAGS.mdm) || !auth.can.hasFeature(flag)) {
    throw new ApiError(403, 'FEATURE_DISABLED', message('mobile.featureDisabled'));
  }
}

function canListConnections(auth: AuthState): boolean {
  return auth.can.canCreateDevices || auth.can.canViewAtLeastOneMdmConnection;
}

/** A push certificate row as answered (expiry in epoch ms, expired on the server clock). */
export function certificateView(row: typeof mdmPushCertificates.$inferSelect, now: Date) {
  return {
    id: row.id,
    name: row.name,
    topic: row.topic,
    expiresAt: row.expiresAt.getTime(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    canPush: row.privateKeySealed !== null,
  };
}

/** GET /mdm/android/connections. */
export async function listAndroidConnections({ db, auth }: Ctx<'androidConnections'>) {
  requireMdmFeature(auth);
  ensure(canListConnections(auth));
  return db
    .select({
      id: mdmAndroidConnections.id,
      name: mdmAndroidConnections.name,
      enterpriseId: mdmAndroidConnections.enterpriseId,
      sealed: mdmAndroidConnections.serviceAccountSealed,
    })
    .from(mdmAndroidConnections)
    .where(eq(mdmAndroidConnections.divisionId, auth.division.id))
    .orderBy(asc(mdmAndroidConnections.name), asc(mdmAndroidConnections.id))
    .then((rows) => rows.map(({ sealed, ...row }) => ({ ...row, managed: sealed !== null })));
}

/** POST /mdm/android/connections. */
export async function createAndroidConnection({ db, auth, body, state }: Ctx<'createAndroidConnection'>) {
  requireMdmFeature(auth);
  ensure(auth.can.canCreateMdmConnections);
  // The service account is checked (a key that signs), stored encrypted and never answered.
  const serviceAccount = body.serviceAccount ? readServiceAccount(body.serviceAccount) : undefined;
  try {
    const [row] = await db
      .insert(mdmAndroidConnections)
      .values({
        divisionId: auth.division.id,
        name: body.name,
        enterpriseId: body.enterpriseId,
        serviceAccountSealed: serviceAccount
          ? state.secrets.encrypt(JSON.stringify({ type: 'service_account', ...serviceAccount }))
          : null,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return {
      id: row.id,
      name: row.name,
      enterpriseId: row.enterpriseId,
      managed: serviceAccount !== undefined,
    };
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      throw new ApiError(409, 'DUPLICATE_CONNECTION', message('mobile.connection.duplicate'));
    }
    throw error;
  }
}

/** DELETE /mdm/android/connections/{id}. */
export async function deleteAndroidConnection({ db, auth, params }: Ctx<'deleteAndroidConnection'>) {
  requireMdmFeature(auth);
  ensure(auth.can.has('MDM', 'Delete'));
  const removed = await db
    .delete(mdmAndroidConnections)
    .where(
      and(eq(mdmAndroidConnections.id, params.id), eq(mdmAndroidConnections.divisionId, auth.division.id)),
    )
    .returning({ id: mdmAndroidConnections.id });
  if (removed.length === 0) throw notFound();
  return { resultCode: 'SUCCESS' as const };
}

/** GET /mdm/apple/push-certificates. */
export async function listPushCertificates({ db, auth, now }: Ctx<'applePushCertificates'>) {
  requireMdmFeature(auth);
  ensure(canListConnections(auth));
  const rows = await db
    .select()
    .from(mdmPushCertificates)
    .where(eq(mdmPushCertificates.divisionId, auth.division.id))
    .orderBy(asc(mdmPushCertificates.name), asc(mdmPushCertificates.id));
  return rows.map((row) => certificateView(row, now));
}

/**
 * Reads an APNs push certificate: its topic (the subject's UID, `com.apple.mgmt...`) and expiry.
 * Throws a 400 on anything else.
 */
export function readPushCertificate(pem: string): { topic: string; expiresAt: Date; pem: string } {
  const invalid = () => fieldError('certificate', message('mobile.certificate.invalid'));
  const match = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem);
  if (!match) throw invalid();
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(match[0]);
  } catch {
    throw invalid();
  }
  const uid = certificate.subject
    .split('\n')
    .map((part) => /^UID=(.+)$/.exec(part.trim())?.[1])
    .find((value) => value !== undefined);
  if (!uid || !/^com\.apple\.mgmt\.[\w.-]+$/.test(uid)) throw invalid();
  const expiresAt = new Date(certificate.validTo);
  if (Number.isNaN(expiresAt.getTime())) throw invalid();
  return { topic: uid, expiresAt, pem: match[0] };
}

/** The push certificate's private key (PEM), checked against the certificate; a 400 otherwise. */
export function readPrivateKey(certificatePem: string, keyPem: string): string {
  const invalid = () => fieldError('privateKey', message('mdm.privateKey.invalid'));
  const match = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/.exec(keyPem);
  if (!match) throw invalid();
  try {
    if (!new X509Certificate(certificatePem).checkPrivateKey(createPrivateKey(match[0]))) throw invalid();
  } catch {
    throw invalid();
  }
  return match[0];
}

/** POST /mdm/apple/push-certificates. */
export async function createPushCertificate({
  db,
  auth,
  body,
  now,
  state,
}: Ctx<'createApplePushCertificate'>) {
  requireMdmFeature(auth);
  ensure(auth.can.canCreateMdmConnections);
  const read = readPushCertificate(body.certificate);
  const privateKey = body.privateKey ? readPrivateKey(read.pem, body.privateKey) : undefined;
  const [row] = await db
    .insert(mdmPushCertificates)
    .values({
      divisionId: auth.division.id,
      name: body.name,
      topic: read.topic,
      certificate: read.pem,
      privateKeySealed: privateKey ? state.secrets.encrypt(privateKey) : null,
      expiresAt: read.expiresAt,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return certificateView(row, now);
}

/** DELETE /mdm/apple/push-certificates/{id}. */
export async function deletePushCertificate({ db, auth, params }: Ctx<'deleteApplePushCertificate'>) {
  requireMdmFeature(auth);
  ensure(auth.can.has('MDM', 'Delete'));
  const removed = await db
    .delete(mdmPushCertificates)
    .where(and(eq(mdmPushCertificates.id, params.id), eq(mdmPushCertificates.divisionId, auth.division.id)))
    .returning({ id: mdmPushCertificates.id });
  if (removed.length === 0) throw notFound();
  return { resultCode: 'SUCCESS' as const };
}
