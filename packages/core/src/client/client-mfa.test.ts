import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../messages';
import { ConsoleApiError, describeError, isMfaError, isReportableError, RESULT_CODES } from './errors';

import { client, deviceCount, failure, listPolicies, type Reply, savePolicy, session } from './test-fixtures';

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
