import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../contract/define';
import { createTranslator } from '../messages';
import { type ConsoleClientOptions, createConsoleClient } from './client';
import {
  ConsoleApiError,
  describeError,
  isConsoleApiError,
  isMfaError,
  isReportableError,
  RESULT_CODES,
} from './errors';

const deviceCount = defineEndpoint({
  method: 'GET',
  path: '/client/{id}/deviceCount',
  summary: 'Device count of an organization',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ deviceCount: z.number() }),
});

const listPolicies = defineEndpoint({
  method: 'GET',
  path: '/query/policies',
  summary: 'Policies',
  query: z.object({
    page: z.number().optional(),
    name: z.string().optional(),
    ids: z.array(z.number()).optional(),
  }),
  response: z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) }),
});

const savePolicy = defineEndpoint({
  method: 'POST',
  path: '/policy',
  summary: 'Create a policy',
  mfa: true,
  body: z.object({ name: z.string() }),
  response: z.object({ resultCode: z.literal('SUCCESS'), policyId: z.number() }),
});

const deleteSchedules = defineEndpoint({
  method: 'POST',
  path: '/maintenance/schedules/deleteList',
  summary: 'Disable maintenance',
  body: z.object({ deviceIds: z.array(z.number()) }),
  response: z.undefined(),
  successStatus: 204,
});

const session = defineEndpoint({
  method: 'GET',
  path: '/auth/session',
  summary: 'Session',
  response: z.object({ ok: z.boolean() }),
});

const csvTemplate = defineEndpoint({
  method: 'GET',
  path: '/attributes/tab/role/{roleId}/template/csv',
  summary: 'CSV template',
  params: z.object({ roleId: z.number() }),
  response: z.string(),
});

