import type { Permission, Session } from '../contract/entities/session';
import { DEFAULT_USER_INACTIVITY_TIMEOUT } from './constants';
import type { PermissionTarget } from './types';

/**
 * True when `grant` covers `target`: each scope field the grant sets (`entityId`, `nodeClass`,
 * `nodeRoleId`) equals the target's; a `null` field covers everything.
 * @example grantMatches({ type: 'ORGANIZATION', name: 'View', entityId: 3, nodeClass: null, nodeRoleId: null }, { entityId: 3 }) // true
 */
export function grantMatches(grant: Permission, target: PermissionTarget): boolean {
  const { entityId = null, nodeClass = null, nodeRoleId = null } = grant;
  return (
    (entityId === null || entityId === target.entityId) &&
    (nodeClass === null || nodeClass === target.nodeClass) &&
    (nodeRoleId === null || nodeRoleId === target.nodeRoleId)
  );
}

/**
 * The user's inactivity timeout in minutes: `user.content.userInactivityTimeout`, 240 when not set
 * (002 §6).
 * @example getUserInactivityTimeout(session) // 240
 */
export function getUserInactivityTimeout(session: Session): number {
  return session.user.content.userInactivityTimeout ?? DEFAULT_USER_INACTIVITY_TIMEOUT;
}
