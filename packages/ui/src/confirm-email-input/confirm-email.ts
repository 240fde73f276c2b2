import { isValidEmail } from '@console/core';

/** The result of checking a typed confirmation against the expected email. */
export type ConfirmEmailResult = 'valid' | 'invalidFormat' | 'mismatch';

/**
 * Checks a typed email against the logged-in user's (000 §5.7, 001 §5): it must be a valid email
 * and equal, ignoring case and surrounding spaces, to `expected`.
 * @example checkConfirmEmail('Ops@Example.com ', 'ops@example.com') // 'valid'
 */
export function checkConfirmEmail(typed: string, expected: string): ConfirmEmailResult {
  const value = typed.trim();
  if (!isValidEmail(value)) return 'invalidFormat';
  return value.toLowerCase() === expected.trim().toLowerCase() ? 'valid' : 'mismatch';
}
