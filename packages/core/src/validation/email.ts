import type { ValidationIssue } from './issue';

/**
 * A practical email check: one `@`, no spaces, a dotted domain with a 2+ letter top level.
 * @example isValidEmail('tech@demo.console') // true
 * @example isValidEmail('tech@localhost') // false
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i.test(value.trim());
}

/**
 * The email rule of the send, demo-request and confirm forms: 'Please enter a valid email
 * address' (000 §5.7). Empty input is 'Required'.
 * @example validateEmail('nope') // { key: 'errors.validation.invalidEmail' }
 */
export function validateEmail(value: string | null | undefined): ValidationIssue | undefined {
  if (!value || value.trim() === '') return { key: 'errors.validation.required' };
  return isValidEmail(value) ? undefined : { key: 'errors.validation.invalidEmail' };
}
