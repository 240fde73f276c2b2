/**
 * Path (under the API base) of the New Credential secure form page the widgets frame (002 §4.3).
 * Zod-free, so a widget reaching it does not ship the credential schemas.
 */
export const CREDENTIAL_FORM_PATH = '/credential/form';
