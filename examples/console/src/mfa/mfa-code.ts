/** A TOTP code: six digits. Spaces a user types or pastes are dropped. */
export function normalizeMfaCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** Whether the (normalized) code has the six digits an authenticator shows. */
export function isMfaCodeComplete(code: string): boolean {
  return /^\d{6}$/.test(code);
}
