import { expectNoAxeViolations, renderWithProviders, transitionsDone } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { savedPlans } from '../fixtures/image-manager-plans';
import { ManagedFolderWizard } from './managed-folder-wizard';

const step = (name: string) => page.getByRole('button', { name, exact: true });
const next = () => page.getByRole('button', { name: 'Next' }).click();
const spin = (name: string) => page.getByRole('spinbutton', { name });
const saved = savedPlans.managedFolders[0];
const closeButton = () =>
  page
    .getByRole('dialog', { name: 'Edit managed folder' })
    .getByRole('button', { name: 'Close', exact: true });

describe('image manager managed-folder wizard (002 §2.3, §3, §5.11)', () => {
  it('new: each page stops on its per-field errors, then Done hands the folder to onSave', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<ManagedFolderWizard onSave={onSave} />);
    const wizard = page.getByRole('dialog', { name: 'New managed folder' });
    await expect.element(wizard).toBeVisible();
    for (const name of ['Basic', 'Verification', 'Consolidation', 'Retention'])
      await expect.element(step(name)).toBeInTheDocument();
    await transitionsDone();
    await expectNoAxeViolations(wizard.element());

    // Basic: folder path, folder credentials with a confirmed password, image password.
    await next();
    await expect.element(page.getByText('Enter a path')).toBeVisible();
    await expect.element(step('Basic')).toHaveAttribute('aria-current', 'step');
    await page.getByRole('textbox', { name: 'Folder path' }).fill('Images');
    await expect
      .element(page.getByText('Enter a full path (C:\\Backups or \\\\server\\share)'))
      .toBeVisible();
    await page.getByRole('textbox', { name: 'Folder path' }).fill('\\\\nas\\images');
    await page.getByRole('radio', { name: 'Folder credentials' }).click();
    await page.getByRole('radio', { name: 'Encrypt with a password' }).click();
    await next();
    await expect.element(page.getByText('Enter a user name')).toBeVisible();
    await expect.element(page.getByText('Enter a password').first()).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    await page.getByRole('textbox', { name: 'User name' }).fill('svc-images');
    await page.getByLabelText(/^Password/).fill('one');
    await page.getByLabelText(/^Confirm password/).fill('two');
    await page.getByLabelText(/^Image password/).fill('img');
    await page.getByLabelText(/^Confirm image password/).fill('img');
    await next();
    await expect.element(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabelText(/^Confirm password/).fill('one');
    await spin('Sort priority').fill('0');
    await expect.element(page.getByText('Must be between 1 and 1000')).toBeVisible();
    await spin('Sort priority').fill('3');
    await next();

    // Verification: days between re-verifications only when re-verifying, within 1-365.
    await expect.element(step('Verification')).toHaveAttribute('aria-current', 'step');
    await expect.element(spin('Days between re-verifications')).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Re-verify image files' }).click();
    await spin('Days between re-verifications').fill('400');
    await next();
    await expect.element(page.getByText('Must be between 1 and 365')).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    await spin('Days between re-verifications').fill('30');
    await next();

    // Consolidation: a day of the month, or a relative week and day of the week.
    await expect.element(step('Consolidation')).toHaveAttribute('aria-current', 'step');
    await spin('Day of the month').fill('32');
    await next();
    await expect.element(page.getByText('Must be between 1 and 31')).toBeVisible();
    await page.getByRole('radio', { name: 'Relative day' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Week', exact: true })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Day of the week' })).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    await next();

    // Retention: the kept days and months only when a policy applies.
    await expect.element(step('Retention')).toHaveAttribute('aria-current', 'step');
    await expect.element(spin('Keep consolidated daily images (days)')).toBeDisabled();
    await page.getByRole('switch', { name: 'Apply a retention policy' }).click();
    await spin('Keep consolidated monthly images (months)').fill('121');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByText('Must be between 1 and 120')).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    await spin('Keep consolidated monthly images (months)').fill('24');
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      folderPath: '\\\\nas\\images',
      authenticationType: 'FOLDER_CREDENTIAL',
      folderCredentialsUserName: 'svc-images',
      folderCredentialsPassword: 'one',
      folderCredentialsPasswordConfirm: 'one',
      imagePasswordType: 'PASSWORD_STRING',
      imagePassword: 'img',
      sortPriority: 3,
      verification: { reverifyImageFiles: true, daysToReverify: 30 },
      consolidation: { monthlyRelative: true, monthlyDay: 1 },
      retention: { enabled: true, monthlyMonths: 24 },
    });
    await expect.element(wizard).not.toBeInTheDocument();
  });

  it('edit: the folder path is read-only, stored passwords show masked and a new one must be confirmed', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<ManagedFolderWizard folder={saved} onSave={onSave} />);
    const wizard = page.getByRole('dialog', { name: 'Edit managed folder' });
    await expect.element(page.getByRole('textbox', { name: 'Folder path' })).toBeDisabled();
    await expect
      .element(page.getByRole('textbox', { name: 'Folder path' }))
      .toHaveValue('D:\\Images\\Servers');
    await expect
      .element(page.getByLabelText(/^Password/))
      .toHaveAccessibleDescription('A password is stored. Leave it to keep it, or type a new one.');
    await transitionsDone();
    await expectNoAxeViolations(wizard.element());
    // Any page opens in EDIT; Done saves from there with the masks untouched.
    await step('Retention').click();
    await expect.element(page.getByRole('switch', { name: 'Apply a retention policy' })).toBeChecked();
    await step('Basic').click();
    await page.getByLabelText(/^Image password/).fill('********new');
    await expect.element(page.getByLabelText(/^Image password/)).toHaveValue('new');
    await expect.element(page.getByLabelText(/^Confirm image password/)).toHaveValue('');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabelText(/^Confirm image password/).fill('new');
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      id: saved?.id,
      folderPath: 'D:\\Images\\Servers',
      folderCredentialsPassword: '********',
      folderCredentialsPasswordConfirm: '********',
      imagePassword: 'new',
      imagePasswordConfirm: 'new',
    });
  });

  it('Close with changes asks first: Cancel stays, Discard closes without saving', async () => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <ManagedFolderWizard folder={saved} onSave={onSave} onOpenChange={onOpenChange} />,
    );
    await page.getByRole('textbox', { name: 'Description' }).fill('Changed');
    await closeButton().click();
    const prompt = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect.element(prompt).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(prompt.element());
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Changed');
    await closeButton().click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Save in the prompt saves and closes; a failed save keeps the wizard open with its message', async () => {
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new Error('This folder is already managed'))
      .mockResolvedValue(true);
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <ManagedFolderWizard folder={saved} onSave={onSave} onOpenChange={onOpenChange} />,
    );
    await page.getByRole('textbox', { name: 'Description' }).fill('Changed');
    await closeButton().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('This folder is already managed')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});
