import type { Database, Db } from '../db/client';
import type { SecretBox } from '../lib/crypto';
import type { AuthenticatorRegistry } from '../platform/auth/authenticator';
import type { RealtimeHub } from '../realtime/hub';

export type { AuthState } from '../platform/auth/types';

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
  /**
   * The authenticator of each contract `auth` (`session`, `public`, `mfa-pending` built in);
   * register others before the endpoints that need them.
   */
  authenticators: AuthenticatorRegistry;
  /**
   * The origins allowed to write and to open the realtime WebSocket (PUBLIC_ORIGINS); empty: the
   * server's own origin as each request reaches it (./origin.ts).
   */
  publicOrigins: readonly string[];
  /** Mark cookies Secure (behind TLS): COOKIE_SECURE, or an https public origin. */
  secureCookies: boolean;
  /** Absolute session lifetime in ms. */
  sessionMaxAgeMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    console: ServerState;
  }
}
