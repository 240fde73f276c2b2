import type { Location, Organization } from '@console/core';
import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupData, locations, nodes, organizations, tickets } from '../../db/schema';
import { iso, nameTakenInDivision } from '../shared';

export type OrganizationRow = typeof organizations.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

/** An organization of the division, or undefined. */
export async function findOrganization(
  db: Db,
  divisionId: number,
  id: number,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.divisionId, divisionId)));
  return row;
}

/** The organizations matching `condition` (a scope of the division), id and name, sorted by name. */
export async function listOrganizationNames(db: Db, condition: SQL) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(condition)
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
}

/** Locations of some organizations, by organization id. */
export async function locationsByOrganization(
  db: Db,
  clientIds: number[],
): Promise<Map<number, LocationRow[]>> {
  const map = new Map<number, LocationRow[]>();
  if (clientIds.length === 0) return map;
  const rows = await db
    .select()
    .from(locations)
    .where(inArray(locations.clientId, clientIds))
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id));
  for (const row of rows) {
    const list = map.get(row.clientId) ?? [];
    list.push(row);
    map.set(row.clientId, list);
  }
  return map;
}

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    address: row.address,
    description: row.description,
  };
}

/** Number of backup data sets of an organization. */
export async function countBackupData(db: Db, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(backupData).where(eq(backupData.clientId, clientId));
  return row?.n ?? 0;
}

/** The organization record of the contract, with its locations. */
export async function toOrganization(db: Db, row: OrganizationRow): Promise<Organization> {
  const locationMap = await locationsByOrganization(db, [row.id]);
  const backups = await countBackupData(db, row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nodeApprovalMode: row.nodeApprovalMode,
    deleteBackupDataPermanently: row.deleteBackupDataPermanently,
    hasBackupData: backups > 0,
    locations: (locationMap.get(row.id) ?? []).map(toLocation),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** True when another organization of the division has this name (case-insensitive). */
export function organizationNameTaken(
  db: Db,
  divisionId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  return nameTakenInDivision(db, organizations, divisionId, name, { exceptId });
}

/** Devices of an organization. */
export async function countDevices(db: Db, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(nodes).where(eq(nodes.clientId, clientId));
  return row?.n ?? 0;
}

/** Open tickets of an organization. */
export async function countOpenTickets(db: Db, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.clientId, clientId), eq(tickets.status, 'OPEN')));
  return row?.n ?? 0;
}

/** Devices using a location. */
export async function countDevicesAtLocation(db: Db, locationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(nodes).where(eq(nodes.locationId, locationId));
  return row?.n ?? 0;
}

/** Backup data of an organization's devices and of the organization itself. */
export async function deleteBackupDataOf(db: Db, clientId: number): Promise<number> {
  const deviceIds = db.select({ id: nodes.id }).from(nodes).where(eq(nodes.clientId, clientId));
  const removed = await db
    .delete(backupData)
    .where(
      sql`${backupData.clientId} = ${clientId} OR (${isNotNull(backupData.nodeId)} AND ${backupData.nodeId} IN ${deviceIds})`,
    )
    .returning({ id: backupData.id });
  return removed.length;
}
