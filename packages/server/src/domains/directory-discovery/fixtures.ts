/**
 * Test fixtures of directory discovery (tests and bench only): a demo organization's domain
 * controller pointed at a slapd peer on loopback, and credentials for the peer's accounts.
 */
import { and, eq, ilike } from 'drizzle-orm';
import * as t from '../../db/schema';
import type { TestAgent, TestServer } from '../../test/helpers';
import { SLAPD_USERS } from '../../test/peers/slapd';
import { DOMAIN_CONTROLLER_ROLE } from './target';

/** What a test works with. */
export interface DirectoryFixture {
  clientId: number;
  dcId: number;
  dcName: string;
  locationIds: number[];
  credentials: { reader: number; noRights: number; wrongPassword: number };
}

/**
 * Makes the first server of the organization a domain controller that is up, reaching LDAP at
 * 127.0.0.1:`port`; creates BASIC credentials for the peer's accounts through the API.
 */
export async function setupDirectoryFixture(
  server: TestServer,
  admin: TestAgent,
  clientId: number,
  port: number,
): Promise<DirectoryFixture> {
  const [role] = await server.db
    .select({ id: t.nodeRoles.id })
    .from(t.nodeRoles)
    .innerJoin(t.organizations, eq(t.organizations.divisionId, t.nodeRoles.divisionId))
    .where(and(eq(t.organizations.id, clientId), ilike(t.nodeRoles.name, DOMAIN_CONTROLLER_ROLE)));
  if (!role) throw new Error('no Domain Controller role');
  const [node] = await server.db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.clientId, clientId), eq(t.nodes.nodeClass, 'WINDOWS_SERVER')))
    .orderBy(t.nodes.id)
    .limit(1);
  if (!node) throw new Error('no Windows server');
  await server.db
    .update(t.nodes)
    .set({
      nodeRoleId: role.id,
      isUp: true,
      ipAddresses: ['127.0.0.1'],
      details: { ...node.details, ldapPort: port },
    })
    .where(eq(t.nodes.id, node.id));
  const locations = await server.db
    .select({ id: t.locations.id })
    .from(t.locations)
    .where(eq(t.locations.clientId, clientId))
    .orderBy(t.locations.id);
  const credential = async (name: string, username: string, password: string) => {
    const response = await admin.post('/credential', {
      clientId,
      name,
      credentialType: 'BASIC',
      username,
      password,
    });
    if (response.status !== 200)
      throw new Error(`credential: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.credentialId as number;
  };
  return {
    clientId,
    dcId: node.id,
    dcName: node.name,
    locationIds: locations.map((row) => row.id),
    credentials: {
      reader: await credential(`AD reader ${port}`, SLAPD_USERS.reader.dn, SLAPD_USERS.reader.password),
      noRights: await credential(
        `AD no rights ${port}`,
        SLAPD_USERS.noRights.dn,
        SLAPD_USERS.noRights.password,
      ),
      wrongPassword: await credential(`AD wrong ${port}`, SLAPD_USERS.reader.dn, 'not-the-password'),
    },
  };
}

/** A daily schedule as the wizard sends it (no end, no time zone). */
export function dailySchedule(now = new Date()) {
  return {
    schema: '2.0' as const,
    repeats: 'DAILY' as const,
    repeatsEveryCount: 1,
    runAtHour: now.getUTCHours(),
    runAtMinute: now.getUTCMinutes(),
    dayOfMonth: 1,
    daysOfWeek: [],
    startDate: now.toISOString().slice(0, 10),
  };
}
