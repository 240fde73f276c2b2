/** A practical email check: one `@`, no spaces, a dotted domain with a 2+ letter top level. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i.test(value.trim());
}
