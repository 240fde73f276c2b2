/**
 * Test helpers: a fresh database per test file (in-memory PGlite, or a new database on the
 * PostgreSQL of DATABASE_URL), the server on it, and a cookie-keeping agent over `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import type { Permission } from '@console/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { afterAll, beforeAll } from 'vitest';
import { type CreateServerOptions, createServer } from '../app';
import { type Database, type Db, queryRows } from '../db/client';
import * as t from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { DEMO_DIVISION_UID, DEMO_USERS } from '../seed/users';
import { openTestDatabase, seedTestDatabase, TEST_SECRET_KEY } from './test-database';

export { DEMO_DIVISION_UID, DEMO_USERS, openTestDatabase, TEST_SECRET_KEY };

/** Which database the suite runs on. */
export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A server on a fresh database. */
export interface TestServer {
  app: FastifyInstance;
  database: Database;
  db: Db;
  /** PostgreSQL only: the URL of this file's database (another server process may open it). */
  url: string | undefined;
  /** The server clock; move it with `clock.advance(ms)`. */
  clock: { now: Date; advance(ms: number): void; set(date: Date): void };
  agent(): TestAgent;
  close(): Promise<void>;
}

/** Starts a server on a fresh database, seeded with the demo unless `seed: false`. */
export async function createTestServer(
  options: { seed?: boolean; devices?: number } & Partial<
    Omit<CreateServerOptions, 'database' | 'secretKey'>
  > = {},
): Promise<TestServer> {
  // The default demo comes from a seeded snapshot; another device count is seeded here.
  const fromSnapshot = options.seed !== false && options.devices === undefined;
  const { database, url, seededAt, cleanup } = await openTestDatabase({ seeded: fromSnapshot });
  let current = seededAt ?? new Date();
  const clock = {
    get now() {
      return current;
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    set(date: Date) {
      current = date;
    },
  };
  if (options.seed !== false && !fromSnapshot) await seedTestDatabase(database.db, current, options.devices);
  const { seed: _seed, devices: _devices, ...serverOptions } = options;
  const app = await createServer({
    database,
    secretKey: TEST_SECRET_KEY,
    now: () => current,
    loginRateLimit: { max: 1000, timeWindow: 60_000 },
    ...serverOptions,
  });
  await app.ready();
  const server: TestServer = {
    app,
    database,
    db: database.db,
    url,
    clock,
    agent: () => new TestAgent(app, () => current, clock.advance),
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
  return server;
}

/** Test answers are read loosely (their shapes are checked by the contract on the server). */
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in test assertions
export type Loose = any;

/** An answer of {@link TestAgent}. */
export interface TestResponse<T = Loose> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string }[];
}

/** Options of one request. */
export interface RequestOptions {
  /** Send the CSRF header (default: yes, for non-GET). */
  csrf?: boolean | string;
  /** A TOTP code for the `x-mfa-code` header. */
  mfaCode?: string;
  headers?: Record<string, string>;
  /** Send `body` as this raw string. */
  raw?: string;
}

/** The file of a multipart body made by {@link multipart}. */
export const MULTIPART_FILE = Symbol('multipart file');

/** A file to upload in a test. */
export interface MultipartFile {
  name: string;
  content: Buffer | string;
  type?: string;
}

/**
 * A multipart body for {@link TestAgent.request}: the fields (sent first, objects as JSON) and the
 * file. The file rides on a symbol, so `{ ...body, field: other }` keeps it.
 * @example agent.post('/scripting/attachments/upload', multipart({ purpose: 'ICON' }, { name: 'a.png', content }))
 */
export function multipart(
  fields: Record<string, unknown>,
  file: MultipartFile,
): Record<string, unknown> & { [MULTIPART_FILE]: MultipartFile } {
  return { ...fields, [MULTIPART_FILE]: file };
}

