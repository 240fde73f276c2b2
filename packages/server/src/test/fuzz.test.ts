/**
 * The fuzz test (issue 14, "no 5xx from any input"): every route of the contract, called by a
 * signed-in system administrator (with CSRF and, on MFA routes, a code) with hostile variants of
 * its sample request (./fuzz-cases.ts), never answers 5xx; what the contract refuses is refused
 * with a 4xx and writes nothing, and no other refusal writes either.
 */
import type { AnyEndpoint } from '@console/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { type FuzzCase, fuzzCases } from './fuzz-cases';
import { multipart, signIn, snapshot, type TestAgent, type TestResponse, type TestServer } from './helpers';
import { allEndpoints, isServed, type Sample, startRouteSuite } from './samples';

let server: TestServer;
let admin: TestAgent;
let samples: Record<string, Sample>;

beforeAll(async () => {
  ({ server, samples, admin } = await startRouteSuite());
});
afterAll(async () => {
  await server?.close();
});

const isPublic = (endpoint: AnyEndpoint) => endpoint.auth === 'public' || endpoint.auth === 'mfa-pending';
// Sign-out and account switching end or move the session: they run last.
const LAST = new Set(['POST /auth/logout', 'POST /appuser-accounts/switch']);

async function send(
  endpoint: AnyEndpoint,
  testCase: FuzzCase,
  headers?: Record<string, string>,
): Promise<TestResponse> {
  // A fresh time step per call, so an accepted MFA call never spends the next one's code.
  if (endpoint.mfa) server.clock.advance(30_000);
  const agent = isPublic(endpoint) ? server.agent() : admin;
  return agent.request(endpoint.method, testCase.url, testCase.body, {
    ...(headers ? { headers } : {}),
    ...(endpoint.mfa ? { mfaCode: admin.code() } : {}),
    ...(testCase.raw !== undefined ? { raw: testCase.raw } : {}),
  });
}

/**
 * Tables a refused request may still write: sign-in failure counters (counted before the password
 * is checked) and the last TOTP step an MFA code spent.
 */
const BOOKKEEPING = new Set(['sign_in_failures', 'totp_last_steps']);

function sameData(a: Record<string, string>, b: Record<string, string>): boolean {
  return Object.keys({ ...a, ...b }).every((table) => BOOKKEEPING.has(table) || a[table] === b[table]);
}

