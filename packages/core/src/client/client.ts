import type { z } from 'zod';
import { type AnyEndpoint, buildPath, type EndpointInput, type EndpointOutput } from '../contract/define';
import { CSRF_HEADER, DEFAULT_API_BASE, MFA_CODE_HEADER, MFA_PATH_PREFIX } from '../contract/protocol';
import type { EndpointRef } from '../contract/route';
import {
  type ApiErrorBody,
  type ApiIssue,
  ConsoleApiError,
  isReportableError,
  RESULT_CODES,
  readApiErrorBody,
} from './errors';
import { maskRouteName } from './mask-route';
import { appendFormField, readCsrfCookie, serializeQuery } from './request';

/**
 * What the host's MFA prompt is told about the call that needs a code.
 * @example onMfaRequired: ({ method, path }) => dialog.ask(`${method} ${path}`)
 */
export interface MfaPromptContext {
  method: string;
  /** Request path under the API base (`/policy`). */
  path: string;
}

/**
 * Where a reported error happened.
 * @example onError: (error, { route }) => reporter.capture(error, { tags: { route } })
 */
export interface ErrorReportContext {
  method: string;
  /** Request path under the API base, parameters filled in (`/client/7/deviceCount`). */
  path: string;
  /** The endpoint's path template (`/client/{id}/deviceCount`). */
  endpoint: string;
  /** The console route the user was on, with ids masked by {@link maskRouteName}. */
  route?: string | undefined;
}

/**
 * A minimal XMLHttpRequest constructor (the browser's, or a test double).
 * @example createConsoleClient({ XMLHttpRequest: FakeXhr })
 */
export type XMLHttpRequestConstructor = new () => XMLHttpRequest;

/**
 * Options of {@link createConsoleClient}.
 * @example createConsoleClient({ baseUrl: '/ws', onMfaRequired: askForCode, onError: report })
 */
