/**
 * POST /qsearch over loopback HTTP with 100 000 seeded devices (plus the demo's organizations,
 * users, policies, groups, boards, tickets and documents), on PGlite and, when PostgreSQL 15 is
 * installed, on PostgreSQL. Prints `search.qsearch.<db>.p50: … ms` lines for `pnpm bench`.
 *
 * Budget (the issue): p50 ≤ 10 ms and p99 ≤ 50 ms per request. Bounded: a fixed number of
 * requests, one at a time, each database seeded once into a temporary place and removed after.
 *
 * BENCH_DEVICES and BENCH_REQUESTS override the device count and request count;
 * BENCH_PGLITE_DIR keeps (and reuses) the seeded PGlite database in that folder.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createSecretBox,
  createServer,
  type Database,
  type Db,
  DEMO_DIVISION_UID,
  hashPassword,
  isSeeded,
  openDatabase,
  schema,
  seedDemo,
} from '@console/server';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SECRET = 'bench-secret-key';
const here = dirname(fileURLToPath(import.meta.url));

interface Figures {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function quantiles(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

/** A cookie-keeping HTTP caller over loopback (the real network stack, not app.inject). */
class Caller {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async get(path: string): Promise<number> {
    const response = await fetch(`${this.base}${path}`, {
      headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    await response.text();
    return response.status;
  }

  async post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('console_csrf');
    if (csrf) headers['x-csrf-token'] = csrf;
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : undefined };
  }
}

/** A sysadmin without MFA (the demo admin has TOTP), and the demo's limited technician. */
async function addBenchAdmin(db: Db): Promise<void> {
  const [division] = await db
    .select()
    .from(schema.divisions)
    .where(eq(schema.divisions.uid, DEMO_DIVISION_UID));
  if (!division) throw new Error('demo division missing');
  const [user] = await db
    .insert(schema.users)
    .values({
      uid: randomUUID(),
      email: 'bench-admin@demo.console',
      firstName: 'Bench',
      lastName: 'Admin',
      passwordHash: await hashPassword('Bench-Admin-2026!'),
    })
    .returning();
  if (!user) throw new Error('bench user insert failed');
  await db.insert(schema.memberships).values({
    userId: user.id,
    divisionId: division.id,
    userType: 'TECHNICIAN',
    sysadmin: true,
    isDefault: true,
    content: {},
  });
}

/** Queries a technician types: whole and partial names, MAC, IP, serial, users, organizations, misses. */
async function benchQueries(db: Db): Promise<string[]> {
  const devices = await db
    .select()
    .from(schema.nodes)
    .where(and(isNotNull(schema.nodes.lastLoggedInUser), isNotNull(schema.nodes.serialNumber)))
    .orderBy(sql`md5(${schema.nodes.id}::text)`)
    .limit(8);
  const orgs = await db.select({ name: schema.organizations.name }).from(schema.organizations).limit(3);
  const queries: string[] = [];
  for (const device of devices) {
    queries.push(
      device.name,
      device.name.slice(0, Math.max(4, device.name.length - 3)),
      (device.macAddresses[0] ?? device.name).toLowerCase(),
      device.ipAddresses[0] ?? device.name,
      device.serialNumber ?? device.name,
      device.lastLoggedInUser ?? device.name,
      (device.lastLoggedInUser ?? '').split('\\')[1] ?? device.name,
      String(device.id),
    );
  }
  for (const org of orgs) queries.push(org.name, org.name.slice(0, 5).toLowerCase());
  queries.push('zzqx-not-found', 'printer', 'srv', 'vpn setup', 'runbook', 'escalations', '10.1', 'laptop');
  return queries;
}

