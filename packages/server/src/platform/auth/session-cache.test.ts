import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import { touchSession } from './session';
import { followDatabaseWrites, SESSION_CACHE_FOLLOWED_TTL_MS, sessionCacheOf, TOUCH } from './session-cache';

describe('the session cache following the writes of the embedded database', () => {
  const db = drizzle.mock({ schema }) as unknown as Db;
  const touch = touchSession(db, 'a-session-id', new Date()).toSQL().sql;

  it('knows the touch of loadAuth by its SQL', () => {
    expect(TOUCH.test(touch)).toBe(true);
    expect(
      TOUCH.test('update "sessions" set "last_seen_at" = $1, "division_id" = $2 where "sessions"."id" = $3'),
    ).toBe(false);
  });

  it('drops every session for a write to a session table, not for a touch nor other tables', () => {
    let listener: ((tables: readonly string[], sql: string) => void) | undefined;
    const database = {
      db,
      onWrite: (next: typeof listener) => {
        listener = next;
        return () => {};
      },
    } as unknown as Database;
    followDatabaseWrites(database);
    const cache = sessionCacheOf(db);
    expect(cache.ttlMs).toBe(SESSION_CACHE_FOLLOWED_TTL_MS);
    const version = cache.version;
    listener?.(['sessions'], touch);
    listener?.(['nodes'], 'update "nodes" set "name" = $1');
    expect(cache.version).toBe(version);
    listener?.(['user_roles'], 'update "user_roles" set "permissions" = $1 where "user_roles"."id" = $2');
    expect(cache.version).toBe(version + 1);
    listener?.(['sessions'], 'delete from "sessions" where "sessions"."user_id" = $1');
    expect(cache.version).toBe(version + 2);
  });

  it('leaves a database that does not report its writes (PostgreSQL) at the short reuse time', () => {
    const other = drizzle.mock({ schema }) as unknown as Db;
    followDatabaseWrites({ db: other } as unknown as Database);
    expect(sessionCacheOf(other).ttlMs).toBe(3_000);
  });
});
