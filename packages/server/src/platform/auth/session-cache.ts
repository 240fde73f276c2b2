import type { DivisionConfigEntry } from '@console/core';
import type { Database, Db } from '../../db/client';
import type { AuthState } from './types';

/** What a session shows of its division besides the division row: enabled flags and config. */
export interface DivisionSettings {
  featureFlags: string[];
  divisionConfig: DivisionConfigEntry[];
}

/**
 * How long a loaded session is reused without asking the database again. Short: another server
 * process on the same PostgreSQL sees a change made elsewhere (a role, a membership, a sign-out)
 * at most this late; changes made through this process drop the cache at once.
 */
export const SESSION_CACHE_TTL_MS = 3_000;

/**
 * The reuse time where the cache follows every write of the database (the embedded database: one
 * process, see `followDatabaseWrites`); only a safety net there.
 */
export const SESSION_CACHE_FOLLOWED_TTL_MS = 60_000;

/** The tables a session is built from, or whose deletes cascade into them. */
const SESSION_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'users',
  'memberships',
  'user_roles',
  'divisions',
  'organizations',
  'feature_flags',
  'division_config',
]);

/** At most this many sessions are kept; the oldest go first. */
const MAX_ENTRIES = 5_000;

/** A cached session: what `loadAuth` answered and what it needs to re-check expiry without a query. */
export interface CachedSession {
  auth: AuthState;
  /** The session's absolute expiry (epoch ms). */
  expiresAt: number;
  /** The user's inactivity timeout (ms). */
  timeoutMs: number;
  /** `last_seen_at` as last read or written by this process (epoch ms). */
  lastSeenAt: number;
  /** The server clock when cached (epoch ms). */
  cachedAt: number;
  /** The monotonic clock when cached, so a frozen test clock still lets entries age. */
  cachedReal: number;
}

/** An in-process cache of loaded sessions, keyed by the session id (the token's SHA-256). */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly divisions = new Map<
    number,
    { settings: DivisionSettings; cachedAt: number; cachedReal: number }
  >();
  private generation = 0;
  /** How long an entry is reused. @default SESSION_CACHE_TTL_MS */
  ttlMs = SESSION_CACHE_TTL_MS;

  /** A counter bumped by every invalidation; `set` ignores loads that started before one. */
  get version(): number {
    return this.generation;
  }

  /** The fresh entry of a session, if any (stale entries are dropped). */
  get(id: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const age = now.getTime() - entry.cachedAt;
    const realAge = performance.now() - entry.cachedReal;
    if (age < 0 || age >= this.ttlMs || realAge >= this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  /** Stores a session loaded while the cache was at `version` (skipped if invalidated since). */
  set(id: string, entry: Omit<CachedSession, 'cachedReal'>, version: number): void {
    if (version !== this.generation) return;
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { ...entry, cachedReal: performance.now() });
  }

  /** A division's flags and config if loaded in the last `SESSION_CACHE_TTL_MS` (as sessions). */
  getDivision(divisionId: number, now: Date): DivisionSettings | undefined {
    const entry = this.divisions.get(divisionId);
    if (!entry) return undefined;
    const age = now.getTime() - entry.cachedAt;
    const realAge = performance.now() - entry.cachedReal;
    if (age < 0 || age >= this.ttlMs || realAge >= this.ttlMs) {
      this.divisions.delete(divisionId);
      return undefined;
    }
    return entry.settings;
  }

  /** Stores a division's flags and config loaded at `version` (skipped if invalidated since). */
  setDivision(divisionId: number, settings: DivisionSettings, version: number, cachedAt: number): void {
    if (version !== this.generation) return;
    this.divisions.set(divisionId, { settings, cachedAt, cachedReal: performance.now() });
  }

  /** Forgets one session (sign-out, account switch, expiry). */
  delete(id: string): void {
    this.generation += 1;
    this.entries.delete(id);
  }

  /** Forgets every session of a user (sign-out of all sessions). */
  deleteUser(userId: number): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) if (entry.auth.user.id === userId) this.entries.delete(id);
  }

  /** Forgets everything (after any write: roles, memberships, flags, users may have changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.divisions.clear();
  }
}

const caches = new WeakMap<object, SessionCache>();

const followed = new WeakSet<object>();

/**
 * The sliding-expiry touch of `loadAuth` (`last_seen_at` of one session), which updates the cached
 * entry itself: dropping every session for it would empty the cache a few times a second.
 */
export const TOUCH = /^update "sessions" set "last_seen_at" = \$1 where "sessions"\."id" = \$2$/;

/**
 * Where the database reports every write (`Database.onWrite`: the embedded database, whose only
 * writer is this process), the session cache of its `Db` is dropped by any write to a table a
 * session is built from, whatever wrote it (a route, a job, a test), and so reuses sessions for
 * {@link SESSION_CACHE_FOLLOWED_TTL_MS} instead of a few seconds. Elsewhere (PostgreSQL, shared by
 * several processes) nothing changes.
 * @example followDatabaseWrites(options.database);
 */
export function followDatabaseWrites(database: Database): void {
  if (!database.onWrite || followed.has(database.db)) return;
  followed.add(database.db);
  const cache = sessionCacheOf(database.db);
  cache.ttlMs = SESSION_CACHE_FOLLOWED_TTL_MS;
  database.onWrite((tables, sql) => {
    if (TOUCH.test(sql)) return;
    if (tables.some((table) => SESSION_TABLES.has(table))) cache.clear();
  });
}

/** The session cache of a database (one per `Db`, shared by the HTTP routes of every server on it). */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
