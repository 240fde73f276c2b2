/**
 * What a device receives: the Apple enrollment profile (.mobileconfig, an unsigned XML property
 * list with a SCEP identity payload whose challenge is the single-use token, and the MDM payload
 * with the push certificate's topic), and the Android provisioning JSON of the QR code (Android
 * Enterprise's DPC extras carrying the token). docs/mobile-enrollment.md describes both.
 */
import { createHash } from 'node:crypto';
import type { AndroidUsageType } from '@console/core';
import { toPlist } from './plist';

/** Where the enrolling device talks to this server. */
export interface EnrollmentEndpoints {
  /** `https://console.example.com` */
  origin: string;
  /** `/ws` */
  apiBase: string;
}

/** A stable UUID (v4 layout) derived from a name, so the same enrollment gives the same payload ids. */
function uuidFrom(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/** The public URL of an Apple enrollment (what the QR code encodes; it serves the profile). */
export function appleEnrollUrl(endpoints: EnrollmentEndpoints, key: string): string {
  return `${endpoints.origin}${endpoints.apiBase}/mdm/apple/enroll/${encodeURIComponent(key)}`;
}

/** The public URL of an Android enrollment (serves its provisioning JSON). */
export function androidEnrollUrl(endpoints: EnrollmentEndpoints, key: string): string {
  return `${endpoints.origin}${endpoints.apiBase}/mdm/android/enroll/${encodeURIComponent(key)}`;
}

/** What an Apple profile is made of. */
export interface AppleProfileInput {
  endpoints: EnrollmentEndpoints;
  /** The enrollment's public key (its code). */
  key: string;
  /**
   * The SCEP challenge: the enrollment's single-use token, or a renewal's fresh challenge
   * (domains/mdm/apple-renewal.ts: the token was claimed at enrollment).
   */
  token: string;
  /** The APNs topic of the push certificate. */
  topic: string;
  productName: string;
  organizationName: string;
  /** MAC for a Mac profile, APPLE for iPhone and iPad. */
  platform: 'APPLE' | 'MAC';
}

/**
 * The .mobileconfig enrollment profile (unsigned XML plist).
 * @example appleEnrollmentProfile({ endpoints, key: 'K7Q2...', token: 'cet_...', topic: 'com.apple.mgmt.External.x', productName: 'Console', organizationName: 'Contoso', platform: 'APPLE' })
 */
export function appleEnrollmentProfile(input: AppleProfileInput): string {
  const base = `${input.endpoints.origin}${input.endpoints.apiBase}/mdm/apple`;
  const identifier = `console.mdm.enrollment.${input.key.toLowerCase()}`;
  const scepUuid = uuidFrom(`${identifier}.scep`);
  return toPlist({
    PayloadContent: [
      {
        PayloadType: 'com.apple.security.scep',
        PayloadVersion: 1,
        PayloadIdentifier: `${identifier}.scep`,
        PayloadUUID: scepUuid,
        PayloadDisplayName: `${input.productName} MDM identity`,
        PayloadContent: {
          URL: `${base}/scep`,
          Challenge: input.token,
          Keysize: 2048,
          'Key Type': 'RSA',
          'Key Usage': 5,
          Subject: [[['CN', `${input.productName} MDM ${input.key}`]]],
        },
      },
      {
        PayloadType: 'com.apple.mdm',
        PayloadVersion: 1,
        PayloadIdentifier: `${identifier}.mdm`,
        PayloadUUID: uuidFrom(`${identifier}.mdm`),
        PayloadDisplayName: `${input.productName} MDM`,
        IdentityCertificateUUID: scepUuid,
        Topic: input.topic,
        ServerURL: `${base}/server?enrollment=${encodeURIComponent(input.key)}`,
        CheckInURL: `${base}/checkin?enrollment=${encodeURIComponent(input.key)}`,
        CheckOutWhenRemoved: true,
        SignMessage: true,
        AccessRights: 8191,
        ServerCapabilities: ['com.apple.mdm.per-user-connections', 'com.apple.mdm.bootstraptoken'],
      },
    ],
    PayloadDisplayName: `${input.productName} MDM enrollment`,
    PayloadDescription: `Enrolls this ${input.platform === 'MAC' ? 'Mac' : 'device'} in ${input.productName} for ${input.organizationName}.`,
    PayloadOrganization: input.organizationName,
    PayloadIdentifier: identifier,
    PayloadUUID: uuidFrom(identifier),
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadRemovalDisallowed: false,
  });
}

/** Android Enterprise's device policy controller (Android Device Policy) and its published checksum. */
const ANDROID_DPC = {
  component: 'com.google.android.apps.work.clouddpc/.receivers.CloudDeviceAdminReceiver',
  checksum: 'I5YvS0O5hXY46mb01BlRjq4oJJGs2kuUcHvVkAPEXlg',
  download: 'https://play.google.com/managed/downloadManagingApp?identifier=setup',
} as const;

/** What an Android provisioning payload is made of. */
export interface AndroidPayloadInput {
  endpoints: EnrollmentEndpoints;
  key: string;
  token: string;
  enterpriseId: string;
  usageType: AndroidUsageType;
}

/**
 * The Android provisioning JSON a QR code carries (fully managed setup: tap the welcome screen six
 * times), with the enrollment token in the DPC's admin extras.
 */
export function androidProvisioningPayload(input: AndroidPayloadInput): Record<string, unknown> {
  return {
    'android.app.extra.PROVISIONING_DEVICE_ADMIN_COMPONENT_NAME': ANDROID_DPC.component,
    'android.app.extra.PROVISIONING_DEVICE_ADMIN_SIGNATURE_CHECKSUM': ANDROID_DPC.checksum,
    'android.app.extra.PROVISIONING_DEVICE_ADMIN_PACKAGE_DOWNLOAD_LOCATION': ANDROID_DPC.download,
    'android.app.extra.PROVISIONING_LEAVE_ALL_SYSTEM_APPS_ENABLED':
      input.usageType === 'PERSONAL_USAGE_ALLOWED',
    'android.app.extra.PROVISIONING_ADMIN_EXTRAS_BUNDLE': {
      'com.google.android.apps.work.clouddpc.EXTRA_ENROLLMENT_TOKEN': input.token,
      'console.ENTERPRISE_ID': input.enterpriseId,
      'console.ENROLLMENT_ID': input.key,
      'console.USAGE_TYPE': input.usageType,
      'console.ENROLLMENT_URL': androidEnrollUrl(input.endpoints, input.key),
    },
  };
}
