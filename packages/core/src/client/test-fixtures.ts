/** Shared fixtures of the console client's tests: contract endpoints, a recording fake fetch. */
import { vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../contract/define';
import { type ConsoleClientOptions, createConsoleClient } from './client';
import { type ConsoleApiError, isConsoleApiError } from './errors';

export const deviceCount = defineEndpoint({
  method: 'GET',
  path: '/client/{id}/deviceCount',
  summary: 'Device count of an organization',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ deviceCount: z.number() }),
});

export const listPolicies = defineEndpoint({
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

export const savePolicy = defineEndpoint({
  method: 'POST',
  path: '/policy',
  summary: 'Create a policy',
  mfa: true,
  body: z.object({ name: z.string() }),
  response: z.object({ resultCode: z.literal('SUCCESS'), policyId: z.number() }),
});

export const deleteSchedules = defineEndpoint({
  method: 'POST',
  path: '/maintenance/schedules/deleteList',
  summary: 'Disable maintenance',
  body: z.object({ deviceIds: z.array(z.number()) }),
  response: z.undefined(),
  successStatus: 204,
});

export const session = defineEndpoint({
  method: 'GET',
  path: '/auth/session',
  summary: 'Session',
  response: z.object({ ok: z.boolean() }),
});

export const csvTemplate = defineEndpoint({
  method: 'GET',
  path: '/attributes/tab/role/{roleId}/template/csv',
  summary: 'CSV template',
  params: z.object({ roleId: z.number() }),
  response: z.string(),
});

export interface Recorded {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

export type Reply = { status: number; body?: unknown; contentType?: string } | Error;

/** A fake fetch answering from a queue of replies and recording every request. */
export function fakeFetch(...replies: Reply[]) {
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

export function client(replies: Reply[], options: Omit<ConsoleClientOptions, 'fetch'> = {}) {
  const fake = fakeFetch(...replies);
  return {
    client: createConsoleClient({ getCsrfToken: () => 'csrf-1', ...options, fetch: fake.fetch }),
    ...fake,
  };
}

export async function failure(promise: Promise<unknown>): Promise<ConsoleApiError> {
  try {
    await promise;
  } catch (error) {
    if (isConsoleApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
