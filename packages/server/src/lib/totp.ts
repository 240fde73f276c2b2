import { verify } from 'otplib';

/**
 * Checks a 6-digit TOTP code (RFC 6238, 30-second steps) against a Base32 secret, accepting one
 * step of clock drift either way.
 */
export async function verifyTotp(secret: string, code: string, nowSeconds: number): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verify({ secret, token: code, epoch: nowSeconds, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}
