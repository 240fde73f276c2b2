export {
  type CallArgs,
  type CallOptions,
  type ConsoleClient,
  type ConsoleClientOptions,
  createConsoleClient,
  type ErrorReportContext,
  type MfaPromptContext,
  type UploadInput,
  type UploadOptions,
  type UploadProgress,
  type XMLHttpRequestConstructor,
} from './client';
export { apiErrorBodySchema } from './error-body';
export {
  type ApiErrorBody,
  type ApiIssue,
  ConsoleApiError,
  type ConsoleApiErrorInit,
  describeError,
  isAbortError,
  isConsoleApiError,
  isMfaError,
  isReportableError,
  isUnauthenticatedError,
  RESULT_CODES,
  readApiErrorBody,
} from './errors';
export { MASK, MASKED_ROUTE_PREFIXES, maskRouteName } from './mask-route';
export { buildOpenApiDocument, type OpenApiOptions } from './openapi';
export {
  createRealtimeClient,
  type RealtimeBackoff,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeHandler,
  type RealtimeServerMessage,
  type RealtimeSocket,
  type RealtimeSocketConstructor,
  type RealtimeStatus,
  type RealtimeSubscribeOptions,
} from './realtime';