function encodeMultipart(body: Record<string, unknown> & { [MULTIPART_FILE]: MultipartFile }) {
  const boundary = `----console-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(body)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
    );
  }
  const file = body[MULTIPART_FILE];
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A browser-like caller: keeps cookies, sends the CSRF header on writes. */
export class TestAgent {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    private readonly now: () => Date,
    /** Moves the server clock (the TOTP codes of {@link code} need a fresh time step each). */
    private readonly advance?: (ms: number) => void,
  ) {}

  async request<T = Loose>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrf = options.csrf ?? method !== 'GET';
    if (csrf)
      headers['x-csrf-token'] = typeof csrf === 'string' ? csrf : (this.cookies.get('console_csrf') ?? '');
    if (options.mfaCode) headers['x-mfa-code'] = options.mfaCode;
    let payload: string | Buffer | undefined;
    let contentType = 'application/json';
    if (options.raw !== undefined) payload = options.raw;
    else if (body && typeof body === 'object' && MULTIPART_FILE in body) {
      const encoded = encodeMultipart(body as Parameters<typeof encodeMultipart>[0]);
      payload = encoded.payload;
      contentType = encoded.contentType;
    } else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = contentType;
    const response = await this.app.inject({
      method: method as 'GET',
      url: path.startsWith('/ws') ? path : `/ws${path}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        (cookie.expires instanceof Date && cookie.expires.getTime() <= this.now().getTime()) ||
        cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let parsed: unknown = response.body;
    try {
      parsed = response.body ? JSON.parse(response.body) : undefined;
    } catch {}
    return {
      status: response.statusCode,
      body: parsed as T,
      headers: response.headers,
      cookies: response.cookies.map((cookie) => ({ name: cookie.name, value: cookie.value })),
    };
  }

  get<T = Loose>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, undefined, options);
  }
  post<T = Loose>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, body, options);
  }
  put<T = Loose>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, body, options);
  }
  patch<T = Loose>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, body, options);
  }
  delete<T = Loose>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /**
   * A TOTP code for a Base32 secret at the server clock. A code serves once (issue 14), so the
   * clock first moves on to the next 30-second time step, as a person waits for a new code.
   */
  code(secret: string = DEMO_USERS.admin.mfaSecret): string {
    this.advance?.(30_000 - (this.now().getTime() % 30_000));
    return generateSync({ secret, epoch: Math.floor(this.now().getTime() / 1000) });
  }

  /** Signs in; passes the MFA step with a code from `mfaSecret` when asked. */
  async login(email: string, password: string, mfaSecret?: string | null): Promise<TestResponse> {
    const first = await this.post('/auth/login', { email, password });
    if (first.status === 403 && first.body?.resultCode === 'MFA_REQUIRED' && mfaSecret) {
      return this.post('/mfa/auth/login', { email, password }, { mfaCode: this.code(mfaSecret) });
    }
    return first;
  }
}

