/**
 * A fresh database per test file: an in-memory PGlite, or a new database on the PostgreSQL of
 * DATABASE_URL. Both start from a copy of a snapshot, so a file pays neither the migrations nor the
 * demo seed:
 * - migrated: a PGlite `dumpDataDir` tarball, or a PostgreSQL template database, per state of the
 *   migrations;
 * - seeded: the same, with the demo seed applied, per state of the migrations and the seed code,
 *   remade when older than {@link SEEDED_MAX_AGE_MS}. The seed is deterministic except for its
 *   dates, which follow the seed's `now`: a server opened on a seeded copy sets its test clock to
 *   that moment ({@link TestDatabase.seededAt}), so the data looks just seeded.
 * PGlite snapshots live in `node_modules/.cache/console-test/`; PostgreSQL templates stay on the
 * server (a CI's PostgreSQL is thrown away after the run).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, type Db, findMigrationsFolder, openDatabase } from '../db/client';
import { createSecretBox } from '../lib/crypto';
import { seedDemo } from '../seed/demo';

/** The secret key of every test server (the seed encrypts with it). */
export const TEST_SECRET_KEY = 'test-secret-key';

/** A seeded snapshot older than this is made again (its clock would drift far from the real one). */
const SEEDED_MAX_AGE_MS = 10 * 60_000;

/** A test file's database. */
export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the URL of this database (another server process may open it). */
  url?: string;
  /** Seeded copies only: the `now` the seed ran with; a test server's clock starts there. */
  seededAt?: Date;
  cleanup: () => Promise<void>;
}

function digestOf(paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) hash.update(path).update(readFileSync(path));
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter(keep)
    .sort()
    .map((file) => join(folder, file));
}

/** A digest of the migrations folder: a migrated snapshot is reused while it holds. */
function migrationsDigest(): string {
  return digestOf(filesUnder(findMigrationsFolder(), (f) => f.endsWith('.sql') || f.endsWith('.json')));
}

/** A digest of the migrations and the seed code (seed/ and each domain's module file). */
function seedDigest(): string {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..');
  const code = (f: string) => f.endsWith('.ts') && !f.endsWith('.test.ts');
  return digestOf([
    ...filesUnder(findMigrationsFolder(), (f) => f.endsWith('.sql') || f.endsWith('.json')),
    ...filesUnder(join(src, 'seed'), code),
    ...filesUnder(join(src, 'domains'), (f) => /(^|\/)index\.ts$/.test(f)),
  ]);
}

/** Runs the demo seed at `now` in one transaction. */
export async function seedTestDatabase(db: Db, now: Date, devices?: number): Promise<void> {
  await db.transaction((tx) =>
    seedDemo(tx as unknown as Db, { secrets: createSecretBox(TEST_SECRET_KEY), now, devices }),
  );
}

