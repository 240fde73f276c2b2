/**
 * Expiring download links of attachments (001 §7.6, 002 §7 "signed URL"): the shared link signer
 * (`lib/signed-url.ts`) over the attachment id, its stored resource and the expiry. A link dies at
 * its expiry and as soon as the attachment's file is replaced or deleted.
 */
import { createLinkSigner } from '../../lib/signed-url';

export { loadSigningKey } from '../../lib/signed-url';

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
 * A signer over a key.
 * @example const signer = createUrlSigner(key, { apiBase: '/ws', ttlMs: 900_000 });
 */
export function createUrlSigner(key: Buffer, options: { apiBase: string; ttlMs: number }): UrlSigner {
  const links = createLinkSigner(key);
  const subject = (id: number, resourceId: string) => `attachment:${id}:${resourceId}`;
  return {
    sign(attachment, now) {
      const expires = Math.floor((now.getTime() + options.ttlMs) / 1000);
      const signature = links.sign(subject(attachment.id, attachment.resourceId), expires);
      return {
        signedUrl: `${options.apiBase}/scripting/attachments/${attachment.id}/download?expires=${expires}&signature=${signature}`,
        expiresAt: expires * 1000,
      };
    },
    verify: (attachment, expires, signature, now) =>
      links.verify(subject(attachment.id, attachment.resourceId), expires, signature, now),
  };
}