export interface ConsoleClientOptions {
  /**
   * Base URL of the API; paths are appended to it.
   * @default '/ws'
   */
  baseUrl?: string;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The XMLHttpRequest to upload with. @default globalThis.XMLHttpRequest */
  XMLHttpRequest?: XMLHttpRequestConstructor;
  /**
   * Asks the user for a multi-factor code when an answer is 403 `MFA_REQUIRED`; the call is then
   * retried once at the MFA-specific URL. Rejecting cancels: the call fails with the silent
   * `USER_CANCELLED_MFA`. Without it, `MFA_REQUIRED` errors reach the caller.
   */
  onMfaRequired?: (context: MfaPromptContext) => Promise<string>;
  /**
   * The error-reporting hook. Not called for 400-499, 502, status 0 (network), unauthenticated,
   * silent or aborted calls (000 §8).
   */
  onError?: (error: unknown, context: ErrorReportContext) => void;
  /** Returns the CSRF token for non-GET requests. @default reads the `console_csrf` cookie */
  getCsrfToken?: () => string | null | undefined;
  /** Returns the current console route, masked and added to error reports. */
  getRouteName?: () => string | null | undefined;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

/**
 * Options of one call.
 * @example client.call(endpoints.auth.session, undefined, { signal: controller.signal })
 */
export interface CallOptions {
  /** Cancels the call: it rejects with the signal's reason, an `AbortError` by default. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's MFA prompt for this call (e.g. the sign-in form's own prompt). */
  onMfaRequired?: ((context: MfaPromptContext) => Promise<string>) | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
}

/**
 * Upload progress.
 * @example onProgress: ({ fraction }) => setPercent(Math.round(fraction * 100))
 */
export interface UploadProgress {
  /** Bytes sent. */
  loaded: number;
  /** Bytes to send, when known (else the file size). */
  total: number;
  /** `loaded / total`, 0 to 1. */
  fraction: number;
}

/**
 * Options of one upload.
 * @example client.upload(endpoint, input, { onProgress, signal })
 */
export interface UploadOptions extends CallOptions {
  /** Called as bytes go out. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

type Fields<E extends AnyEndpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : Record<string, unknown>;

/**
 * What an upload sends: path and query parameters, the multipart fields and the file.
 * @example client.upload(endpoint, { params: { id: 3 }, fields: { name: 'Agent' }, file })
 */
export type UploadInput<E extends AnyEndpoint> = Omit<EndpointInput<E>, 'body'> & {
  /** Multipart fields, sent before the file. Objects are sent as JSON. */
  fields?: Fields<E>;
  /** The file. */
  file: Blob;
  /** Form field of the file. @default 'file' */
  fileField?: string;
  /** File name sent with a Blob that is not a File. */
  fileName?: string;
};

/**
 * Arguments of {@link ConsoleClient.call}: the input is optional for endpoints that take none.
 * @example function callTwice<E extends AnyEndpoint>(e: E, ...args: CallArgs<E>) { return client.call(e, ...args); }
 */
export type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * The typed client over the contract.
 * @example const client: ConsoleClient = createConsoleClient();
 */
export interface ConsoleClient {
  /** The API base, without a trailing slash. */
  readonly baseUrl: string;
  /**
   * Calls an endpoint: fills the path, adds the query and JSON body, sends cookies and the CSRF
   * header, handles the MFA retry, and, given a full definition, validates the answer with its
   * schema (a schema-free route from `routes` trusts the server, which checks every answer). Fails
   * with a {@link ConsoleApiError}.
   */
  call<E extends AnyEndpoint>(endpoint: EndpointRef<E>, ...args: CallArgs<E>): Promise<EndpointOutput<E>>;
  /** Uploads a file to a multipart endpoint over XMLHttpRequest, with progress and abort. */
  upload<E extends AnyEndpoint>(
    endpoint: EndpointRef<E>,
    input: UploadInput<E>,
    options?: UploadOptions,
  ): Promise<EndpointOutput<E>>;
  /** The full URL of an endpoint (for links such as a CSV template download). */
  url<E extends AnyEndpoint>(endpoint: EndpointRef<E>, ...args: CallArgs<E>): string;
}

interface RawAnswer {
  status: number;
  text: string;
  contentType: string | null;
}

type Send = (url: string, headers: Record<string, string>) => Promise<RawAnswer>;

/** A definition or a route, as the implementation reads it (the schema only on definitions). */
type LooseEndpoint = Pick<AnyEndpoint, 'method' | 'path'> & { response?: z.ZodType };

interface LooseInput {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function parseBody(answer: RawAnswer): { ok: true; data: unknown } | { ok: false } {
  if (answer.text === '') return { ok: true, data: undefined };
  const isJson = answer.contentType?.includes('json') ?? false;
  if (!isJson) return { ok: true, data: answer.text };
  try {
    return { ok: true, data: JSON.parse(answer.text) };
  } catch {
    return { ok: false };
  }
}

const codeByStatus: Record<number, string> = {
  401: RESULT_CODES.unauthenticated,
  403: RESULT_CODES.forbidden,
  404: RESULT_CODES.notFound,
  429: RESULT_CODES.rateLimited,
};

function toIssues(issues: ApiErrorBody['issues']): ApiIssue[] {
  return (issues ?? []).map((issue) => ({
    path: typeof issue.path === 'string' ? issue.path.split('.').filter(Boolean) : (issue.path ?? []),
    message: issue.message,
  }));
}

function errorFromAnswer(answer: RawAnswer, method: string, path: string): ConsoleApiError {
  const parsed = parseBody(answer);
  const data = parsed.ok ? parsed.data : answer.text;
  const body = readApiErrorBody(data);
  if (!body) {
    return new ConsoleApiError({
      status: answer.status,
      resultCode: codeByStatus[answer.status] ?? RESULT_CODES.httpError,
      errorMessage: typeof data === 'string' && data.length <= 500 ? data : undefined,
      method,
      path,
      body: data,
    });
  }
  const { resultCode, errorMessage, issues } = body;
  const isMfaFailure =
    resultCode === RESULT_CODES.incorrectMfaCode || resultCode === RESULT_CODES.badU2fInputFormat;
  return new ConsoleApiError({
    status: answer.status,
    resultCode,
    errorMessage,
    issues: toIssues(issues),
    messageKey: isMfaFailure ? 'errors.mfaVerification' : undefined,
    method,
    path,
    body: data,
  });
}

function isMfaRequired(answer: RawAnswer): boolean {
  if (answer.status !== 403) return false;
  const parsed = parseBody(answer);
  return (
    parsed.ok &&
    typeof parsed.data === 'object' &&
    parsed.data !== null &&
    (parsed.data as { resultCode?: unknown }).resultCode === RESULT_CODES.mfaRequired
  );
}

/**
 * Creates the typed client over the contract (docs/protocol.md): `credentials: 'include'`, the
 * `x-csrf-token` header from the `console_csrf` cookie on non-GET requests, answers validated with
 * the endpoint's zod schema, the MFA prompt and one retry at `/mfa` + path, and the
 * error-reporting rule of 000 §8.
 * @example
 * const client = createConsoleClient({ onMfaRequired: () => askForCode(), onError: report });
 * const { deviceCount } = await client.call(endpoints.client.deviceCount, { params: { id: 7 } });
 */
export function createConsoleClient(options: ConsoleClientOptions = {}): ConsoleClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_API_BASE).replace(/\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getCsrfToken = options.getCsrfToken ?? readCsrfCookie;

  const headersFor = (method: string, extra?: Record<string, string>): Record<string, string> => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...extra };
    if (method !== 'GET') {
      const token = getCsrfToken();
      if (token) headers[CSRF_HEADER] = token;
    }
    return headers;
  };

