import { defaultMessages, type MessageKey } from '../messages';

/**
 * Result codes of the wire protocol (docs/protocol.md) and the client's own codes for failures
 * that never reached an answer (`NETWORK_ERROR`, `INVALID_RESPONSE`, `USER_CANCELLED_MFA`).
 * @example if (error.resultCode === RESULT_CODES.mfaRequired) promptForCode();
 */
export const RESULT_CODES = {
  success: 'SUCCESS',
  failure: 'FAILURE',
  validationError: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  csrfInvalid: 'CSRF_INVALID',
  mfaRequired: 'MFA_REQUIRED',
  incorrectMfaCode: 'INCORRECT_MFA_CODE',
  badU2fInputFormat: 'bad_u2f_input_format',
  userCancelledMfa: 'USER_CANCELLED_MFA',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  policyNameAlreadyInUse: 'POLICY_NAME_ALREADY_IN_USE',
  emailAlreadyInUse: 'EMAIL_ALREADY_IN_USE',
  cannotDeleteOwnUser: 'CANNOT_DELETE_OWN_USER',
  cannotDeleteDefaultPolicy: 'CANNOT_DELETE_DEFAULT_POLICY',
  cannotDeleteDefaultTicketTemplate: 'CANNOT_DELETE_DEFAULT_TICKET_TEMPLATE',
  cannotDeleteVmMonitorDelegate: 'CANNOT_DELETE_VM_MONITOR_DELEGATE',
  networkError: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  httpError: 'HTTP_ERROR',
} as const;

/**
 * One problem with a request's input, as the server's 400 `VALIDATION_ERROR` lists them.
 * @example error.issues.find((issue) => issue.path.join('.') === 'body.name')?.message
 */
export interface ApiIssue {
  /** Where in the input: `['body', 'name']`. */
  path: (string | number)[];
  message: string;
}

/**
 * The failure body every non-2xx answer carries (docs/protocol.md), as {@link readApiErrorBody}
 * reads it. `apiErrorBodySchema` is the same shape in zod, for the server.
 * @example const body: ApiErrorBody = { resultCode: 'FORBIDDEN', errorMessage: 'No' };
 */
