import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../messages';
import { createConsoleClient } from './client';
import { ConsoleApiError, describeError } from './errors';

import {
  client,
  csvTemplate,
  deleteSchedules,
  deviceCount,
  failure,
  fakeFetch,
  listPolicies,
  savePolicy,
  session,
} from './test-fixtures';

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
