/**
 * Expiring download links of attachments (001 §7.6, 002 §7 "signed URL"): an HMAC-SHA256 over the
 * attachment id, its stored resource and the expiry, with a random key made once and kept in the
 * `server_keys` table (encrypted with SECRET_KEY, never returned). A link dies at its expiry and
 * as soon as the attachment's file is replaced or deleted.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';
import type { SecretBox } from '../../lib/crypto';

const KEY_NAME = 'attachment-url-signing';

/** Signs and checks download links. */
export interface UrlSigner {
  /** The link of an attachment's file: `<apiBase>/scripting/attachments/{id}/download?expires=&signature=`. */
  sign(attachment: { id: number; resourceId: string }, now: Date): { signedUrl: string; expiresAt: number };
  /** True when `signature` is the one for these values and `expires` (epoch seconds) is still ahead. */
  verify(
    attachment: { id: number; resourceId: string },
    expires: number,
    signature: string,
    now: Date,
  ): boolean;
}

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

/**
 * A signer over a key.
 * @example const signer = createUrlSigner(key, { apiBase: '/ws', ttlMs: 900_000 });
 */
export function createUrlSigner(key: Buffer, options: { apiBase: string; ttlMs: number }): UrlSigner {
  const mac = (id: number, resourceId: string, expires: number) =>
    createHmac('sha256', key).update(`attachment:${id}:${resourceId}:${expires}`).digest();
  return {
    sign(attachment, now) {
      const expires = Math.floor((now.getTime() + options.ttlMs) / 1000);
      const signature = mac(attachment.id, attachment.resourceId, expires).toString('base64url');
      return {
        signedUrl: `${options.apiBase}/scripting/attachments/${attachment.id}/download?expires=${expires}&signature=${signature}`,
        expiresAt: expires * 1000,
      };
    },
    verify(attachment, expires, signature, now) {
      if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(attachment.id, attachment.resourceId, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
