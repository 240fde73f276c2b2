/**
 * Delivering an enrollment (000 §2.13, §7.4, §8): by email over SMTP (one message per recipient,
 * the Apple profile attached) or by SMS through the provider webhook; and the Mac MDM profile
 * email (000 §2.8, §5.1), one single-use profile per recipient. Answers the spec's messages: an
 * expired push certificate, any other failure, or success (the client shows 'The action was sent
 * successfully.').
 */
import { type Endpoints, FEATURE_FLAGS, toE164Phone } from '@console/core';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  divisions,
  enrollmentTokens,
  mdmAndroidConnections,
  mdmEnrollments,
  memberships,
  organizations,
  users,
} from '../../db/schema';
import { ApiError, ensure, fieldError, invalidReference, message } from '../../http/errors';
import type { RequestContext } from '../../http/register';
import type { AuthState } from '../../http/state';
import { checkTarget, createEnrollment, loadPushCertificate, requireMdmApp } from './generate';
import {
  androidEnrollUrl,
  appleEnrollmentProfile,
  appleEnrollUrl,
  type EnrollmentEndpoints,
} from './payloads';
import type { MdmEnrollmentRuntime } from './runtime';
import { requireMdmFeature } from './settings';

type Ctx<K extends keyof Endpoints['mdm']> = RequestContext<Endpoints['mdm'][K]>;
type Payload = Ctx<'sendAppleEnrollment'>['body']['payload'];

/** 502 with 'There was an error sending the enrollment profile, please try again.' */
function sendFailed(): ApiError {
  return new ApiError(502, 'ENROLLMENT_SEND_FAILED', message('mobile.send.error'));
}

/** An enrollment still usable (token unused and unexpired) of the caller's division. */
async function usableEnrollment(
  db: Db,
  auth: AuthState,
  platform: 'ANDROID' | 'APPLE',
  key: string,
  now: Date,
) {
  const [row] = await db
    .select({ enrollment: mdmEnrollments, clientId: enrollmentTokens.clientId })
    .from(mdmEnrollments)
    .innerJoin(enrollmentTokens, eq(enrollmentTokens.id, mdmEnrollments.enrollmentTokenId))
    .where(
      and(
        eq(mdmEnrollments.key, key),
        eq(mdmEnrollments.divisionId, auth.division.id),
        eq(mdmEnrollments.platform, platform),
        isNull(enrollmentTokens.usedAt),
        gt(enrollmentTokens.expiresAt, now),
      ),
    );
  if (!row) throw invalidReference(platform === 'ANDROID' ? 'enrollmentTokenUid' : 'code');
  // Sending needs the right to add devices to the enrollment's organization.
  ensure(auth.can.canCreateDevices && auth.can.canViewOrganization(row.clientId));
  return row;
}

/** The emails of the chosen users (members of the division the caller may see). */
async function userEmails(db: Db, auth: AuthState, uids: readonly string[]): Promise<string[]> {
  if (uids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      userType: memberships.userType,
      clientId: memberships.clientId,
    })
    .from(users)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.divisionId, auth.division.id)),
    )
    .where(inArray(users.uid, [...uids]));
  if (rows.length !== new Set(uids).size) throw invalidReference('uids');
  for (const row of rows)
    ensure(auth.can.canViewUser({ id: row.id, userType: row.userType, clientId: row.clientId }));
  return rows.map((row) => row.email);
}

/** The distinct email recipients of a payload (typed addresses and chosen users). */
async function emailRecipients(db: Db, auth: AuthState, payload: Payload): Promise<string[]> {
  const emails = [...(payload.emails ?? []), ...(await userEmails(db, auth, payload.uids ?? []))];
  const distinct = [...new Map(emails.map((email) => [email.toLowerCase(), email])).values()];
  if (distinct.length === 0) throw fieldError('payload.emails', message('errors.validation.required'));
  return distinct;
}

function phoneRecipients(payload: Payload): string[] {
  const phones = [...new Set((payload.phoneNumbers ?? []).map((phone) => toE164Phone(phone) ?? phone))];
  if (phones.length === 0) throw fieldError('payload.phoneNumbers', message('errors.validation.required'));
  return phones;
}

