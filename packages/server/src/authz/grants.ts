import type { Permission, PermissionEntityType } from '@console/core';
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ScopeSubject } from './subject';

/**
 * The columns of a row that a grant's scope fields are matched against. A field without a column
 * is "not given" for that entity: only grants leaving it `null` match (as `grantMatches` of
 * @console/core does with a target that lacks the field).
 */
export interface GrantColumns {
  entityId?: SQLWrapper;
  nodeClass?: SQLWrapper;
  nodeRoleId?: SQLWrapper;
}

/** SQL `true` and `false`, as drizzle conditions. */
export const TRUE: SQL = sql`true`;
export const FALSE: SQL = sql`false`;

/** The grants the permission module reads: a technician's role grants, none for an end user. */
export function grantsOf(subject: ScopeSubject): readonly Permission[] {
  return subject.can.isTechnician ? subject.session.user.permissions : [];
}

function fieldMatches(value: number | string | null | undefined, column: SQLWrapper | undefined): SQL | null {
  if (value === null || value === undefined) return null;
  return column ? sql`${column} = ${value}` : FALSE;
}

/**
 * SQL form of `can.has(type, name, target)` for the row whose scope columns are `columns`: true
 * for a sysadmin, otherwise some grant of `type` and `name` whose set scope fields equal the
 * row's. A row with a NULL column is not matched by a grant that sets that field.
 * @example grantCondition(auth, 'POLICY', 'View', { entityId: policies.id, nodeClass: policies.nodeClass })
 */
export function grantCondition(
  subject: ScopeSubject,
  type: PermissionEntityType,
  name: string,
  columns: GrantColumns,
): SQL {
  if (subject.can.isSysadmin) return TRUE;
  const conditions: SQL[] = [];
  for (const grant of grantsOf(subject)) {
    if (grant.type !== type || grant.name !== name) continue;
    const parts = [
      fieldMatches(grant.entityId, columns.entityId),
      fieldMatches(grant.nodeClass, columns.nodeClass),
      fieldMatches(grant.nodeRoleId, columns.nodeRoleId),
    ].filter((part): part is SQL => part !== null);
    // A grant that leaves every field null covers every row.
    if (parts.length === 0) return TRUE;
    conditions.push(and(...parts) ?? TRUE);
  }
  if (conditions.length === 0) return FALSE;
  return or(...conditions) ?? FALSE;
}

/**
 * SQL form of `can.canViewOrganization(clientId)` over an organization id column; a row whose
 * organization is NULL passes when `nullPasses` (devices, documents: "when it has one").
 */
export function organizationViewCondition(
  subject: ScopeSubject,
  clientId: SQLWrapper,
  { nullPasses = false }: { nullPasses?: boolean } = {},
): SQL {
  const view = grantCondition(subject, 'ORGANIZATION', 'View', { entityId: clientId });
  if (!nullPasses || view === TRUE) return view;
  return sql`(${clientId} IS NULL OR ${view})`;
}