  const locate = (endpoint: LooseEndpoint, input: LooseInput | undefined) => {
    const path = buildPath(endpoint.path, input?.params);
    const query = serializeQuery(input?.query);
    return { path, query };
  };

  const report = (error: unknown, endpoint: LooseEndpoint, method: string, path: string) => {
    if (!options.onError || !isReportableError(error)) return;
    const route = options.getRouteName?.();
    try {
      options.onError(error, {
        method,
        path,
        endpoint: endpoint.path,
        route: route ? maskRouteName(route) : undefined,
      });
    } catch {
      // A failing reporter must not replace the caller's error.
    }
  };

  /** Sends once, and once more at the MFA-specific URL when the answer asks for a code. */
  const exchange = async (
    endpoint: LooseEndpoint,
    input: LooseInput | undefined,
    send: Send,
    call: CallOptions,
  ): Promise<EndpointOutput<AnyEndpoint>> => {
    const method = endpoint.method;
    const { path, query } = locate(endpoint, input);
    let answer = await send(`${baseUrl}${path}${query}`, headersFor(method, call.headers));
    const prompt = call.onMfaRequired ?? options.onMfaRequired;
    if (prompt && isMfaRequired(answer)) {
      let code: string;
      try {
        code = await prompt({ method, path });
      } catch (cause) {
        throw new ConsoleApiError({
          status: 0,
          resultCode: RESULT_CODES.userCancelledMfa,
          isSilent: true,
          method,
          path,
          cause,
        });
      }
      if (call.signal?.aborted) throw abortReason(call.signal);
      if (!code) {
        throw new ConsoleApiError({
          status: 0,
          resultCode: RESULT_CODES.userCancelledMfa,
          isSilent: true,
          method,
          path,
        });
      }
      answer = await send(
        `${baseUrl}${MFA_PATH_PREFIX}${path}${query}`,
        headersFor(method, { ...call.headers, [MFA_CODE_HEADER]: code }),
      );
    }
    if (answer.status < 200 || answer.status > 299) throw errorFromAnswer(answer, method, path);
    const parsed = parseBody(answer);
    // A schema-free route trusts the server (which checks every answer against the contract).
    const schema: z.ZodType | undefined = endpoint.response;
    const result = !parsed.ok
      ? undefined
      : schema
        ? schema.safeParse(parsed.data)
        : ({ success: true, data: parsed.data } as const);
    if (!result?.success) {
      throw new ConsoleApiError({
        status: answer.status,
        resultCode: RESULT_CODES.invalidResponse,
        messageKey: 'errors.generic',
        issues: result?.error.issues.map((issue) => ({
          path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
          message: issue.message,
        })),
        method,
        path,
        body: parsed.ok ? parsed.data : answer.text,
        cause: result?.error,
      });
    }
    return result.data;
  };

