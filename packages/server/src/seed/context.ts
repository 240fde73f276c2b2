/**
 * The demo seed's shared context: what every domain's seed step gets (database, clock, the one
 * seeded PRNG, secrets) and the ids earlier steps wrote ({@link DemoState}). `seedDemo` runs the
 * steps of every domain module in `order`, so the random stream, and with it the data, is the same
 * on every run.
 */
import type { Db } from '../db/client';
import type * as t from '../db/schema';
import type { SecretBox } from '../lib/crypto';
import type { Random } from './random';

/** A seeded organization of the demo account, with its spec (prefix, domain, weight) and locations. */
export interface SeededOrganization {
  id: number;
  index: number;
  name: string;
  prefix: string;
  domain: string;
  weight: number;
  locations: { id: number; name: string; publicIp: string }[];
}

/** The node roles of one division: the two roots, one per class, the custom ones, the unmanaged ones. */
export interface DivisionNodeRoles {
  managedRoot: number;
  unmanagedRoot: number;
  byClass: Map<string, number>;
  custom: Map<string, number>;
  unmanaged: number[];
}

/** A device the seed inserted (what later steps place their rows on). */
export interface PlacedDevice {
  id: number;
  nodeClass: string;
  clientId: number;
  locationId: number;
}

/**
 * What the seed steps wrote so far, for the steps after them; filled in order. A domain that adds
 * state extends it by module augmentation (`declare module '../../seed/context' { interface
 * DemoState { ... } }`). Read it with {@link need}.
 */
export interface DemoState {
  /** The "Demo MSP" trial account. */
  msp: typeof t.divisions.$inferSelect;
  /** The small "Demo Lab" account. */
  lab: typeof t.divisions.$inferSelect;
  /** Node roles per account. */
  nodeRoles: { msp: DivisionNodeRoles; lab: DivisionNodeRoles };
  /** Policy ids by name (`default:<NODE_CLASS>` for the class defaults), per account. */
  policies: { msp: Map<string, number>; lab: Map<string, number> };
  /** The demo account's organizations, in spec order (Northwind Traders first, then Contoso Health). */
  organizations: SeededOrganization[];
  /** The lab's organization and its one location. */
  labOrganization: { id: number; locationId: number };
  /** Technician and end-user roles by name. */
  userRoles: Map<string, number>;
  /** Users by key (`admin`, `tech`, `support`, `enduser`, `dana`, `chris`, `lab`). */
  users: Map<string, { id: number; uid: string; email: string }>;
  /** The demo account's devices. */
  devices: {
    /** Devices per class (the mix scaled to the requested total). */
    counts: Map<string, number>;
    /** Every inserted device of the demo account, in insertion order. */
    placed: PlacedDevice[];
  };
  /** How many scripts the automation library got. */
  scripts: number;
}

/** What a seed step gets. */
export interface SeedContext {
  db: Db;
  /** Reference time of the data: trial dates and last contacts follow it. */
  now: Date;
  /** The one PRNG of the run: steps draw from it in their order. */
  random: Random;
  /** Encrypts secrets at rest (MFA secrets, credentials). */
  secrets: SecretBox;
  /** Devices asked for the demo account. */
  devices: number;
  /** What earlier steps wrote (see {@link need}). */
  state: Partial<DemoState>;
}

/**
 * One step of the demo seed. Steps of every domain run in ascending `order` (ties: the module
 * list's order). A step that draws random values must keep its place, or every later value
 * changes: the orders in use are 10 accounts, 20 node roles, 21 policies, 30 organizations,
 * 40 users, 50 devices, 60 credentials, 70 scripts, 80 tickets, 81 device jobs, 82 backup data,
 * 90 announcements, 91 ticket templates, 100 search documents, 110 script attachments.
 */
export interface SeedStep {
  /** `<domain>.<what>`, for errors and logs. */
  name: string;
  order: number;
  run(ctx: SeedContext): Promise<void>;
}

/** Declares a seed step (an identity function that keeps the type). */
export function defineSeedStep(step: SeedStep): SeedStep {
  return step;
}

/** A value an earlier step stored; throws when that step has not run. */
export function need<K extends keyof DemoState>(ctx: SeedContext, key: K): DemoState[K] {
  const value = ctx.state[key];
  if (value === undefined) throw new Error(`seed: "${String(key)}" is written by an earlier step`);
  return value as DemoState[K];
}

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Writes `items` in chunks of `size` (bounded statement size for large device counts). */
export async function insertChunks<T>(
  items: T[],
  size: number,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}