async function walPosition(): Promise<string | undefined> {
  const [row] = await queryRows<{ lsn: string }>(
    server.db,
    sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`,
  );
  return row?.lsn;
}

const describeCase = (key: string, testCase: FuzzCase, response?: TestResponse) =>
  `${key} (${testCase.what})${response ? `: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}` : ''}`;

describe('the fuzz test over every route', () => {
  it('never answers 5xx, and a refused request writes nothing', async () => {
    const failures: string[] = [];
    let count = 0;
    let reached = 0;
    // The write check: the WAL position tells cheaply that nothing was written; only when it moved
    // is the full snapshot taken and compared with the last one. (It does move on a write.)
    const start = await walPosition();
    expect((await admin.post('/qsearch/recent', samples['POST /qsearch/recent']?.body)).status).toBe(200);
    expect(await walPosition()).not.toBe(start);
    let last = await snapshot(server.db);
    let lastWal = await walPosition();
    const unchanged = async () => {
      if ((await walPosition()) === lastWal) return true;
      const now = await snapshot(server.db);
      const same = sameData(last, now);
      last = now;
      lastWal = await walPosition();
      return same;
    };
    const routes = allEndpoints
      .filter((endpoint) => isServed(server, endpoint))
      .sort((a, b) => Number(LAST.has(`${a.method} ${a.path}`)) - Number(LAST.has(`${b.method} ${b.path}`)));
    for (const endpoint of routes) {
      const key = `${endpoint.method} ${endpoint.path}`;
      // A route without a sample yet (the permission-matrix test asks for one) is fuzzed from its
      // schemas alone, with 1 for every path parameter.
      const sample: Sample = samples[key] ?? {
        params: Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], 1])),
      };
      const cases = fuzzCases(endpoint, sample);
      // What the contract refuses, all in a row, then one check.
      for (const testCase of cases.filter((c) => c.refused)) {
        const response = await send(endpoint, testCase, sample.headers);
        count++;
        if (response.status < 400 || response.status >= 500)
          failures.push(`refused by the contract, answered ${describeCase(key, testCase, response)}`);
      }
      if (!(await unchanged())) failures.push(`${key}: a request the contract refuses wrote to the database`);
      // What the contract lets through reaches the handler: a check after each.
      for (const testCase of cases.filter((c) => !c.refused)) {
        const response = await send(endpoint, testCase, sample.headers);
        count++;
        reached++;
        const same = await unchanged();
        if (response.status >= 500) failures.push(describeCase(key, testCase, response));
        else if (response.status >= 400 && !same)
          failures.push(`refused and wrote: ${describeCase(key, testCase, response)}`);
      }
      // Keep the administrator signed in whatever the route did (sign-out, switching account).
      if ((await admin.get('/auth/session')).status !== 200) admin = await signIn(server, 'admin');
    }
    console.info(`fuzz: ${count} requests over ${routes.length} routes, ${reached} past the contract`);
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(3000);
  }, 600_000);

  it('never answers 5xx to hostile cookies and headers', async () => {
    const failures: string[] = [];
    const values = ['%00', 'a%00b', '%ED%A0%80', '%FF', 'x'.repeat(4000), '"', '%'];
    for (const value of values) {
      for (const [method, url] of [
        ['GET', '/ws/auth/session'],
        ['GET', '/ws/client/list'],
        ['POST', '/ws/client'],
      ] as const) {
        for (const headers of [
          { cookie: `console_session=${value}` },
          { cookie: `console_session=${value}; console_csrf=${value}`, 'x-csrf-token': value },
          { 'x-mfa-code': value, 'x-forwarded-for': value },
        ]) {
          const response = await server.app.inject({
            method,
            url,
            headers,
            ...(method === 'POST' ? { payload: { name: 'x' } } : {}),
          });
          if (response.statusCode >= 500)
            failures.push(`${method} ${url} ${JSON.stringify(headers).slice(0, 80)}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to hostile multipart uploads, and a refused one writes nothing', async () => {
    const failures: string[] = [];
    const hostile = ['a\u0000b', 'a\ud800b', 'x'.repeat(5000), '../../etc/passwd', '%00', ''];
    const uploads: { what: string; purpose?: string; name?: string; type?: string }[] = [
      ...hostile.map((purpose) => ({ what: `purpose ${JSON.stringify(purpose.slice(0, 20))}`, purpose })),
      ...hostile.map((name) => ({ what: `file name ${JSON.stringify(name.slice(0, 20))}`, name })),
      ...hostile.map((type) => ({ what: `content type ${JSON.stringify(type.slice(0, 20))}`, type })),
    ];
    for (const upload of uploads) {
      const before = await snapshot(server.db);
      const response = await admin.post(
        '/scripting/attachments/upload',
        multipart(
          { purpose: upload.purpose ?? 'INSTALLER' },
          { name: upload.name ?? 'setup.msi', content: 'MZ installer', type: upload.type },
        ),
      );
      // The malware scan of earlier uploads (a background job) moves their rows and its own job
      // row on at any moment: for those tables only the number of rows counts.
      const after = await snapshot(server.db);
      const rows = (digest: string | undefined) => digest?.split(':')[0];
      const moving = ['script_attachments', 'background_jobs'];
      const wrote = Object.keys({ ...before, ...after }).filter((table) =>
        moving.includes(table)
          ? rows(before[table]) !== rows(after[table])
          : !sameData({ [table]: before[table] ?? '' }, { [table]: after[table] ?? '' }),
      );
      if (response.status >= 500) failures.push(`${upload.what}: ${response.status}`);
      else if (response.status >= 400 && wrote.length > 0)
        failures.push(`${upload.what}: refused and wrote ${wrote.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});
