/**
 * Samples of the automation library's routes for the permission-matrix and malformed-payload
 * tests. The attachments they name are inserted here, already scanned (SUCCESS), so no background
 * scan writes to the database while those tests compare snapshots.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { DEMO_USERS, demoIds, multipart, type TestServer } from './helpers';
import type { Sample } from './sample';

export async function buildScriptingSamples(server: TestServer): Promise<Record<string, Sample>> {
  const { db } = server;
  const ids = await demoIds(db);
  const divisionId = ids.division.id;
  const script = async (name: string) => {
    const [row] = await db
      .select()
      .from(t.scripts)
      .where(and(eq(t.scripts.divisionId, divisionId), eq(t.scripts.name, name)));
    if (!row) throw new Error(`no script ${name}`);
    return row;
  };
  const category = async (name: string) => {
    const [row] = await db
      .select()
      .from(t.scriptCategories)
      .where(and(eq(t.scriptCategories.divisionId, divisionId), eq(t.scriptCategories.name, name)));
    if (!row) throw new Error(`no category ${name}`);
    return row.id;
  };
  const [admin] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.admin.email));
  const [workstation] = await db
    .select()
    .from(t.nodes)
    .where(and(eq(t.nodes.divisionId, divisionId), eq(t.nodes.nodeClass, 'WINDOWS_WORKSTATION')))
    .limit(1);
  if (!admin || !workstation) throw new Error('sample data missing');
  const attachment = async (values: Partial<typeof t.scriptAttachments.$inferInsert>) => {
    const [row] = await db
      .insert(t.scriptAttachments)
      .values({
        divisionId,
        purpose: 'FILE_TRANSFER',
        resourceId: randomUUID(),
        fileName: 'sample.bin',
        extension: '.bin',
        size: 1000,
        sha256: '0'.repeat(64),
        uploadedBy: admin.id,
        registered: true,
        scanStatus: 'SUCCESS',
        ...values,
      })
      .returning();
    if (!row) throw new Error('sample attachment');
    return row;
  };
  const installer = await attachment({
    purpose: 'INSTALLER',
    fileName: 'matrix-setup.msi',
    extension: '.msi',
  });
  const transferFile = await attachment({ fileName: 'matrix.zip', extension: '.zip' });
  const upload = await attachment({ purpose: 'HELPER', registered: false, size: 12 });
  const clearTemp = await script('Clear Temp Files');
  const install = await script('Install 7-Zip');
  const run = await script('Run Disk Cleanup');
  const transfer = await script('Deploy Company Wallpaper');
  const installSettings = install.binaryInstallSettings as { runnableAttachmentId: number };
  const transferSettings = transfer.fileTransferSettings as { attachmentId: number };
  const onboarding = await category('Onboarding');
  const maintenance = await category('Maintenance');

  return {
    'GET /scripting/scripts': {},
    'GET /scripting/scripts/{id}': { params: { id: clearTemp.id } },
    'POST /scripting/scripts': {
      body: {
        name: 'Matrix Script',
        language: 'powershell',
        operatingSystems: ['Windows'],
        categoriesIds: [maintenance],
        code: 'Write-Output "matrix"',
      },
    },
    'PUT /scripting/scripts': {
      body: {
        id: (await script('Disk Space Report')).id,
        name: 'Disk Space Report v2',
        language: 'powershell',
        operatingSystems: ['Windows'],
        categoriesIds: [await category('Hardware')],
        code: 'Get-Volume',
      },
    },
    'DELETE /scripting/scripts/{id}': { params: { id: (await script('Flush DNS Cache')).id } },
    'POST /scripting/scripts/copy': { body: { fromId: clearTemp.id, name: 'Matrix Copy' } },
    'GET /scripting/scripts/malwareScanStatus/{status}': { params: { status: 'PROCESSING' } },
    'GET /scripting/templates': {},
    'POST /scripting/scripts/mfa-pre-upload': {
      body: {
        language: 'file_transfer',
        name: 'Matrix Transfer Check',
        architecture: ['64', '32'],
        categoriesIds: [onboarding],
        operatingSystems: ['Windows'],
        runAs: 'system',
      },
    },
    'POST /scripting/scripts/upload-application': {
      body: {
        name: 'Matrix Installer',
        language: 'binary_install',
        operatingSystems: ['Windows'],
        architecture: ['ALL'],
        categoriesIds: [onboarding],
        binaryInstallSettings: { runnableAttachmentId: installer.id, runAs: 'system' },
      },
    },
    'PUT /scripting/scripts/upload-application': {
      body: {
        id: install.id,
        name: 'Install 7-Zip',
        language: 'binary_install',
        operatingSystems: ['Windows'],
        architecture: ['64'],
        categoriesIds: [onboarding],
        binaryInstallSettings: {
          runnableAttachmentId: installSettings.runnableAttachmentId,
          runAs: 'system',
        },
      },
    },
    'POST /scripting/scripts/run-application': {
      body: {
        name: 'Matrix Run',
        language: 'binary_run',
        operatingSystems: ['Windows'],
        categoriesIds: [maintenance],
        binaryRunSettings: { runnableLocalPath: 'C:\\Tools\\matrix.exe', runAs: 'system' },
      },
    },
    'PUT /scripting/scripts/run-application': {
      body: {
        id: run.id,
        name: 'Run Disk Cleanup',
        language: 'binary_run',
        operatingSystems: ['Windows'],
        categoriesIds: [maintenance],
        binaryRunSettings: {
          runnableLocalPath: 'C:\\Windows\\System32\\cleanmgr.exe',
          runAs: 'loggedonuser',
        },
      },
    },
    'POST /scripting/scripts/file-transfer': {
      body: {
        name: 'Matrix Transfer',
        language: 'file_transfer',
        operatingSystems: ['Windows'],
        categoriesIds: [onboarding],
        fileTransferSettings: { attachmentId: transferFile.id, destination: 'C:\\Temp', runAs: 'system' },
      },
    },
    'PUT /scripting/scripts/file-transfer': {
      body: {
        id: transfer.id,
        name: 'Deploy Company Wallpaper',
        language: 'file_transfer',
        operatingSystems: ['Windows'],
        categoriesIds: [onboarding],
        fileTransferSettings: {
          attachmentId: transferSettings.attachmentId,
          destination: '%PUBLIC%\\Pictures',
          runAs: 'system',
        },
      },
    },
    'POST /scripting/scripts/{id}/run': {
      params: { id: clearTemp.id },
      body: { nodeIds: [workstation.id], parameters: { runAs: 'system' } },
    },
    'GET /scripting/run-as/{os}': { params: { os: 'Windows' } },
    'GET /scripting/scripts/binaryScriptAttachments/{id}': { params: { id: install.id } },
    'GET /scripting/scripts/{id}/attachments': { params: { id: transfer.id } },
    'POST /scripting/attachments/upload': {
      body: multipart({ purpose: 'FILE_TRANSFER' }, { name: 'matrix.txt', content: 'matrix upload' }),
    },
    'POST /scripting/attachments': {
      body: {
        resourceId: upload.resourceId,
        purpose: 'HELPER',
        name: 'helper.ini',
        mimeType: 'text/plain',
        size: 12,
        extension: '.ini',
      },
    },
    // A loopback URL: the download is refused (private address) without any traffic.
    'POST /scripting/attachments/from-url': {
      body: { url: 'http://127.0.0.1:9/matrix.zip', purpose: 'FILE_TRANSFER' },
    },
    'GET /scripting/attachments/{id}/signed-url': { params: { id: installSettings.runnableAttachmentId } },
    'GET /scripting/categories': {},
    'POST /scripting/categories': { body: { name: 'Matrix Category' } },
    'PUT /scripting/categories': { body: { id: await category('Networking'), name: 'Networking Renamed' } },
    'DELETE /scripting/categories/{id}': { params: { id: await category('Security') } },
  };
}
