/**
 * The rules of "Add a mobile device" and the Mac MDM profile email (000 §5.1, §5.6), shared by the
 * dialog and the server. Phones are checked with libphonenumber-js (its smallest metadata).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isValidEmail } from './email';
import type { ValidationIssue } from './issue';

/** The most recipients (emails, phones or users) one send reaches (chosen). */
export const MAX_ENROLLMENT_RECIPIENTS = 50;

/** An MDM platform of the dialog (000 §2.13). */
export type MobilePlatform = 'ANDROID' | 'APPLE';

/**
 * Splits a typed list of recipients on commas, semicolons and line breaks, trimming each entry and
 * dropping empty ones.
 * @example splitRecipients('a@x.io, b@x.io\n') // ['a@x.io', 'b@x.io']
 */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * A phone number an SMS can reach, in E.164 (`+14155550100`), or `undefined` when libphonenumber-js
 * does not know it as a valid number. The number must be written with its country code (`+...`).
 * @example toE164Phone('+44 20 7946 0958') // '+442079460958'
 * @example toE164Phone('555-01') // undefined
 */
export function toE164Phone(value: string): string | undefined {
  const text = value.trim();
  if (text.length > 40) return undefined;
  const phone = parsePhoneNumberFromString(text);
  return phone?.isValid() ? phone.number : undefined;
}

/**
 * The phone list of "Send by SMS" (000 §5.6): every entry a valid number, else 'Invalid phone
 * number'; at most {@link MAX_ENROLLMENT_RECIPIENTS}. Empty input has no issue (the send button is
 * disabled instead).
 * @example validatePhoneList(['+1 415 555 0100', '12']) // { key: 'errors.validation.invalidPhone' }
 */
export function validatePhoneList(phones: readonly string[]): ValidationIssue | undefined {
  if (phones.length > MAX_ENROLLMENT_RECIPIENTS)
    return { key: 'mobile.send.tooMany', params: { max: MAX_ENROLLMENT_RECIPIENTS } };
  return phones.every((phone) => toE164Phone(phone) !== undefined)
    ? undefined
    : { key: 'errors.validation.invalidPhone' };
}

/**
 * The email list of "Send by email" and of the Mac profile email (000 §5.1, §5.6): every entry a
 * valid address ('Please enter a valid email address'); at most {@link MAX_ENROLLMENT_RECIPIENTS}.
 * @example validateEmailList(['tech@demo.console', 'nope']) // { key: 'errors.validation.invalidEmail' }
 */
export function validateEmailList(emails: readonly string[]): ValidationIssue | undefined {
  if (emails.length > MAX_ENROLLMENT_RECIPIENTS)
    return { key: 'mobile.send.tooMany', params: { max: MAX_ENROLLMENT_RECIPIENTS } };
  return emails.every((email) => email.length <= 254 && isValidEmail(email))
    ? undefined
    : { key: 'errors.validation.invalidEmail' };
}

/**
 * The Mac MDM profile email (000 §5.1): at least one user must be selected, and typed email
 * entries must be valid.
 * @example validateProfileEmail({ uids: [], emails: [] }).uids // { key: 'mobile.profileEmail.selectUser' }
 */
export function validateProfileEmail(input: {
  uids: readonly string[];
  emails: readonly string[];
}): Partial<Record<'uids' | 'emails', ValidationIssue>> {
  const issues: Partial<Record<'uids' | 'emails', ValidationIssue>> = {};
  if (input.uids.length === 0) issues.uids = { key: 'mobile.profileEmail.selectUser' };
  else if (input.uids.length > MAX_ENROLLMENT_RECIPIENTS)
    issues.uids = { key: 'mobile.send.tooMany', params: { max: MAX_ENROLLMENT_RECIPIENTS } };
  const emails = validateEmailList(input.emails);
  if (emails) issues.emails = emails;
  return issues;
}

/** What decides whether "Generate QR code" is enabled (000 §5.6). */
export interface MobileGenerateState {
  platform: MobilePlatform;
  organizationId: number | null;
  locationId: number | null;
  /** A generation is under way. */
  pending: boolean;
  /** The organization's device approval mode. */
  approvalMode: 'AUTOMATIC' | 'MANUAL' | 'REJECT' | null;
  /** The platform's MDM app is enabled. */
  appEnabled: boolean;
  /** Android only. */
  usageType: string | null;
  /** The Android connection or the Apple push certificate. */
  connectionId: number | null;
}

/**
 * Whether "Generate QR code" may be pressed (000 §5.6): organization and location chosen, nothing
 * pending, the organization does not reject new devices, the MDM app is enabled, and a connection
 * (and for Android a usage type) is chosen.
 * @example canGenerateMobileQr({ platform: 'APPLE', organizationId: 1, locationId: 2, pending: false, approvalMode: 'AUTOMATIC', appEnabled: true, usageType: null, connectionId: 3 }) // true
 */
export function canGenerateMobileQr(state: MobileGenerateState): boolean {
  if (state.organizationId === null || state.locationId === null || state.pending) return false;
  if (state.approvalMode === 'REJECT' || !state.appEnabled) return false;
  if (state.connectionId === null) return false;
  return state.platform === 'APPLE' || state.usageType !== null;
}

/**
 * The delivery tabs of the success dialog (000 §2.13): Download for Apple only; Send by email
 * always; Send by SMS for Apple, or Android when personal usage is allowed.
 * @example deliveryOptions('ANDROID', 'PERSONAL_USAGE_DISALLOWED') // ['email']
 */
export function deliveryOptions(
  platform: MobilePlatform,
  usageType: string | null,
): ReadonlyArray<'download' | 'email' | 'sms'> {
  if (platform === 'APPLE') return ['download', 'email', 'sms'];
  return usageType === 'PERSONAL_USAGE_ALLOWED' ? ['email', 'sms'] : ['email'];
}
