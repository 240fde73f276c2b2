/**
 * Malformed payloads: every route with params, a query or a body, called by a system
 * administrator with one part broken, answers 400 VALIDATION_ERROR with issues and writes nothing.
 */
import type { AnyEndpoint } from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, type TestAgent, type TestResponse, type TestServer } from './helpers';
import { allEndpoints, isServed, type Sample, startRouteSuite, urlOf } from './samples';

let server: TestServer;
let admin: TestAgent;
let samples: Record<string, Sample>;

beforeAll(async () => {
  ({ server, samples, admin } = await startRouteSuite());
});
afterAll(async () => {
  await server?.close();
});

const served = (endpoint: AnyEndpoint) => isServed(server, endpoint);

/** A value of another type than the one given. */
function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return { not: 'a string' };
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return 'not-an-array';
  if (value && typeof value === 'object') return 'not-an-object';
  return 12345;
}

interface Case {
  key: string;
  what: string;
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
}

function casesFor(endpoint: AnyEndpoint, sample: Sample): Case[] {
  const key = `${endpoint.method} ${endpoint.path}`;
  const path = endpoint.mfa ? `/mfa${endpoint.path}` : endpoint.path;
  const url = urlOf(path, sample.params, sample.query);
  const cases: Case[] = [];
  for (const name of Object.keys(sample.params ?? {})) {
    cases.push({
      key,
      what: `param ${name}`,
      method: endpoint.method,
      url: urlOf(path, { ...sample.params, [name]: 'not valid!' }, sample.query),
      body: sample.body,
    });
  }
  if (endpoint.query && sample.badQuery) {
    cases.push({
      key,
      what: `query ${Object.keys(sample.badQuery).join(',')}`,
      method: endpoint.method,
      url: urlOf(path, sample.params, { ...sample.query, ...sample.badQuery }),
      body: sample.body,
    });
  }
  if (endpoint.body) {
    cases.push({
      key,
      what: 'body of the wrong type',
      method: endpoint.method,
      url,
      body: 'not the expected body',
    });
    cases.push({ key, what: 'unparsable JSON', method: endpoint.method, url, raw: '{"name": ' });
    if (sample.body && typeof sample.body === 'object' && !Array.isArray(sample.body)) {
      for (const [field, value] of Object.entries(sample.body)) {
        cases.push({
          key,
          what: `body.${field} of the wrong type`,
          method: endpoint.method,
          url,
          body: { ...(sample.body as object), [field]: wrongTypeFor(value) },
        });
      }
    }
  }
  return cases;
}

describe('malformed payloads', () => {
  it('has a bad query for every route with a query schema', () => {
    const missing = allEndpoints
      .filter((endpoint) => served(endpoint) && endpoint.query)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .filter((key) => !samples[key]?.badQuery);
    expect(missing).toEqual([]);
  });

  it('answers 400 VALIDATION_ERROR with issues for every broken part, and writes nothing', async () => {
    const failures: string[] = [];
    let count = 0;
    for (const endpoint of allEndpoints) {
      if (!served(endpoint)) continue;
      const key = `${endpoint.method} ${endpoint.path}`;
      const sample = samples[key];
      if (!sample) throw new Error(`no sample for ${key}`);
      for (const testCase of casesFor(endpoint, sample)) {
        const before = await snapshot(server.db);
        const response: TestResponse = await admin.request(testCase.method, testCase.url, testCase.body, {
          mfaCode: admin.code(),
          ...(sample.headers ? { headers: sample.headers } : {}),
          ...(testCase.raw !== undefined ? { raw: testCase.raw } : {}),
        });
        count++;
        const ok =
          response.status === 400 &&
          response.body?.resultCode === 'VALIDATION_ERROR' &&
          typeof response.body?.errorMessage === 'string' &&
          (testCase.raw !== undefined || Array.isArray(response.body?.issues));
        if (!ok)
          failures.push(
            `${testCase.key} (${testCase.what}): ${response.status} ${JSON.stringify(response.body)}`,
          );
        if (JSON.stringify(before) !== JSON.stringify(await snapshot(server.db))) {
          failures.push(`${testCase.key} (${testCase.what}): wrote to the database`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(100);
    // Every route, a database snapshot before and after each case: minutes on a loaded machine.
  }, 300_000);

  it('names the field and the rule in the issues', async () => {
    const response = await admin.post(
      '/mfa/policy',
      { name: 'x'.repeat(101), nodeClass: 'MAC' },
      { mfaCode: admin.code() },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      resultCode: 'VALIDATION_ERROR',
      errorMessage: 'Must be at most 100 characters',
      issues: [{ path: 'name', message: 'Must be at most 100 characters' }],
    });
  });
});
