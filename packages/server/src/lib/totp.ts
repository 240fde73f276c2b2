import { verify } from 'otplib';

/**
 * Checks a 6-digit TOTP code (RFC 6238, 30-second steps) against a Base32 secret, accepting one
 * step of clock drift either way. Returns the time step the code matched, or `null` when it
 * matches none (the caller refuses a step already used: ../platform/auth/mfa.ts).
 */
export async function verifyTotp(secret: string, code: string, nowSeconds: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({ secret, token: code, epoch: nowSeconds, epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
