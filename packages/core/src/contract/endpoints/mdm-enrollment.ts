/**
 * Mobile enrollment and the Mac MDM profile email (000 §2.8, §2.13, §7.3, §7.4; paths chosen, the
 * spec does not show them: docs/mobile-enrollment.md). The Apple profile itself is served at
 * `GET <apiBase>/mdm/apple/enroll/{code}` (no session: the single-use code is the key, so the
 * device that scans the QR code can fetch it).
 */
import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParamsSchema, idSchema, successAnswerSchema } from '../entities/common';
import {
  androidConnectionSchema,
  androidEnrollmentSchema,
  appleEnrollmentSchema,
  applePushCertificateSchema,
  createAndroidConnectionSchema,
  createApplePushCertificateSchema,
  enrollmentRecipientSchema,
  enrollmentSentSchema,
  generateAndroidQrSchema,
  generateAppleQrSchema,
  mdmEnrolledSchema,
  mdmEnrollSchema,
  sendAndroidEnrollmentSchema,
  sendAppleEnrollmentSchema,
  sendMacProfileSchema,
} from '../entities/mdm-enrollment';

/** The path of the public Apple profile download, under the API base. */
export const APPLE_ENROLL_PATH = '/mdm/apple/enroll';

/** MDM connections, QR enrollment and enrollment delivery. */
export const mdmEnrollmentEndpoints = {
  /** The division's Android Enterprise connections (MDM feature; anyone who adds devices or sees MDM). */
  androidConnections: defineEndpoint({
    method: 'GET',
    path: '/mdm/android/connections',
    summary: 'Android MDM connections',
    response: z.array(androidConnectionSchema),
    tag: 'mdm',
  }),
  /** Adds an Android Enterprise connection (`MDM Create`). */
  createAndroidConnection: defineEndpoint({
    method: 'POST',
    path: '/mdm/android/connections',
    summary: 'Add an Android MDM connection',
    body: createAndroidConnectionSchema,
    response: androidConnectionSchema,
    tag: 'mdm',
  }),
  /** Removes an Android Enterprise connection (`MDM Delete`). */
  deleteAndroidConnection: defineEndpoint({
    method: 'DELETE',
    path: '/mdm/android/connections/{id}',
    summary: 'Remove an Android MDM connection',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'mdm',
  }),
  /** The division's Apple APNs push certificates, with their expiry. */
  applePushCertificates: defineEndpoint({
    method: 'GET',
    path: '/mdm/apple/push-certificates',
    summary: 'Apple MDM push certificates',
    response: z.array(applePushCertificateSchema),
    tag: 'mdm',
  }),
  /** Uploads an APNs push certificate (PEM; topic and expiry are read from it; `MDM Create`). */
  createApplePushCertificate: defineEndpoint({
    method: 'POST',
    path: '/mdm/apple/push-certificates',
    summary: 'Upload an Apple push certificate',
    body: createApplePushCertificateSchema,
    response: applePushCertificateSchema,
    tag: 'mdm',
  }),
  /** Removes an APNs push certificate (`MDM Delete`). */
  deleteApplePushCertificate: defineEndpoint({
    method: 'DELETE',
    path: '/mdm/apple/push-certificates/{id}',
    summary: 'Remove an Apple push certificate',
    params: idParamsSchema,
    response: successAnswerSchema,
    tag: 'mdm',
  }),
  /** Generate Android QR (000 §7.4): a single-use enrollment token and its provisioning JSON. */
  generateAndroidQr: defineEndpoint({
    method: 'POST',
    path: '/mdm/android/qrcode',
    summary: 'Generate an Android enrollment QR code',
    body: generateAndroidQrSchema,
    response: androidEnrollmentSchema,
    tag: 'mdm',
  }),
  /** Generate Apple QR (000 §7.4): a single-use enrollment code and its profile URL. */
  generateAppleQr: defineEndpoint({
    method: 'POST',
    path: '/mdm/apple/qrcode',
    summary: 'Generate an Apple enrollment QR code',
    body: generateAppleQrSchema,
    response: appleEnrollmentSchema,
    tag: 'mdm',
  }),
  /**
   * MDM profile generation for a Mac (000 §2.8, §7.3; Mac MDM feature): a single-use enrollment
   * whose URL (`qrCode`) serves the Mac's .mobileconfig profile.
   */
  generateMacProfile: defineEndpoint({
    method: 'POST',
    path: '/mdm/apple/mac-profile',
    summary: 'Generate a Mac MDM enrollment profile',
    body: generateAppleQrSchema,
    response: appleEnrollmentSchema,
    tag: 'mdm',
  }),
  /** Send enrollment, Apple (000 §7.4): by email (SMTP) or SMS (the provider webhook). */
  sendAppleEnrollment: defineEndpoint({
    method: 'POST',
    path: '/mdm/apple/enrollment/send',
    summary: 'Send an Apple enrollment',
    body: sendAppleEnrollmentSchema,
    response: enrollmentSentSchema,
    readOnly: true,
    tag: 'mdm',
  }),
  /** Send enrollment, Android (000 §7.4). */
  sendAndroidEnrollment: defineEndpoint({
    method: 'POST',
    path: '/mdm/android/enrollment/send',
    summary: 'Send an Android enrollment',
    body: sendAndroidEnrollmentSchema,
    response: enrollmentSentSchema,
    readOnly: true,
    tag: 'mdm',
  }),
  /** The Mac MDM enrollment profile by email (000 §2.8, §5.1): one single-use profile per recipient. */
  sendMacProfile: defineEndpoint({
    method: 'POST',
    path: '/mdm/apple/mac-profile/send',
    summary: 'Email the Mac MDM enrollment profile',
    body: sendMacProfileSchema,
    response: enrollmentSentSchema,
    tag: 'mdm',
  }),
  /**
   * A device enrolls (no session: the single-use token is the key): the token's organization,
   * location and role get a new device of the token's kind (Android; iPhone or iPad; Mac). A used,
   * expired or unknown token answers 401 `ENROLLMENT_REFUSED`.
   */
  enroll: defineEndpoint({
    method: 'POST',
    path: '/mdm/enroll',
    summary: 'Enroll a mobile device or Mac with its enrollment token',
    body: mdmEnrollSchema,
    response: mdmEnrolledSchema,
    auth: 'public',
    tag: 'mdm',
  }),
  /** Users of an organization who can receive an enrollment email (the profile email's user list). */
  recipients: defineEndpoint({
    method: 'GET',
    path: '/mdm/enrollment/recipients',
    summary: 'Users who can receive an enrollment email',
    query: z.object({ clientId: idSchema }),
    response: z.array(enrollmentRecipientSchema),
    tag: 'mdm',
  }),
} as const;
