import {
  allMessages,
  createTranslator,
  type ErrorCode,
  type Issue,
  type MessageKey,
  type MessageParams,
} from '@console/core';

// The server renders any area's text (errors, validation issues), so it reads every section.
const translate = createTranslator({ sections: [allMessages] });

/** A failure answer: status, result code and message (docs/protocol.md). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly resultCode: string;
  readonly issues: Issue[] | undefined;

  constructor(statusCode: number, resultCode: ErrorCode | (string & {}), message: string, issues?: Issue[]) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.resultCode = resultCode;
    this.issues = issues;
  }

  /** The answer body. */
  toJSON() {
    return {
      resultCode: this.resultCode,
      errorMessage: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

/** A catalogue text (server answers use the default catalogue; clients may re-translate by code). */
export function message(key: MessageKey, params?: MessageParams): string {
  return translate(key, params);
}

/** 400 VALIDATION_ERROR with the first issue's message. */
export function validationError(issues: Issue[]): ApiError {
  return new ApiError(
    400,
    'VALIDATION_ERROR',
    issues[0]?.message ?? message('records.invalidPayload'),
    issues,
  );
}

/** 403 FORBIDDEN: the permission module refused. */
export function forbidden(): ApiError {
  return new ApiError(403, 'FORBIDDEN', message('errors.noPermission'));
}

/** Throws 403 FORBIDDEN unless `allowed`. */
export function ensure(allowed: boolean): asserts allowed {
  if (!allowed) throw forbidden();
}

/** 404 NOT_FOUND. */
export function notFound(): ApiError {
  return new ApiError(404, 'NOT_FOUND', message('errors.notFound'));
}

/** 409 conflict with a specific code. */
export function conflict(code: ErrorCode, text: string): ApiError {
  return new ApiError(409, code, text);
}

/** 422 rule refusal with a specific code. */
export function refused(code: ErrorCode, text: string): ApiError {
  return new ApiError(422, code, text);
}

/** 400 for a reference to a record that does not exist (or that the user cannot see). */
export function invalidReference(field: string): ApiError {
  const text = message('records.invalidReference', { field });
  return new ApiError(400, 'VALIDATION_ERROR', text, [{ path: field, message: text }]);
}

/** 400 for a single-field rule. */
export function fieldError(path: string, text: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', text, [{ path, message: text }]);
}

/** Maps zod issues to `{ path, message }`. */
export function toIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
  prefix?: string,
): Issue[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** The PostgreSQL error code of a (possibly wrapped) driver error. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The answer to a database error a request caused (issue 14: no 5xx from any input), by its
 * PostgreSQL code; `undefined` for anything else, which stays a logged 500 without details.
 * - 23505 unique violation: 409 NAME_ALREADY_IN_USE;
 * - 23503 foreign key violation: 400 when the request refers to a missing record ("insert or
 *   update"), else 409 (the record is still referenced);
 * - 23502 not null, 23514 check, class 22 data exceptions (22001 too long, 22003 out of range,
 *   22P02 invalid text, 22P05 untranslatable character, 22021 bad encoding...), 54xxx program
 *   limits (statement too complex, stack depth): 400 VALIDATION_ERROR;
 * - 23P01 exclusion violation: 409;
 * - 40001 serialization failure, 40P01 deadlock, 55P03 lock not available, 57014 query canceled:
 *   503 (the caller may try again).
 * @example databaseError({ code: '22P05' })?.statusCode // 400
 */
export function databaseError(error: unknown): ApiError | undefined {
  const code = pgErrorCode(error);
  if (!code) return undefined;
  if (code === '23505') return new ApiError(409, 'NAME_ALREADY_IN_USE', message('records.nameInUse'));
  if (code === '23503') {
    const text = message('records.invalidReference', { field: 'record' });
    return /insert or update/i.test(errorText(error))
      ? new ApiError(400, 'VALIDATION_ERROR', text, [{ path: '', message: text }])
      : new ApiError(409, 'INVALID_REFERENCE', text);
  }
  if (code === '23P01') return new ApiError(409, 'NAME_ALREADY_IN_USE', message('records.nameInUse'));
  if (code === '23502' || code === '23514' || code.startsWith('22') || code.startsWith('54')) {
    const text = message('records.invalidPayload');
    return new ApiError(400, 'VALIDATION_ERROR', text, [{ path: '', message: text }]);
  }
  if (['40001', '40P01', '55P03', '57014'].includes(code)) {
    return new ApiError(503, 'SERVER_BUSY', message('errors.serverTryAgainInAMoment'));
  }
  return undefined;
}

/** The messages of an error and its causes, for telling apart the two foreign key cases. */
function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const text = (current as { message?: unknown }).message;
    if (typeof text === 'string') parts.push(text);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join('\n');
}
