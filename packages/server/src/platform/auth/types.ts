import type { Permissions, Session } from '@console/core';
import type * as schema from '../../db/schema';

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
