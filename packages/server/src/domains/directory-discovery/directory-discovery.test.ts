/**
 * Directory discovery against a real slapd on loopback (002 §4.2, §5.3, §7, §8): domain
 * controllers, the OU tree, OU path and credential checks, saving jobs with the conflicts, and a
 * scheduled job that really runs through the job system and applies its approval mode.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith, signInTechnician, type TestAgent } from '../../test/helpers';
import { type SlapdPeer, startSlapd } from '../../test/peers/slapd';
import { type DirectoryFixture, dailySchedule, setupDirectoryFixture } from './fixtures';

const { server, ids, admin } = setupDemoServerWith({ jobs: { autoStart: false } }, 'admin');
let ldap: SlapdPeer;
let fx: DirectoryFixture;
const BASE = 'dc=corp,dc=test';

beforeAll(async () => {
  ldap = await startSlapd({ bulk: [{ ou: 'ou=Bulk', count: 700 }] });
  fx = await setupDirectoryFixture(server, admin, ids.orgs[0]?.id ?? 0, ldap.port);
}, 60_000);
afterAll(async () => {
  await ldap?.stop();
});

const children = (ou: string | null, recursive = false, credentialId = fx.credentials.reader) =>
  admin.post('/activedirectory/ou/children', { domainControllerId: fx.dcId, ou, recursive, credentialId });

describe('domain controllers (002 §7)', () => {
  it('lists the devices with the Domain Controller role that are up', async () => {
    const response = await admin.get(`/client/${fx.clientId}/domaincontrollers`);
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ id: fx.dcId, name: fx.dcName });
    await server.db.update(t.nodes).set({ isUp: false }).where(eq(t.nodes.id, fx.dcId));
    const down = await admin.get(`/client/${fx.clientId}/domaincontrollers`);
    expect(down.body.map((dc: { id: number }) => dc.id)).not.toContain(fx.dcId);
    await server.db.update(t.nodes).set({ isUp: true }).where(eq(t.nodes.id, fx.dcId));
  });

  it('answers Domain controller not found for another device', async () => {
    const [other] = await server.db.select().from(t.nodes).where(eq(t.nodes.nodeClass, 'MAC')).limit(1);
    const response = await admin.post('/activedirectory/ou/children', {
      domainControllerId: other?.id,
      ou: null,
    });
    expect(response.status).toBe(404);
    expect(response.body.errorMessage ?? response.body.message).toBe('Domain controller not found');
  });
});

describe('the OU tree over LDAP', () => {
  it('loads one level at a time from the domain root, with the domain of the first result', async () => {
    const root = await children(null);
    expect(root.status).toBe(200);
    expect(root.body.ou.map((ou: { name: string }) => ou.name)).toEqual([
      'Bulk',
      'Empty',
      'Servers',
      'Service Accounts',
      'Workstations',
    ]);
    expect(root.body.ou[0].domain).toBe('corp.test');
    expect(root.body.ou.find((ou: { name: string }) => ou.name === 'Workstations').ouChildren).toBe(true);
    expect(root.body.ou.find((ou: { name: string }) => ou.name === 'Servers').ouChildren).toBe(false);
    expect(root.body.ouComputers).toEqual([]);
    const ws = await children(`ou=Workstations,${BASE}`);
    expect(ws.body.ou.map((ou: { name: string }) => ou.name)).toEqual(['Berlin', 'London']);
    expect(ws.body.ouComputers).toEqual([]);
  });

  it('lists the computers of an OU with their objectGUID, and every level below when recursive', async () => {
    const berlin = await children(`ou=Berlin,ou=Workstations,${BASE}`);
    expect(berlin.body.ouComputers).toHaveLength(20);
    expect(berlin.body.ouComputers[0]).toMatchObject({
      name: 'WS-0001',
      dnsHostName: 'ws-0001.corp.test',
      operatingSystem: 'Windows 11 Enterprise',
      isServer: false,
    });
    expect(berlin.body.ouComputers[0].objectGuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const all = await children(`ou=Workstations,${BASE}`, true);
    expect(all.body.ouComputers).toHaveLength(45);
    const servers = await children(`ou=Servers,${BASE}`);
    expect(servers.body.ouComputers.every((computer: { isServer: boolean }) => computer.isServer)).toBe(true);
  });

  it('pages past the directory size limit (700 computers, limit 500)', async () => {
    const bulk = await children(`ou=Bulk,${BASE}`);
    expect(bulk.body.ouComputers).toHaveLength(700);
  });

  it('answers Error loading Active Directory tree when the directory refuses', async () => {
    const response = await children(null, false, fx.credentials.wrongPassword);
    expect(response.status).toBe(422);
    expect(response.body.errorMessage ?? response.body.message).toBe('Error loading Active Directory tree');
  });
});

describe('OU path validation (002 §8)', () => {
  const validate = (ouPath: string) =>
    admin.post('/activedirectory/ou/validate', {
      domainControllerId: fx.dcId,
      ouPath,
      credentialId: fx.credentials.reader,
    });
  it('accepts an existing OU and refuses a missing or malformed one', async () => {
    expect((await validate(`OU=London, OU=Workstations, DC=corp, DC=test`)).body.resultCode).toBe('SUCCESS');
    expect((await validate(`ou=Nowhere,${BASE}`)).body.resultCode).toBe('INVALID_OU_PATH');
    expect((await validate('not a path')).body.resultCode).toBe('INVALID_OU_PATH');
  });
});

describe('credential check (002 §4.2, §8)', () => {
  const check = async (credentialId: number) =>
    (await admin.post('/activedirectory/credentials/validate', { domainControllerId: fx.dcId, credentialId }))
      .body.resultCode;
  it('tells valid, insufficient privilege and invalid credentials apart', async () => {
    expect(await check(fx.credentials.reader)).toBe('SUCCESS');
    expect(await check(fx.credentials.noRights)).toBe('ACCESS_DENIED');
    expect(await check(fx.credentials.wrongPassword)).toBe('INCORRECT_USERNAME_OR_PASSWORD');
  });
  it('answers FAILURE when the domain controller does not answer', async () => {
    await server.db
      .update(t.nodes)
      .set({ details: sql`${t.nodes.details} || '{"ldapPort": 1}'::jsonb` })
      .where(eq(t.nodes.id, fx.dcId));
    try {
      expect(await check(fx.credentials.reader)).toBe('FAILURE');
    } finally {
      await server.db
        .update(t.nodes)
        .set({ details: sql`${t.nodes.details} || ${JSON.stringify({ ldapPort: ldap.port })}::jsonb` })
        .where(eq(t.nodes.id, fx.dcId));
    }
  });
});

function job(overrides: Record<string, unknown> = {}, content: Record<string, unknown> = {}) {
  return {
    name: null,
    clientId: fx.clientId,
    jobType: 'AD_HOC',
    content: {
      ouPath: `ou=Berlin,ou=Workstations,${BASE}`,
      domainController: { id: fx.dcId, name: fx.dcName },
      recursiveOuPath: false,
      ...content,
    },
    candidateNodes: [],
    credentialId: fx.credentials.reader,
    ...overrides,
  };
}

async function runDue() {
  await server.db
    .update(t.backgroundJobs)
    .set({ runAt: sql`now()` })
    .where(
      and(like(t.backgroundJobs.singletonKey, 'directory-discovery%'), eq(t.backgroundJobs.state, 'queued')),
    );
  await server.app.jobs.drain();
}

describe('discovery jobs', () => {
  let adHocId: number;
  it('applies an ad hoc job: the chosen statuses and locations, then a run records every computer', async () => {
    const berlin = (await children(`ou=Berlin,ou=Workstations,${BASE}`)).body.ouComputers;
    const [first, second, third] = berlin;
    const response = await admin.post(
      '/discoveryjob',
      job({
        candidateNodes: [
          { name: first.name, objectGuid: first.objectGuid, status: 'APPROVED', location: fx.locationIds[0] },
          { name: second.name, objectGuid: second.objectGuid, status: 'REJECTED', location: null },
          { name: third.name, objectGuid: third.objectGuid, status: null, location: null },
        ],
      }),
    );
    expect(response.status).toBe(200);
    adHocId = response.body.id;
    await server.app.jobs.drain();
    const detail = await admin.get(`/discoveryjob/${adHocId}`);
    expect(detail.body.candidateNodes).toHaveLength(20);
    const byName = Object.fromEntries(detail.body.candidateNodes.map((c: { name: string }) => [c.name, c]));
    expect(byName[first.name]).toMatchObject({
      status: 'APPROVED',
      location: fx.locationIds[0],
      isServer: false,
    });
    expect(byName[second.name]).toMatchObject({ status: 'REJECTED', location: null });
    expect(byName[third.name]).toMatchObject({
      status: 'NEW',
      dnsHostName: `${third.name.toLowerCase()}.corp.test`,
    });
    expect(detail.body.lastRunAt).not.toBeNull();
    expect((await admin.get(`/client/${fx.clientId}/discoverycredential`)).body.credentialId).toBe(
      fx.credentials.reader,
    );
  });

  it('refuses an approved candidate without a location and a job without credentials', async () => {
    const missing = await admin.post(
      '/discoveryjob',
      job(
        { candidateNodes: [{ name: 'X', objectGuid: 'x', status: 'APPROVED', location: null }] },
        { ouPath: `ou=London,ou=Workstations,${BASE}` },
      ),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.issues?.[0]?.message ?? missing.body.errorMessage).toBe('Required');
    const noCredential = await admin.post(
      '/discoveryjob',
      job({ credentialId: null }, { ouPath: `ou=London,ou=Workstations,${BASE}` }),
    );
    expect(noCredential.status).toBe(400);
    expect(noCredential.body.errorMessage ?? noCredential.body.message).toBe('Select credentials');
  });

  it('answers the three conflicts (002 §5.3, §8)', async () => {
    const same = await admin.post('/discoveryjob', job());
    expect(same.status).toBe(409);
    expect(same.body.errorMessage ?? same.body.message).toBe('Domain Controller and OU Path already in use.');
    const scheduled = (content: Record<string, unknown>) =>
      job(
        {
          name: `Scheduled ${JSON.stringify(content).length}`,
          jobType: 'SCHEDULED',
        },
        {
          schedule: dailySchedule(),
          deployment: { windowsWorkstations: true },
          ...content,
        },
      );
    const london = await admin.post(
      '/discoveryjob',
      scheduled({ ouPath: `ou=London,ou=Workstations,${BASE}` }),
    );
    expect(london.status).toBe(200);
    const parent = await admin.post(
      '/discoveryjob',
      scheduled({ ouPath: `ou=Workstations,${BASE}`, recursiveOuPath: true }),
    );
    expect(parent.status).toBe(409);
    expect(parent.body.errorMessage ?? parent.body.message).toBe(
      'Cannot create a recursive job for the selected OU Path. There are scheduled discovery jobs assigned to children OU folders.',
    );
    await admin.delete(`/discoveryjob/${london.body.id}`);
    const recursive = await admin.post(
      '/discoveryjob',
      scheduled({ ouPath: `ou=Workstations,${BASE}`, recursiveOuPath: true }),
    );
    expect(recursive.status).toBe(200);
    const child = await admin.post(
      '/discoveryjob',
      scheduled({ ouPath: `ou=London,ou=Workstations,${BASE}` }),
    );
    expect(child.status).toBe(409);
    expect(child.body.errorMessage ?? child.body.message).toBe(
      'Cannot create a scheduled job for the selected OU Path. There is a recursive scheduled job assigned to a parent OU folder.',
    );
    await admin.delete(`/discoveryjob/${recursive.body.id}`);
  });

  it('runs a scheduled job on its schedule and applies its approval modes', async () => {
    const [serversLocation, workstationsLocation] = [
      fx.locationIds[0],
      fx.locationIds[1] ?? fx.locationIds[0],
    ];
    const saved = await admin.post(
      '/discoveryjob',
      job(
        { name: 'Nightly servers', jobType: 'SCHEDULED' },
        {
          ouPath: BASE,
          recursiveOuPath: false,
          schedule: dailySchedule(),
          deployment: {
            windowsServers: true,
            windowsServersLocation: serversLocation,
            windowsServersApprovalMode: 'AUTO_APPROVE',
            windowsWorkstations: true,
            windowsWorkstationsLocation: workstationsLocation,
            windowsWorkstationsApprovalMode: 'PENDING_APPROVAL',
          },
        },
      ),
    );
    expect(saved.status).toBe(200);
    // An edit moves the job to Servers and supersedes the first schedule.
    const edited = await admin.put(
      `/discoveryjob/${saved.body.id}`,
      job(
        { name: 'Nightly servers', jobType: 'SCHEDULED' },
        {
          ouPath: `ou=Servers,${BASE}`,
          schedule: dailySchedule(),
          deployment: {
            windowsServers: true,
            windowsServersLocation: serversLocation,
            windowsServersApprovalMode: 'AUTO_APPROVE',
            windowsWorkstations: true,
            windowsWorkstationsLocation: workstationsLocation,
            windowsWorkstationsApprovalMode: 'PENDING_APPROVAL',
          },
        },
      ),
    );
    expect(edited.status).toBe(200);
    const listed = await admin.get(`/client/${fx.clientId}/discoveryjobs`);
    const mine = listed.body.find((row: { id: number }) => row.id === saved.body.id);
    expect(mine.nextRunAt).not.toBeNull();
    expect(mine.content.schedule.end.type).toBe('NEVER');
    const queued = await server.db
      .select()
      .from(t.backgroundJobs)
      .where(
        and(
          like(t.backgroundJobs.singletonKey, `directory-discovery:${saved.body.id}:%`),
          eq(t.backgroundJobs.state, 'queued'),
        ),
      );
    expect(queued).toHaveLength(1);
    await runDue();
    const detail = await admin.get(`/discoveryjob/${saved.body.id}`);
    expect(detail.body.candidateNodes).toHaveLength(15);
    expect(
      detail.body.candidateNodes.every(
        (c: { status: string; location: number }) =>
          c.status === 'APPROVED' && c.location === serversLocation,
      ),
    ).toBe(true);
    // The next occurrence is queued by the job system.
    const next = await server.db
      .select()
      .from(t.backgroundJobs)
      .where(
        and(
          like(t.backgroundJobs.singletonKey, `directory-discovery:${saved.body.id}:%`),
          eq(t.backgroundJobs.state, 'queued'),
        ),
      );
    expect(next).toHaveLength(1);
    expect(new Date(next[0]?.runAt ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('holds new workstations as PENDING, keeps decided candidates, and a delete cancels the queued run', async () => {
    const location = fx.locationIds[0];
    const body = (schedule: ReturnType<typeof dailySchedule>) =>
      job(
        { name: 'London pending', jobType: 'SCHEDULED' },
        {
          ouPath: `ou=London,ou=Workstations,${BASE}`,
          schedule,
          deployment: {
            windowsWorkstations: true,
            windowsWorkstationsLocation: location,
            windowsWorkstationsApprovalMode: 'PENDING_APPROVAL',
          },
        },
      );
    const saved = await admin.post('/discoveryjob', body(dailySchedule()));
    expect(saved.status).toBe(200);
    const id = saved.body.id as number;
    const queued = () =>
      server.db
        .select()
        .from(t.backgroundJobs)
        .where(
          and(
            like(t.backgroundJobs.singletonKey, `directory-discovery:${id}:%`),
            eq(t.backgroundJobs.state, 'queued'),
          ),
        );
    const first = await queued();
    expect(first).toHaveLength(1);
    // An edit supersedes the first schedule: its run is cancelled, one run stays queued.
    expect((await admin.put(`/discoveryjob/${id}`, body(dailySchedule()))).status).toBe(200);
    const second = await queued();
    expect(second).toHaveLength(1);
    expect(second[0]?.id).not.toBe(first[0]?.id);
    await runDue();
    const detail = await admin.get(`/discoveryjob/${id}`);
    expect(detail.body.candidateNodes).toHaveLength(25);
    expect(detail.body.candidateNodes.every((c: { status: string }) => c.status === 'PENDING')).toBe(true);
    // A technician's decision stays through the next run.
    const [decided] = detail.body.candidateNodes;
    await admin.put(`/discoveryjob/${id}`, {
      ...body(dailySchedule()),
      candidateNodes: [
        { name: decided.name, objectGuid: decided.objectGuid, status: 'REJECTED', location: null },
      ],
    });
    await runDue();
    const again = await admin.get(`/discoveryjob/${id}`);
    const byGuid = again.body.candidateNodes.find(
      (c: { objectGuid: string }) => c.objectGuid === decided.objectGuid,
    );
    expect(byGuid.status).toBe('REJECTED');
    expect((await admin.delete(`/discoveryjob/${id}`)).status).toBe(204);
    expect(await queued()).toHaveLength(0);
  });

  it('runs saved jobs from device search (RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY)', async () => {
    await server.db
      .delete(t.directoryDiscoveryCandidates)
      .where(eq(t.directoryDiscoveryCandidates.jobId, adHocId));
    const response = await admin.post('/discoveryjob/run', {
      action: 'RUN_AD_DISCOVERY_JOB_ADHOC_DISCOVERY',
      nodeIds: [fx.dcId],
    });
    expect(response.status).toBe(200);
    expect(response.body.jobIds).toHaveLength(1);
    await server.app.jobs.drain();
    expect((await admin.get(`/discoveryjob/${adHocId}`)).body.candidateNodes).toHaveLength(20);
  });
});

describe('permissions', () => {
  let nobody: TestAgent;
  beforeAll(async () => {
    nobody = await signInTechnician(server, []);
  });
  it('refuses a technician without ActiveDirectoryDiscovery.Access', async () => {
    expect((await nobody.get(`/client/${fx.clientId}/discoveryjobs`)).status).toBe(403);
    expect(
      (await nobody.post('/activedirectory/ou/children', { domainControllerId: fx.dcId, ou: null })).status,
    ).toBe(403);
  });
});
