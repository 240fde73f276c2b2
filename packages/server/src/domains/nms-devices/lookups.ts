/**
 * The lookups Add NMS device and Add VM host share: the organization, a credential of it with its
 * secret opened (server-side only), and a device of it that can act as delegate or probe.
 */
import type { Permissions } from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials, locations, nodes, organizations } from '../../db/schema';
import { ensure, fieldError, invalidReference, message, notFound } from '../../http/errors';
import type { SecretBox } from '../../lib/crypto';
import { type CredentialSecret, openSecret } from '../credentials/service';
import type { NodeRow } from '../nodes/queries';

/** Agent classes that can run the NMS poller or the VM monitor (a server or workstation agent). */
export const DELEGATE_CLASSES = [
  'WINDOWS_SERVER',
  'WINDOWS_WORKSTATION',
  'LINUX_SERVER',
  'LINUX_WORKSTATION',
] as const;

/** The caller's organization of the division; 404 outside it (or out of the caller's sight). */
export async function requireOrganization(
  db: Db,
  divisionId: number,
  can: Permissions,
  clientId: number,
): Promise<{ id: number; name: string }> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, clientId), eq(organizations.divisionId, divisionId)));
  if (!org || !can.canViewOrganization(org.id)) throw notFound();
  return org;
}

/** A location of the organization; 400 otherwise. */
export async function requireLocation(db: Db, clientId: number, locationId: number): Promise<number> {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.clientId, clientId)));
  if (!location) throw fieldError('locationId', message('records.locationNotInOrganization'));
  return location.id;
}

/**
 * A device of the organization the caller can see that may act as delegate (an agent server or
 * workstation); 400 with `text` on `field` otherwise.
 */
export async function requireDelegate(
  db: Db,
  divisionId: number,
  can: Permissions,
  clientId: number,
  id: number,
  field: string,
  text: string,
): Promise<NodeRow> {
  const [row] = await db
    .select()
    .from(nodes)
    .where(and(eq(nodes.id, id), eq(nodes.divisionId, divisionId)));
  if (!row || row.clientId !== clientId || !can.canViewDevice(row)) throw invalidReference(field);
  if (!(DELEGATE_CLASSES as readonly string[]).includes(row.nodeClass)) throw fieldError(field, text);
  return row;
}

/** A credential with its secret opened: only ever used server-side, never answered. */
export interface OpenCredential {
  id: number;
  credentialType: string;
  username: string | null;
  secret: CredentialSecret;
}

/**
 * A credential of the organization (or a division-wide one) the caller can see, of one of
 * `types`; 400 with `text` otherwise.
 */
export async function requireCredential(
  db: Db,
  divisionId: number,
  secrets: SecretBox,
  clientId: number,
  id: number,
  types: readonly string[],
  text: string,
): Promise<OpenCredential> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, id), eq(credentials.divisionId, divisionId)));
  if (!row || (row.clientId !== null && row.clientId !== clientId)) throw invalidReference('credentialId');
  if (!types.includes(row.credentialType)) throw fieldError('credentialId', text);
  return {
    id: row.id,
    credentialType: row.credentialType,
    username: row.username,
    secret: openSecret(secrets, row.secret),
  };
}

/** 403 unless the caller may add devices at all (checked before anything is looked up). */
export function ensureCanAddDevices(can: Permissions): void {
  ensure(can.canCreateDevices);
}
