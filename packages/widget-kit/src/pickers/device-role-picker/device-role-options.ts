import type { MessageKey, NodeClass, NodeRole, Translate } from '@console/core';

/** The value of the 'Auto' option: the server picks the role from what the agent reports. */
export const AUTO_ROLE = 'AUTO';

/**
 * The roles a device-role picker offers (001 §5): roles of an allowed node class, without the
 * reserved ids and the two roots, sorted by name. Pure, testable in node.
 * @example deviceRoleChoices(roles, ['WINDOWS_WORKSTATION'], [RESERVED_ID])
 */
export function deviceRoleChoices(
  roles: readonly NodeRole[],
  allowedClasses: readonly NodeClass[],
  reservedIds: readonly number[] = [],
): NodeRole[] {
  const allowed = new Set<string>(allowedClasses);
  const reserved = new Set(reservedIds);
  return roles
    .filter((role) => role.nodeClass !== null && allowed.has(role.nodeClass) && !reserved.has(role.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * Whether a chosen role may stay chosen: 'Auto' always; a role only while it is still offered
 * (its class allowed, not reserved). 001 §5: the choice resets when its class becomes disallowed.
 */
export function keepsRole(
  roleId: number | null,
  roles: readonly NodeRole[] | undefined,
  allowedClasses: readonly NodeClass[],
  reservedIds: readonly number[] = [],
): boolean {
  if (roleId === null || roles === undefined) return true;
  return deviceRoleChoices(roles, allowedClasses, reservedIds).some((role) => role.id === roleId);
}

/** The built-in roles that carry no node class (the two roots and the unmanaged parent role). */
const SYSTEM_ROLE_NAMES = new Set(['MANAGED_DEVICE', 'UNMANAGED_DEVICE_ROOT', 'UNMANAGED_DEVICE']);

/**
 * The name a role is shown by. A built-in class role is stored under its node class
 * (`NMS_SWITCH`, `ANDROID`): it shows the class's display name ('Switch', 'Android'); the roots
 * show theirs ('Managed devices'); a role a user named shows that name.
 * @example nodeRoleLabel({ name: 'NMS_SWITCH', nodeClass: 'NMS_SWITCH', system: true }, t) // 'Switch'
 * @example nodeRoleLabel({ name: 'Core switches', nodeClass: 'NMS_SWITCH', system: false }, t) // 'Core switches'
 */
export function nodeRoleLabel(role: Pick<NodeRole, 'name' | 'nodeClass' | 'system'>, t: Translate): string {
  if (role.system && role.nodeClass !== null && role.name === role.nodeClass) {
    return t(`pickers.nodeClass.${role.nodeClass}` as MessageKey);
  }
  if (role.system && SYSTEM_ROLE_NAMES.has(role.name))
    return t(`pickers.nodeRole.${role.name}` as MessageKey);
  return role.name;
}
