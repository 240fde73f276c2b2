import {
  type CredentialCreate,
  type CredentialDetail,
  type CredentialType,
  type CredentialUpdate,
  type Permissions,
  REQUIRED_MESSAGE,
} from '@console/core';
import { credentialTypeSchema, snmpAuthProtocolSchema, snmpPrivProtocolSchema } from '@console/core/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials, organizations } from '../../db/schema';
import { ensure, fieldError, invalidReference, notFound } from '../../http/errors';
import type { SecretBox } from '../../lib/crypto';

/** What a credential's sealed `secret` column holds (the seed writes the same keys). */
export interface CredentialSecret {
  password?: string;
  community?: string;
  authPassword?: string;
  privPassword?: string;
  authProtocol?: string;
  privProtocol?: string;
}

type CredentialRow = typeof credentials.$inferSelect;
type CredentialInput = Omit<CredentialCreate, 'clientId'>;

/** Opens a sealed secret; an unreadable one counts as empty (it is replaced on the next save). */
export function openSecret(secrets: SecretBox, sealed: string | null): CredentialSecret {
  if (!sealed) return {};
  try {
    return JSON.parse(secrets.decrypt(sealed)) as CredentialSecret;
  } catch {
    return {};
  }
}

/**
 * The secret of a credential type from the form: only the keys its type carries; an empty secret
 * keeps the previous value (updates).
 */
export function secretOf(input: CredentialInput, previous: CredentialSecret): CredentialSecret {
  const keep = (next: string | undefined, old: string | undefined) => (next ? next : old);
  switch (input.credentialType) {
    case 'BASIC':
    case 'TELNET_SSH':
      return { password: keep(input.password, previous.password) };
    case 'SNMPV1':
    case 'SNMPV2':
    case 'SNMPV12C':
      return { community: keep(input.community, previous.community) };
    case 'SNMPV3':
      return {
        authProtocol: input.authProtocol ?? undefined,
        authPassword: keep(input.authPassword, previous.authPassword),
        privProtocol: input.privProtocol ?? undefined,
        privPassword: keep(input.privPassword, previous.privPassword),
      };
  }
}

/** A credential as answered: never a secret, only the SNMPv3 protocols from the sealed part. */
export function toCredentialDetail(row: CredentialRow, secrets: SecretBox): CredentialDetail {
  const type = credentialTypeSchema.parse(row.credentialType);
  const secret = type === 'SNMPV3' ? openSecret(secrets, row.secret) : {};
  return {
    id: row.id,
    name: row.name,
    credentialType: type,
    clientId: row.clientId,
    username: row.username,
    authProtocol: snmpAuthProtocolSchema.safeParse(secret.authProtocol).data ?? null,
    privProtocol: snmpPrivProtocolSchema.safeParse(secret.privProtocol).data ?? null,
  };
}

/** Whether the type keeps a username (SNMPv1/v2 communities have none). */
function hasUsername(type: CredentialType): boolean {
  return type === 'BASIC' || type === 'TELNET_SSH' || type === 'SNMPV3';
}

/**
 * 000 §5.4: writing a credential needs canUpdateCustomers on its organization; a division-wide
 * credential (no organization) only a system administrator may change.
 */
function ensureCanWrite(can: Permissions, clientId: number | null): void {
  ensure(clientId === null ? can.isSysadmin : can.canUpdateCustomers(clientId));
}

/** Reads a credential of the division the user may see; 404 otherwise (403 outside the scope). */
export async function readCredential(
  db: Db,
  divisionId: number,
  can: Permissions,
  id: number,
): Promise<CredentialRow> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, id), eq(credentials.divisionId, divisionId)));
  if (!row) throw notFound();
  ensure(row.clientId === null || can.canViewOrganization(row.clientId));
  return row;
}

/** Creates a credential of an organization, its secret sealed. */
export async function createCredential(
  db: Db,
  divisionId: number,
  can: Permissions,
  secrets: SecretBox,
  input: CredentialCreate & { clientId: number },
): Promise<CredentialRow> {
  ensure(can.isTechnician);
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, input.clientId), eq(organizations.divisionId, divisionId)));
  if (!organization) throw invalidReference('clientId');
  ensureCanWrite(can, organization.id);
  const [row] = await db
    .insert(credentials)
    .values({
      divisionId,
      clientId: organization.id,
      name: input.name,
      credentialType: input.credentialType,
      username: hasUsername(input.credentialType) ? (input.username ?? null) : null,
      secret: secrets.encrypt(JSON.stringify(secretOf(input, {}))),
    })
    .returning();
  if (!row) throw new Error('credential insert returned nothing');
  return row;
}

/** Updates a credential; secrets left empty stay as they were. */
export async function updateCredential(
  db: Db,
  divisionId: number,
  can: Permissions,
  secrets: SecretBox,
  input: CredentialUpdate & { id: number },
): Promise<CredentialRow> {
  ensure(can.isTechnician);
  const current = await readCredential(db, divisionId, can, input.id);
  ensureCanWrite(can, current.clientId);
  // A changed type starts from an empty secret: the old type's keys mean nothing to the new one.
  const previous = current.credentialType === input.credentialType ? openSecret(secrets, current.secret) : {};
  const secret = secretOf(input, previous);
  // The form left a secret empty for a type that has none stored yet.
  const empty = Object.entries(secret).find(([key, value]) => !key.endsWith('Protocol') && !value);
  if (empty) throw fieldError(empty[0], REQUIRED_MESSAGE);
  const [row] = await db
    .update(credentials)
    .set({
      name: input.name,
      credentialType: input.credentialType,
      username: hasUsername(input.credentialType) ? (input.username ?? null) : null,
      secret: secrets.encrypt(JSON.stringify(secret)),
    })
    .where(eq(credentials.id, current.id))
    .returning();
  if (!row) throw notFound();
  return row;
}
