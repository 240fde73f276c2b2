/**
 * Mobile enrollment routes (000 §2.13, §7.4; docs/mobile-enrollment.md): the contract endpoints and
 * the two public enrollment URLs a device opens (no session: the single-use enrollment's random key
 * is the key) — `GET <apiBase>/mdm/apple/enroll/{code}` (the .mobileconfig profile) and
 * `GET <apiBase>/mdm/android/enroll/{uuid}` (the provisioning JSON).
 */
import { endpoints } from '@console/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  divisions,
  enrollmentTokens,
  mdmAndroidConnections,
  mdmEnrollments,
  mdmPushCertificates,
  organizations,
} from '../../db/schema';
import { message } from '../../http/errors';
import { registerEndpoint, registerPublicEndpoint } from '../../http/register';
import type { MailOptions } from '../../platform/mail/mailer';
import type { SmsOptions } from '../../platform/sms/sms-webhook';
import { enrollMdmDevice } from './enroll-device';
import { generateAndroidQr, generateAppleQr } from './generate';
import { androidProvisioningPayload, appleEnrollmentProfile } from './payloads';
import { createMdmEnrollmentRuntime, type MdmEnrollmentOptions } from './runtime';
import { listRecipients, sendAndroidEnrollment, sendAppleEnrollment, sendMacProfile } from './send';
import {
  createAndroidConnection,
  createPushCertificate,
  deleteAndroidConnection,
  deletePushCertificate,
  listAndroidConnections,
  listPushCertificates,
} from './settings';

export type { MdmEnrollmentOptions } from './runtime';

function gone(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send({ resultCode: 'NOT_FOUND', errorMessage: message('errors.notFound') });
}

/** Registers the mobile enrollment endpoints and the public enrollment URLs. */
export function registerMdmEnrollmentRoutes(
  app: FastifyInstance,
  options: { mdmEnrollment?: MdmEnrollmentOptions; mail?: MailOptions; sms?: SmsOptions },
): void {
  const state = app.console;
  const runtime = createMdmEnrollmentRuntime(state, options.mdmEnrollment, options.mail, options.sms);
  app.addHook('onClose', async () => runtime.mailer.close());
  const mdm = endpoints.mdm;

  registerEndpoint(app, mdm.androidConnections, listAndroidConnections);
  registerEndpoint(app, mdm.createAndroidConnection, createAndroidConnection);
  registerEndpoint(app, mdm.deleteAndroidConnection, deleteAndroidConnection);
  registerEndpoint(app, mdm.applePushCertificates, listPushCertificates);
  registerEndpoint(app, mdm.createApplePushCertificate, createPushCertificate);
  registerEndpoint(app, mdm.deleteApplePushCertificate, deletePushCertificate);
  registerEndpoint(app, mdm.generateAndroidQr, (ctx) => generateAndroidQr(ctx, runtime));
  registerEndpoint(app, mdm.generateAppleQr, (ctx) => generateAppleQr(ctx, runtime));
  registerEndpoint(app, mdm.generateMacProfile, (ctx) => generateAppleQr(ctx, runtime, 'MAC'));
  registerEndpoint(app, mdm.sendAppleEnrollment, (ctx) => sendAppleEnrollment(ctx, runtime));
  registerEndpoint(app, mdm.sendAndroidEnrollment, (ctx) => sendAndroidEnrollment(ctx, runtime));
  registerEndpoint(app, mdm.sendMacProfile, (ctx) => sendMacProfile(ctx, runtime));
  registerEndpoint(app, mdm.recipients, listRecipients);
  registerPublicEndpoint(app, mdm.enroll, enrollMdmDevice, { rateLimit: { max: 30, timeWindow: 60_000 } });

  /** An enrollment whose token is still unused and unexpired, with what its payload needs. */
  const usable = async (key: string, platforms: readonly ('ANDROID' | 'APPLE' | 'MAC')[]) => {
    if (!/^[A-Za-z0-9-]{16,36}$/.test(key)) return undefined;
    const now = state.now();
    const [row] = await state.db
      .select({
        enrollment: mdmEnrollments,
        organizationName: organizations.name,
        productName: divisions.productName,
      })
      .from(mdmEnrollments)
      .innerJoin(enrollmentTokens, eq(enrollmentTokens.id, mdmEnrollments.enrollmentTokenId))
      .innerJoin(organizations, eq(organizations.id, enrollmentTokens.clientId))
      .innerJoin(divisions, eq(divisions.id, mdmEnrollments.divisionId))
      .where(
        and(
          eq(mdmEnrollments.key, key),
          isNull(enrollmentTokens.usedAt),
          gt(enrollmentTokens.expiresAt, now),
        ),
      );
    return row && platforms.includes(row.enrollment.platform) ? row : undefined;
  };

  app.get(`${state.apiBase}/mdm/apple/enroll/:code`, async (request, reply) => {
    const { code = '' } = request.params as { code?: string };
    const row = await usable(code, ['APPLE', 'MAC']);
    const [certificate] = row?.enrollment.pushCertificateId
      ? await state.db
          .select({ topic: mdmPushCertificates.topic, expiresAt: mdmPushCertificates.expiresAt })
          .from(mdmPushCertificates)
          .where(eq(mdmPushCertificates.id, row.enrollment.pushCertificateId))
      : [];
    if (!row || !certificate || certificate.expiresAt.getTime() <= state.now().getTime()) return gone(reply);
    const profile = appleEnrollmentProfile({
      endpoints: { origin: runtime.publicOrigin(request), apiBase: state.apiBase },
      key: row.enrollment.key,
      token: state.secrets.decrypt(row.enrollment.tokenSealed),
      topic: certificate.topic,
      productName: row.productName,
      organizationName: row.organizationName,
      platform: row.enrollment.platform === 'MAC' ? 'MAC' : 'APPLE',
    });
    return reply
      .header('content-type', 'application/x-apple-aspen-config')
      .header('content-disposition', 'attachment; filename="enroll.mobileconfig"')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(profile);
  });

  app.get(`${state.apiBase}/mdm/android/enroll/:uuid`, async (request, reply) => {
    const { uuid = '' } = request.params as { uuid?: string };
    const row = await usable(uuid, ['ANDROID']);
    const [connection] = row?.enrollment.connectionId
      ? await state.db
          .select({ enterpriseId: mdmAndroidConnections.enterpriseId })
          .from(mdmAndroidConnections)
          .where(eq(mdmAndroidConnections.id, row.enrollment.connectionId))
      : [];
    if (!row || !connection) return gone(reply);
    const payload = androidProvisioningPayload({
      endpoints: { origin: runtime.publicOrigin(request), apiBase: state.apiBase },
      key: row.enrollment.key,
      token: state.secrets.decrypt(row.enrollment.tokenSealed),
      enterpriseId: connection.enterpriseId,
      usageType: (row.enrollment.usageType ?? 'PERSONAL_USAGE_DISALLOWED') as 'PERSONAL_USAGE_DISALLOWED',
    });
    return reply.header('cache-control', 'private, no-store').send(payload);
  });
}