interface Recorded {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

type Reply = { status: number; body?: unknown; contentType?: string } | Error;

/** A fake fetch answering from a queue of replies and recording every request. */
function fakeFetch(...replies: Reply[]) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init, headers: { ...(init.headers as Record<string, string>) } });
    if (init.signal?.aborted) throw init.signal.reason;
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${String(input)}`);
    if (reply instanceof Error) throw reply;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers: { 'content-type': reply.contentType ?? 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function client(replies: Reply[], options: Omit<ConsoleClientOptions, 'fetch'> = {}) {
  const fake = fakeFetch(...replies);
  return {
    client: createConsoleClient({ getCsrfToken: () => 'csrf-1', ...options, fetch: fake.fetch }),
    ...fake,
  };
}

async function failure(promise: Promise<unknown>): Promise<ConsoleApiError> {
  try {
    await promise;
  } catch (error) {
    if (isConsoleApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('given a GET endpoint', () => {
  it('fills the path, sends cookies, and validates the answer', async () => {
    const { client: c, requests } = client([{ status: 200, body: { deviceCount: 12 } }]);
    await expect(c.call(deviceCount, { params: { id: 7 } })).resolves.toEqual({ deviceCount: 12 });
    expect(requests[0]?.url).toBe('/ws/client/7/deviceCount');
    expect(requests[0]?.init.method).toBe('GET');
    expect(requests[0]?.init.credentials).toBe('include');
    expect(requests[0]?.init.body).toBeUndefined();
  });

  it('never sends the CSRF header on GET', async () => {
    const { client: c, requests } = client([{ status: 200, body: { ok: true } }]);
    await c.call(session);
    expect(requests[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('serializes the query, repeating array keys and leaving out empty values', async () => {
    const { client: c, requests } = client([{ status: 200, body: { items: [] } }]);
    await c.call(listPolicies, { query: { page: 2, ids: [1, 3], name: undefined } });
    expect(requests[0]?.url).toBe('/ws/query/policies?page=2&ids=1&ids=3');
  });

  it('uses a configurable base', async () => {
    const { client: c, requests } = client([{ status: 200, body: { ok: true } }], {
      baseUrl: 'https://rmm.example.com/api/',
    });
    await c.call(session);
    expect(requests[0]?.url).toBe('https://rmm.example.com/api/auth/session');
    expect(c.url(deviceCount, { params: { id: 3 } })).toBe(
      'https://rmm.example.com/api/client/3/deviceCount',
    );
  });

  it('types the input from the definition', () => {
    const { client: c } = client([]);
    // @ts-expect-error params are required
    expect(() => c.url(deviceCount)).toThrow('Missing path parameter "id"');
    // @ts-expect-error the body is required
    void c.call(savePolicy).catch(() => undefined);
    // @ts-expect-error wrong body shape
    void c.call(savePolicy, { body: { title: 'x' } }).catch(() => undefined);
    expect(c.url(session)).toBe('/ws/auth/session');
  });

  it('reads a non-JSON answer as text', async () => {
    const { client: c } = client([{ status: 200, body: 'name,serial\n', contentType: 'text/csv' }]);
    await expect(c.call(csvTemplate, { params: { roleId: 4 } })).resolves.toBe('name,serial\n');
  });
});

describe('given a POST endpoint', () => {
  it('sends a JSON body and the CSRF token from the cookie reader', async () => {
    const { client: c, requests } = client([{ status: 200, body: { resultCode: 'SUCCESS', policyId: 9 } }]);
    await expect(c.call(savePolicy, { body: { name: 'Servers' } })).resolves.toEqual({
      resultCode: 'SUCCESS',
      policyId: 9,
    });
    expect(requests[0]?.init.method).toBe('POST');
    expect(requests[0]?.init.body).toBe('{"name":"Servers"}');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('reads the token at each request, not once', async () => {
    let token = 'first';
    const { client: c, requests } = client([{ status: 204 }, { status: 204 }], { getCsrfToken: () => token });
    await c.call(deleteSchedules, { body: { deviceIds: [1] } });
    token = 'second';
    await c.call(deleteSchedules, { body: { deviceIds: [1] } });
    expect(requests.map((r) => r.headers['x-csrf-token'])).toEqual(['first', 'second']);
  });

  it('leaves the header out without a token', async () => {
    const { client: c, requests } = client([{ status: 204 }], { getCsrfToken: () => undefined });
    await expect(c.call(deleteSchedules, { body: { deviceIds: [1] } })).resolves.toBeUndefined();
    expect(requests[0]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('reads the console_csrf cookie by default', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark; console_csrf=from-cookie; other=1' });
    try {
      const fake = fakeFetch({ status: 204 });
      const c = createConsoleClient({ fetch: fake.fetch });
      await c.call(deleteSchedules, { body: { deviceIds: [2] } });
      expect(fake.requests[0]?.headers['x-csrf-token']).toBe('from-cookie');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the error model', () => {
  it('turns a failure answer into a ConsoleApiError', async () => {
    const { client: c } = client([
      {
        status: 400,
        body: {
          resultCode: 'VALIDATION_ERROR',
          errorMessage: 'Required',
          issues: [
            { path: ['body', 'name'], message: 'Required' },
            { path: 'body.description', message: 'Too long' },
          ],
        },
      },
    ]);
    const error = await failure(c.call(savePolicy, { body: { name: '' } }));
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect(error.status).toBe(400);
    expect(error.resultCode).toBe('VALIDATION_ERROR');
    expect(error.errorMessage).toBe('Required');
    expect(error.message).toBe('Required');
    expect(error.issues).toEqual([
      { path: ['body', 'name'], message: 'Required' },
      { path: ['body', 'description'], message: 'Too long' },
    ]);
    expect(error.method).toBe('POST');
    expect(error.path).toBe('/policy');
  });

  it('names unexplained statuses by their meaning', async () => {
    const { client: c } = client([
      { status: 401, body: '' },
      { status: 404, body: 'nope', contentType: 'text/plain' },
      { status: 500, body: '<html>', contentType: 'text/html' },
    ]);
    expect((await failure(c.call(session))).resultCode).toBe('UNAUTHENTICATED');
    const notFound = await failure(c.call(session));
    expect([notFound.resultCode, notFound.errorMessage]).toEqual(['NOT_FOUND', 'nope']);
    expect((await failure(c.call(session))).resultCode).toBe('HTTP_ERROR');
  });

  it('refuses an answer that breaks the contract', async () => {
    const { client: c } = client([{ status: 200, body: { deviceCount: 'twelve' } }]);
    const error = await failure(c.call(deviceCount, { params: { id: 1 } }));
    expect(error.resultCode).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
    expect(error.message).toBe('Something went wrong. Please try again.');
    expect(error.issues[0]?.path).toEqual(['deviceCount']);
  });

  it('reports a network failure as status 0', async () => {
    const { client: c } = client([new TypeError('Failed to fetch')]);
    const error = await failure(c.call(session));
    expect(error.status).toBe(0);
    expect(error.resultCode).toBe('NETWORK_ERROR');
    expect(error.message).toBe("Can't reach the server. Check your connection and try again.");
  });
});

describe('multi-factor', () => {
  const mfaRequired: Reply = {
    status: 403,
    body: { resultCode: 'MFA_REQUIRED', errorMessage: 'MFA required' },
  };

  it('prompts, then retries once at the MFA URL with the code', async () => {
    const onMfaRequired = vi.fn(async () => '123456');
    const { client: c, requests } = client(
      [mfaRequired, { status: 200, body: { resultCode: 'SUCCESS', policyId: 3 } }],
      {
        onMfaRequired,
      },
    );
    await expect(c.call(savePolicy, { body: { name: 'P' } })).resolves.toEqual({
      resultCode: 'SUCCESS',
      policyId: 3,
    });
    expect(onMfaRequired).toHaveBeenCalledWith({ method: 'POST', path: '/policy' });
    expect(requests.map((r) => r.url)).toEqual(['/ws/policy', '/ws/mfa/policy']);
    expect(requests[1]?.init.method).toBe('POST');
    expect(requests[1]?.init.body).toBe('{"name":"P"}');
    expect(requests[1]?.headers['x-mfa-code']).toBe('123456');
    expect(requests[1]?.headers['x-csrf-token']).toBe('csrf-1');
    expect(requests[0]?.headers).not.toHaveProperty('x-mfa-code');
  });

  it('keeps the query on the MFA URL', async () => {
    const { client: c, requests } = client([mfaRequired, { status: 200, body: { items: [] } }], {
      onMfaRequired: async () => '000000',
    });
    await c.call(listPolicies, { query: { page: 1 } });
    expect(requests[1]?.url).toBe('/ws/mfa/query/policies?page=1');
  });

  it.each(['INCORRECT_MFA_CODE', 'bad_u2f_input_format'])(
    'shows %s as the MFA verification error, without a second prompt',
    async (resultCode) => {
      const onMfaRequired = vi.fn(async () => '999999');
      const { client: c, requests } = client([mfaRequired, { status: 403, body: { resultCode } }], {
        onMfaRequired,
      });
      const error = await failure(c.call(savePolicy, { body: { name: 'P' } }));
      expect(error.resultCode).toBe(resultCode);
      expect(error.message).toBe('Error during MFA code verification');
      expect(error.messageKey).toBe('errors.mfaVerification');
      expect(onMfaRequired).toHaveBeenCalledTimes(1);
      expect(requests).toHaveLength(2);
      expect(isMfaError(error)).toBe(true);
    },
  );

  it('turns a rejected prompt into the silent USER_CANCELLED_MFA', async () => {
    const onError = vi.fn();
    const { client: c, requests } = client([mfaRequired], {
      onMfaRequired: () => Promise.reject(new Error('closed')),
      onError,
    });
    const error = await failure(c.call(savePolicy, { body: { name: 'P' } }));
    expect(error.resultCode).toBe('USER_CANCELLED_MFA');
    expect(error.isSilent).toBe(true);
    expect(requests).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
    expect(describeError(error, createTranslator())).toBeUndefined();
  });

  it('treats an empty code as a cancel', async () => {
    const { client: c, requests } = client([mfaRequired], { onMfaRequired: async () => '' });
    expect((await failure(c.call(savePolicy, { body: { name: 'P' } }))).resultCode).toBe(
      'USER_CANCELLED_MFA',
    );
    expect(requests).toHaveLength(1);
  });

  it('retries only once', async () => {
    const onMfaRequired = vi.fn(async () => '111111');
    const { client: c, requests } = client([mfaRequired, mfaRequired], { onMfaRequired });
    expect((await failure(c.call(savePolicy, { body: { name: 'P' } }))).resultCode).toBe('MFA_REQUIRED');
    expect(requests).toHaveLength(2);
    expect(onMfaRequired).toHaveBeenCalledTimes(1);
  });

  it('passes MFA_REQUIRED to the caller without a prompt', async () => {
    const { client: c } = client([mfaRequired]);
    const error = await failure(c.call(savePolicy, { body: { name: 'P' } }));
    expect([error.status, error.resultCode]).toEqual([403, 'MFA_REQUIRED']);
  });

  it('lets one call bring its own prompt', async () => {
    const clientPrompt = vi.fn(async () => '1');
    const callPrompt = vi.fn(async () => '2');
    const { client: c, requests } = client([mfaRequired, { status: 200, body: { ok: true } }], {
      onMfaRequired: clientPrompt,
    });
    await c.call(session, undefined, { onMfaRequired: callPrompt });
    expect(clientPrompt).not.toHaveBeenCalled();
    expect(requests[1]?.headers['x-mfa-code']).toBe('2');
  });

  it('does not retry when the call was aborted during the prompt', async () => {
    const controller = new AbortController();
    const { client: c, requests } = client([mfaRequired], {
      onMfaRequired: async () => {
        controller.abort();
        return '123456';
      },
    });
    await expect(
      c.call(savePolicy, { body: { name: 'P' } }, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(1);
  });

  it('treats a plain 403 as forbidden, not as an MFA challenge', async () => {
    const onMfaRequired = vi.fn(async () => '1');
    const { client: c } = client([{ status: 403, body: { resultCode: 'FORBIDDEN', errorMessage: 'No' } }], {
      onMfaRequired,
    });
    const error = await failure(c.call(session));
    expect(error.resultCode).toBe('FORBIDDEN');
    expect(onMfaRequired).not.toHaveBeenCalled();
    expect(describeError(error, createTranslator())).toBe(
      'You do not have permission to take this action. Talk to your administrator to resolve this issue.',
    );
  });
});

describe('error reporting', () => {
  const reply = (status: number, resultCode = 'X'): Reply => ({ status, body: { resultCode } });

  it.each([400, 401, 403, 404, 409, 422, 429, 499, 502])('does not report status %i', async (status) => {
    const onError = vi.fn();
    const { client: c } = client([reply(status)], { onError });
    await failure(c.call(session));
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not report network failures or unauthenticated answers', async () => {
    const onError = vi.fn();
    const { client: c } = client([new TypeError('offline'), reply(500, 'UNAUTHENTICATED')], { onError });
    expect((await failure(c.call(session))).status).toBe(0);
    expect((await failure(c.call(session))).status).toBe(500);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([500, 503, 504])('reports status %i with the masked route', async (status) => {
    const onError = vi.fn();
    const { client: c } = client([reply(status, 'SERVER_ERROR')], {
      onError,
      getRouteName: () => '#/resetPassword/secret-token',
    });
    const error = await failure(c.call(deviceCount, { params: { id: 5 } }));
    expect(onError).toHaveBeenCalledWith(error, {
      method: 'GET',
      path: '/client/5/deviceCount',
      endpoint: '/client/{id}/deviceCount',
      route: '#/resetPassword/:id',
    });
  });

  it('reports answers that break the contract', async () => {
    const onError = vi.fn();
    const { client: c } = client([{ status: 200, body: { nope: true } }], { onError });
    await failure(c.call(session));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('keeps the caller error when the reporter throws', async () => {
    const { client: c } = client([reply(500, 'BOOM')], {
      onError: () => {
        throw new Error('reporter down');
      },
    });
    expect((await failure(c.call(session))).resultCode).toBe('BOOM');
  });

  it('classifies errors by the 000 §8 rule', () => {
    const make = (status: number, resultCode = 'X', isSilent = false) =>
      new ConsoleApiError({ status, resultCode, isSilent });
    expect(isReportableError(make(500))).toBe(true);
    expect(isReportableError(make(501))).toBe(true);
    expect(isReportableError(make(502))).toBe(false);
    expect(isReportableError(make(0))).toBe(false);
    expect(isReportableError(make(400))).toBe(false);
    expect(isReportableError(make(499))).toBe(false);
    expect(isReportableError(make(500, RESULT_CODES.unauthenticated))).toBe(false);
    expect(isReportableError(make(500, 'X', true))).toBe(false);
    expect(isReportableError(new DOMException('stop', 'AbortError'))).toBe(false);
    expect(isReportableError(new Error('bug'))).toBe(true);
  });
});

describe('abort', () => {
  it('rejects with an AbortError and does not report it', async () => {
    const onError = vi.fn();
    const { client: c } = client([{ status: 200, body: { ok: true } }], { onError });
    const controller = new AbortController();
    controller.abort();
    const promise = c.call(session, undefined, { signal: controller.signal });
    await expect(promise).rejects.toBeInstanceOf(DOMException);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes the signal to fetch', async () => {
    const { client: c, requests } = client([{ status: 200, body: { ok: true } }]);
    const controller = new AbortController();
    await c.call(session, undefined, { signal: controller.signal });
    expect(requests[0]?.init.signal).toBe(controller.signal);
  });

  it('rejects with the abort, not a network error, when fetch is cancelled in flight', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const c = createConsoleClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const promise = c.call(session, undefined, { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('describeError', () => {
  const t = createTranslator({ productName: 'Acme' });

  it('maps known result codes to catalogue texts', () => {
    const error = new ConsoleApiError({
      status: 422,
      resultCode: 'CANNOT_DELETE_OWN_USER',
      errorMessage: 'x',
    });
    expect(describeError(error, t)).toBe("You can't delete your own user account.");
    const policy = new ConsoleApiError({ status: 409, resultCode: 'POLICY_NAME_ALREADY_IN_USE' });
    expect(describeError(policy, t, 'errors.savePolicy')).toBe('A policy with this name already exists');
  });

  it("shows a validation error's own message, else the widget's fallback", () => {
    const validation = new ConsoleApiError({
      status: 400,
      resultCode: 'VALIDATION_ERROR',
      errorMessage: 'Required',
    });
    expect(describeError(validation, t)).toBe('Required');
    const other = new ConsoleApiError({
      status: 500,
      resultCode: 'SERVER_ERROR',
      errorMessage: 'stack trace',
    });
    expect(describeError(other, t, 'errors.savePolicy')).toBe('Error saving policy');
    expect(describeError(new Error('bug'), t)).toBe('Something went wrong. Please try again.');
    expect(describeError(new DOMException('x', 'AbortError'), t)).toBeUndefined();
  });
});