  const run = async (
    endpoint: LooseEndpoint,
    input: LooseInput | undefined,
    send: Send,
    call: CallOptions,
  ): Promise<EndpointOutput<AnyEndpoint>> => {
    try {
      if (call.signal?.aborted) throw abortReason(call.signal);
      return await exchange(endpoint, input, send, call);
    } catch (error) {
      let path = endpoint.path;
      try {
        path = locate(endpoint, input).path;
      } catch {
        // A missing path parameter: report against the template.
      }
      report(error, endpoint, endpoint.method, path);
      throw error;
    }
  };

  const networkError = (method: string, url: string, cause: unknown) =>
    new ConsoleApiError({
      status: 0,
      resultCode: RESULT_CODES.networkError,
      messageKey: 'errors.network',
      method,
      path: url.slice(baseUrl.length),
      cause,
    });

  return {
    baseUrl,

    call(endpoint, ...args) {
      const [input, call = {}] = args as [LooseInput | undefined, CallOptions | undefined];
      const method = endpoint.method;
      const hasBody = method !== 'GET' && input?.body !== undefined;
      const send: Send = async (url, headers) => {
        let response: Response;
        try {
          response = await doFetch(url, {
            method,
            credentials: 'include',
            headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
            body: hasBody ? JSON.stringify(input?.body) : undefined,
            signal: call.signal,
          });
        } catch (cause) {
          if (call.signal?.aborted) throw abortReason(call.signal);
          throw networkError(method, url, cause);
        }
        return {
          status: response.status,
          text: await response.text(),
          contentType: response.headers.get('content-type'),
        };
      };
      return run(endpoint, input, send, call);
    },

    upload(endpoint, input, call = {}) {
      const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
      const method = endpoint.method;
      const form = new FormData();
      for (const [name, value] of Object.entries((input.fields ?? {}) as Record<string, unknown>)) {
        appendFormField(form, name, value);
      }
      const fileName = input.fileName ?? (input.file as Partial<File>).name ?? 'file';
      form.append(input.fileField ?? 'file', input.file, fileName);

      const send: Send = (url, headers) =>
        new Promise<RawAnswer>((resolve, reject) => {
          const signal = call.signal;
          if (signal?.aborted) {
            reject(abortReason(signal));
            return;
          }
          const xhr = new Xhr();
          const onAbort = () => xhr.abort();
          const finish = () => signal?.removeEventListener('abort', onAbort);
          xhr.open(method, url);
          xhr.withCredentials = true;
          for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
          xhr.upload.onprogress = (event) => {
            const total = event.lengthComputable && event.total > 0 ? event.total : input.file.size;
            call.onProgress?.({
              loaded: event.loaded,
              total,
              fraction: total > 0 ? event.loaded / total : 0,
            });
          };
          xhr.onload = () => {
            finish();
            resolve({
              status: xhr.status,
              text: xhr.responseText,
              contentType: xhr.getResponseHeader('content-type'),
            });
          };
          xhr.onerror = () => {
            finish();
            reject(networkError(method, url, new Error('XMLHttpRequest failed')));
          };
          xhr.onabort = () => {
            finish();
            reject(signal ? abortReason(signal) : new DOMException('The upload was aborted.', 'AbortError'));
          };
          signal?.addEventListener('abort', onAbort, { once: true });
          xhr.send(form);
        });
      return run(endpoint, input as LooseInput, send, call);
    },

    url(endpoint, ...args) {
      const [input] = args as [LooseInput | undefined];
      const { path, query } = locate(endpoint, input);
      return `${baseUrl}${path}${query}`;
    },
  };
}
