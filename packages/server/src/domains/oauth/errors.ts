import { ApiError, message } from '../../http/errors';

/** The error codes of RFC 6749 §5.2 the token endpoint answers. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_scope'
  | 'unsupported_grant_type';

/**
 * A token endpoint refusal: the RFC's `{ error, error_description }` (what OAuth client libraries
 * read) next to the console's `{ resultCode, errorMessage }`.
 */
export class OAuthError extends ApiError {
  readonly error: OAuthErrorCode;

  constructor(statusCode: number, error: OAuthErrorCode, description: string) {
    super(statusCode, statusCode === 401 ? 'UNAUTHENTICATED' : 'VALIDATION_ERROR', description);
    this.name = 'OAuthError';
    this.error = error;
  }

  override toJSON() {
    return { error: this.error, error_description: this.message, ...super.toJSON() };
  }
}

/** 401 `invalid_client`: unknown client, wrong secret, disabled key pair or one without its creator. */
export const invalidClient = () => new OAuthError(401, 'invalid_client', message('records.unauthenticated'));
/** 400 `invalid_scope`: a scope the key pair does not grant (or no such scope). */
export const invalidScope = () => new OAuthError(400, 'invalid_scope', message('errors.noPermission'));
/** 400 `unsupported_grant_type`: only `client_credentials` is served. */
export const unsupportedGrant = () =>
  new OAuthError(400, 'unsupported_grant_type', message('records.invalidPayload'));
/** 400 `invalid_request`: no client credentials, or both Basic and body credentials. */
export const invalidRequest = () => new OAuthError(400, 'invalid_request', message('records.invalidPayload'));