/** Signs a demo user in on a new agent. */
export async function signIn(server: TestServer, who: keyof typeof DEMO_USERS): Promise<TestAgent> {
  const agent = server.agent();
  const user = DEMO_USERS[who];
  const response = await agent.login(user.email, user.password, user.mfaSecret);
  if (response.status !== 200)
    throw new Error(`sign-in of ${who} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return agent;
}

/**
 * Creates a technician in the demo account with a role holding exactly `permissions`, and signs
 * them in.
 */
export async function signInTechnician(
  server: TestServer,
  permissions: Permission[],
  options: { email?: string; userType?: 'TECHNICIAN' | 'END_USER'; clientId?: number | null } = {},
): Promise<TestAgent> {
  const email = options.email ?? `tech-${randomBytes(4).toString('hex')}@test.console`;
  const password = 'Test-Password-2026!';
  const [division] = await server.db.select().from(t.divisions).where(eq(t.divisions.uid, DEMO_DIVISION_UID));
  if (!division) throw new Error('demo division missing');
  const userType = options.userType ?? 'TECHNICIAN';
  const [role] = await server.db
    .insert(t.userRoles)
    .values({ divisionId: division.id, name: `Role of ${email}`, roleType: userType, permissions })
    .returning();
  const [user] = await server.db
    .insert(t.users)
    .values({
      uid: crypto.randomUUID(),
      email,
      firstName: 'Test',
      lastName: 'Technician',
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!role || !user) throw new Error('test user insert failed');
  await server.db.insert(t.memberships).values({
    userId: user.id,
    divisionId: division.id,
    userType,
    roleId: role.id,
    clientId: options.clientId ?? null,
    isDefault: true,
    content: {},
  });
  const agent = server.agent();
  const response = await agent.login(email, password);
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return agent;
}

/** A permission grant with null scopes. */
export function grant(type: Permission['type'], name: string, scope: Partial<Permission> = {}): Permission {
  return { type, name, entityId: null, nodeClass: null, nodeRoleId: null, ...scope };
}

/**
 * Tables written on their own schedule, not by the request under test: sessions record activity;
 * the job worker claims, finishes and re-queues background jobs (recurring ones such as
 * `database.analyze` first run a minute after start) whatever the request does. Background jobs
 * still count through {@link ENQUEUED_JOBS}: a refused request must not queue one. Sign-in
 * bookkeeping too: failure counters, and the TOTP step an MFA check uses up even when the request
 * then writes nothing.
 */
const SNAPSHOT_EXCLUDED = new Set(['sessions', 'background_jobs', 'sign_in_failures', 'totp_last_steps']);

const snapshotTables = new WeakMap<Db, string[]>();

/**
 * A fingerprint of every table except those of {@link SNAPSHOT_EXCLUDED}: equal fingerprints mean
 * the request wrote nothing. One query for all tables (the list is read once per database), so
 * tests that take hundreds of snapshots stay fast.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  let tables = snapshotTables.get(db);
  if (!tables) {
    const rows = await queryRows<{ table_name: string }>(
      db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    tables = rows.map((row) => row.table_name).filter((name) => !SNAPSHOT_EXCLUDED.has(name));
    snapshotTables.set(db, tables);
  }
  const digests = await queryRows<{ table_name: string; digest: string | null; n: number | string }>(
    db,
    sql.raw(
      tables
        .map(
          (name, i) =>
            `SELECT ${i} AS i, '${name}' AS table_name, count(*) AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM "${name}" x`,
        )
        .join(' UNION ALL ')
        .concat(' ORDER BY i'),
    ),
  );
  const result: Record<string, string> = {};
  for (const row of digests) result[row.table_name] = `${row.n}:${row.digest}`;
  const [jobs] = await queryRows<{ n: number | string; digest: string | null }>(db, ENQUEUED_JOBS);
  result['background_jobs (enqueued)'] = `${jobs?.n}:${jobs?.digest}`;
  return result;
}

/**
 * The jobs requests queue: every background job but the recurring ones (which re-queue
 * themselves), by what was asked (id, kind, payload) and not by the state the worker moves it to.
 */
const ENQUEUED_JOBS = sql`SELECT count(*) AS n, md5(coalesce(string_agg(id || ':' || kind || ':' || payload::text, '|' ORDER BY id), '')) AS digest FROM background_jobs WHERE schedule IS NULL`;

/** Ids of demo records by name. */
export async function demoIds(db: Db) {
  const [division] = await db.select().from(t.divisions).where(eq(t.divisions.uid, DEMO_DIVISION_UID));
  if (!division) throw new Error('demo division missing');
  const orgs = await db.select().from(t.organizations).where(eq(t.organizations.divisionId, division.id));
  const org = (name: string) => {
    const row = orgs.find((o) => o.name === name);
    if (!row) throw new Error(`no organization ${name}`);
    return row;
  };
  return { division, orgs, org };
}

/** Ids of demo records by name (see {@link demoIds}). */
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** What {@link setupDemoServer} readies for a test file. */
export type DemoSuite<Who extends keyof typeof DEMO_USERS> = {
  /** The server on the file's fresh demo database. */
  server: TestServer;
  /** Ids of demo records by name. */
  ids: DemoIds;
} & { [Name in Who]: TestAgent };

/**
 * The usual frame of a test file: before all its tests, a server on a fresh demo database, the
 * named demo users signed in (in that order) and the demo ids; after them, the server closed.
 * The objects it returns are empty until its `beforeAll` fills them in: use them inside tests and
 * hooks, not at the top level of the file.
 * @example
 * const { server, admin, ids } = setupDemoServer('admin');
 * it('lists', async () => expect((await admin.get('/client/list')).status).toBe(200));
 */
export function setupDemoServer<Who extends keyof typeof DEMO_USERS>(...who: Who[]): DemoSuite<Who> {
  return setupDemoServerWith({}, ...who);
}

/** Options of {@link createTestServer}. */
export type TestServerOptions = NonNullable<Parameters<typeof createTestServer>[0]>;

/**
 * {@link setupDemoServer} on a server made with `options`; pass a function to read them when the
 * server starts (after the `beforeAll` hooks declared before this call).
 * @example const { server, admin } = setupDemoServerWith({ scripting: { scan: { clamav: 'off' } } }, 'admin');
 */
export function setupDemoServerWith<Who extends keyof typeof DEMO_USERS>(
  options: TestServerOptions | (() => TestServerOptions),
  ...who: Who[]
): DemoSuite<Who> {
  const server = {} as TestServer;
  const ids = {} as DemoIds;
  const agents = Object.fromEntries(who.map((name) => [name, Object.create(TestAgent.prototype)])) as Record<
    Who,
    TestAgent
  >;
  beforeAll(async () => {
    Object.assign(server, await createTestServer(typeof options === 'function' ? options() : options));
    for (const name of who) Object.assign(agents[name], await signIn(server, name));
    Object.assign(ids, await demoIds(server.db));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return { server, ids, ...agents };
}
