/**
 * Expiring signed links, shared by the domains that hand out download URLs (automation
 * attachments, agent installers): an HMAC-SHA256 over a subject (`attachment:{id}:{resource}`,
 * `installer:{id}:{resource}` ...) and the expiry, with a random key made once and kept in the
 * `server_keys` table (encrypted with SECRET_KEY, never returned). Each domain's subject names its
 * kind, so a signature for one kind never opens another.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';
import type { SecretBox } from './crypto';

/** The `server_keys` row of the link-signing key (the name it had when only attachments used it). */
const KEY_NAME = 'attachment-url-signing';

/**
 * The signing key: created on first use (one row, shared by every server process on the
 * database), read back and decrypted.
 */
export async function loadSigningKey(db: Db, secrets: SecretBox): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, value: secrets.encrypt(randomBytes(32).toString('base64url')) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (!row) throw new Error('signing key missing');
  return Buffer.from(secrets.decrypt(row.value), 'base64url');
}

/** Signs and checks subjects with an expiry. */
export interface LinkSigner {
  /** The signature of `subject` valid until `expires` (epoch seconds), base64url. */
  sign(subject: string, expires: number): string;
  /** True when `signature` is the one for `subject` and `expires` is still ahead of `now`. */
  verify(subject: string, expires: number, signature: string, now: Date): boolean;
}

/**
 * A signer over a key.
 * @example
 * const signer = createLinkSigner(key);
 * const expires = Math.floor(Date.now() / 1000) + 3600;
 * const signature = signer.sign(`installer:7:${resourceId}`, expires);
 */
export function createLinkSigner(key: Buffer): LinkSigner {
  const mac = (subject: string, expires: number) =>
    createHmac('sha256', key).update(`${subject}:${expires}`).digest();
  return {
    sign: (subject, expires) => mac(subject, expires).toString('base64url'),
    verify(subject, expires, signature, now) {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(subject, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
