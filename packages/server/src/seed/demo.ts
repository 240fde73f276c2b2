/**
 * The demo seed: each domain module brings its steps (`seed` of src/domains/<area>/index.ts, code
 * in this folder); {@link seedDemo} runs them in their order with one seeded PRNG.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { DOMAINS } from '../domains';
import { domainSeedSteps } from '../domains/module';
import type { SecretBox } from '../lib/crypto';
import { type DemoState, need, type SeedContext } from './context';
import { DEFAULT_DEVICE_COUNT } from './device-mix';
import { Random } from './random';

export { DEVICE_MIX, deviceCountsFor } from './device-mix';

/** Options of {@link seedDemo}. */
export interface SeedOptions {
  /** Encrypts the admin's MFA secret and credential secrets. */
  secrets: SecretBox;
  /** Reference time of the data (trial dates, last contacts). @default new Date() */
  now?: Date;
  /** Devices of the demo account. @default 310 (the hand-tuned mix); 100000 for benchmarks. */
  devices?: number;
  /** PRNG seed. @default 20260101 */
  seed?: number;
}

/** What the seed wrote. */
export interface SeedSummary {
  divisions: number;
  organizations: number;
  locations: number;
  devices: number;
  devicesByClass: Record<string, number>;
  users: number;
  technicianRoles: number;
  policies: number;
  scripts: number;
}

/** True when the database already holds data (the demo is seeded only into an empty database). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.divisions);
  return (row?.n ?? 0) > 0;
}

function summaryOf(ctx: SeedContext): SeedSummary {
  const organizations = need(ctx, 'organizations');
  const { counts, placed } = need(ctx, 'devices');
  const devicesByClass: Record<string, number> = {};
  for (const [nodeClass, n] of counts) devicesByClass[nodeClass] = n;
  const divisions: (keyof DemoState)[] = ['msp', 'lab'];
  return {
    divisions: divisions.filter((key) => ctx.state[key] !== undefined).length,
    organizations: organizations.length,
    locations: organizations.reduce((sum, org) => sum + org.locations.length, 0),
    devices: placed.length,
    devicesByClass,
    users: need(ctx, 'users').size,
    technicianRoles: need(ctx, 'userRoles').size,
    policies: need(ctx, 'policies').msp.size,
    scripts: need(ctx, 'scripts'),
  };
}

/**
 * Seeds the demo: the "Demo MSP" trial account (organizations, locations, a few hundred devices of
 * every class, node roles, policies, credentials, script categories and scripts, technician roles,
 * users with different permissions, announcements, ticket templates, open tickets, running jobs,
 * backup data) and a small "Demo Lab" account the admin also belongs to. Deterministic: a seeded
 * PRNG; only dates follow `now`.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const ctx: SeedContext = {
    db,
    now: options.now ?? new Date(),
    random: new Random(options.seed ?? 20260101),
    secrets: options.secrets,
    devices: Math.max(0, Math.floor(options.devices ?? DEFAULT_DEVICE_COUNT)),
    state: {},
  };
  for (const step of domainSeedSteps(DOMAINS)) {
    try {
      await step.run(ctx);
    } catch (error) {
      throw new Error(`seed step ${step.name} failed`, { cause: error });
    }
  }
  return summaryOf(ctx);
}
