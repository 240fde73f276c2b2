/**
 * OAuth 2.0 client credentials for API clients (RFC 6749 §4.4; docs/protocol.md "API clients"):
 * an API key pair's client id and secret buy a short-lived bearer access token.
 */
import { z } from 'zod';
import { defineEndpoint } from '../define';

/** Lifetime of an access token, in seconds (one hour). */
export const OAUTH_ACCESS_TOKEN_TTL_SECONDS = 3600;

/**
 * `POST /oauth/token`, as form fields (`application/x-www-form-urlencoded`, the RFC's encoding) or
 * JSON. The client may authenticate with HTTP Basic (`client_id:client_secret`) instead of the
 * body fields. `scope`: space-separated subset of the key pair's scopes (default: all of them).
 */
export const oauthTokenRequestSchema = z.object({
  grant_type: z.string().max(100),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(200).optional(),
});
export type OAuthTokenRequest = z.input<typeof oauthTokenRequestSchema>;

/** The access token answer (RFC 6749 §5.1). */
export const oauthTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
  /** The granted scopes, space-separated. */
  scope: z.string(),
});
export type OAuthTokenResponse = z.infer<typeof oauthTokenResponseSchema>;

/** The OAuth endpoints. */
export const oauthEndpoints = {
  /**
   * Client credentials grant. Refusals follow RFC 6749 §5.2 (`{ error, error_description }`, with
   * the console's `resultCode` and `errorMessage` too): 401 `invalid_client` for an unknown client,
   * a wrong secret or a disabled key pair; 400 `invalid_scope` for a scope the key lacks; 400
   * `unsupported_grant_type` for any other grant.
   */
  token: defineEndpoint({
    method: 'POST',
    path: '/oauth/token',
    summary: 'Issue an access token for an API key pair (client credentials)',
    body: oauthTokenRequestSchema,
    response: oauthTokenResponseSchema,
    auth: 'public',
    tag: 'oauth',
  }),
} as const;
