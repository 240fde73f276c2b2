import type { Schedule } from '../contract/entities/schedule';
import { nextOccurrence } from '../schedule/next-occurrence';
import { isValidEmail } from './email';
import type { ValidationIssue } from './issue';
import { validatePhone } from './phone';

/**
 * Device action rules (002 §5.2 scheduled reboot, §5.7 security actions), shared by the dialogs of
 * `@console/device-actions` and the server's device-action routes.
 */

/** Digits of a macOS lock PIN (002 §5.7). */
export const LOCK_PIN_LENGTH = 6;
/** Shortest passcode (002 §5.7). */
export const PASSCODE_MIN_LENGTH = 4;
/** Longest passcode (002 §5.7). */
export const PASSCODE_MAX_LENGTH = 100;
/** Longest lock message (chosen; not shown in the spec). */
export const LOCK_MESSAGE_MAX = 250;
/** How many previous passcodes a new one must differ from (stated in the dialog's text). */
export const PASSCODE_HISTORY = 10;

/**
 * The lock PIN (macOS only, 002 §5.7): required, exactly 6 digits.
 * @example validateLockPin('12a') // { key: 'deviceOps.validation.pinDigits' }
 */
export function validateLockPin(pin: string | null | undefined): ValidationIssue | undefined {
  const text = pin ?? '';
  if (text === '') return { key: 'deviceOps.validation.pinRequired' };
  return new RegExp(`^\\d{${LOCK_PIN_LENGTH}}$`).test(text)
    ? undefined
    : { key: 'deviceOps.validation.pinDigits' };
}

/** The lock form (002 §3 device action data): PIN for macOS, optional message and phone number. */
export function validateLock(
  input: { pin?: string | null; message?: string | null; phoneNumber?: string | null },
  requiresPin: boolean,
): Partial<Record<'pin' | 'message' | 'phoneNumber', ValidationIssue>> {
  const issues: Partial<Record<'pin' | 'message' | 'phoneNumber', ValidationIssue>> = {};
  const pin = requiresPin ? validateLockPin(input.pin) : undefined;
  if (pin) issues.pin = pin;
  if ((input.message ?? '').length > LOCK_MESSAGE_MAX) {
    issues.message = { key: 'deviceOps.validation.maxLength', params: { max: LOCK_MESSAGE_MAX } };
  }
  const phone = validatePhone(input.phoneNumber);
  if (phone) issues.phoneNumber = phone;
  return issues;
}

/**
 * The new passcode (002 §5.7): required, at least 4 characters, numeric only, at most 100.
 * @example validatePasscode('12') // { key: 'deviceOps.validation.passcodeMinimum' }
 */
export function validatePasscode(passcode: string | null | undefined): ValidationIssue | undefined {
  const text = passcode ?? '';
  if (text === '') return { key: 'errors.validation.required' };
  if (text.length < PASSCODE_MIN_LENGTH) return { key: 'deviceOps.validation.passcodeMinimum' };
  if (!/^\d+$/.test(text)) return { key: 'deviceOps.validation.passcodeNumeric' };
  if (text.length > PASSCODE_MAX_LENGTH) {
    return { key: 'deviceOps.validation.maxLength', params: { max: PASSCODE_MAX_LENGTH } };
  }
  return undefined;
}

/**
 * The confirmation of the new passcode: must match ('Passcodes do not match').
 * @example validatePasscodeConfirmation('1234', '1235') // { key: 'deviceOps.validation.passcodeMismatch' }
 */
export function validatePasscodeConfirmation(
  passcode: string | null | undefined,
  confirmation: string | null | undefined,
): ValidationIssue | undefined {
  if ((confirmation ?? '') === '') return { key: 'errors.validation.required' };
  return (passcode ?? '') === confirmation ? undefined : { key: 'deviceOps.validation.passcodeMismatch' };
}

/**
 * Disown confirmation (002 §5.7): the user enters a valid e-mail address.
 * @example validateDisownEmail('nope') // { key: 'errors.validation.invalidEmail' }
 */
export function validateDisownEmail(email: string | null | undefined): ValidationIssue | undefined {
  const text = (email ?? '').trim();
  if (text === '') return { key: 'errors.validation.required' };
  return isValidEmail(text) ? undefined : { key: 'errors.validation.invalidEmail' };
}

