import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`Not a Base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The RFC 6238 TOTP code (SHA-1, 6 digits, 30-second steps) of a Base32 secret at `nowMs`: what an
 * authenticator app shows, and what the server's otplib verifies.
 */
export function totp(secret: string, nowMs = Date.now()): string {
  const counter = Math.floor(nowMs / 1000 / 30);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest[digest.length - 1] as number) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

const lastStepOf = new Map<string, number>();

/**
 * A code for a time step no earlier call of this process was given: the server takes each code
 * once (issue 14) and accepts one step of clock drift, so this hands out the current step, then
 * the next one, and waits for a new 30-second step only when both are used.
 * @example await page.getByLabel('Authentication code').fill(await freshTotp(ADMIN.mfaSecret));
 */
export async function freshTotp(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 30_000);
    const step = Math.max(current, (lastStepOf.get(secret) ?? -1) + 1);
    if (step <= current + 1) {
      lastStepOf.set(secret, step);
      return totp(secret, step * 30_000);
    }
    await new Promise((wait) => setTimeout(wait, (current + 1) * 30_000 - now + 50));
  }
}
