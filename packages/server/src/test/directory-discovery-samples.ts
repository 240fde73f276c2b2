/**
 * Samples of the directory discovery routes (domains/directory-discovery) for the route-wide
 * tests. The sample domain controller is a device of its own whose LDAP is 127.0.0.1 port 1
 * (closed): an administrator's call is refused quickly by the directory (422 or FAILURE) and
 * nothing leaves loopback.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { demoIds, type TestServer } from './helpers';
import type { Sample } from './sample';

/** Samples of the domain controller, OU tree, credential check and discovery job routes. */
export async function buildDirectoryDiscoverySamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const ids = await demoIds(db);
  const org = ids.org('Tailspin Toys');
  const [location] = await db.select().from(t.locations).where(eq(t.locations.clientId, org.id)).limit(1);
  const [role] = await db
    .select()
    .from(t.nodeRoles)
    .where(and(eq(t.nodeRoles.divisionId, ids.division.id), eq(t.nodeRoles.name, 'Domain Controller')));
  if (!location || !role) throw new Error('sample domain controller prerequisites missing');
  const dcValues = (name: string) => ({
    divisionId: ids.division.id,
    clientId: org.id,
    locationId: location.id,
    nodeClass: 'WINDOWS_SERVER',
    nodeType: 'AGENT',
    nodeRoleId: role.id,
    name,
    systemName: name,
    ipAddresses: ['127.0.0.1'],
    isUp: true,
    details: { ldapPort: 1 },
  });
  // The second domain controller has no jobs: running its jobs is refused (422), so no run starts.
  const [dc, idle] = await db
    .insert(t.nodes)
    .values([dcValues('SAMPLE-DC'), dcValues('SAMPLE-DC-IDLE')])
    .returning({ id: t.nodes.id });
  const [credential] = await db
    .insert(t.credentials)
    .values({
      divisionId: ids.division.id,
      clientId: org.id,
      name: 'Sample directory reader',
      credentialType: 'BASIC',
      username: 'cn=reader,dc=corp,dc=test',
      secret: server.app.console.secrets.encrypt(JSON.stringify({ password: 'sample-secret' })),
    })
    .returning({ id: t.credentials.id });
  if (!dc || !idle || !credential) throw new Error('sample domain controller missing');
  const ouPath = 'OU=Servers,DC=corp,DC=test';
  const [saved] = await db
    .insert(t.directoryDiscoveryJobs)
    .values({
      divisionId: ids.division.id,
      clientId: org.id,
      name: 'Sample discovery',
      jobType: 'SCHEDULED',
      domainControllerId: dc.id,
      ouPath: 'OU=Sample,DC=corp,DC=test',
      deployment: {
        windowsServers: false,
        windowsServersLocation: null,
        windowsServersApprovalMode: null,
        windowsWorkstations: false,
        windowsWorkstationsLocation: null,
        windowsWorkstationsApprovalMode: null,
      },
      credentialId: credential.id,
    })
    .returning({ id: t.directoryDiscoveryJobs.id });
  if (!saved) throw new Error('sample discovery job missing');
  // Scheduled from 2099: saving queues a run that does not start during the tests (an ad hoc
  // save would run at once and write the run's outcome while other requests are checked).
  const jobBody = (path: string) => ({
    name: 'Sample job',
    clientId: org.id,
    jobType: 'SCHEDULED',
    content: {
      ouPath: path,
      domainController: { id: dc.id, name: 'SAMPLE-DC' },
      recursiveOuPath: false,
      schedule: {
        schema: '2.0',
        repeats: 'DAILY',
        repeatsEveryCount: 1,
        runAtHour: 3,
        runAtMinute: 0,
        dayOfMonth: 1,
        daysOfWeek: [],
        startDate: '2099-01-01',
      },
      deployment: { windowsServers: true },
    },
    candidateNodes: [
      { name: 'WS-1', objectGuid: '00000000-0000-0000-0000-000000000001', status: null, location: null },
    ],
    credentialId: credential.id,
  });
  return {
    'GET /client/{id}/domaincontrollers': { params: { id: org.id } },
    'POST /activedirectory/ou/children': {
      body: { domainControllerId: dc.id, ou: null, recursive: false, credentialId: credential.id },
    },
    'POST /activedirectory/ou/validate': {
      body: { domainControllerId: dc.id, ouPath, credentialId: credential.id },
    },
    'POST /activedirectory/credentials/validate': {
      body: { domainControllerId: dc.id, credentialId: credential.id },
    },
    'GET /client/{id}/discoverycredential': { params: { id: org.id } },
    'GET /client/{id}/discoveryjobs': { params: { id: org.id } },
    'GET /discoveryjob/{id}': { params: { id: saved.id } },
    'POST /discoveryjob': { body: jobBody(ouPath) },
    'PUT /discoveryjob/{id}': { params: { id: saved.id }, body: jobBody('OU=Sample,DC=corp,DC=test') },
    'DELETE /discoveryjob/{id}': { params: { id: saved.id } },
    'POST /discoveryjob/run': {
      body: { action: 'RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY', nodeIds: [idle.id] },
    },
  };
}
