import type { BackupPlans } from '@console/core';
import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
  validationErrorResponse,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { emptyPlans, savedPlans } from '../fixtures/image-manager-plans';
import { ImageManagerSettings } from './image-manager-settings';

/** A fake server holding the policy's plans: PUT stores them as sent, GET answers them. */
function planServer(start: BackupPlans, refuse?: () => Response | undefined) {
  let plans = structuredClone(start);
  const fetch = createTestFetch({
    'GET /ws/policy/12/backup': () => ({ resultCode: 'SUCCESS', policyId: 12, backupPlans: plans }),
    'PUT /ws/policy/12/backup': (request: TestRequest) => {
      const refused = refuse?.();
      if (refused) return refused;
      plans = (request.body as { backupPlans: BackupPlans }).backupPlans;
      return { resultCode: 'SUCCESS', policyId: 12, backupPlans: plans };
    },
  });
  return { fetch, puts: () => fetch.requests.filter((request) => request.method === 'PUT') };
}

const table = (name: string) => page.getByRole('table', { name });
/** The plans sent by the `index`th save. */
function sent(server: ReturnType<typeof planServer>, index: number): BackupPlans {
  const body = server.puts()[index]?.body as { backupPlans: BackupPlans } | undefined;
  if (!body) throw new Error(`no save #${index}`);
  return body.backupPlans;
}

describe('image manager pages of a policy (002 §2.3)', () => {
  it('lists the managed folders, locations, targets and applications, and saves an edited location', async () => {
    const server = planServer(savedPlans);
    const onSaved = vi.fn();
    const { container } = await renderWithProviders(
      <ImageManagerSettings policyId={12} onSaved={onSaved} />,
      {
        console: { fetch: server.fetch },
      },
    );
    await expect.element(table('Managed folders').getByText('D:\\Images\\Servers')).toBeVisible();
    await expect.element(table('FTP locations').getByText('ftp://ftp.example.com/images')).toBeVisible();
    await expect.element(table('Replication targets').getByText('DR site')).toBeVisible();
    await expect.element(table('Applications').getByText('ShadowProtect')).toBeVisible();
    await expectNoAxeViolations(container);

    await page.getByRole('button', { name: 'Edit Offsite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit FTP location' });
    await page.getByRole('textbox', { name: /^Name/ }).fill('Offsite NY');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    const body = { backupPlans: sent(server, 0) };
    // The masked password goes back as it came (the server keeps the stored one); the target follows the rename.
    expect(body.backupPlans.ftpLocations[0]).toMatchObject({ name: 'Offsite NY', password: '********' });
    expect(body.backupPlans.replicationTargets[0]?.location).toBe('Offsite NY');
    await expect.element(table('Replication targets').getByText('Offsite NY')).toBeVisible();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('adds a managed folder through the wizard and shows the server refusal in it', async () => {
    let refuse = true;
    const server = planServer(emptyPlans, () => {
      if (!refuse) return undefined;
      refuse = false;
      return validationErrorResponse(
        'backupPlans.managedFolders.0.folderPath',
        'This folder is already managed',
      );
    });
    await renderWithProviders(<ImageManagerSettings policyId={12} />, { console: { fetch: server.fetch } });
    await expect.element(page.getByText('No managed folders')).toBeVisible();
    await page.getByRole('button', { name: 'Add managed folder' }).click();
    const wizard = page.getByRole('dialog', { name: 'New managed folder' });
    await page.getByRole('textbox', { name: /^Folder path/ }).fill('E:\\Images');
    for (const _ of [1, 2, 3]) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(wizard.getByText('This folder is already managed')).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(wizard.element());
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(wizard).not.toBeInTheDocument();
    await expect.element(table('Managed folders').getByText('E:\\Images')).toBeVisible();
    expect(server.puts()).toHaveLength(2);
    expect(sent(server, 1).managedFolders).toEqual([
      expect.objectContaining({ folderPath: 'E:\\Images', authenticationType: 'AGENT_DEFAULT' }),
    ]);
  });

  it('keeps a location its replication targets use, and removes a target', async () => {
    const server = planServer(savedPlans);
    await renderWithProviders(<ImageManagerSettings policyId={12} />, { console: { fetch: server.fetch } });
    await page.getByRole('button', { name: 'Remove Offsite' }).click();
    await expect
      .element(page.getByText('Replication targets use this location: change or remove them first.'))
      .toBeVisible();
    expect(server.puts()).toHaveLength(0);
    await page.getByRole('button', { name: 'Remove DR site' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove DR site?' });
    await expect.element(confirm).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(confirm.element());
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.element(page.getByText('No replication targets')).toBeVisible();
    expect(sent(server, 0).replicationTargets).toEqual([]);
    await page.getByRole('button', { name: 'Agent settings' }).click();
    await expect.element(page.getByRole('spinbutton', { name: 'Processing hour (0-23)' })).toHaveValue(2);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add an application' }).click();
    await expect.element(page.getByRole('radio', { name: 'ImageManager' })).toBeChecked();
  });

  it('shows the plans without Add, Edit and Remove to a user who may not update the policy', async () => {
    const server = planServer(savedPlans);
    await renderWithProviders(<ImageManagerSettings policyId={12} nodeClass="WINDOWS_SERVER" />, {
      console: {
        fetch: server.fetch,
        session: createTestSession({ sysadmin: false, grants: [{ type: 'POLICY', name: 'View' }] }),
      },
    });
    await expect.element(table('FTP locations').getByText('Offsite')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add location' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Edit Offsite' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Agent settings' })).not.toBeInTheDocument();
    await expectNoAxeViolations(page.getByRole('table', { name: 'Managed folders' }).element());
  });
});
