import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServer } from '../../test/helpers';

const { server, ids, admin } = setupDemoServer('admin');
const MASK = '********';

async function workstationPolicy() {
  const [row] = await server.db
    .select()
    .from(t.policies)
    .where(and(eq(t.policies.divisionId, ids.division.id), eq(t.policies.nodeClass, 'WINDOWS_WORKSTATION')))
    .orderBy(t.policies.id)
    .limit(1);
  if (!row) throw new Error('no policy');
  return row;
}

const networkJob = {
  jobName: 'Nightly',
  volumes: ['C:', 'D:'],
  destinationType: 'NETWORK_SHARE',
  networkDestinationName: 'NAS',
  networkDestinationPath: '\\\\nas\\backups',
  networkUserName: 'svc-backup',
  networkPassword: 'Share-Secret-1',
  networkPasswordConfirm: 'Share-Secret-1',
  passwordType: 'PASSWORD',
  password: 'Image-Secret-2',
  passwordConfirm: 'Image-Secret-2',
  schedule: {
    type: 'CONTINUOUS_INCREMENTAL',
    incrementalWeekdays: ['MONDAY'],
    startTime: '08:00',
    stopTime: '18:00',
  },
};

describe('policy backup plans', () => {
  it('saves plans with passwords sealed at rest and answers them masked', async () => {
    const policy = await workstationPolicy();
    const saved = await admin.put(`/policy/${policy.id}/backup`, {
      backupPlans: {
        jobs: [networkJob],
        ftpLocations: [
          {
            name: 'Offsite',
            serverPath: 'ftp://ftp.example.com/img',
            password: 'Ftp-3',
            passwordConfirm: 'Ftp-3',
          },
        ],
        replicationTargets: [{ name: 'DR', location: 'Offsite' }],
        agentSettings: { userName: 'svc', password: 'Agent-4', passwordConfirm: 'Agent-4' },
      },
    });
    expect(saved.status).toBe(200);
    const job = saved.body.backupPlans.jobs[0];
    expect(job).toMatchObject({
      jobName: 'Nightly',
      networkPassword: MASK,
      networkPasswordConfirm: MASK,
      password: MASK,
    });
    expect(job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.body.backupPlans.agentSettings.password).toBe(MASK);
    const read = await admin.get(`/policy/${policy.id}/backup`);
    expect(read.body.backupPlans).toEqual(saved.body.backupPlans);
    // No clear password in the policy content nor in the sealed table.
    const policyRead = await admin.get(`/policy/${policy.id}`);
    const text =
      JSON.stringify(policyRead.body) + JSON.stringify(await server.db.select().from(t.backupSecrets));
    for (const secret of ['Share-Secret-1', 'Image-Secret-2', 'Ftp-3', 'Agent-4'])
      expect(text).not.toContain(secret);
    const sealed = await server.db
      .select()
      .from(t.backupSecrets)
      .where(eq(t.backupSecrets.policyId, policy.id));
    expect(sealed).toHaveLength(4);
  });

  it('keeps the backup plans out of a generic policy save, so no password is stored in clear', async () => {
    const policy = await workstationPolicy();
    const before = await admin.get(`/policy/${policy.id}/backup`);
    const planted = { backupPlans: { jobs: [{ ...networkJob, jobName: 'Planted' }] } };
    // Policy saves are MFA step-up endpoints: the admin saves at /mfa + path with a code.
    const updated = await admin.put(
      '/mfa/policy',
      { id: policy.id, content: { ...policy.content, backup: planted } },
      { mfaCode: admin.code() },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const created = await admin.post(
      '/mfa/policy',
      { name: 'Planted backup policy', nodeClass: 'WINDOWS_WORKSTATION', content: { backup: planted } },
      { mfaCode: admin.code() },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const rows = await server.db.select({ content: t.policies.content }).from(t.policies);
    expect(JSON.stringify(rows)).not.toContain('Share-Secret-1');
    expect((await admin.get(`/policy/${policy.id}/backup`)).body).toEqual(before.body);
  });

  it('keeps a masked password, replaces a new one and refuses read-only changes', async () => {
    const policy = await workstationPolicy();
    const plans = (await admin.get(`/policy/${policy.id}/backup`)).body.backupPlans;
    const before = await server.db
      .select()
      .from(t.backupSecrets)
      .where(eq(t.backupSecrets.policyId, policy.id));
    const kept = await admin.put(`/policy/${policy.id}/backup`, { backupPlans: plans });
    expect(kept.status).toBe(200);
    const after = await server.db
      .select()
      .from(t.backupSecrets)
      .where(eq(t.backupSecrets.policyId, policy.id));
    expect(after.map((row) => row.secretKey).sort()).toEqual(before.map((row) => row.secretKey).sort());
    const renamed = structuredClone(plans);
    renamed.jobs[0].jobName = 'Renamed';
    const refused = await admin.put(`/policy/${policy.id}/backup`, { backupPlans: renamed });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      {
        path: 'backupPlans.jobs.0.jobName',
        message: 'This field cannot be changed after the job is created',
      },
    ]);
    const edited = structuredClone(plans);
    edited.jobs[0].jobComment = 'edited';
    edited.jobs[0].networkPassword = 'New-Share-5';
    edited.jobs[0].networkPasswordConfirm = 'New-Share-5';
    expect((await admin.put(`/policy/${policy.id}/backup`, { backupPlans: edited })).status).toBe(200);
    const mismatch = structuredClone(plans);
    mismatch.jobs[0].networkPassword = 'x';
    const bad = await admin.put(`/policy/${policy.id}/backup`, { backupPlans: mismatch });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'backupPlans.jobs.0.networkPasswordConfirm', message: 'The passwords do not match' },
    ]);
  });

  it('applies the wizard rules and refuses a replication target without its location', async () => {
    const policy = await workstationPolicy();
    const response = await admin.put(`/policy/${policy.id}/backup`, {
      backupPlans: {
        jobs: [{ jobName: '', volumes: [], destinationType: 'LOCAL', localDestinationPath: '' }],
        managedFolders: [
          {
            folderPath: 'D:\\Images',
            imagePasswordType: 'PASSWORD_STRING',
            imagePassword: MASK,
            imagePasswordConfirm: MASK,
          },
        ],
        replicationTargets: [{ name: 'DR', location: 'Nowhere' }],
      },
    });
    expect(response.status).toBe(400);
    const paths = response.body.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'backupPlans.jobs.0.jobName',
        'backupPlans.jobs.0.volumes',
        'backupPlans.jobs.0.localDestinationPath',
        'backupPlans.managedFolders.0.imagePassword',
        'backupPlans.replicationTargets.0.location',
      ]),
    );
  });

  it('checks the incremental part of a weekly schedule as the wizard does and keeps it', async () => {
    const policy = await workstationPolicy();
    const weekly = {
      type: 'WEEKLY',
      fullBackupWeekdays: ['SUNDAY'],
      fullBackupTime: '01:00',
      incrementalWeekdays: ['MONDAY', 'WEDNESDAY'],
      startTime: '18:00',
      stopTime: '08:00',
      intervalUnit: 'HOURS',
      interval: 30,
    };
    const before = (await admin.get(`/policy/${policy.id}/backup`)).body;
    const refused = await admin.put(`/policy/${policy.id}/backup`, {
      backupPlans: { jobs: [{ ...networkJob, schedule: weekly }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining([
        'backupPlans.jobs.0.schedule.stopTime',
        'backupPlans.jobs.0.schedule.interval',
      ]),
    );
    expect((await admin.get(`/policy/${policy.id}/backup`)).body).toEqual(before);
    const good = { ...weekly, startTime: '08:00', stopTime: '12:00', interval: 2 };
    const saved = await admin.put(`/policy/${policy.id}/backup`, {
      backupPlans: { jobs: [{ ...networkJob, schedule: good }] },
    });
    expect(saved.status).toBe(200);
    const read = await admin.get(`/policy/${policy.id}/backup`);
    expect(read.body.backupPlans.jobs[0].schedule).toMatchObject(good);
    // Full backups only: no incremental day, the incremental times are not asked.
    const fullOnly = await admin.put(`/policy/${policy.id}/backup`, {
      backupPlans: {
        jobs: [
          { ...networkJob, schedule: { ...weekly, incrementalWeekdays: [], startTime: '', stopTime: '' } },
        ],
      },
    });
    expect(fullOnly.status).toBe(200);
  });
});

describe('restores', () => {
  async function device() {
    const policy = await workstationPolicy();
    const [row] = await server.db
      .select()
      .from(t.nodes)
      .where(and(eq(t.nodes.divisionId, ids.division.id), eq(t.nodes.policyId, policy.id)))
      .limit(1);
    if (row) return row;
    const [any] = await server.db
      .select()
      .from(t.nodes)
      .where(and(eq(t.nodes.divisionId, ids.division.id), eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION')))
      .orderBy(t.nodes.id)
      .limit(1);
    if (!any) throw new Error('no workstation');
    await server.db.update(t.nodes).set({ policyId: policy.id }).where(eq(t.nodes.id, any.id));
    return any;
  }

  it('offers the network locations and volumes of the device policy', async () => {
    const node = await device();
    const response = await admin.get(`/node/${node.id}/restore/options`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      networkLocations: [{ name: 'NAS', path: '\\\\nas\\backups' }],
      volumes: ['C:', 'D:'],
    });
  });

  it('requires a restore destination and a known network location', async () => {
    const node = await device();
    const bare = await admin.post(`/node/${node.id}/restore`, {
      restoreType: 'BARE_METAL',
      filename: 'recovery.iso',
      encryptionPassphrase: 'p',
    });
    expect(bare.status).toBe(400);
    expect(bare.body.errorMessage).toBe('A restore destination is required');
    const network = await admin.post(`/node/${node.id}/restore`, {
      restoreType: 'SYNCHRONIZE_REPOSITORY',
      sourceType: 'NETWORK',
      networkLocation: 'Elsewhere',
    });
    expect(network.status).toBe(400);
    expect(network.body.issues[0].path).toBe('networkLocation');
    const physical = await admin.post(`/node/${node.id}/restore`, {
      restoreType: 'PHYSICAL_DISK',
      destination: 'SELECTED',
      destinationPath: 'C:',
    });
    expect(physical.status).toBe(400);
  });

  it('queues a restore as the device job shown in its activities', async () => {
    const node = await device();
    const response = await admin.post(`/node/${node.id}/restore`, {
      restoreType: 'FILE_FOLDER',
      sourceType: 'NETWORK',
      networkLocation: 'NAS',
      paths: ['C:\\Users\\ana\\Documents'],
      destination: 'NEW_LOCATION',
      destinationPath: 'D:\\Restored',
    });
    expect(response.status).toBe(200);
    const [job] = await server.db.select().from(t.deviceJobs).where(eq(t.deviceJobs.id, response.body.jobId));
    expect(job).toMatchObject({ nodeId: node.id, jobType: 'RESTORE', status: 'QUEUED' });
    expect(job?.name).toMatch(/requested File and folder restore$/);
  });
});

describe('NMS monitoring settings', () => {
  it('reads and saves how the device is reached', async () => {
    const [nms] = await server.db.select().from(t.nmsDevices).limit(1);
    if (!nms) throw new Error('no NMS device');
    const read = await admin.get(`/nms/device/${nms.nodeId}/monitoring`);
    expect(read.status).toBe(200);
    expect(read.body.monitoring.monitorBy).toBe(nms.monitorBy);
    const saved = await admin.put(`/nms/device/${nms.nodeId}/monitoring`, {
      monitorBy: 'DNS_NAME',
      dnsName: 'core-sw1.example.net',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.monitoring).toEqual({
      monitorBy: 'DNS_NAME',
      ipAddress: '',
      netBiosName: '',
      dnsName: 'core-sw1.example.net',
    });
    const [node] = await server.db.select().from(t.nodes).where(eq(t.nodes.id, nms.nodeId));
    expect(node?.dnsName).toBe('core-sw1.example.net');
    const bad = await admin.put(`/nms/device/${nms.nodeId}/monitoring`, {
      monitorBy: 'IP_ADDRESS',
      ipAddress: '10.0.0.300',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('ipAddress');
  });
});

describe('image manager plans (managed folders, locations, targets, agent settings, applications)', () => {
  const folder = {
    folderPath: 'D:\\Images\\Servers',
    description: 'Server images',
    authenticationType: 'FOLDER_CREDENTIAL',
    folderCredentialsDomainOrComputerOrNASName: 'NAS01',
    folderCredentialsUserName: 'svc-images',
    folderCredentialsPassword: 'Folder-Secret-6',
    folderCredentialsPasswordConfirm: 'Folder-Secret-6',
    imagePasswordType: 'PASSWORD_STRING',
    imagePassword: 'Image-Secret-7',
    imagePasswordConfirm: 'Image-Secret-7',
    verification: { reverifyImageFiles: true, daysToReverify: 14 },
    consolidation: { monthlyRelative: true, relativeWeekNumber: 'LAST' },
    retention: { enabled: true, monthlyMonths: 24 },
  };
  const plans = {
    managedFolders: [folder],
    ftpLocations: [
      {
        name: 'Offsite',
        serverPath: 'ftps://ftp.example.com/img',
        password: 'Ftp-8',
        passwordConfirm: 'Ftp-8',
      },
    ],
    replicationTargets: [
      { name: 'DR', location: 'Offsite', replicationMode: 'REPLICATE_ALL_CONSOLIDATED_IMAGES' },
    ],
    agentSettings: { processingHour: 3, userName: 'svc', password: 'Agent-9', passwordConfirm: 'Agent-9' },
    applications: [{ applicationType: 'IMAGEMANAGER', licenseType: 'PAID', ftpJobs: 2, shadowStreamJobs: 1 }],
  };

  it('round-trips a managed folder with its passwords sealed and answered masked', async () => {
    const policy = await workstationPolicy();
    const saved = await admin.put(`/policy/${policy.id}/backup`, { backupPlans: plans });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = saved.body.backupPlans.managedFolders[0];
    expect(stored).toMatchObject({
      folderPath: 'D:\\Images\\Servers',
      folderCredentialsUserName: 'svc-images',
      folderCredentialsPassword: MASK,
      folderCredentialsPasswordConfirm: MASK,
      imagePassword: MASK,
      imagePasswordConfirm: MASK,
      verification: { reverifyImageFiles: true, daysToReverify: 14, immediatelyVerifyImageFiles: true },
      consolidation: { monthlyRelative: true, relativeWeekNumber: 'LAST' },
      retention: { enabled: true, monthlyMonths: 24, dailyDays: 30 },
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.body.backupPlans.applications).toEqual([
      {
        applicationType: 'IMAGEMANAGER',
        licenseType: 'PAID',
        ftpJobs: 2,
        shadowStreamJobs: 1,
        headStartRestoreJobs: 0,
      },
    ]);
    const read = await admin.get(`/policy/${policy.id}/backup`);
    expect(read.body.backupPlans).toEqual(saved.body.backupPlans);
    const everything =
      JSON.stringify((await admin.get(`/policy/${policy.id}`)).body) +
      JSON.stringify(read.body) +
      JSON.stringify(await server.db.select().from(t.policies)) +
      JSON.stringify(await server.db.select().from(t.backupSecrets));
    for (const secret of ['Folder-Secret-6', 'Image-Secret-7', 'Ftp-8', 'Agent-9'])
      expect(everything).not.toContain(secret);
    const keys = async () =>
      (await server.db.select().from(t.backupSecrets).where(eq(t.backupSecrets.policyId, policy.id)))
        .map((row) => row.secretKey)
        .sort();
    const before = await keys();
    expect(before.filter((key) => key.startsWith(`managedFolders/${stored.id}/`))).toHaveLength(2);
    // Sent back as read (masked), the wizard's edit keeps every stored password as it was.
    const edited = structuredClone(read.body.backupPlans);
    edited.managedFolders[0].description = 'Edited';
    const kept = await admin.put(`/policy/${policy.id}/backup`, { backupPlans: edited });
    expect(kept.status).toBe(200);
    expect(kept.body.backupPlans.managedFolders[0]).toMatchObject({
      description: 'Edited',
      imagePassword: MASK,
    });
    expect(await keys()).toEqual(before);
    // The folder path is read-only once saved.
    const moved = structuredClone(edited);
    moved.managedFolders[0].folderPath = 'E:\\Elsewhere';
    const refused = await admin.put(`/policy/${policy.id}/backup`, { backupPlans: moved });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      {
        path: 'backupPlans.managedFolders.0.folderPath',
        message: 'This field cannot be changed after the job is created',
      },
    ]);
  });

  it('refuses what the forms refuse (Add an application, passwords) and writes nothing', async () => {
    const policy = await workstationPolicy();
    const before = await admin.get(`/policy/${policy.id}/backup`);
    const refused = await admin.put(`/policy/${policy.id}/backup`, {
      backupPlans: {
        ...plans,
        managedFolders: [{ ...folder, folderPath: 'D:\\Other', imagePasswordConfirm: 'different' }],
        applications: [
          { applicationType: 'SHADOWPROTECT', licenseType: 'PAID' },
          { applicationType: 'IMAGEMANAGER', licenseType: 'FREE', ftpJobs: 2 },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'backupPlans.managedFolders.0.imagePasswordConfirm', message: 'The passwords do not match' },
        {
          path: 'backupPlans.applications.0.licenseType',
          message: 'Select a license type of this application',
        },
        {
          path: 'backupPlans.applications.1.ftpJobs',
          message: 'Only a paid ImageManager license has job counts',
        },
      ]),
    );
    const outOfRange = await admin.put(`/policy/${policy.id}/backup`, {
      backupPlans: { ...plans, agentSettings: { ...plans.agentSettings, processingHour: 24 } },
    });
    expect(outOfRange.status).toBe(400);
    expect((await admin.get(`/policy/${policy.id}/backup`)).body).toEqual(before.body);
  });
});
