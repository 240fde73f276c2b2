import type { Permissions, Session } from '@console/core';
import type { Database, Db } from '../db/client';
import type * as schema from '../db/schema';
import type { SecretBox } from '../lib/crypto';
import type { RealtimeHub } from '../realtime/hub';

/** Cookie names (docs/protocol.md). */
export const SESSION_COOKIE = 'console_session';
export const CSRF_COOKIE = 'console_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const MFA_HEADER = 'x-mfa-code';

/** Shared server state, decorated on the Fastify instance as `app.console`. */
export interface ServerState {
  database: Database;
  db: Db;
  /** API base, e.g. `/ws`. */
  apiBase: string;
  secrets: SecretBox;
  /** The clock (tests move it). */
  now: () => Date;
  hub: RealtimeHub;
  /** Mark cookies Secure (behind TLS). */
  secureCookies: boolean;
  /** Absolute session lifetime in ms. */
  sessionMaxAgeMs: number;
}

/** A signed-in request's identity: the session row, the user, the division and their permissions. */
export interface AuthState {
  sessionId: string;
  csrfToken: string;
  lastSeenAt: Date;
  user: typeof schema.users.$inferSelect;
  membership: typeof schema.memberships.$inferSelect;
  division: typeof schema.divisions.$inferSelect;
  /** The contract's Session (user, division, feature flags, division config). */
  session: Session;
  /** `createPermissions(session)` of @console/core. */
  can: Permissions;
}

declare module 'fastify' {
  interface FastifyInstance {
    console: ServerState;
  }
}
