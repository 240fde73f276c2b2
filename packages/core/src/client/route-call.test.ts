import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoints } from '../contract';
import type { EndpointOutput } from '../contract/define';
import { routes } from '../contract/routes';
import { createConsoleClient } from './client';
import { apiErrorBodySchema } from './error-body';
import { isConsoleApiError, readApiErrorBody } from './errors';

function clientAnswering(status: number, body: string, contentType = 'application/json') {
  const urls: string[] = [];
  const client = createConsoleClient({
    getCsrfToken: () => 'csrf-1',
    fetch: (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(body, { status, headers: { 'content-type': contentType } });
    }) as typeof fetch,
  });
  return { client, urls };
}

describe('given a schema-free route', () => {
  it('calls the same URL as its definition and types the answer from it', async () => {
    const { client, urls } = clientAnswering(200, JSON.stringify({ deviceCount: 12 }));
    const answer = await client.call(routes.client.deviceCount, { params: { id: 7 } });
    expectTypeOf(answer).toEqualTypeOf<EndpointOutput<typeof endpoints.client.deviceCount>>();
    expect(answer).toEqual({ deviceCount: 12 });
    expect(urls).toEqual([`/ws${endpoints.client.deviceCount.path.replace('{id}', '7')}`]);
    expect(client.url(routes.client.deviceCount, { params: { id: 3 } })).toBe(
      client.url(endpoints.client.deviceCount, { params: { id: 3 } }),
    );
  });

  it('types the input from the definition', () => {
    const { client } = clientAnswering(200, '{}');
    // @ts-expect-error params are required
    expect(() => client.url(routes.client.deviceCount)).toThrow('Missing path parameter "id"');
  });

  it('trusts the answer where the definition would check it', async () => {
    const odd = JSON.stringify({ deviceCount: 'twelve' });
    const viaRoute = clientAnswering(200, odd).client.call(routes.client.deviceCount, { params: { id: 1 } });
    await expect(viaRoute).resolves.toEqual({ deviceCount: 'twelve' });
    const viaDefinition = clientAnswering(200, odd).client.call(endpoints.client.deviceCount, {
      params: { id: 1 },
    });
    await expect(viaDefinition).rejects.toMatchObject({ resultCode: 'INVALID_RESPONSE' });
  });

  it('still refuses an answer that is not JSON', async () => {
    const { client } = clientAnswering(200, '{oops');
    const error = await client.call(routes.client.deviceCount, { params: { id: 1 } }).catch((e) => e);
    expect(isConsoleApiError(error) && error.resultCode).toBe('INVALID_RESPONSE');
  });
});

describe('reading a failure body without zod', () => {
  const samples: unknown[] = [
    { resultCode: 'FORBIDDEN' },
    { resultCode: 'FORBIDDEN', errorMessage: 'No', extra: 1 },
    { resultCode: 'VALIDATION_ERROR', issues: [{ path: ['body', 'name'], message: 'Required' }] },
    { resultCode: 'VALIDATION_ERROR', issues: [{ path: 'body.name', message: 'Required' }] },
    { resultCode: 'VALIDATION_ERROR', issues: [{ message: 'Required' }] },
    { resultCode: 'VALIDATION_ERROR', issues: [{ path: [1, 'a'], message: 'x', other: true }] },
    { resultCode: 'VALIDATION_ERROR', issues: [{ path: [{}], message: 'x' }] },
    { resultCode: 'VALIDATION_ERROR', issues: [{ path: ['a'] }] },
    { resultCode: 'VALIDATION_ERROR', issues: 'none' },
    { resultCode: 'X', errorMessage: null },
    { resultCode: 'X', errorMessage: 3 },
    { resultCode: 7 },
    { errorMessage: 'no code' },
    ['FORBIDDEN'],
    'FORBIDDEN',
    null,
    undefined,
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'agrees with apiErrorBodySchema on %s',
    (_, sample) => {
      const checked = apiErrorBodySchema.safeParse(sample);
      expect(readApiErrorBody(sample)).toEqual(checked.success ? checked.data : undefined);
    },
  );
});