export interface ApiErrorBody {
  resultCode: string;
  errorMessage?: string | undefined;
  issues?: { path?: (string | number)[] | string | undefined; message: string }[] | undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readIssue(value: unknown): NonNullable<ApiErrorBody['issues']>[number] | undefined {
  if (!isObject(value) || !isString(value.message)) return undefined;
  const { path } = value;
  const pathOk =
    path === undefined ||
    isString(path) ||
    (Array.isArray(path) && path.every((key) => isString(key) || typeof key === 'number'));
  if (!pathOk) return undefined;
  return path === undefined ? { message: value.message } : { path, message: value.message };
}

/**
 * Reads a failure body without zod (the browser bundle stays free of it): the same rules as
 * `apiErrorBodySchema.safeParse`, `undefined` where that fails. Unknown fields are dropped.
 * @example readApiErrorBody({ resultCode: 'FORBIDDEN' }) // { resultCode: 'FORBIDDEN' }
 */
export function readApiErrorBody(data: unknown): ApiErrorBody | undefined {
  if (!isObject(data) || !isString(data.resultCode)) return undefined;
  const { errorMessage, issues } = data;
  if (errorMessage !== undefined && !isString(errorMessage)) return undefined;
  const body: ApiErrorBody = { resultCode: data.resultCode };
  if (errorMessage !== undefined) body.errorMessage = errorMessage;
  if (issues === undefined) return body;
  if (!Array.isArray(issues)) return undefined;
  const read = issues.map(readIssue);
  if (read.some((issue) => issue === undefined)) return undefined;
  body.issues = read as NonNullable<ApiErrorBody['issues']>;
  return body;
}

/**
 * What {@link ConsoleApiError} is built from.
 * @example new ConsoleApiError({ status: 409, resultCode: 'POLICY_NAME_ALREADY_IN_USE' })
 */
export interface ConsoleApiErrorInit {
  /** HTTP status; 0 when no answer arrived (network failure, cancelled prompt). */
  status: number;
  resultCode: string;
  /** The server's message, or a catalogue text for the client's own codes. */
  errorMessage?: string | undefined;
  issues?: ApiIssue[] | undefined;
  /** Silent errors are neither shown nor reported (USER_CANCELLED_MFA). */
  isSilent?: boolean | undefined;
  /** The catalogue key of the text to show, when the client knows it. */
  messageKey?: MessageKey | undefined;
  method?: string | undefined;
  /** The request path under the API base, after filling parameters. */
  path?: string | undefined;
  /** The raw answer body, for codes a widget maps itself (e.g. partial Wake-on-LAN results). */
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed call: the HTTP status, the protocol's `resultCode`, `errorMessage` and validation
 * `issues`. `message` is the text to show (the catalogue text for codes the client maps, else the
 * server's message).
 * @example
 * try { await client.call(endpoints.policy.create, { body }) }
 * catch (error) { if (isConsoleApiError(error) && error.resultCode === 'POLICY_NAME_ALREADY_IN_USE') ... }
 */
export class ConsoleApiError extends Error {
  override readonly name = 'ConsoleApiError';
  readonly status: number;
  readonly resultCode: string;
  readonly errorMessage: string;
  readonly issues: ApiIssue[];
  readonly isSilent: boolean;
  readonly messageKey: MessageKey | undefined;
  readonly method: string | undefined;
  readonly path: string | undefined;
  readonly body: unknown;

  constructor(init: ConsoleApiErrorInit) {
    const text = init.messageKey
      ? (defaultMessages[init.messageKey] ?? init.messageKey)
      : init.errorMessage || init.resultCode;
    super(text, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.resultCode = init.resultCode;
    this.errorMessage = init.errorMessage || text;
    this.issues = init.issues ?? [];
    this.isSilent = init.isSilent ?? false;
    this.messageKey = init.messageKey;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
  }
}

/**
 * True for a {@link ConsoleApiError} (also across bundle copies, by name and shape).
 * @example if (isConsoleApiError(error) && error.status === 404) showNotFound();
 */
export function isConsoleApiError(error: unknown): error is ConsoleApiError {
  return (
    error instanceof ConsoleApiError ||
    (error instanceof Error &&
      error.name === 'ConsoleApiError' &&
      typeof (error as Partial<ConsoleApiError>).resultCode === 'string')
  );
}

/**
 * True for the abort of a cancelled call or upload (a DOMException named `AbortError`).
 * @example if (isAbortError(error)) return;
 */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && (error as Error).name === 'AbortError'
  );
}

/**
 * True for an unauthenticated error: status 401 or result code `UNAUTHENTICATED`.
 * @example if (isUnauthenticatedError(error)) navigate('/login');
 */
export function isUnauthenticatedError(error: unknown): boolean {
  return (
    isConsoleApiError(error) && (error.status === 401 || error.resultCode === RESULT_CODES.unauthenticated)
  );
}

/**
 * The error-reporting rule (000 §8): client errors 400 to 499, 502 and status 0 are valid server
 * answers and are not reported; neither are unauthenticated, silent or aborted calls. Everything
 * else (500, 503, an answer that breaks the contract, a bug) is.
 * @example if (isReportableError(error)) reportToService(error);
 */
export function isReportableError(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (!isConsoleApiError(error)) return true;
  if (error.isSilent || isUnauthenticatedError(error)) return false;
  const { status } = error;
  return !(status === 0 || status === 502 || (status >= 400 && status <= 499));
}

/**
 * True for the MFA result codes a caller should leave to the MFA flow (001 §8: "errors handled by
 * the MFA flow are skipped"): MFA_REQUIRED, INCORRECT_MFA_CODE, bad_u2f_input_format and
 * USER_CANCELLED_MFA.
 * @example if (!isMfaError(error)) toast(t('errors.saveDevice'));
 */
export function isMfaError(error: unknown): boolean {
  if (!isConsoleApiError(error)) return false;
  const codes: string[] = [
    RESULT_CODES.mfaRequired,
    RESULT_CODES.incorrectMfaCode,
    RESULT_CODES.badU2fInputFormat,
    RESULT_CODES.userCancelledMfa,
  ];
  return codes.includes(error.resultCode);
}

const messageKeyByResultCode: Record<string, MessageKey> = {
  [RESULT_CODES.incorrectMfaCode]: 'errors.mfaVerification',
  [RESULT_CODES.badU2fInputFormat]: 'errors.mfaVerification',
  [RESULT_CODES.forbidden]: 'errors.noPermission',
  [RESULT_CODES.unauthenticated]: 'errors.sessionExpired',
  [RESULT_CODES.csrfInvalid]: 'errors.csrfInvalid',
  [RESULT_CODES.notFound]: 'errors.notFound',
  [RESULT_CODES.rateLimited]: 'errors.rateLimited',
  [RESULT_CODES.networkError]: 'errors.network',
  [RESULT_CODES.invalidResponse]: 'errors.generic',
  [RESULT_CODES.policyNameAlreadyInUse]: 'errors.policyNameInUse',
  [RESULT_CODES.emailAlreadyInUse]: 'errors.emailAlreadyInUse',
  [RESULT_CODES.cannotDeleteOwnUser]: 'errors.cannotDeleteOwnUser',
  [RESULT_CODES.cannotDeleteDefaultPolicy]: 'errors.cannotDeleteDefaultPolicy',
  [RESULT_CODES.cannotDeleteDefaultTicketTemplate]: 'errors.cannotDeleteDefaultTicketTemplate',
  [RESULT_CODES.cannotDeleteVmMonitorDelegate]: 'errors.cannotDeleteVmMonitorDelegate',
};

/**
 * The catalogue key for a result code the catalogue has a text for, else `undefined`.
 * @example messageKeyForResultCode('CANNOT_DELETE_OWN_USER') // 'errors.cannotDeleteOwnUser'
 */
export function messageKeyForResultCode(resultCode: string): MessageKey | undefined {
  return messageKeyByResultCode[resultCode];
}

/**
 * What to show for a failed call: the catalogue text of a known result code (through `t`, so host
 * overrides and branding apply); the server's message for a validation error; otherwise the
 * widget's own `fallback` text (e.g. 'Error saving policy'). Returns `undefined` for silent and
 * aborted errors, which show nothing.
 * @example
 * const text = describeError(error, t, 'errors.savePolicy');
 * if (text) toast(text);
 */
export function describeError(
  error: unknown,
  t: (key: MessageKey) => string,
  fallback: MessageKey = 'errors.generic',
): string | undefined {
  if (isAbortError(error)) return undefined;
  if (!isConsoleApiError(error)) return t(fallback);
  if (error.isSilent) return undefined;
  const key = error.messageKey ?? messageKeyForResultCode(error.resultCode);
  if (key) return t(key);
  if (error.resultCode === RESULT_CODES.validationError && error.errorMessage) return error.errorMessage;
  return t(fallback);
}
