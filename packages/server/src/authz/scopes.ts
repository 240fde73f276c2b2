import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { locations, memberships, nodes, organizations, policies, searchTerms } from '../db/schema';
import { FALSE, grantCondition, organizationViewCondition, TRUE } from './grants';
import type { ScopeSubject } from './subject';

/*
 * One SQL condition per entity type: the rows of the caller's division that the permission
 * module of @console/core lets them see. Each mirrors one `can*` check, row for row (the authz
 * test holds them against it on the demo data for every demo user).
 */

/** Organizations the caller may view: `can.canViewOrganization(organization.id)`. */
export function organizationScope(subject: ScopeSubject): SQL {
  return and(
    eq(organizations.divisionId, subject.division.id),
    organizationViewCondition(subject, organizations.id),
  ) as SQL;
}

/** Locations of the organizations the caller may view (a location has no grants of its own). */
export function locationScope(subject: ScopeSubject): SQL {
  const visible = sql`(SELECT ${organizations.id} FROM ${organizations} WHERE ${organizationScope(subject)})`;
  return sql`${locations.clientId} IN ${visible}`;
}

/**
 * Devices the caller may view: `can.canViewDevice(device)`: a `DEVICE View` grant matching the
 * device's id, class and role, and `ORGANIZATION View` of its organization.
 */
export function deviceScope(subject: ScopeSubject): SQL {
  return and(
    eq(nodes.divisionId, subject.division.id),
    organizationViewCondition(subject, nodes.clientId, { nullPasses: true }),
    grantCondition(subject, 'DEVICE', 'View', {
      entityId: nodes.id,
      nodeClass: nodes.nodeClass,
      nodeRoleId: nodes.nodeRoleId,
    }),
  ) as SQL;
}

/** Policies the caller may read: `can.canReadPolicy({ id, nodeClass })`. */
export function policyScope(subject: ScopeSubject): SQL {
  return and(
    eq(policies.divisionId, subject.division.id),
    grantCondition(subject, 'POLICY', 'View', { entityId: policies.id, nodeClass: policies.nodeClass }),
  ) as SQL;
}

/**
 * Members (rows of `memberships`) of the division the caller may see: `can.canViewUser(member)`:
 * themselves; technicians see every technician, and end users with end-user sharing when they
 * may view the end user's organization.
 */
export function userScope(subject: ScopeSubject): SQL {
  const { can } = subject;
  const self = eq(memberships.userId, subject.session.user.id);
  let others: SQL = FALSE;
  if (can.isTechnician) {
    const endUsers = can.canCRUDEndUserSharing
      ? and(
          eq(memberships.userType, 'END_USER'),
          organizationViewCondition(subject, memberships.clientId, { nullPasses: true }),
        )
      : undefined;
    others = or(eq(memberships.userType, 'TECHNICIAN'), endUsers) ?? FALSE;
  }
  return and(eq(memberships.divisionId, subject.division.id), or(self, others)) as SQL;
}

/**
 * Rows of the search index (`search_terms`) the caller may see, from the columns the index keeps
 * for this (organization, node class, node role): devices by `canViewDevice`, policies by
 * `canReadPolicy`, everything else by `canViewOrganization` of its organization when it has one.
 * Which result types a caller may search at all is decided before (`visibleResultTypes`).
 *
 * It leaves out the division: the search query places `division_id` itself, in the form each of
 * its index walks needs.
 */
export function searchTermScope(subject: ScopeSubject): SQL {
  const { can } = subject;
  if (!can.isTechnician) return FALSE;
  if (can.isSysadmin) return TRUE;
  const inVisibleOrganization = organizationViewCondition(subject, searchTerms.clientId, {
    nullPasses: true,
  });
  const device = grantCondition(subject, 'DEVICE', 'View', {
    entityId: searchTerms.entityId,
    nodeClass: searchTerms.nodeClass,
    nodeRoleId: searchTerms.nodeRoleId,
  });
  const policy = grantCondition(subject, 'POLICY', 'View', {
    entityId: searchTerms.entityId,
    nodeClass: searchTerms.nodeClass,
  });
  const byType =
    device === TRUE && policy === TRUE
      ? TRUE
      : sql`CASE ${searchTerms.entityType} WHEN 'DEVICE' THEN ${device} WHEN 'POLICY' THEN ${policy} ELSE true END`;
  return and(inVisibleOrganization, byType) as SQL;
}

/** The entity types with a scope. */
export type ScopedEntity = 'organization' | 'location' | 'device' | 'policy' | 'user';

/** The table, id column and scope of each entity type. */
export const scopedEntities = {
  organization: { table: organizations, id: organizations.id, scope: organizationScope },
  location: { table: locations, id: locations.id, scope: locationScope },
  device: { table: nodes, id: nodes.id, scope: deviceScope },
  policy: { table: policies, id: policies.id, scope: policyScope },
  user: { table: memberships, id: memberships.userId, scope: userScope },
} as const;