/** Sends one email per recipient; a failure of any is the spec's send error. */
async function mailEach(
  ctx: { request: Ctx<'sendAppleEnrollment'>['request'] },
  runtime: MdmEnrollmentRuntime,
  messages: { to: string; subject: string; text: string; profile?: string }[],
): Promise<number> {
  if (!runtime.mailer.configured) {
    ctx.request.log.warn('enrollment email refused: no SMTP server is configured');
    throw new ApiError(422, 'MAIL_NOT_CONFIGURED', message('mobile.send.error'));
  }
  for (const mail of messages) {
    try {
      await runtime.mailer.send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.profile
          ? [
              {
                filename: 'enroll.mobileconfig',
                content: mail.profile,
                contentType: 'application/x-apple-aspen-config',
              },
            ]
          : undefined,
      });
    } catch (error) {
      ctx.request.log.warn({ err: error }, 'enrollment email failed');
      throw sendFailed();
    }
  }
  return messages.length;
}

async function smsEach(
  ctx: { request: Ctx<'sendAppleEnrollment'>['request'] },
  runtime: MdmEnrollmentRuntime,
  phones: string[],
  text: string,
): Promise<number> {
  if (!runtime.sms.configured) {
    ctx.request.log.warn('enrollment SMS refused: no SMS provider is configured');
    throw new ApiError(422, 'SMS_NOT_CONFIGURED', message('mobile.send.error'));
  }
  for (const to of phones) {
    try {
      await runtime.sms.send({ to, text });
    } catch (error) {
      ctx.request.log.warn({ err: error }, 'enrollment SMS failed');
      throw sendFailed();
    }
  }
  return phones.length;
}

/** The organization's name (for the profile). */
async function organizationName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row?.name ?? '';
}

function mailText(auth: AuthState, device: 'ANDROID' | 'APPLE' | 'MAC', url: string, expiresAt: Date) {
  const product = auth.division.productName;
  const deviceWord = message(`mobile.device.${device}`);
  return {
    subject: message('mobile.mail.subject', { product }),
    text: message('mobile.mail.body', { product, device: deviceWord, url, expires: expiresAt.toUTCString() }),
  };
}

/** POST /mdm/apple/enrollment/send. */
export async function sendAppleEnrollment(ctx: Ctx<'sendAppleEnrollment'>, runtime: MdmEnrollmentRuntime) {
  const { db, auth, body, now, state } = ctx;
  requireMdmFeature(auth, FEATURE_FLAGS.mdmApple);
  requireMdmApp(auth, 'APPLE');
  const certificate = await loadPushCertificate(
    db,
    auth,
    body.pushCertificateId,
    now,
    'mobile.send.errorCertificateExpired',
  );
  const { enrollment, clientId } = await usableEnrollment(db, auth, 'APPLE', body.code, now);
  if (enrollment.pushCertificateId !== certificate.id) throw invalidReference('pushCertificateId');
  const endpoints: EnrollmentEndpoints = {
    origin: runtime.publicOrigin(ctx.request),
    apiBase: state.apiBase,
  };
  const url = appleEnrollUrl(endpoints, enrollment.key);
  const { subject, text } = mailText(auth, 'APPLE', url, enrollment.expiresAt);
  if (body.deliverOption === 'sms') {
    const sms = message('mobile.sms.body', {
      product: auth.division.productName,
      device: message('mobile.device.APPLE'),
      url,
    });
    return {
      resultCode: 'SUCCESS' as const,
      sent: await smsEach(ctx, runtime, phoneRecipients(body.payload), sms),
    };
  }
  const profile = appleEnrollmentProfile({
    endpoints,
    key: enrollment.key,
    token: state.secrets.decrypt(enrollment.tokenSealed),
    topic: certificate.topic,
    productName: auth.division.productName,
    organizationName: await organizationName(db, clientId),
    platform: 'APPLE',
  });
  const recipients = await emailRecipients(db, auth, body.payload);
  const sent = await mailEach(
    ctx,
    runtime,
    recipients.map((to) => ({ to, subject, text, profile })),
  );
  return { resultCode: 'SUCCESS' as const, sent };
}

