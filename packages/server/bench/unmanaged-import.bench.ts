/**
 * The unmanaged device CSV import on PGlite over loopback HTTP (issue 10): a 10,000-row file (100
 * rows invalid) previewed (`POST /unmanaged-device/import/preview`, budget ≤ 1 s) and saved
 * (`POST /unmanaged-device/import`, every valid row in one transaction, budget ≤ 3 s). Prints
 * `unmanaged.csv.preview10k.pglite: … ms` and `unmanaged.csv.save10k.pglite: … ms` (median of
 * BENCH_RUNS runs, default 3; each save imports another 9,900 devices). Figures only, no assert.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import {
  createSecretBox,
  createServer,
  DEMO_DIVISION_UID,
  hashPassword,
  openDatabase,
  seedDemo,
} from '../src/index';

const SECRET = 'bench-secret-key';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EMAIL = 'bench-unmanaged@demo.console';
const PASSWORD = 'Bench-Admin-2026!';

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
      email: EMAIL,
      firstName: 'Bench',
      lastName: 'Admin',
      passwordHash: await hashPassword(PASSWORD),
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

class Caller {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private headers(extra: Record<string, string>): Record<string, string> {
    const headers = { ...extra };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('console_csrf');
    if (csrf) headers['x-csrf-token'] = csrf;
    return headers;
  }

  async send(path: string, init: { body: BodyInit; headers?: Record<string, string> }) {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: this.headers(init.headers ?? {}),
      body: init.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path} ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as Record<string, unknown>;
  }

  upload(path: string, roleId: number, csv: string) {
    const form = new FormData();
    form.append('roleId', String(roleId));
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'devices.csv');
    return this.send(path, { body: form });
  }
}

function csvOf(run: number, organization: string, location: string): string {
  const lines = Array.from({ length: 10_000 }, (_, i) =>
    i % 100 === 99
      ? `,${organization},${location},,,,`
      : `Bench ${run}-${i},${organization},${location},SN-${run}-${i},,2026-01-01,2028-01-01`,
  );
  return `Name,Organization,Location,Serial Number,Assigned User Email,Warranty Start Date,Warranty End Date\n${lines.join('\n')}\n`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'unmanaged-bench-'));
  const database = await openDatabase({ dataDir: join(dir, 'db') });
  try {
    await database.migrate();
    await database.db.transaction((tx) =>
      seedDemo(tx as unknown as Db, { secrets: createSecretBox(SECRET), devices: 100 }),
    );
    await addBenchAdmin(database.db);
    const db = database.db;
    const [division] = await db
      .select()
      .from(schema.divisions)
      .where(eq(schema.divisions.uid, DEMO_DIVISION_UID));
    const [role] = await db
      .select({ id: schema.nodeRoles.id })
      .from(schema.nodeRoles)
      .where(and(eq(schema.nodeRoles.name, 'Printer'), eq(schema.nodeRoles.divisionId, division?.id ?? 0)));
    const [organization] = await db
      .select()
      .from(schema.organizations)
      .where(
        and(
          eq(schema.organizations.name, 'Contoso Health'),
          eq(schema.organizations.divisionId, division?.id ?? 0),
        ),
      );
    const [location] = await db
      .select()
      .from(schema.locations)
      .where(eq(schema.locations.clientId, organization?.id ?? 0))
      .limit(1);
    if (!role || !organization || !location) throw new Error('bench data missing');

    const app = await createServer({ database, secretKey: SECRET, logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const caller = new Caller(`${address}/ws`);
      await caller.send('/auth/login', {
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        headers: { 'content-type': 'application/json' },
      });
      const previews: number[] = [];
      const saves: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const csv = csvOf(run, organization.name, location.name);
        let start = performance.now();
        const preview = await caller.upload('/unmanaged-device/import/preview', role.id, csv);
        previews.push(performance.now() - start);
        if (preview.validRows !== 9_900) throw new Error(`unexpected preview ${preview.validRows}`);
        start = performance.now();
        const saved = await caller.upload('/unmanaged-device/import', role.id, csv);
        saves.push(performance.now() - start);
        if (saved.createdCount !== 9_900) throw new Error(`unexpected save ${saved.createdCount}`);
      }
      console.log(`unmanaged.csv.preview10k.pglite: ${median(previews).toFixed(0)} ms`);
      console.log(`unmanaged.csv.save10k.pglite: ${median(saves).toFixed(0)} ms`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
