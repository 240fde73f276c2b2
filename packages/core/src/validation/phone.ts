import type { ValidationIssue } from './issue';

/**
 * Strips the separators people type in phone numbers (spaces, dashes, dots, parentheses), keeping
 * a leading `+`. Returns `undefined` when anything else is in the way.
 * @example normalizePhone('+1 (555) 010-4477') // '+15550104477'
 */
export function normalizePhone(value: string): string | undefined {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const opens = (text.match(/\(/g) ?? []).length;
  const closes = (text.match(/\)/g) ?? []).length;
  if (opens !== closes || opens > 1 || (opens === 1 && text.indexOf('(') > text.indexOf(')')))
    return undefined;
  return text.replace(/[\s().-]/g, '');
}

/**
 * An E.164-like phone number: optional `+`, then 7 to 15 digits, separators allowed; with `+` the
 * country code cannot start with 0.
 * @example isValidPhone('+44 20 7946 0958') // true
 * @example isValidPhone('555-01') // false
 */
export function isValidPhone(value: string): boolean {
  const phone = normalizePhone(value);
  if (phone === undefined) return false;
  return /^(\+[1-9]\d{6,14}|\d{7,15})$/.test(phone);
}

/**
 * The phone rule of the lock and enrollment forms (000 §5.6, 002 §5.7): an optional field that,
 * when filled, must be a valid number ('Invalid phone number').
 * @example validatePhone('abc') // { key: 'errors.validation.invalidPhone' }
 * @example validatePhone('') // undefined
 */
export function validatePhone(value: string | null | undefined): ValidationIssue | undefined {
  if (!value || value.trim() === '') return undefined;
  return isValidPhone(value) ? undefined : { key: 'errors.validation.invalidPhone' };
}