/** POST /mdm/android/enrollment/send. */
export async function sendAndroidEnrollment(
  ctx: Ctx<'sendAndroidEnrollment'>,
  runtime: MdmEnrollmentRuntime,
) {
  const { db, auth, body, now, state } = ctx;
  requireMdmFeature(auth, FEATURE_FLAGS.mdmAndroid);
  requireMdmApp(auth, 'ANDROID');
  const { enrollment } = await usableEnrollment(db, auth, 'ANDROID', body.enrollmentTokenUid, now);
  const [connection] = await db
    .select({ enterpriseId: mdmAndroidConnections.enterpriseId })
    .from(mdmAndroidConnections)
    .where(eq(mdmAndroidConnections.id, enrollment.connectionId ?? 0));
  if (!connection || connection.enterpriseId !== body.enterpriseId) throw invalidReference('enterpriseId');
  const url = androidEnrollUrl(
    { origin: runtime.publicOrigin(ctx.request), apiBase: state.apiBase },
    enrollment.key,
  );
  if (body.deliverOption === 'sms') {
    // 000 §2.13: SMS for Android only when personal usage is allowed.
    if (enrollment.usageType !== 'PERSONAL_USAGE_ALLOWED')
      throw fieldError('deliverOption', message('mobile.send.error'));
    const sms = message('mobile.sms.body', {
      product: auth.division.productName,
      device: message('mobile.device.ANDROID'),
      url,
    });
    return {
      resultCode: 'SUCCESS' as const,
      sent: await smsEach(ctx, runtime, phoneRecipients(body.payload), sms),
    };
  }
  const { subject, text } = mailText(auth, 'ANDROID', url, enrollment.expiresAt);
  const recipients = await emailRecipients(db, auth, body.payload);
  const sent = await mailEach(
    ctx,
    runtime,
    recipients.map((to) => ({ to, subject, text })),
  );
  return { resultCode: 'SUCCESS' as const, sent };
}

/**
 * POST /mdm/apple/mac-profile/send: one Mac enrollment (single-use token) per recipient, emailed
 * with its profile attached. Runs in the request's transaction: a failed send stores no token.
 */
export async function sendMacProfile(ctx: Ctx<'sendMacProfile'>, runtime: MdmEnrollmentRuntime) {
  const { db, auth, body, now, state } = ctx;
  if (!auth.can.hasFeature(FEATURE_FLAGS.macMdm)) {
    throw new ApiError(403, 'FEATURE_DISABLED', message('mobile.featureDisabled'));
  }
  const target = await checkTarget(db, auth, 'MAC', {
    organizationId: body.clientId,
    locationId: body.locationId,
    nodeRoleId: body.nodeRole,
  });
  const certificate = await loadPushCertificate(
    db,
    auth,
    body.pushCertificateId,
    now,
    'mobile.send.errorCertificateExpired',
  );
  const recipients = await emailRecipients(db, auth, {
    emails: body.emails,
    uids: body.uids,
    deviceType: 'MOBILE',
  });
  const endpoints: EnrollmentEndpoints = {
    origin: runtime.publicOrigin(ctx.request),
    apiBase: state.apiBase,
  };
  const mails = [];
  for (const to of recipients) {
    const { token, key, expiresAt } = await createEnrollment(ctx, runtime, 'MAC', target, {
      pushCertificateId: certificate.id,
    });
    const { subject, text } = mailText(auth, 'MAC', appleEnrollUrl(endpoints, key), expiresAt);
    const profile = appleEnrollmentProfile({
      endpoints,
      key,
      token,
      topic: certificate.topic,
      productName: auth.division.productName,
      organizationName: target.organizationName,
      platform: 'MAC',
    });
    mails.push({ to, subject, text, profile });
  }
  const sent = await mailEach(ctx, runtime, mails);
  ctx.request.log.info({ organizationId: target.organizationId, sent }, 'Mac MDM profiles sent');
  return { resultCode: 'SUCCESS' as const, sent };
}

/** GET /mdm/enrollment/recipients: users of the organization (and technicians) the caller may see. */
export async function listRecipients({ db, auth, query }: Ctx<'recipients'>) {
  ensure(auth.can.canCreateDevices && auth.can.canViewOrganization(query.clientId));
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(divisions, eq(divisions.id, organizations.divisionId))
    .where(and(eq(organizations.id, query.clientId), eq(organizations.divisionId, auth.division.id)));
  if (!org) throw invalidReference('clientId');
  const rows = await db
    .select({
      id: users.id,
      uid: users.uid,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: memberships.userType,
      clientId: memberships.clientId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.divisionId, auth.division.id));
  return rows
    .filter((row) => (row.userType === 'TECHNICIAN' || row.clientId === org.id) && auth.can.canViewUser(row))
    .map((row) => ({
      uid: row.uid,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
