import { expectNoAxeViolations, renderWithProviders, transitionsDone } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { savedPlans } from '../fixtures/image-manager-plans';
import { AddApplicationDialog } from './add-application-dialog';
import { AgentSettingsDialog } from './agent-settings-dialog';
import { FtpLocationDialog } from './ftp-location-dialog';
import { ReplicationTargetDialog } from './replication-target-dialog';

const save = () => page.getByRole('button', { name: 'Save' }).click();
const spin = (name: string) => page.getByRole('spinbutton', { name });

async function choose(name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('image manager location editor (002 §3 FTP location)', () => {
  it('new: name, ftp:// server path, block size and password confirmation are checked before saving', async () => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <FtpLocationDialog open onOpenChange={onOpenChange} otherNames={['Offsite']} onSave={onSave} />,
    );
    const dialog = page.getByRole('dialog', { name: 'New FTP location' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Location ID' })).not.toBeInTheDocument();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await save();
    await expect.element(page.getByText('Enter a name')).toBeVisible();
    await expect.element(page.getByText('Enter an FTP address (ftp://host/path)')).toBeVisible();
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('textbox', { name: /^Name/ }).fill('offsite');
    await page.getByRole('textbox', { name: /^Server path/ }).fill('ftps://backup.example.net/images');
    await spin('Block size (bytes)').fill('100');
    await page.getByLabelText(/^Password/).fill('ftp-secret');
    await page.getByLabelText(/^Confirm password/).fill('other');
    await save();
    await expect.element(page.getByText('This name is already in use')).toBeVisible();
    await expect.element(page.getByText('Must be between 512 and 1048576')).toBeVisible();
    await expect.element(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Cloud copy');
    await spin('Block size (bytes)').fill('32768');
    await page.getByLabelText(/^Confirm password/).fill('ftp-secret');
    await choose('Mode', 'Active');
    await choose('Security', 'Implicit TLS');
    await save();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Cloud copy',
      serverPath: 'ftps://backup.example.net/images',
      blockSize: 32_768,
      userName: '',
      password: 'ftp-secret',
      passwordConfirm: 'ftp-secret',
      mode: 'ACTIVE',
      security: 'IMPLICIT_TLS',
    });
  });

  it('edit: the location ID is read-only and the stored password shows masked; a failed save stays open', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('This name is already in use'));
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <FtpLocationDialog
        open
        onOpenChange={onOpenChange}
        location={savedPlans.ftpLocations[0]}
        onSave={onSave}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Edit FTP location' });
    await expect.element(page.getByRole('textbox', { name: 'Location ID' })).toBeDisabled();
    await expect
      .element(page.getByLabelText(/^Password/))
      .toHaveAccessibleDescription('A password is stored. Leave it to keep it, or type a new one.');
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await save();
    await expect.element(dialog.getByText('This name is already in use')).toBeVisible();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ password: '********', passwordConfirm: '********' });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe('image manager target editor (002 §3 Replication target)', () => {
  it('replicates to one of the FTP locations, with its mode and flags', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <ReplicationTargetDialog
        open
        onOpenChange={() => {}}
        locationNames={['Offsite', 'Cloud copy']}
        folders={[{ id: 'f0d4b1a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b', folderPath: 'D:\\Images' }]}
        onSave={onSave}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'New replication target' });
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await save();
    await expect.element(page.getByText('Enter a name')).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill('DR');
    await choose('Location', 'Cloud copy');
    await choose('Managed folder', 'D:\\Images');
    await choose('Replication mode', 'All consolidated images');
    await page.getByRole('checkbox', { name: 'Synchronize deleted images' }).click();
    await save();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      name: 'DR',
      location: 'Cloud copy',
      managedFolderGuid: 'f0d4b1a2-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      replicationMode: 'REPLICATE_ALL_CONSOLIDATED_IMAGES',
      replicateBaseImageFiles: true,
      synchronizeDeletesImages: true,
    });
  });

  it('says a location is needed first when there is none', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <ReplicationTargetDialog open onOpenChange={() => {}} locationNames={[]} onSave={onSave} />,
    );
    await expect
      .element(page.getByText('Add an FTP location first: a replication target replicates to one.'))
      .toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill('DR');
    await save();
    await expect.element(page.getByText('Select a location').last()).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(page.getByRole('dialog').element());
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('image manager agent settings (002 §3 Agent settings)', () => {
  it('checks the spinners and the default folder credentials', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <AgentSettingsDialog open onOpenChange={() => {}} settings={null} onSave={onSave} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Agent settings' });
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await spin('Processing hour (0-23)').fill('24');
    await spin('Folders processed at once').fill('');
    await page.getByLabelText(/^Password/).fill('agent-secret');
    await save();
    await expect.element(page.getByText('Must be between 0 and 23')).toBeVisible();
    await expect.element(page.getByText('Required', { exact: true }).last()).toBeVisible();
    await expect.element(page.getByText('Enter a user name')).toBeVisible();
    await expect.element(page.getByText('The passwords do not match')).toBeVisible();
    await expectNoAxeViolations(dialog.element());
    await spin('Processing hour (0-23)').fill('3');
    await spin('Folders processed at once').fill('4');
    await page.getByRole('textbox', { name: 'User name' }).fill('svc-agent');
    await page.getByLabelText(/^Confirm password/).fill('agent-secret');
    await page.getByRole('switch', { name: 'Daily processing' }).click();
    await save();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      dailyProcessingEnabled: false,
      processingHour: 3,
      throttlePercent: 100,
      folderConcurrencyLimit: 4,
      userName: 'svc-agent',
      password: 'agent-secret',
      passwordConfirm: 'agent-secret',
    });
  });
});

describe('Add an application (002 §2.3, §3)', () => {
  it('offers the license types of each application and the job counts of a paid ImageManager', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <AddApplicationDialog open onOpenChange={() => {}} existing={['SHADOWPROTECT']} onSave={onSave} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Add an application' });
    await expect.element(page.getByRole('radio', { name: 'ShadowProtect' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: 'ImageManager' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Free' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: 'Server' })).not.toBeInTheDocument();
    await expect.element(spin('FTP jobs')).not.toBeInTheDocument();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await page.getByRole('radio', { name: 'Paid' }).click();
    await spin('FTP jobs').fill('2');
    await spin('ShadowStream jobs').fill('1001');
    await spin('HeadStart Restore jobs').fill('1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(page.getByText('Must be between 0 and 1000')).toBeVisible();
    await expectNoAxeViolations(dialog.element());
    await spin('ShadowStream jobs').fill('3');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      applicationType: 'IMAGEMANAGER',
      licenseType: 'PAID',
      ftpJobs: 2,
      shadowStreamJobs: 3,
      headStartRestoreJobs: 1,
    });
  });

  it('ShadowProtect licenses carry no job counts', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<AddApplicationDialog open onOpenChange={() => {}} onSave={onSave} />);
    await expect.element(page.getByRole('radio', { name: 'ShadowProtect' })).toBeChecked();
    for (const license of ['Server', 'Desktop', 'Small Business Server', 'Hypervisor'])
      await expect.element(page.getByRole('radio', { name: license, exact: true })).toBeInTheDocument();
    await page.getByRole('radio', { name: 'Hypervisor' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      applicationType: 'SHADOWPROTECT',
      licenseType: 'HYPERVISOR',
      ftpJobs: 0,
      shadowStreamJobs: 0,
      headStartRestoreJobs: 0,
    });
  });
});
