/**
 * How the server reaches a domain controller: the device with the Domain Controller role (002
 * §7, "filtered to up"), its address (`details.ldapHost`, else its first IP address, DNS name or
 * system name) and LDAP port (`details.ldapPort`, else the server's `LDAP_PORT`, default 389;
 * `details.ldapSecure` for ldaps), bound with a credential whose secret is read here only.
 */
import type { Permissions } from '@console/core';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials, directoryDiscoverySettings, nodeRoles, nodes } from '../../db/schema';
import { ApiError, ensure, message } from '../../http/errors';
import type { SecretBox } from '../../lib/crypto';
import { openSecret } from '../credentials/service';
import type { LdapTarget } from './ldap';

/** The role name that makes a device a domain controller (the seeded custom role). */
export const DOMAIN_CONTROLLER_ROLE = 'Domain Controller';
/** Default LDAP port when neither the device nor `LDAP_PORT` says otherwise. */
export const DEFAULT_LDAP_PORT = 389;

/** A domain controller row with what the connection needs. */
export interface DomainControllerRow {
  id: number;
  name: string;
  clientId: number;
  divisionId: number;
  isUp: boolean;
  ipAddresses: string[];
  dnsName: string | null;
  systemName: string | null;
  details: Record<string, unknown>;
}

const dcColumns = {
  id: nodes.id,
  name: nodes.name,
  clientId: nodes.clientId,
  divisionId: nodes.divisionId,
  isUp: nodes.isUp,
  ipAddresses: nodes.ipAddresses,
  dnsName: nodes.dnsName,
  systemName: nodes.systemName,
  details: nodes.details,
};

/** The domain controllers of a client (role Domain Controller), those that are up, by name. */
export async function listDomainControllers(
  db: Db,
  divisionId: number,
  clientId: number,
): Promise<DomainControllerRow[]> {
  const rows = await db
    .select(dcColumns)
    .from(nodes)
    .innerJoin(nodeRoles, eq(nodeRoles.id, nodes.nodeRoleId))
    .where(
      and(
        eq(nodes.divisionId, divisionId),
        eq(nodes.clientId, clientId),
        eq(nodes.isUp, true),
        ilike(nodeRoles.name, DOMAIN_CONTROLLER_ROLE),
      ),
    );
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** 404-like refusal with the spec's text (002 §8 'Domain controller not found'). */
export function domainControllerNotFound(): ApiError {
  return new ApiError(404, 'NOT_FOUND', message('directoryDiscovery.error.domainControllerNotFound'));
}

/**
 * A domain controller the caller may use: of the division, with the role, the caller allowed
 * directory discovery on its organization.
 */
export async function findDomainController(
  db: Db,
  divisionId: number,
  can: Permissions,
  id: number,
): Promise<DomainControllerRow> {
  const [row] = await db
    .select(dcColumns)
    .from(nodes)
    .innerJoin(nodeRoles, eq(nodeRoles.id, nodes.nodeRoleId))
    .where(
      and(eq(nodes.id, id), eq(nodes.divisionId, divisionId), ilike(nodeRoles.name, DOMAIN_CONTROLLER_ROLE)),
    );
  if (!row) throw domainControllerNotFound();
  ensure(can.canAccessActiveDirectoryDiscovery && can.canViewOrganization(row.clientId));
  return row;
}

/** The domain controllers with these ids (any client), for the device-search run. */
export async function domainControllersByIds(
  db: Db,
  divisionId: number,
  ids: number[],
): Promise<DomainControllerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(dcColumns)
    .from(nodes)
    .innerJoin(nodeRoles, eq(nodeRoles.id, nodes.nodeRoleId))
    .where(
      and(
        inArray(nodes.id, ids),
        eq(nodes.divisionId, divisionId),
        ilike(nodeRoles.name, DOMAIN_CONTROLLER_ROLE),
      ),
    );
}

/** The server-wide LDAP port (`LDAP_PORT`), else 389. */
function defaultPort(): number {
  const port = Number(process.env.LDAP_PORT);
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : DEFAULT_LDAP_PORT;
}

/** Where the domain controller's LDAP listens. */
export function ldapAddress(
  dc: DomainControllerRow,
): { host: string; port: number; secure: boolean } | undefined {
  const details = dc.details ?? {};
  const host =
    (typeof details.ldapHost === 'string' && details.ldapHost) ||
    dc.ipAddresses[0] ||
    dc.dnsName ||
    dc.systemName ||
    undefined;
  if (!host) return undefined;
  const port = typeof details.ldapPort === 'number' ? details.ldapPort : defaultPort();
  return { host, port, secure: details.ldapSecure === true };
}

/** A credential's bind name and password (BASIC or TELNET_SSH), checked visible to the caller. */
export async function bindCredential(
  db: Db,
  secrets: SecretBox,
  divisionId: number,
  clientId: number,
  credentialId: number,
): Promise<{ username: string | null; password: string } | undefined> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, credentialId), eq(credentials.divisionId, divisionId)));
  if (!row || (row.clientId !== null && row.clientId !== clientId)) return undefined;
  const secret = openSecret(secrets, row.secret);
  return { username: row.username, password: secret.password ?? '' };
}

/** The client's default discovery credential (SR_ACTIVE_DIRECTORY_DISCOVERY.credential_id). */
export async function defaultCredentialId(db: Db, clientId: number): Promise<number | null> {
  const [row] = await db
    .select({ credentialId: directoryDiscoverySettings.credentialId })
    .from(directoryDiscoverySettings)
    .where(eq(directoryDiscoverySettings.clientId, clientId));
  return row?.credentialId ?? null;
}

/**
 * The LDAP target of a domain controller bound with a credential (`null`: the client's default
 * discovery credential; none: anonymous). Throws the spec's 'Domain controller not found' when the
 * device has no address.
 */
export async function ldapTarget(
  db: Db,
  secrets: SecretBox,
  dc: DomainControllerRow,
  credentialId: number | null | undefined,
): Promise<LdapTarget | undefined> {
  const address = ldapAddress(dc);
  if (!address) throw domainControllerNotFound();
  const id = credentialId ?? (await defaultCredentialId(db, dc.clientId));
  if (id === null) return { ...address, username: null, password: '' };
  const bind = await bindCredential(db, secrets, dc.divisionId, dc.clientId, id);
  if (!bind) return undefined;
  return { ...address, ...bind };
}
