import { CREDENTIAL_FORM_PATH } from '@console/core';

/** What the server's secure credential form posts to its parent window (002 §4.3). */
export interface CredentialFormResult {
  status: 'SUCCESS' | 'FAILURE';
  action?: 'created' | 'updated';
  credentialId?: number;
}

/** The origin of the API server (the form page's origin), from the client's base URL. */
export function serverOriginOf(baseUrl: string, pageHref: string): string {
  return new URL(baseUrl, pageHref).origin;
}

/**
 * The URL of the secure form page: new for an organization, or editing a credential. The page
 * answers to `origin` (this page's), and only to it.
 * @example credentialFormUrl('/ws', { organizationId: 3 }, 'https://console.example') // '/ws/credential/form?clientId=3&origin=...'
 */
export function credentialFormUrl(
  baseUrl: string,
  target: { organizationId: number } | { credentialId: number },
  origin: string,
): string {
  const query = new URLSearchParams(
    'credentialId' in target
      ? { id: String(target.credentialId) }
      : { clientId: String(target.organizationId) },
  );
  query.set('origin', origin);
  return `${baseUrl}${CREDENTIAL_FORM_PATH}?${query}`;
}

/**
 * Reads a `message` event as the form's result, or `null` when it must be ignored: sent from
 * another origin than the server's (002 §4.3: accepted only from a valid origin), from another
 * window than the frame, or not shaped as the form's message. Pure, testable in node.
 */
export function readCredentialFormMessage(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): CredentialFormResult | null {
  if (event.origin !== expected.origin || event.source === null || event.source !== expected.source)
    return null;
  const data = event.data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null || data.source !== 'console-credential-form') return null;
  if (data.status !== 'SUCCESS' && data.status !== 'FAILURE') return null;
  const action = data.action === 'created' || data.action === 'updated' ? data.action : undefined;
  const credentialId =
    typeof data.credentialId === 'number' && Number.isInteger(data.credentialId)
      ? data.credentialId
      : undefined;
  return { status: data.status, action, credentialId };
}
