/**
 * App automations (001 §7.6): file transfer, install and run automations, the pre-check, run-as
 * choices, templates and ad hoc runs on devices.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, type Loose, signIn, signInTechnician, snapshot, type TestAgent } from '../../test/helpers';
import { setupScripting } from './test-setup';

const { server, admin, ids, category, script, readyAttachment, fileTransfer } = setupScripting();

describe('file transfer automations', () => {
  it('creates one with the 001 §3 payload and checks the destination per OS', async () => {
    const attachmentId = await readyAttachment(admin);
    const created = await admin.post('/scripting/scripts/file-transfer', fileTransfer(attachmentId));
    expect(created.status).toBe(200);
    expect(created.body.script).toMatchObject({
      automationType: 'FileTransferAutomation',
      operatingSystems: ['Windows'],
      architecture: ['64', '32'],
      malwareScanStatus: 'SUCCESS',
      fileTransferSettings: {
        attachmentId,
        destination: 'C:\\ProgramData\\Support',
        runAs: 'system',
        expand: true,
      },
    });
    const before = await snapshot(server.db);
    const bad = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(await readyAttachment(admin), {
        name: 'Bad destination',
        fileTransferSettings: { destination: 'C:/Temp' },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: 'fileTransferSettings.destination', message: 'Invalid destination path' },
    ]);
    const linux = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(attachmentId, {
        name: 'Linux',
        operatingSystems: ['Linux'],
        fileTransferSettings: { destination: 'C:\\Temp' },
      }),
    );
    expect(linux.status).toBe(400);
    const longName = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(attachmentId, { name: 'n'.repeat(151) }),
    );
    expect(longName.status).toBe(400);
    expect(longName.body.errorMessage).toBe('Maximum of 150 characters allowed');
    const duplicate = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(attachmentId, { name: ' deploy support tools ' }),
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errorMessage).toBe('This name already exists');
    // Only the bad-destination attachment row was added, by readyAttachment itself.
    const after = await snapshot(server.db);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([
      'script_attachments',
    ]);
  });

  it('refuses an attachment that is not the caller’s, of another purpose, or INFECTED', async () => {
    const other = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'Create'),
      grant('SCRIPT_CATEGORY', 'View'),
    ]);
    const foreign = await readyAttachment(other);
    const notMine = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(foreign, { name: 'Foreign' }),
    );
    expect(notMine.status).toBe(400);
    expect(notMine.body.issues[0].path).toBe('fileTransferSettings.attachmentId');
    const icon = await readyAttachment(admin, { purpose: 'ICON' });
    expect(
      (await admin.post('/scripting/scripts/file-transfer', fileTransfer(icon, { name: 'Icon' }))).status,
    ).toBe(400);
    const infected = await readyAttachment(admin, { scanStatus: 'INFECTED' });
    const refused = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(infected, { name: 'Infected' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Suspicious file - Please upload a different file.');
    const unregistered = await readyAttachment(admin, { registered: false });
    expect(
      (
        await admin.post(
          '/scripting/scripts/file-transfer',
          fileTransfer(unregistered, { name: 'Unregistered' }),
        )
      ).status,
    ).toBe(400);
  });

  it('turns Expand off for a file that is not a .zip, and checks the run-as choice of the OS', async () => {
    const exe = await readyAttachment(admin, { fileName: 'tool.exe', extension: '.exe' });
    const saved = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(exe, { name: 'Not a zip' }),
    );
    expect(saved.body.script.fileTransferSettings.expand).toBe(false);
    const runAs = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(exe, {
        name: 'Mac domain admin',
        operatingSystems: ['Mac'],
        fileTransferSettings: { destination: '~/Downloads', runAs: 'PREFERRED_WINDOWS_DOMAIN_ADMIN' },
      }),
    );
    expect(runAs.status).toBe(400);
    expect(runAs.body.issues[0].path).toBe('fileTransferSettings.runAs');
  });

  it('updates one, replacing its file; the old attachment is released', async () => {
    const first = await readyAttachment(admin);
    const created = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(first, { name: 'Replace File' }),
    );
    const second = await readyAttachment(admin, { fileName: 'tools-v2.zip' });
    const updated = await admin.put('/scripting/scripts/file-transfer', {
      ...fileTransfer(second, {
        name: 'Replace File',
        fileTransferSettings: { destination: '%TEMP%\\Tools' },
      }),
      id: created.body.script.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.script.fileTransferSettings).toMatchObject({
      attachmentId: second,
      destination: '%TEMP%\\Tools',
    });
    const rows = await server.db.select().from(t.scriptAttachments).where(eq(t.scriptAttachments.id, first));
    expect(rows[0]?.scriptId).toBeNull();
    const list = (await admin.get(`/scripting/scripts/${created.body.script.id}/attachments`)).body;
    expect(list.fileTransferAttachments.map((a: Loose) => a.fileName)).toEqual(['tools-v2.zip']);
  });
});

describe('install and run automations', () => {
  const install = (runnableAttachmentId: number, patch: Loose = {}) => ({
    name: 'Install Support Agent',
    language: 'binary_install',
    operatingSystems: ['Windows'],
    architecture: ['ALL'],
    categoriesIds: [category('Onboarding')],
    scriptParameters: ['/quiet /qn /norestart'],
    ...patch,
    binaryInstallSettings: {
      runnableAttachmentId,
      helperFilesAttachmentIds: [],
      cancelOnPreScriptFail: true,
      runAs: 'system',
      ...patch.binaryInstallSettings,
    },
  });

  it('creates an install automation with helpers, icon and pre/post scripts', async () => {
    const installer = await readyAttachment(admin, {
      purpose: 'INSTALLER',
      fileName: 'agent.msi',
      extension: '.msi',
    });
    const helper = await readyAttachment(admin, { purpose: 'HELPER', fileName: 'agent.ini' });
    const icon = await readyAttachment(admin, {
      purpose: 'ICON',
      fileName: 'agent.png',
      mimeType: 'image/png',
    });
    const pre = await script('Clear Temp Files');
    const response = await admin.post(
      '/scripting/scripts/upload-application',
      install(installer, {
        binaryInstallSettings: {
          helperFilesAttachmentIds: [helper],
          customIconAttachmentId: icon,
          postExecutionScript: { scriptId: pre.id, parameters: '-Days 7' },
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.script.binaryInstallSettings).toMatchObject({
      runnableAttachmentId: installer,
      helperFilesAttachmentIds: [helper],
      customIconAttachmentId: icon,
      // No pre-script: the option is off (001 §4).
      cancelOnPreScriptFail: false,
      postExecutionScript: { scriptId: pre.id, parameters: '-Days 7' },
    });
    const attachments = await admin.get(
      `/scripting/scripts/binaryScriptAttachments/${response.body.script.id}`,
    );
    expect(attachments.body.runnableAttachment).toMatchObject({ id: installer, fileName: 'agent.msi' });
    expect(attachments.body.helperAttachments.map((a: Loose) => a.id)).toEqual([helper]);
    expect(attachments.body.customIconAttachment.signedUrl).toMatch(
      new RegExp(`^/ws/scripting/attachments/${icon}/download\\?expires=\\d+&signature=`),
    );
  });

  it('applies the installer rules: extension per OS, Mac architectures, install automations not as pre-scripts', async () => {
    const zip = await readyAttachment(admin, {
      purpose: 'INSTALLER',
      fileName: 'agent.zip',
      extension: '.zip',
    });
    const badType = await admin.post(
      '/scripting/scripts/upload-application',
      install(zip, { name: 'Zip installer' }),
    );
    expect(badType.status).toBe(400);
    expect(badType.body.errorMessage).toBe(
      "You've attempted to attach an invalid file. Only the following file types are allowed: .exe, .msi, .msix",
    );
    const pkg = await readyAttachment(admin, {
      purpose: 'INSTALLER',
      fileName: 'agent.pkg',
      extension: '.pkg',
    });
    const mac32 = await admin.post(
      '/scripting/scripts/upload-application',
      install(pkg, { name: 'Mac 32', operatingSystems: ['Mac'], architecture: ['32'] }),
    );
    expect(mac32.status).toBe(400);
    const big = await readyAttachment(admin, {
      purpose: 'INSTALLER',
      fileName: 'huge.msi',
      extension: '.msi',
      size: 1024 ** 3 + 1,
    });
    const tooBig = await admin.post('/scripting/scripts/upload-application', install(big, { name: 'Huge' }));
    expect(tooBig.body.errorMessage).toBe('File exceeds limit of 1 GB');
    const msi = await readyAttachment(admin, { purpose: 'INSTALLER', fileName: 'a.msi', extension: '.msi' });
    const seven = await script('Install 7-Zip');
    const pre = await admin.post(
      '/scripting/scripts/upload-application',
      install(msi, {
        name: 'Chained',
        binaryInstallSettings: { preExecutionScript: { scriptId: seven.id } },
      }),
    );
    expect(pre.status).toBe(400);
    expect(pre.body.issues[0].path).toBe('binaryInstallSettings.preExecutionScript');
    const noFile = await admin.post('/scripting/scripts/upload-application', {
      ...install(msi, { name: 'No file' }),
      binaryInstallSettings: { runAs: 'system' },
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.errorMessage).toBe('Choose an installer file');
    const six = await Promise.all(
      Array.from({ length: 6 }, () => readyAttachment(admin, { purpose: 'HELPER', fileName: 'h.txt' })),
    );
    const helpers = await admin.post(
      '/scripting/scripts/upload-application',
      install(msi, { name: 'Helpers', binaryInstallSettings: { helperFilesAttachmentIds: six } }),
    );
    expect(helpers.status).toBe(400);
    expect(helpers.body.errorMessage).toBe('Maximum of 5 helper files allowed');
  });

  it('creates and updates a run-application automation', async () => {
    const created = await admin.post('/scripting/scripts/run-application', {
      name: 'Open Support Portal',
      language: 'binary_run',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Onboarding')],
      binaryRunSettings: {
        runnableLocalPath: 'C:\\Program Files\\Support\\portal.exe',
        runAs: 'loggedonuser',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.script).toMatchObject({
      automationType: 'BinaryRunAutomation',
      architecture: ['64', '32'],
    });
    const updated = await admin.put('/scripting/scripts/run-application', {
      id: created.body.script.id,
      name: 'Open Support Portal',
      language: 'binary_run',
      operatingSystems: ['Windows'],
      binaryRunSettings: { runnableLocalPath: 'C:\\Support\\portal.exe', runAs: 'system' },
    });
    expect(updated.body.script.binaryRunSettings).toEqual({
      runnableLocalPath: 'C:\\Support\\portal.exe',
      runAs: 'system',
    });
    const missing = await admin.post('/scripting/scripts/run-application', {
      name: 'No path',
      language: 'binary_run',
      operatingSystems: ['Windows'],
      binaryRunSettings: { runnableLocalPath: '  ', runAs: 'system' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toBe('Required');
  });
});

describe('the pre-check', () => {
  const check = (agent: TestAgent, body: Loose) =>
    agent.post('/mfa/scripting/scripts/mfa-pre-upload', body, { mfaCode: agent.code() });
  const body = {
    language: 'file_transfer',
    name: 'Pre-checked Transfer',
    architecture: ['64', '32'],
    categoriesIds: [] as number[],
    operatingSystems: ['Windows'],
    runAs: 'system',
  };

  it('asks a user with MFA for the code, then answers SUCCESS and writes nothing', async () => {
    const plain = await admin.post('/scripting/scripts/mfa-pre-upload', body);
    expect(plain.status).toBe(403);
    expect(plain.body.resultCode).toBe('MFA_REQUIRED');
    const before = await snapshot(server.db);
    const response = await check(admin, { ...body, categoriesIds: [category('Onboarding')] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ resultCode: 'SUCCESS' });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('refuses what the save would refuse', async () => {
    const taken = await check(admin, { ...body, name: 'Deploy Company Wallpaper' });
    expect(taken.status).toBe(409);
    const mac32 = await check(admin, {
      ...body,
      language: 'binary_install',
      operatingSystems: ['Mac'],
      architecture: ['32'],
    });
    expect(mac32.status).toBe(400);
    const runAs = await check(admin, { ...body, runAs: 'credential:999999' });
    expect(runAs.status).toBe(400);
    const reader = await signIn(server, 'tech');
    expect((await reader.post('/scripting/scripts/mfa-pre-upload', body)).status).toBe(403);
  });
});

describe('run-as, templates and ad hoc runs', () => {
  it('offers the built-in accounts of the OS, then the visible credentials', async () => {
    const windows = await admin.get('/scripting/run-as/Windows');
    expect(windows.body.slice(0, 4)).toEqual([
      { value: 'system', label: 'System', kind: 'BUILT_IN' },
      { value: 'loggedonuser', label: 'Current Logged on User', kind: 'BUILT_IN' },
      { value: 'PREFERRED_WINDOWS_LOCAL_ADMIN', label: 'Preferred Windows Local Admin', kind: 'BUILT_IN' },
      { value: 'PREFERRED_WINDOWS_DOMAIN_ADMIN', label: 'Preferred Windows Domain Admin', kind: 'BUILT_IN' },
    ]);
    const credentials = windows.body.filter((o: Loose) => o.kind === 'CREDENTIAL').map((o: Loose) => o.label);
    expect(credentials).toEqual(['ESXi root', 'Hyper-V service account', 'Northwind Domain Admin']);
    const linux = await admin.get('/scripting/run-as/Linux');
    expect(linux.body.filter((o: Loose) => o.kind === 'BUILT_IN').map((o: Loose) => o.value)).toEqual([
      'system',
      'PREFERRED_LINUX_CREDENTIAL',
    ]);
    // The limited technician sees Northwind's and Contoso's credentials only.
    const tech = await signIn(server, 'tech');
    const limited = (await tech.get('/scripting/run-as/Windows')).body.filter(
      (o: Loose) => o.kind === 'CREDENTIAL',
    );
    expect(limited.map((o: Loose) => o.label)).toEqual(['ESXi root', 'Northwind Domain Admin']);
  });

  it('lists the template library', async () => {
    const response = await admin.get('/scripting/templates');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(3);
    expect(response.body[0]).toMatchObject({ automationType: 'ScriptAutomation', categoriesIds: [] });
  });

  it('runs an automation on visible devices and records the jobs', async () => {
    const clear = await script('Clear Temp Files');
    const [device] = await server.db
      .select()
      .from(t.nodes)
      .where(
        and(
          eq(t.nodes.clientId, ids.org('Northwind Traders').id),
          eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION'),
        ),
      )
      .limit(1);
    if (!device) throw new Error('no device');
    const tech = await signIn(server, 'tech');
    const response = await tech.post(`/scripting/scripts/${clear.id}/run`, {
      nodeIds: [device.id],
      parameters: { runAs: 'system', scriptParam: '-Days 7' },
    });
    expect(response.status).toBe(200);
    expect(response.body.jobIds).toHaveLength(1);
    const [job] = await server.db
      .select()
      .from(t.deviceJobs)
      .where(eq(t.deviceJobs.id, response.body.jobIds[0]));
    expect(job?.name).toBe('User Taylor Tech requested start of automation Clear Temp Files');
    const setService = await script('Set Service');
    const missing = await tech.post(`/scripting/scripts/${setService.id}/run`, {
      nodeIds: [device.id],
      parameters: { runAs: 'system' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toBe('Required');
    const [hidden] = await server.db
      .select()
      .from(t.nodes)
      .where(eq(t.nodes.clientId, ids.org('Tailspin Toys').id))
      .limit(1);
    const refused = await tech.post(`/scripting/scripts/${clear.id}/run`, {
      nodeIds: [hidden?.id],
      parameters: { runAs: 'system' },
    });
    expect(refused.status).toBe(403);
  });
});
