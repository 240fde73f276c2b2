/**
 * Mobile enrollment (000 §2.13, §3.7, §7.4) and the Mac MDM profile email (000 §2.8, §5.1): the
 * division's MDM connections (Android Enterprise connections, Apple APNs push certificates), the
 * QR code generation bodies and answers, and the send bodies.
 */
import { z } from 'zod';
import { defaultMessages } from '../../messages';
import { mobileCoreMessages } from '../../messages/add-menu-mobile';
import { mdmMessages } from '../../messages/mdm';
import {
  MAX_ENROLLMENT_RECIPIENTS,
  toE164Phone,
  validateEmailList,
} from '../../validation/mobile-enrollment';
import { idSchema, requiredText } from './common';
import { ANDROID_USAGE_TYPES, MDM_DEVICE_CLASSES } from './mdm-enrollment-constants';
import { boundedText } from './primitives';

export {
  ANDROID_USAGE_TYPES,
  type AndroidUsageType,
  MDM_DEVICE_CLASSES,
} from './mdm-enrollment-constants';
export const androidUsageTypeSchema = z.enum(ANDROID_USAGE_TYPES);

/** An Android Enterprise connection of the division (000 §3.7). */
export const androidConnectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The Android Enterprise id (`LC0...`). */
  enterpriseId: z.string(),
  /** True when it has a service account: its devices sync and take commands (docs/mdm.md). */
  managed: z.boolean().optional(),
});
export type AndroidConnection = z.infer<typeof androidConnectionSchema>;

/** An Apple APNs push certificate of the division (000 §3.7): its topic and expiry. */
export const applePushCertificateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The APNs topic (`com.apple.mgmt.External.<uuid>`), from the certificate's subject UID. */
  topic: z.string(),
  /** When the certificate expires (epoch ms). */
  expiresAt: z.number().int(),
  /** Whether it has expired (on the server's clock). */
  expired: z.boolean(),
  /** True when its private key was uploaded: the server can push MDM commands (docs/mdm.md). */
  canPush: z.boolean().optional(),
});
export type ApplePushCertificate = z.infer<typeof applePushCertificateSchema>;

/** POST /mdm/android/connections body (administrators). */
export const createAndroidConnectionSchema = z.object({
  name: requiredText(100),
  enterpriseId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,64}$/, 'Enter an Android Enterprise id'),
  /**
   * The Google Cloud service account key (the JSON file), for the Android Management API; stored
   * encrypted, never answered. Without it the connection only enrolls (no sync, no commands).
   */
  serviceAccount: z.string().max(20_000).optional(),
});
export type CreateAndroidConnection = z.input<typeof createAndroidConnectionSchema>;

/** POST /mdm/apple/push-certificates body (administrators): the certificate as PEM. */
export const createApplePushCertificateSchema = z.object({
  name: requiredText(100),
  certificate: z
    .string()
    .max(20_000)
    .regex(/-----BEGIN CERTIFICATE-----/, mobileCoreMessages['mobile.certificate.invalid']),
  /**
   * The certificate's private key (PEM), for the APNs pushes of MDM commands; stored encrypted,
   * never answered. Without it the certificate only enrolls.
   */
  privateKey: z
    .string()
    .max(20_000)
    .regex(/-----BEGIN [A-Z ]*PRIVATE KEY-----/, mdmMessages['mdm.privateKey.invalid'])
    .optional(),
});
export type CreateApplePushCertificate = z.input<typeof createApplePushCertificateSchema>;

const nodeRoleSchema = idSchema.nullish().transform((value) => value ?? null);

/** Generate Android QR (000 §7.4): organization, location, usage type, role (null: Auto), connection. */
export const generateAndroidQrSchema = z.object({
  organizationId: idSchema,
  locationId: idSchema,
  allowPersonalUsage: androidUsageTypeSchema,
  nodeRole: nodeRoleSchema,
  connectionId: idSchema,
});
export type GenerateAndroidQr = z.input<typeof generateAndroidQrSchema>;

/** Generate Apple QR (000 §7.4), also the Mac MDM profile's target (000 §7.3). */
export const generateAppleQrSchema = z.object({
  clientId: idSchema,
  locationId: idSchema,
  nodeRole: nodeRoleSchema,
  pushCertificateId: idSchema,
});
export type GenerateAppleQr = z.input<typeof generateAppleQrSchema>;

/**
 * Android enrollment data (000 §3.7): the enrollment's id, the QR code's text, the single-use
 * token and the provisioning JSON (the QR code's content), plus when the token expires (epoch ms).
 */
