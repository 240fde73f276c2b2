/**
 * Checking the rows of an unmanaged device CSV (001 §3, §4, §5) with the create form's rules
 * (`validateUnmanagedDeviceFacts` of core) plus the references a row names by text: the
 * organization and location by name, the assigned user by email. Builds the preview and the
 * devices of the valid rows.
 */
import {
  type CsvPreview,
  type CsvPreviewCell,
  isValidEmail,
  type UnmanagedCsvField,
  type ValidationIssue,
  validateUnmanagedDeviceFacts,
} from '@console/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, memberships, organizations, users } from '../../db/schema';
import { message } from '../../http/errors';
import type { AuthState } from '../../http/state';
import type { ParsedCsv } from './csv';

/** A device a valid row creates (the role is the import's). */
export interface UnmanagedRowDevice {
  name: string;
  clientId: number;
  locationId: number;
  serialNumber: string | null;
  assignedUserUid: string | null;
  warrantyStartDate: string | null;
  warrantyEndDate: string | null;
}

/** The checked file: the preview and the devices of its valid rows. */
export interface CheckedCsv {
  preview: CsvPreview;
  devices: UnmanagedRowDevice[];
}

const key = (text: string) => text.trim().toLowerCase();

/** The division's organizations, locations and users, keyed by lower-cased name or email. */
async function loadReferences(db: Db, divisionId: number) {
  const [orgRows, locationRows, userRows] = await Promise.all([
    db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.divisionId, divisionId)),
    db
      .select({ id: locations.id, clientId: locations.clientId, name: locations.name })
      .from(locations)
      .innerJoin(organizations, eq(organizations.id, locations.clientId))
      .where(eq(organizations.divisionId, divisionId)),
    db
      .select({ uid: users.uid, email: users.email })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(memberships.divisionId, divisionId)),
  ]);
  const orgs = new Map<string, number>();
  for (const row of orgRows) if (!orgs.has(key(row.name))) orgs.set(key(row.name), row.id);
  const locs = new Map<string, number>();
  for (const row of locationRows) {
    const k = `${row.clientId}\u0000${key(row.name)}`;
    if (!locs.has(k)) locs.set(k, row.id);
  }
  const people = new Map<string, string>();
  for (const row of userRows) people.set(key(row.email), row.uid);
  return { orgs, locs, people };
}

/**
 * Checks every row of a parsed file for the role `roleId` (already checked by the caller). A cell
 * is wrong when its field breaks a rule; the row is valid when no cell is. Organizations the user
 * cannot view read as unknown; where they may view but not create devices of the role, the
 * organization cell says so. With `cells: false` (the save) the preview's `rowData` stays empty:
 * only its totals and the devices are built.
 */
export async function checkRows(
  db: Db,
  auth: AuthState,
  roleId: number,
  csv: ParsedCsv,
  { cells = true }: { cells?: boolean } = {},
): Promise<CheckedCsv> {
  const refs = await loadReferences(db, auth.division.id);
  const { can } = auth;
  const createAllowed = new Map<number, boolean>();
  const mayCreateIn = (clientId: number) => {
    let allowed = createAllowed.get(clientId);
    if (allowed === undefined) {
      allowed = can.canCreateDevice({ nodeClass: 'UNMANAGED_DEVICE', nodeRoleId: roleId, clientId });
      createAllowed.set(clientId, allowed);
    }
    return allowed;
  };
  const column = new Map<UnmanagedCsvField, number>();
  csv.fields.forEach((field, index) => {
    if (field && !column.has(field)) column.set(field, index);
  });
  const cell = (row: string[], field: UnmanagedCsvField) => {
    const index = column.get(field);
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  const text = (issue: ValidationIssue) => message(issue.key, issue.params);

  const rowData: CsvPreview['rowData'] = [];
  const devices: UnmanagedRowDevice[] = [];
  let totalErrors = 0;
  let invalidRows = 0;
  for (const [index, row] of csv.rows.entries()) {
    const errors = new Map<UnmanagedCsvField, string>();
    const facts = {
      name: cell(row, 'name'),
      serialNumber: cell(row, 'serialNumber'),
      warrantyStartDate: cell(row, 'warrantyStartDate'),
      warrantyEndDate: cell(row, 'warrantyEndDate'),
    };
    for (const [field, issue] of Object.entries(validateUnmanagedDeviceFacts(facts))) {
      errors.set(field as UnmanagedCsvField, text(issue));
    }
    const orgName = cell(row, 'organization');
    let clientId: number | undefined;
    if (orgName === '') errors.set('organization', message('errors.validation.required'));
    else {
      clientId = refs.orgs.get(key(orgName));
      if (clientId === undefined || !can.canViewOrganization(clientId)) {
        clientId = undefined;
        errors.set('organization', message('unmanaged.cell.unknownOrganization'));
      } else if (!mayCreateIn(clientId)) {
        errors.set('organization', message('unmanaged.cell.noPermission'));
      }
    }
    const locationName = cell(row, 'location');
    let locationId: number | undefined;
    if (locationName === '') errors.set('location', message('errors.validation.required'));
    else if (clientId !== undefined) {
      locationId = refs.locs.get(`${clientId}\u0000${key(locationName)}`);
      if (locationId === undefined) errors.set('location', message('unmanaged.cell.unknownLocation'));
    }
    const email = cell(row, 'assignedUserEmail');
    let assignedUserUid: string | null = null;
    if (email !== '') {
      if (!isValidEmail(email)) errors.set('assignedUserEmail', message('errors.validation.invalidEmail'));
      else {
        assignedUserUid = refs.people.get(key(email)) ?? null;
        if (!assignedUserUid) errors.set('assignedUserEmail', message('unmanaged.cell.unknownUser'));
      }
    }
    if (cells) {
      const data: CsvPreviewCell[] = csv.header.map((_, at) => {
        const field = csv.fields[at];
        const msg = field && column.get(field) === at ? (errors.get(field) ?? null) : null;
        return { val: row[at] ?? '', err: msg !== null, msg };
      });
      rowData.push({ num: index + 1, data });
    }
    if (errors.size > 0) {
      totalErrors += errors.size;
      invalidRows += 1;
    } else if (clientId !== undefined && locationId !== undefined) {
      devices.push({
        name: facts.name,
        clientId,
        locationId,
        serialNumber: facts.serialNumber || null,
        assignedUserUid,
        warrantyStartDate: facts.warrantyStartDate || null,
        warrantyEndDate: facts.warrantyEndDate || null,
      });
    }
  }
  const preview: CsvPreview = {
    rowHeader: csv.header.map((columnName, at) => ({ columnName, columnNumber: at + 1 })),
    rowData,
    totalErrors,
    totalRows: csv.rows.length,
    invalidRows,
    validRows: csv.rows.length - invalidRows,
    hasValidationErrors: totalErrors > 0,
  };
  return { preview, devices };
}