/**
 * The scheduled reboot rule (002 §5.2): its run-once time, read in the schedule's time zone, must be
 * in the future ('Date and time must be in the future').
 * @example validateRebootSchedule({ ...schedule, startDate: '2000-01-01' }, Date.now()) // { key: 'deviceOps.validation.futureDateTime' }
 */
export function validateRebootSchedule(schedule: Schedule, nowMs: number): ValidationIssue | undefined {
  if (schedule.repeats !== 'RUN_ONCE') return { key: 'deviceOps.validation.runOnce' };
  return nextOccurrence(schedule, new Date(nowMs)) === null
    ? { key: 'deviceOps.validation.futureDateTime' }
    : undefined;
}

/** The security and power actions of 002 §7 (REBOOT_DEVICE from the toolbar variants). */
export type SecurityActionType =
  | 'LOCK_DEVICE'
  | 'RESET_PASSCODE_DEVICE'
  | 'CLEAR_PASSCODE_DEVICE'
  | 'DISOWN'
  | 'RENEW_ENROLLMENT_PROFILE'
  | 'ERASE_DEVICE'
  | 'SHUTDOWN_DEVICE'
  | 'REBOOT_DEVICE'
  | 'INSTALL_NINJA_AGENT'
  | 'SYNC_POLICY';

const MOBILE_CLASSES = new Set(['ANDROID', 'APPLE_IOS', 'APPLE_IPADOS']);

/** True for a device run by the agent: Windows, Mac and Linux workstations and servers. */
export function isAgentDeviceClass(nodeClass: string): boolean {
  return /^(WINDOWS|MAC|LINUX)/.test(nodeClass);
}

/** True for an MDM (mobile) device class. */
export function isMobileDeviceClass(nodeClass: string): boolean {
  return MOBILE_CLASSES.has(nodeClass);
}

/**
 * The security actions a device class offers (002 §3, §7): mobile devices lock, reset or clear the
 * passcode (Apple), disown, renew the enrollment profile (Apple), erase, install the agent and sync
 * policy; agent devices shut down, reboot and sync policy (through the agent); a Mac enrolled with
 * the MDM profile (`mdmEnrolled`: its `details.mdmStatus` is `ENROLLED`) also locks (with its
 * 6-digit PIN), disowns, renews its enrollment profile and erases, through Apple MDM. Others: none.
 * @example securityActionsFor('LINUX_SERVER') // ['SHUTDOWN_DEVICE', 'REBOOT_DEVICE', 'SYNC_POLICY']
 */
export function securityActionsFor(nodeClass: string, mdmEnrolled = false): SecurityActionType[] {
  if (isMobileDeviceClass(nodeClass)) {
    const apple = nodeClass !== 'ANDROID';
    return [
      'LOCK_DEVICE',
      ...(apple ? (['RESET_PASSCODE_DEVICE', 'CLEAR_PASSCODE_DEVICE'] as const) : []),
      'DISOWN',
      ...(apple ? (['RENEW_ENROLLMENT_PROFILE'] as const) : []),
      'ERASE_DEVICE',
      'INSTALL_NINJA_AGENT',
      'SYNC_POLICY',
    ];
  }
  if (mdmEnrolled && lockNeedsPin(nodeClass))
    return [
      'LOCK_DEVICE',
      'DISOWN',
      'RENEW_ENROLLMENT_PROFILE',
      'ERASE_DEVICE',
      'SHUTDOWN_DEVICE',
      'REBOOT_DEVICE',
      'SYNC_POLICY',
    ];
  if (isAgentDeviceClass(nodeClass)) return ['SHUTDOWN_DEVICE', 'REBOOT_DEVICE', 'SYNC_POLICY'];
  return [];
}

/** True when the lock action asks for a PIN: macOS only (002 §5.7). */
export function lockNeedsPin(nodeClass: string): boolean {
  return nodeClass === 'MAC' || nodeClass === 'MAC_SERVER';
}

/**
 * The id of the built-in reboot job of a device class, the scheduled reboot task's `scriptId`
 * (002 §3: "the reboot job for the node class"; ids chosen): Windows 1, Mac 2, Linux 3.
 * @example rebootScriptId('MAC') // 2
 */
export function rebootScriptId(nodeClass: string): number {
  if (nodeClass.startsWith('MAC')) return 2;
  if (nodeClass.startsWith('LINUX')) return 3;
  return 1;
}
