/**
 * The automation library's scripts (001 §4–§7.6, 002 §3, §6): lists and categories, create,
 * update and delete per category grant, copies. App automations: app-automations.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { grant, type Loose, signIn, signInTechnician, snapshot } from '../../test/helpers';
import { setupScripting } from './test-setup';

const { server, admin, category, script, readyAttachment, fileTransfer } = setupScripting();

describe('GET /scripting/scripts and the categories', () => {
  it('lists the automations with their types, category names and scan state', async () => {
    const response = await admin.get('/scripting/scripts');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(16);
    const reboot = response.body.find((a: Loose) => a.uid === 'native-reboot');
    expect(reboot).toMatchObject({
      language: 'native',
      automationType: 'NativeAutomation',
      categoriesNames: ['Maintenance'],
    });
    const install = response.body.find((a: Loose) => a.name === 'Install 7-Zip');
    expect(install).toMatchObject({
      automationType: 'BinaryInstallAutomation',
      malwareScanStatus: 'SUCCESS',
    });
    expect(install.binaryInstallSettings.runnableAttachmentId).toEqual(expect.any(Number));
    expect(typeof install.createdOn).toBe('number');
  });

  it('lists only the automations of categories the user may read', async () => {
    const reader = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: category('Hardware') }),
    ]);
    const response = await reader.get('/scripting/scripts');
    expect(response.body.map((a: Loose) => a.name)).toEqual(['Disk Space Report']);
    const other = await script('Clear Temp Files');
    expect((await reader.get(`/scripting/scripts/${other.id}`)).status).toBe(403);
    const enduser = await signIn(server, 'enduser');
    expect((await enduser.get('/scripting/scripts')).status).toBe(403);
  });

  it('sorts category id 1 first, then by name, and keeps internal names', async () => {
    const response = await admin.get('/scripting/categories');
    expect(response.status).toBe(200);
    const names = response.body.map((c: Loose) => c.name);
    expect(response.body[0]).toEqual({ id: 1, name: 'Uncategorized', internal: true });
    const rest = names.slice(1);
    expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b)));
    expect(response.body.find((c: Loose) => c.name === 'Mac OS Patching')).toMatchObject({ internal: true });
  });

  it('creates, renames and deletes a category; internal ones stay; automations fall back to Uncategorized', async () => {
    const created = await admin.post('/scripting/categories', { name: '  Printers  ' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Printers', internal: false });
    expect((await admin.post('/scripting/categories', { name: 'printers' })).status).toBe(409);
    const renamed = await admin.put('/scripting/categories', { id: created.body.id, name: 'Print Servers' });
    expect(renamed.body.name).toBe('Print Servers');
    const internal = await admin.put('/scripting/categories', { id: category('Hardware'), name: 'Metal' });
    expect(internal.status).toBe(422);
    expect(internal.body.resultCode).toBe('SCRIPT_CATEGORY_INTERNAL');
    expect((await admin.delete(`/scripting/categories/${category('Updates')}`)).status).toBe(422);

    const only = await admin.post('/scripting/scripts', {
      name: 'Printer Queue Reset',
      language: 'powershell',
      operatingSystems: ['Windows'],
      categoriesIds: [created.body.id],
      code: 'Restart-Service Spooler',
    });
    const both = await admin.post('/scripting/scripts', {
      name: 'Printer Driver Audit',
      language: 'powershell',
      operatingSystems: ['Windows'],
      categoriesIds: [created.body.id, category('Hardware')],
      code: 'Get-PrinterDriver',
    });
    const removed = await admin.delete(`/scripting/categories/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await admin.get(`/scripting/scripts/${only.body.script.id}`)).body.script.categoriesIds).toEqual([
      category('Uncategorized'),
    ]);
    expect((await admin.get(`/scripting/scripts/${both.body.script.id}`)).body.script.categoriesIds).toEqual([
      category('Hardware'),
    ]);
  });

  it('manages categories only with the matching script-category grants', async () => {
    const scoped = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: category('Networking') }),
      grant('SCRIPT_CATEGORY', 'Create', { entityId: category('Networking') }),
      grant('SCRIPT_CATEGORY', 'Update', { entityId: category('Networking') }),
    ]);
    // Creating a category needs Create for every category.
    expect((await scoped.post('/scripting/categories', { name: 'Scoped' })).status).toBe(403);
    const renamed = await scoped.put('/scripting/categories', {
      id: category('Networking'),
      name: 'Network',
    });
    expect(renamed.status).toBe(200);
    expect((await scoped.delete(`/scripting/categories/${category('Networking')}`)).status).toBe(403);
    expect((await scoped.put('/scripting/categories', { id: category('Security'), name: 'X' })).status).toBe(
      403,
    );
  });
});

describe('scripts', () => {
  it('creates and updates a script, with the shared rules', async () => {
    const created = await admin.post('/scripting/scripts', {
      name: 'Collect Event Logs',
      language: 'powershell',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Maintenance')],
      code: 'Get-WinEvent -LogName System -MaxEvents 50',
      scriptParameters: [' -Verbose ', '', '-Verbose', '-Days 2'],
    });
    expect(created.status).toBe(200);
    expect(created.body.script).toMatchObject({
      name: 'Collect Event Logs',
      automationType: 'ScriptAutomation',
      scriptParameters: ['-Verbose', '-Days 2'],
      createdBy: 'Alex Admin',
      categoriesNames: ['Maintenance'],
    });
    const updated = await admin.put('/scripting/scripts', {
      ...created.body.script,
      description: 'Last 50 system events',
      categoriesIds: [category('Maintenance'), category('Hardware')],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.script.description).toBe('Last 50 system events');

    const tooMany = await admin.post('/scripting/scripts', {
      name: 'Too many parameters',
      language: 'powershell',
      operatingSystems: ['Windows'],
      scriptParameters: Array.from({ length: 301 }, (_, i) => `-P${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorMessage).toBe('Maximum of 300 parameters allowed');
    const mac32 = await admin.post('/scripting/scripts', {
      name: 'Mac 32',
      language: 'shellscript',
      operatingSystems: ['Mac'],
      architecture: ['32'],
    });
    expect(mac32.status).toBe(400);
    expect(mac32.body.errorMessage).toBe('This architecture is not available for the chosen OS');
    const unknown = await admin.post('/scripting/scripts', {
      name: 'Unknown category',
      language: 'powershell',
      operatingSystems: ['Windows'],
      categoriesIds: [999999],
    });
    expect(unknown.status).toBe(400);
    const viaGeneric = await admin.post('/scripting/scripts', {
      name: 'Sneaky transfer',
      language: 'file_transfer',
      operatingSystems: ['Windows'],
    });
    expect(viaGeneric.status).toBe(400);
    expect(viaGeneric.body.issues[0].path).toBe('language');
  });

  it('edits only the categories of a native automation', async () => {
    const reboot = await script('Reboot');
    const response = await admin.put('/scripting/scripts', {
      id: reboot.id,
      name: 'Renamed?',
      language: 'native',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Maintenance'), category('Updates')],
      code: '',
      deviceType: null,
    });
    expect(response.status).toBe(200);
    expect(response.body.script).toMatchObject({
      name: 'Reboot',
      uid: 'native-reboot',
      operatingSystems: ['Windows', 'Mac', 'Linux'],
      categoriesIds: [category('Maintenance'), category('Updates')],
    });
  });

  it('enforces create, update and delete per script category', async () => {
    const maintenance = category('Maintenance');
    const tech = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: maintenance }),
      grant('SCRIPT_CATEGORY', 'Create', { entityId: maintenance }),
      grant('SCRIPT_CATEGORY', 'Update', { entityId: maintenance }),
    ]);
    const body = {
      name: 'Maintenance helper',
      language: 'batchfile',
      operatingSystems: ['Windows'],
      categoriesIds: [maintenance],
      code: 'echo ok',
    };
    const created = await tech.post('/scripting/scripts', body);
    expect(created.status).toBe(200);
    const before = await snapshot(server.db);
    expect(
      (await tech.post('/scripting/scripts', { ...body, categoriesIds: [category('Security')] })).status,
    ).toBe(403);
    expect((await tech.post('/scripting/scripts', { ...body, categoriesIds: [] })).status).toBe(403);
    expect(
      (
        await tech.put('/scripting/scripts', {
          ...created.body.script,
          categoriesIds: [maintenance, category('Hardware')],
        })
      ).status,
    ).toBe(403);
    // No Delete grant: refused, nothing written.
    const refused = await tech.delete(`/scripting/scripts/${created.body.script.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.resultCode).toBe('FORBIDDEN');
    expect(await snapshot(server.db)).toEqual(before);
    expect((await admin.delete(`/scripting/scripts/${created.body.script.id}`)).status).toBe(200);
    expect((await admin.get(`/scripting/scripts/${created.body.script.id}`)).status).toBe(404);
  });

  it('never deletes a native automation', async () => {
    const reboot = await script('Shut Down');
    const response = await admin.delete(`/scripting/scripts/${reboot.id}`);
    expect(response.status).toBe(403);
  });
});

describe('POST /scripting/scripts/copy', () => {
  it('copies a script and answers its id and language', async () => {
    const source = await script('Disk Space Report');
    const response = await admin.post('/scripting/scripts/copy', {
      fromId: source.id,
      name: 'Disk Space Report (copy)',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.any(Number), language: 'powershell' });
    const copy = (await admin.get(`/scripting/scripts/${response.body.id}`)).body.script;
    expect(copy).toMatchObject({ name: 'Disk Space Report (copy)', code: source.code, uid: null });
  });

  it('refuses a name any automation has (409), and native, install and run automations (403)', async () => {
    const source = await script('Disk Space Report');
    const taken = await admin.post('/scripting/scripts/copy', { fromId: source.id, name: 'install 7-zip' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      resultCode: 'NAME_ALREADY_IN_USE',
      errorMessage: 'This name already exists',
    });
    for (const name of ['Reboot', 'Install 7-Zip', 'Run Disk Cleanup']) {
      const row = await script(name);
      const response = await admin.post('/scripting/scripts/copy', { fromId: row.id, name: `${name} copy` });
      expect(response.status, name).toBe(403);
    }
  });

  it('copies a file transfer with its own attachment rows over the same file', async () => {
    const attachmentId = await readyAttachment(admin);
    const created = await admin.post(
      '/scripting/scripts/file-transfer',
      fileTransfer(attachmentId, { name: 'Copy Me' }),
    );
    expect(created.status).toBe(200);
    const copy = await admin.post('/scripting/scripts/copy', {
      fromId: created.body.script.id,
      name: 'Copied Transfer',
    });
    expect(copy.body.language).toBe('file_transfer');
    const automation = (await admin.get(`/scripting/scripts/${copy.body.id}`)).body.script;
    expect(automation.fileTransferSettings.attachmentId).not.toBe(attachmentId);
    const rows = await server.db
      .select()
      .from(t.scriptAttachments)
      .where(eq(t.scriptAttachments.id, automation.fileTransferSettings.attachmentId));
    const [original] = await server.db
      .select()
      .from(t.scriptAttachments)
      .where(eq(t.scriptAttachments.id, attachmentId));
    expect(rows[0]?.resourceId).toBe(original?.resourceId);
    expect(rows[0]?.scriptId).toBe(copy.body.id);
  });
});