async function measure(kind: string, database: Database): Promise<void> {
  const seedStart = performance.now();
  await database.migrate();
  if (!(await isSeeded(database.db))) {
    await database.db.transaction((tx) =>
      seedDemo(tx as unknown as Db, { secrets: createSecretBox(SECRET), devices: DEVICES }),
    );
    await addBenchAdmin(database.db);
  }
  const devices = (await database.db.execute(sql`SELECT count(*)::int AS n FROM nodes`)) as unknown as {
    rows: { n: number }[];
  };
  await database.db.execute(sql`ANALYZE`);
  const indexed = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM search_terms`,
  )) as unknown as {
    rows: { n: number }[];
  };
  console.log(`search.qsearch.${kind}.seed: ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  console.log(`search.qsearch.${kind}.devices: ${devices.rows[0]?.n ?? 0} devices`);
  console.log(`search.qsearch.${kind}.indexRows: ${indexed.rows[0]?.n ?? 0} rows`);

  const app = await createServer({ database, secretKey: SECRET, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const queries = await benchQueries(database.db);
    for (const [label, email, password] of [
      ['', 'bench-admin@demo.console', 'Bench-Admin-2026!'],
      ['.limitedTechnician', 'tech@demo.console', 'Demo-Tech-2026!'],
    ] as const) {
      const caller = new Caller(`${address}/ws`);
      const login = await caller.post('/auth/login', { email, password });
      if (login.status !== 200)
        throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.json)}`);
      // Warm up (plans, caches), then measure a bounded number of requests one after another.
      for (const query of queries) await caller.post('/qsearch', { query, limit: 50 });
      const times: number[] = [];
      let results = 0;
      const count = label ? Math.ceil(REQUESTS / 2) : REQUESTS;
      for (let i = 0; i < count; i += 1) {
        const query = queries[i % queries.length] as string;
        const start = performance.now();
        const answer = await caller.post('/qsearch', { query, limit: 50 });
        times.push(performance.now() - start);
        if (answer.status !== 200)
          throw new Error(`POST /qsearch ${answer.status}: ${JSON.stringify(answer.json)}`);
        const body = answer.json as { exact: unknown[]; suggested: unknown[] };
        results += body.exact.length + body.suggested.length;
      }
      const f = quantiles(times);
      const name = `search.qsearch.${kind}${label}`;
      if (!label) {
        // The floor every signed-in request pays here (session, user, role, flags): GET
        // /qsearch/recent is that plus one indexed read. Printed so the search's own share shows.
        const floor: number[] = [];
        for (let i = 0; i < Math.ceil(REQUESTS / 4); i += 1) {
          const start = performance.now();
          await caller.get('/qsearch/recent');
          floor.push(performance.now() - start);
        }
        console.log(`search.qsearch.${kind}.authenticatedFloor.p50: ${quantiles(floor).p50.toFixed(1)} ms`);
      }
      console.log(`${name}.p50: ${f.p50.toFixed(1)} ms`);
      console.log(`${name}.p90: ${f.p90.toFixed(1)} ms`);
      console.log(`${name}.p99: ${f.p99.toFixed(1)} ms`);
      console.log(`${name}.max: ${f.max.toFixed(1)} ms`);
      console.log(
        `${name}.requests: ${times.length} requests (${(results / times.length).toFixed(1)} results each)`,
      );
    }
  } finally {
    await app.close();
  }
}

async function onPglite(): Promise<void> {
  const kept = process.env.BENCH_PGLITE_DIR;
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'search-bench-'));
  const database = await openDatabase({ dataDir: join(dir, 'db') });
  try {
    await measure('pglite', database);
  } finally {
    await database.close();
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Drops the bench database. A backend that has not yet gone (an autovacuum worker after the seed,
 * or the pool's last connection closing) can make `WITH (FORCE)` refuse for a moment: retried, and
 * a database still left is reported, not fatal — the figures are already printed.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (error) {
      if (attempt >= 5) {
        console.log(`search.qsearch.postgres: could not drop ${name}: ${(error as Error).message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

async function onPostgres(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    try {
      const script = join(here, '../../server/scripts/start-test-postgres.sh');
      adminUrl = execFileSync('bash', [script], { encoding: 'utf8' }).trim();
    } catch {
      console.log('search.qsearch.postgres: skipped (no PostgreSQL 15 here; set DATABASE_URL)');
      return;
    }
  }
  const name = `search_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    await measure('postgres', database);
  } finally {
    await database.close();
    await dropDatabase(admin, name);
    await admin.end();
  }
}

await onPglite();
await onPostgres();
