import { type NodeRole, routes, unmanagedRoles } from '@console/core';
import { useConsoleQuery } from '@console/core/react';

/** The unmanaged roles as the dialogs need them. */
export interface UnmanagedRolesState {
  /** `loading` until `GET /noderole/list` answers; `error` shows 'Failed to retrieve node roles.'. */
  status: 'loading' | 'ready' | 'error';
  /** The roles of the UNMANAGED_DEVICE class (the plain parent included). */
  roles: NodeRole[];
  /** Every role by id (to name the chosen one). */
  byId: Map<number, NodeRole>;
}

/**
 * The roles offered for unmanaged devices (000 §3.3, §5.5), from `GET /noderole/list`.
 * @example const { status, roles } = useUnmanagedRoles();
 */
export function useUnmanagedRoles(): UnmanagedRolesState {
  const query = useConsoleQuery(routes.nodeRole.list, {});
  const all = (query.data ?? []) as NodeRole[];
  const roles = unmanagedRoles(all);
  return {
    status: query.isError ? 'error' : query.isSuccess ? 'ready' : 'loading',
    roles,
    byId: new Map(all.map((role) => [role.id, role])),
  };
}