/** Now, to the second (a seeded snapshot's name carries it in seconds). */
function nowToTheSecond(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/* ------------------------------------------------------------------------------------ PGlite */

const cacheFolder = () => join(findMigrationsFolder(), '..', 'node_modules', '.cache', 'console-test');

async function writeSnapshot(database: Database, file: string): Promise<void> {
  const dump = await database.dumpDataDir?.();
  if (!dump) return;
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** Opens a copy of the snapshot `file`, or undefined when it is missing or unreadable. */
async function openSnapshot(file: string): Promise<Database | undefined> {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  try {
    const database = await openDatabase({ loadDataDir: new Blob([new Uint8Array(data)]) });
    await database.migrate();
    return database;
  } catch {
    // A snapshot this PGlite cannot read (another version): it is made again.
    return undefined;
  }
}

/** An in-memory PGlite with every migration applied, from (or making) the migrated snapshot. */
async function openMigratedPglite(): Promise<Database> {
  const file = join(cacheFolder(), `pglite-${migrationsDigest()}.tar`);
  const cached = existsSync(file) ? await openSnapshot(file) : undefined;
  if (cached) return cached;
  const database = await openDatabase({});
  await database.migrate();
  await writeSnapshot(database, file);
  // Snapshots of other migration states made over a day ago go.
  for (const name of readdirSync(cacheFolder())) {
    const path = join(cacheFolder(), name);
    if (/^pglite-[0-9a-f]{16}\.tar$/.test(name) && Date.now() - statSync(path).mtimeMs > 86_400_000)
      rmSync(path, { force: true });
  }
  return database;
}

/** The newest seeded snapshot of this digest young enough to use, with its seed time. */
function freshSeededFile(folder: string, digest: string): { file: string; seededAt: Date } | undefined {
  if (!existsSync(folder)) return undefined;
  const pattern = new RegExp(`^pglite-seeded-${digest}-(\\d+)\\.tar$`);
  let best: { file: string; seededAt: Date } | undefined;
  for (const name of readdirSync(folder)) {
    const match = pattern.exec(name);
    if (match) {
      const seededAt = new Date(Number(match[1]) * 1000);
      if (Date.now() - seededAt.getTime() < SEEDED_MAX_AGE_MS && (!best || seededAt > best.seededAt)) {
        best = { file: join(folder, name), seededAt };
      }
    } else if (name.startsWith('pglite-seeded-') && name.endsWith('.tar')) {
      // Another state's or an expired snapshot: dropped once nobody can still be opening it.
      const path = join(folder, name);
      if (Date.now() - statSync(path).mtimeMs > 2 * SEEDED_MAX_AGE_MS) rmSync(path, { force: true });
    }
  }
  return best;
}

async function openSeededPglite(): Promise<TestDatabase> {
  const folder = cacheFolder();
  const digest = seedDigest();
  const fresh = freshSeededFile(folder, digest);
  const cached = fresh ? await openSnapshot(fresh.file) : undefined;
  if (fresh && cached) return { database: cached, seededAt: fresh.seededAt, cleanup: () => cached.close() };
  const database = await openMigratedPglite();
  const seededAt = nowToTheSecond();
  await seedTestDatabase(database.db, seededAt);
  await writeSnapshot(database, join(folder, `pglite-seeded-${digest}-${seededAt.getTime() / 1000}.tar`));
  return { database, seededAt, cleanup: () => database.close() };
}

/* -------------------------------------------------------------------------------- PostgreSQL */

/** The URL of database `name` on the server of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `make` under a cluster-wide advisory lock, so parallel files wait for one maker of a
 * template database instead of each making it.
 */
async function underTemplateLock<T>(admin: pg.Client, make: () => Promise<T>): Promise<T> {
  await admin.query("SELECT pg_advisory_lock(hashtext('rmm_test_template'))");
  try {
    return await make();
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('rmm_test_template'))");
  }
}

/** Creates `name` from `template` under a temporary name, lets `fill` write it, then renames it. */
async function buildTemplate(
  admin: pg.Client,
  adminUrl: string,
  name: string,
  template: string | undefined,
  fill: (database: Database) => Promise<void>,
): Promise<void> {
  const building = `${name.slice(0, 40)}_building_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${building}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, building), poolSize: 1 });
  try {
    await fill(database);
  } finally {
    await database.close();
  }
  await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
}

async function databaseNames(admin: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [prefix],
  );
  return rows.map((row) => row.datname);
}

/** The migrated template database for this state of the migrations, made once. */
async function migratedTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `rmm_tpl_${migrationsDigest()}`;
  const exists = async () => (await databaseNames(admin, name)).includes(name);
  if (await exists()) return name;
  return underTemplateLock(admin, async () => {
    if (!(await exists())) await buildTemplate(admin, adminUrl, name, undefined, (db) => db.migrate());
    return name;
  });
}

/** The newest seeded template young enough to use (`rmm_seed_<digest>_<seconds>`), made when missing. */
async function seededTemplate(admin: pg.Client, adminUrl: string): Promise<{ name: string; seededAt: Date }> {
  const prefix = `rmm_seed_${seedDigest()}_`;
  const fresh = async () => {
    const times = (await databaseNames(admin, prefix))
      .map((name) => Number(name.slice(prefix.length)) * 1000)
      .filter((time) => Number.isFinite(time) && Date.now() - time < SEEDED_MAX_AGE_MS)
      .sort((a, b) => b - a);
    return times[0] === undefined
      ? undefined
      : { name: `${prefix}${times[0] / 1000}`, seededAt: new Date(times[0]) };
  };
  return (
    (await fresh()) ??
    underTemplateLock(admin, async () => {
      const made = await fresh();
      if (made) return made;
      const migrated = await migratedTemplate(admin, adminUrl);
      const seededAt = nowToTheSecond();
      const name = `${prefix}${seededAt.getTime() / 1000}`;
      await buildTemplate(admin, adminUrl, name, migrated, (db) => seedTestDatabase(db.db, seededAt));
      await dropStaleSeededTemplates(admin);
      return { name, seededAt };
    })
  );
}

/** Drops seeded templates (of any seed state) too old for anyone to be copying them still. */
async function dropStaleSeededTemplates(admin: pg.Client): Promise<void> {
  for (const name of await databaseNames(admin, 'rmm_seed_')) {
    const seconds = Number(name.slice(name.lastIndexOf('_') + 1));
    if (Number.isFinite(seconds) && Date.now() - seconds * 1000 > 2 * SEEDED_MAX_AGE_MS) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
    }
  }
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // FORCE cannot end an autovacuum worker for a role without pg_signal_backend (42501):
    // the worker is done within moments, so try again a few times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '42501' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}

async function openPostgresCopy(adminUrl: string, seeded: boolean): Promise<TestDatabase> {
  const name = `rmm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let seededAt: Date | undefined;
  try {
    let template: string;
    if (seeded) ({ name: template, seededAt } = await seededTemplate(admin, adminUrl));
    else template = await migratedTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url, poolSize: 4 });
  await database.migrate();
  return {
    database,
    url,
    ...(seededAt ? { seededAt } : {}),
    cleanup: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/* --------------------------------------------------------------------------------------- API */

/**
 * Opens a fresh, migrated database for one test file; with `seeded`, one holding the demo seed
 * (see {@link TestDatabase.seededAt}).
 */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) return openPostgresCopy(adminUrl, options.seeded === true);
  // PGLITE_THREAD=1: the suite on PGlite in a worker thread, as a data folder runs in production
  // (no snapshots there: a data folder's PGlite cannot load a tarball).
  if (process.env.PGLITE_THREAD === '1') {
    const database = await openDatabase({ thread: true });
    await database.migrate();
    const seededAt = options.seeded ? nowToTheSecond() : undefined;
    if (seededAt) await seedTestDatabase(database.db, seededAt);
    return { database, ...(seededAt ? { seededAt } : {}), cleanup: () => database.close() };
  }
  if (options.seeded) return openSeededPglite();
  const database = await openMigratedPglite();
  return { database, cleanup: () => database.close() };
}
