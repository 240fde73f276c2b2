import { describe, expect, it } from 'vitest';
import { grant, type Loose, signInTechnician, snapshot, type TestAgent } from '../../test/helpers';
import { setupScripting } from './test-setup';

const { server, admin, category, script, readyAttachment } = setupScripting();

/** A batch script saved through the route; answers its id. */
async function newScript(name: string, categoryName = 'Maintenance'): Promise<number> {
  const response = await admin.post('/scripting/scripts', {
    name,
    language: 'batchfile',
    operatingSystems: ['Windows'],
    categoriesIds: [category(categoryName)],
    code: 'echo ok',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.script.id;
}

/** A registered, scanned installer of `agent`'s user. */
const installer = (agent: TestAgent) =>
  readyAttachment(agent, {
    purpose: 'INSTALLER',
    fileName: 'agent.msi',
    extension: '.msi',
    sha256: 'b'.repeat(64),
  });

type Ref = { scriptId: number } | null;

async function installBody(
  agent: TestAgent,
  name: string,
  refs: { pre?: Ref; post?: Ref },
  categoryName = 'Onboarding',
) {
  return {
    name,
    language: 'binary_install',
    operatingSystems: ['Windows'],
    architecture: ['ALL'],
    categoriesIds: [category(categoryName)],
    binaryInstallSettings: {
      runnableAttachmentId: await installer(agent),
      runAs: 'system',
      cancelOnPreScriptFail: true,
      preExecutionScript: refs.pre ?? null,
      postExecutionScript: refs.post ?? null,
    },
  };
}

/** An install automation saved by the admin; answers its id. */
async function newInstall(name: string, refs: { pre?: Ref; post?: Ref }, categoryName?: string) {
  const response = await admin.post(
    '/scripting/scripts/upload-application',
    await installBody(admin, name, refs, categoryName),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.script.id as number;
}

describe('deleting an automation another one uses', () => {
  it('refuses with 409 AUTOMATION_IN_USE naming the users, sorted, and writes nothing', async () => {
    const prepare = await newScript('Prepare Disk');
    const zeta = await newInstall('Zeta Installer', { pre: { scriptId: prepare } });
    const alpha = await newInstall('alpha Installer', { post: { scriptId: prepare } });
    const before = await snapshot(server.db);
    const refused = await admin.delete(`/scripting/scripts/${prepare}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      resultCode: 'AUTOMATION_IN_USE',
      errorMessage: 'This automation is used by alpha Installer, Zeta Installer. Remove it from them first.',
    });
    expect(await snapshot(server.db)).toEqual(before);
    expect((await admin.get(`/scripting/scripts/${prepare}`)).status).toBe(200);

    // Taken off one and the other deleted, it can go.
    const zetaRow = (await admin.get(`/scripting/scripts/${zeta}`)).body.script as Loose;
    const cleared = await admin.put('/scripting/scripts/upload-application', {
      id: zeta,
      name: 'Zeta Installer',
      language: 'binary_install',
      operatingSystems: ['Windows'],
      architecture: ['ALL'],
      categoriesIds: [category('Onboarding')],
      binaryInstallSettings: {
        runnableAttachmentId: zetaRow.binaryInstallSettings.runnableAttachmentId,
        runAs: 'system',
      },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.script.binaryInstallSettings.preExecutionScript).toBeNull();
    const stillUsed = await admin.delete(`/scripting/scripts/${prepare}`);
    expect(stillUsed.body.errorMessage).toBe(
      'This automation is used by alpha Installer. Remove it from them first.',
    );
    expect((await admin.delete(`/scripting/scripts/${alpha}`)).status).toBe(200);
    expect((await admin.delete(`/scripting/scripts/${prepare}`)).status).toBe(200);
    expect((await admin.get(`/scripting/scripts/${prepare}`)).status).toBe(404);
  });

  it('names at most five and counts the rest', async () => {
    const shared = await newScript('Shared Cleanup');
    for (const name of ['Gamma', 'beta', 'Alpha', 'Eta', 'Delta', 'Zeta', 'epsilon']) {
      await newInstall(`${name} Setup`, { post: { scriptId: shared } });
    }
    const refused = await admin.delete(`/scripting/scripts/${shared}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe(
      'This automation is used by Alpha Setup, beta Setup, Delta Setup, epsilon Setup, Eta Setup and 2 more. Remove it from them first.',
    );
  });

  it('does not name automations the user cannot read, and checks the permission first', async () => {
    const maintenance = category('Maintenance');
    const tech = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: maintenance }),
      grant('SCRIPT_CATEGORY', 'Delete', { entityId: maintenance }),
    ]);
    const hidden = await newScript('Hidden Users Script');
    await newInstall('Onboarding Installer', { pre: { scriptId: hidden } }, 'Onboarding');
    const before = await snapshot(server.db);
    const onlyHidden = await tech.delete(`/scripting/scripts/${hidden}`);
    expect(onlyHidden.status).toBe(409);
    expect(onlyHidden.body.errorMessage).toBe(
      'This automation is used by other automations. Remove it from them first.',
    );
    expect(await snapshot(server.db)).toEqual(before);
    await newInstall('Maintenance Installer', { post: { scriptId: hidden } }, 'Maintenance');
    const mixed = await tech.delete(`/scripting/scripts/${hidden}`);
    expect(mixed.body.errorMessage).toBe(
      'This automation is used by Maintenance Installer and 1 more. Remove it from them first.',
    );

    // Without Delete on the script's category the answer is 403, in use or not.
    const viewer = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: maintenance }),
    ]);
    const forbidden = await viewer.delete(`/scripting/scripts/${hidden}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.resultCode).toBe('FORBIDDEN');
    const afterInstall = await snapshot(server.db);
    expect((await tech.delete(`/scripting/scripts/${hidden}`)).status).toBe(409);
    expect(await snapshot(server.db)).toEqual(afterInstall);
  });
});

describe('pre- and post-scripts of an install automation', () => {
  it('refuses a missing script, an install or run automation, on create and update (400)', async () => {
    const scriptsBefore = (await snapshot(server.db)).scripts;
    const missing = await admin.post(
      '/scripting/scripts/upload-application',
      await installBody(admin, 'Missing Pre', { pre: { scriptId: 99_999_999 } }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      resultCode: 'VALIDATION_ERROR',
      errorMessage: 'The selected script does not exist or you cannot use it.',
      issues: [
        {
          path: 'binaryInstallSettings.preExecutionScript',
          message: 'The selected script does not exist or you cannot use it.',
        },
      ],
    });
    const seven = await script('Install 7-Zip');
    const installAsPost = await admin.post(
      '/scripting/scripts/upload-application',
      await installBody(admin, 'Chained Post', { post: { scriptId: seven.id } }),
    );
    expect(installAsPost.status).toBe(400);
    expect(installAsPost.body.errorMessage).toBe(
      'An install or run automation cannot be a pre- or post-script.',
    );
    expect(installAsPost.body.issues[0].path).toBe('binaryInstallSettings.postExecutionScript');
    const run = await admin.post('/scripting/scripts/run-application', {
      name: 'Open Portal',
      language: 'binary_run',
      operatingSystems: ['Windows'],
      categoriesIds: [category('Onboarding')],
      binaryRunSettings: { runnableLocalPath: 'C:\\Portal\\portal.exe', runAs: 'system' },
    });
    expect(run.status).toBe(200);
    const scriptsWithRun = (await snapshot(server.db)).scripts;
    const runAsPre = await admin.post(
      '/scripting/scripts/upload-application',
      await installBody(admin, 'Chained Run', { pre: { scriptId: run.body.script.id } }),
    );
    expect(runAsPre.status).toBe(400);
    expect(runAsPre.body.errorMessage).toBe('An install or run automation cannot be a pre- or post-script.');
    // Refused saves add no automation (only the run-application above).
    expect(scriptsWithRun).not.toEqual(scriptsBefore);
    expect((await snapshot(server.db)).scripts).toEqual(scriptsWithRun);

    // Update: the same rules; nothing changes.
    const target = await newInstall('Updatable Installer', {});
    const row = (await admin.get(`/scripting/scripts/${target}`)).body.script as Loose;
    const saved = await snapshot(server.db);
    const update = (refs: { pre?: Ref; post?: Ref }) =>
      admin.put('/scripting/scripts/upload-application', {
        id: target,
        name: 'Updatable Installer',
        language: 'binary_install',
        operatingSystems: ['Windows'],
        architecture: ['ALL'],
        categoriesIds: [category('Onboarding')],
        binaryInstallSettings: {
          runnableAttachmentId: row.binaryInstallSettings.runnableAttachmentId,
          runAs: 'system',
          preExecutionScript: refs.pre ?? null,
          postExecutionScript: refs.post ?? null,
        },
      });
    const updMissing = await update({ post: { scriptId: 99_999_998 } });
    expect(updMissing.status).toBe(400);
    expect(updMissing.body.issues[0]).toEqual({
      path: 'binaryInstallSettings.postExecutionScript',
      message: 'The selected script does not exist or you cannot use it.',
    });
    expect((await update({ pre: { scriptId: seven.id } })).body.errorMessage).toBe(
      'An install or run automation cannot be a pre- or post-script.',
    );
    expect((await update({ pre: { scriptId: target } })).status).toBe(400);
    expect(await snapshot(server.db)).toEqual(saved);
    // A script may be one.
    const ok = await update({ pre: { scriptId: (await script('Clear Temp Files')).id } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('refuses a script the user cannot read as if it did not exist (400, not 403)', async () => {
    const onboarding = category('Onboarding');
    const tech = await signInTechnician(server, [
      grant('SCRIPT_CATEGORY', 'View', { entityId: onboarding }),
      grant('SCRIPT_CATEGORY', 'Create', { entityId: onboarding }),
      grant('SCRIPT_CATEGORY', 'Update', { entityId: onboarding }),
    ]);
    const secret = await newScript('Maintenance Only Script', 'Maintenance');
    const readable = await newScript('Onboarding Script', 'Onboarding');
    const before = await snapshot(server.db);
    const refused = await tech.post(
      '/scripting/scripts/upload-application',
      await installBody(tech, 'Tech Installer', { post: { scriptId: secret } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('The selected script does not exist or you cannot use it.');
    expect(refused.body.issues[0].path).toBe('binaryInstallSettings.postExecutionScript');
    // Only the installer row inserted by installBody differs.
    const after = await snapshot(server.db);
    expect({ ...after, script_attachments: '' }).toEqual({ ...before, script_attachments: '' });
    const allowed = await tech.post(
      '/scripting/scripts/upload-application',
      await installBody(tech, 'Tech Installer', { post: { scriptId: readable } }),
    );
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});