export const androidEnrollmentSchema = z.object({
  enrollmentUuid: z.uuid(),
  qrCode: z.string(),
  tokenValue: z.string(),
  qrCodeJson: z.string(),
  expiresAt: z.number().int(),
});
export type AndroidEnrollment = z.infer<typeof androidEnrollmentSchema>;

/**
 * Apple enrollment data (000 §3.7): the enrollment code, the QR code's text (the enrollment URL
 * that serves the .mobileconfig profile), the single-use token and a JSON form, plus the expiry.
 */
export const appleEnrollmentSchema = z.object({
  code: z.string(),
  qrCode: z.string(),
  tokenValue: z.string(),
  qrCodeJson: z.string(),
  expiresAt: z.number().int(),
});
export type AppleEnrollment = z.infer<typeof appleEnrollmentSchema>;

const emailListSchema = z
  .array(z.string().trim().max(254))
  .max(MAX_ENROLLMENT_RECIPIENTS)
  .refine((emails) => !validateEmailList(emails), defaultMessages['errors.validation.invalidEmail']);
const phoneListSchema = z
  .array(z.string().trim().max(40))
  .max(MAX_ENROLLMENT_RECIPIENTS)
  .refine(
    (phones) => phones.every((phone) => toE164Phone(phone) !== undefined),
    defaultMessages['errors.validation.invalidPhone'],
  );

/** How an enrollment is delivered (000 §7.4). */
export const deliverOptionSchema = z.enum(['email', 'sms']);
export type DeliverOption = z.infer<typeof deliverOptionSchema>;

/** The recipients of a send (000 §7.4): emails, user uids or phone numbers; device type MOBILE. */
export const enrollmentPayloadSchema = z.object({
  emails: emailListSchema.optional(),
  uids: z.array(z.uuid()).max(MAX_ENROLLMENT_RECIPIENTS).optional(),
  phoneNumbers: phoneListSchema.optional(),
  deviceType: z.literal('MOBILE').default('MOBILE'),
});

/** Send enrollment, Apple (000 §7.4). `code` is the enrollment code of the generated QR code. */
export const sendAppleEnrollmentSchema = z.object({
  pushCertificateId: idSchema,
  deliverOption: deliverOptionSchema,
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown enrollment code'),
  payload: enrollmentPayloadSchema,
});
export type SendAppleEnrollment = z.input<typeof sendAppleEnrollmentSchema>;

/** Send enrollment, Android (000 §7.4): the connection's enterprise and the enrollment's uuid. */
export const sendAndroidEnrollmentSchema = z.object({
  enterpriseId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Enter an Android Enterprise id'),
  enrollmentTokenUid: z.uuid(),
  deliverOption: deliverOptionSchema,
  payload: enrollmentPayloadSchema,
});
export type SendAndroidEnrollment = z.input<typeof sendAndroidEnrollmentSchema>;

/**
 * The Mac MDM profile email (000 §2.8, §5.1, §7.3): the profile's target (organization, location,
 * role, push certificate), at least one chosen user and optional typed addresses.
 */
export const sendMacProfileSchema = generateAppleQrSchema.extend({
  uids: z
    .array(z.uuid())
    .min(1, mobileCoreMessages['mobile.profileEmail.selectUser'])
    .max(MAX_ENROLLMENT_RECIPIENTS),
  emails: emailListSchema.default([]),
});
export type SendMacProfile = z.input<typeof sendMacProfileSchema>;

/** A send's answer: how many messages went out. */
export const enrollmentSentSchema = z.object({ resultCode: z.literal('SUCCESS'), sent: z.number().int() });
export type EnrollmentSent = z.infer<typeof enrollmentSentSchema>;

/** A user who can receive an enrollment email (the profile email's user list). */
export const enrollmentRecipientSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
});
export type EnrollmentRecipient = z.infer<typeof enrollmentRecipientSchema>;

/**
 * POST /mdm/enroll body: what an enrolling device presents (its single-use token, from the QR code
 * or the profile) and says about itself.
 */
export const mdmEnrollSchema = z.object({
  token: boundedText(200).min(1),
  device: z.object({
    nodeClass: z.enum(MDM_DEVICE_CLASSES),
    name: requiredText(200),
    serialNumber: boundedText(100).nullish(),
    model: boundedText(100).nullish(),
    osVersion: boundedText(50).nullish(),
  }),
});
export type MdmEnroll = z.input<typeof mdmEnrollSchema>;

/** POST /mdm/enroll answer: the new device. */
export const mdmEnrolledSchema = z.object({ resultCode: z.literal('SUCCESS'), nodeId: z.number().int() });
