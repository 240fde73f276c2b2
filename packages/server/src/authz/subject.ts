import type { Permissions, Session } from '@console/core';

/**
 * Who is asking: the part of a signed-in request's `AuthState` the scope needs. The permission
 * module's answers (`can`), the session's grants and the caller's division. Any `AuthState`
 * satisfies it.
 * @example const subject: ScopeSubject = ctx.auth;
 */
export interface ScopeSubject {
  /** `createPermissions(session)` of @console/core. */
  can: Permissions;
  /** The contract's session: the user's id, type and grants. */
  session: Session;
  /** The caller's division: every scope stays inside it. */
  division: { id: number };
}
