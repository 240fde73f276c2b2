/**
 * The permission matrix: every mutating route the server registers, called by a user lacking the
 * permission, answers 403 FORBIDDEN and writes nothing. Every route must have a sample (or be a
 * self-service route), so a new route cannot slip through untested.
 */
import type { AnyEndpoint } from '@console/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  signIn,
  signInTechnician,
  snapshot,
  type TestAgent,
  type TestServer,
} from './helpers';
import {
  allEndpoints,
  buildSamples,
  isServed,
  ROUTE_SUITE_SERVER_OPTIONS,
  type Sample,
  SELF_SERVICE_ROUTES,
  urlOf,
} from './samples';

let server: TestServer;
let nobody: TestAgent;
let enduser: TestAgent;
let samples: Record<string, Sample>;

beforeAll(async () => {
  server = await createTestServer(ROUTE_SUITE_SERVER_OPTIONS);
  samples = await buildSamples(server);
  nobody = await signInTechnician(server, []);
  enduser = await signIn(server, 'enduser');
});
afterAll(async () => {
  await server?.close();
});

const served = (endpoint: AnyEndpoint) => isServed(server, endpoint);

describe('the permission matrix', () => {
  it('has a sample for every route the server serves', () => {
    const missing = allEndpoints
      .filter(served)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
      .filter((key) => !samples[key]);
    expect(missing).toEqual([]);
  });

  it('covers every mutating route the server serves', () => {
    const mutating = allEndpoints.filter((endpoint) => endpoint.method !== 'GET' && served(endpoint));
    expect(mutating.length).toBeGreaterThanOrEqual(34);
  });

  const mutatingKeys = () =>
    allEndpoints
      .filter(
        (endpoint) =>
          endpoint.method !== 'GET' &&
          // A public route (the agent's enrollment: its token is the permission) has none to lack;
          // a route of another caller (SCIM: its token is the permission) takes no session at all.
          (endpoint.auth ?? 'session') === 'session' &&
          !SELF_SERVICE_ROUTES.has(`${endpoint.method} ${endpoint.path}`),
      )
      .map((endpoint) => ({ endpoint, key: `${endpoint.method} ${endpoint.path}` }));

  it('refuses every mutating route to a user without the permission, with 403 and no write', async () => {
    const results: string[] = [];
    let checked = 0;
    for (const { endpoint, key } of mutatingKeys()) {
      if (!served(endpoint)) continue;
      const sample = samples[key];
      if (!sample) throw new Error(`no sample for ${key}`);
      const agent = sample.as === 'enduser' ? enduser : nobody;
      const before = await snapshot(server.db);
      const response = await agent.request(
        endpoint.method,
        urlOf(endpoint.path, sample.params, sample.query),
        sample.body,
      );
      const after = await snapshot(server.db);
      checked++;
      if (response.status !== 403 || response.body?.resultCode !== 'FORBIDDEN') {
        results.push(`${key}: ${response.status} ${JSON.stringify(response.body)}`);
      }
      if (JSON.stringify(before) !== JSON.stringify(after)) results.push(`${key}: wrote to the database`);
    }
    expect(results).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it('refuses every mutating route to an end user as well', async () => {
    const results: string[] = [];
    for (const { endpoint, key } of mutatingKeys()) {
      if (!served(endpoint)) continue;
      const sample = samples[key] as Sample;
      const before = await snapshot(server.db);
      const response = await enduser.request(
        endpoint.method,
        urlOf(endpoint.path, sample.params, sample.query),
        sample.body,
      );
      if (response.status !== 403) results.push(`${key}: ${response.status}`);
      if (JSON.stringify(before) !== JSON.stringify(await snapshot(server.db))) results.push(`${key}: wrote`);
    }
    expect(results).toEqual([]);
  });

  it('accepts every sample from a system administrator (the samples are valid)', async () => {
    const admin = await signIn(server, 'admin');
    const failures: string[] = [];
    // Writes before deletes, so each delete still finds its record.
    const ordered = mutatingKeys()
      .filter(({ endpoint }) => served(endpoint))
      .sort((a, b) => Number(a.endpoint.method === 'DELETE') - Number(b.endpoint.method === 'DELETE'));
    for (const { endpoint, key } of ordered) {
      const sample = samples[key] as Sample;
      const path = endpoint.mfa ? `/mfa${endpoint.path}` : endpoint.path;
      const response = await admin.request(
        endpoint.method,
        urlOf(path, sample.params, sample.query),
        sample.body,
        {
          mfaCode: admin.code(),
        },
      );
      // Deletion rules may refuse (422) — that is a rule, not a permission answer.
      const accepted = [200, 204, endpoint.successStatus ?? 200, 422, ...(sample.accepts ?? [])];
      if (!accepted.includes(response.status)) {
        failures.push(`${key}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
