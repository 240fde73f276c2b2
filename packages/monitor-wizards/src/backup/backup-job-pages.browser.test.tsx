import { BACKUP_PASSWORD_MASK, type BackupJobInput } from '@console/core';
import { expectNoAxeViolations, renderWithProviders, transitionsDone } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { BackupJobWizard, newBackupJob } from './backup-job-wizard';

const saved: BackupJobInput = {
  ...newBackupJob(),
  id: '5f0f3c56-8a43-4c55-9a43-2f1f4f1b2a01',
  jobName: 'Nightly',
  volumes: ['C:'],
  destinationType: 'NETWORK_SHARE',
  networkDestinationName: 'NAS',
  networkDestinationPath: '\\\\nas\\backups',
  networkUserName: 'svc',
  networkPassword: BACKUP_PASSWORD_MASK,
  networkPasswordConfirm: BACKUP_PASSWORD_MASK,
  passwordType: 'PASSWORD',
  password: BACKUP_PASSWORD_MASK,
  passwordConfirm: BACKUP_PASSWORD_MASK,
};

const wizardOf = (name: string) => page.getByRole('dialog', { name });
/** A password field by its label (password inputs have no role). */
const secret = (label: string) => {
  const input = [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')].find(
    (element) => element.labels?.[0]?.textContent?.replace(/\*|Required/g, '').trim() === label,
  );
  if (!input) throw new Error(`No password field ${label}`);
  return page.elementLocator(input);
};

describe('backup job wizard pages (002 §3, §5.11)', () => {
  it('Schedule: each type shows its fields and rules', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <BackupJobWizard
        job={{ ...saved, schedule: { ...saved.schedule, interval: 1 } }}
        onSave={onSave}
        defaultStep="schedule"
      />,
    );
    const wizard = wizardOf('Edit backup job');
    await expect.element(wizard).toBeVisible();
    await transitionsDone();
    // Continuous incremental: days, start and stop, time between backups, backups per day.
    await expect.element(page.getByRole('group', { name: 'Incremental backup days' })).toBeVisible();
    await expect.element(page.getByText('Backups per day: 11')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Time between backups' }).fill('30');
    await page.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Minutes' }).click();
    await expect.element(page.getByText('Backups per day: 21')).toBeVisible();
    await page.getByRole('textbox', { name: 'Stop time' }).fill('07:00');
    await page.getByRole('checkbox', { name: 'Monday' }).click();
    await page.getByRole('checkbox', { name: 'Tuesday' }).click();
    await page.getByRole('checkbox', { name: 'Wednesday' }).click();
    await page.getByRole('checkbox', { name: 'Thursday' }).click();
    await page.getByRole('checkbox', { name: 'Friday' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('The stop time must be after the start time')).toBeVisible();
    await expect.element(page.getByText('Select at least one day')).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    // Weekly: full backup days and time.
    await page.getByRole('combobox', { name: 'Schedule' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await expect.element(page.getByRole('group', { name: 'Full backup days' })).toBeVisible();
    await expect.element(page.getByText('Select at least one day')).toBeVisible();
    await page
      .getByRole('group', { name: 'Full backup days' })
      .getByRole('checkbox', { name: 'Sunday' })
      .click();
    await page.getByRole('textbox', { name: 'Full backup time' }).fill('23:30');
    await expect.element(page.getByText('Select at least one day')).not.toBeInTheDocument();
    // Monthly: days of the month.
    await page.getByRole('combobox', { name: 'Schedule' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await expect.element(page.getByRole('group', { name: 'Days of the month' })).toBeVisible();
    await page.getByRole('checkbox', { name: '15', exact: true }).click();
    await expectNoAxeViolations(wizard.element());
    // Later: the date and time.
    await page.getByRole('combobox', { name: 'Schedule' }).click();
    await page.getByRole('option', { name: 'Later' }).click();
    await expect.element(page.getByText('Enter a date and time')).toBeVisible();
    await page.getByLabelText('Run at').fill('2030-01-02T03:04');
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].schedule).toMatchObject({
      type: 'LATER',
      runLaterAt: '2030-01-02T03:04',
      monthlyDays: [15],
      fullBackupWeekdays: ['SUNDAY'],
      fullBackupTime: '23:30',
    });
  });

  it('Schedule: a weekly schedule with an incremental part', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <BackupJobWizard
        job={{
          ...saved,
          schedule: {
            ...saved.schedule,
            type: 'WEEKLY',
            fullBackupWeekdays: ['SUNDAY'],
            fullBackupTime: '01:00',
            incrementalWeekdays: [],
          },
        }}
        onSave={onSave}
        defaultStep="schedule"
      />,
    );
    const wizard = wizardOf('Edit backup job');
    await expect.element(wizard).toBeVisible();
    await transitionsDone();
    // No incremental day: full backups only, no incremental times asked.
    await expect.element(page.getByRole('group', { name: 'Incremental backup days' })).toBeVisible();
    await expect.element(page.getByText('No incremental day chosen: full backups only.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Start time' })).not.toBeInTheDocument();
    await expectNoAxeViolations(wizard.element());
    // Incremental days: the start and stop times and the interval follow the continuous rules.
    const incrementalDays = page.getByRole('group', { name: 'Incremental backup days' });
    await incrementalDays.getByRole('checkbox', { name: 'Monday' }).click();
    await incrementalDays.getByRole('checkbox', { name: 'Wednesday' }).click();
    await page.getByRole('textbox', { name: 'Start time' }).fill('18:00');
    await page.getByRole('textbox', { name: 'Stop time' }).fill('08:00');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('The stop time must be after the start time')).toBeVisible();
    await page.getByRole('textbox', { name: 'Start time' }).fill('08:00');
    await page.getByRole('textbox', { name: 'Stop time' }).fill('12:00');
    await page.getByRole('spinbutton', { name: 'Time between backups' }).fill('2');
    await expect.element(page.getByText('Backups per day: 3')).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].schedule).toMatchObject({
      type: 'WEEKLY',
      fullBackupWeekdays: ['SUNDAY'],
      fullBackupTime: '01:00',
      incrementalWeekdays: ['MONDAY', 'WEDNESDAY'],
      startTime: '08:00',
      stopTime: '12:00',
      interval: 2,
    });
  });
  it('Advanced: the switches, commands and spinners with their bounds', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<BackupJobWizard job={saved} onSave={onSave} defaultStep="advanced" />);
    const wizard = wizardOf('Edit backup job');
    await expect.element(wizard).toBeVisible();
    await transitionsDone();
    await expect
      .element(page.getByRole('checkbox', { name: 'Enable self-healing incremental recovery' }))
      .toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Generate MD5 file' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Generate MD5 file' }).click();
    await page.getByRole('spinbutton', { name: 'Performance throttling (%)' }).fill('0');
    await page.getByRole('textbox', { name: 'Pre snapshot command' }).fill('net stop sql');
    await page.getByRole('checkbox', { name: 'Retention policy' }).click();
    await page.getByRole('spinbutton', { name: 'Image sets to keep' }).fill('1001');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByText('Must be between 1 and 100', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Must be between 1 and 1000')).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    expect(onSave).not.toHaveBeenCalled();
    await page.getByRole('spinbutton', { name: 'Performance throttling (%)' }).fill('40');
    await page.getByRole('spinbutton', { name: 'Image sets to keep' }).fill('7');
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0].advanced).toMatchObject({
      generateMD5File: true,
      throttlePercent: 40,
      preSnapshotCommand: 'net stop sql',
      retentionEnabled: true,
      retentionImageCount: 7,
    });
  });

  it('EDIT: read-only fields, stored passwords masked, a new one needs its confirmation', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<BackupJobWizard job={saved} onSave={onSave} />);
    const wizard = wizardOf('Edit backup job');
    await expect.element(wizard).toBeVisible();
    await transitionsDone();
    await expect.element(page.getByRole('textbox', { name: 'Job name' })).toBeDisabled();
    await expect.element(page.getByRole('combobox', { name: 'Compression' })).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: 'Split image file' })).toBeDisabled();
    await expect.element(secret('Image password')).toBeDisabled();
    await expect.element(secret('Password')).toHaveValue(BACKUP_PASSWORD_MASK);
    await expect.element(page.getByText('A password is stored. Type a new one to replace it.')).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    await secret('Password').fill('new-secret');
    await expect.element(secret('Confirm password')).toHaveValue('');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByText('The passwords do not match')).toBeVisible();
    await secret('Confirm password').fill('new-secret');
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      jobName: 'Nightly',
      networkPassword: 'new-secret',
      password: BACKUP_PASSWORD_MASK,
    });
  });

  it('Close with unsaved changes asks first; a failed save shows in a banner', async () => {
    const onOpenChange = vi.fn();
    const onSave = vi.fn(async () => 'Policy is locked');
    await renderWithProviders(<BackupJobWizard job={saved} onSave={onSave} onOpenChange={onOpenChange} />);
    const wizard = wizardOf('Edit backup job');
    await expect.element(wizard).toBeVisible();
    await transitionsDone();
    await page.getByRole('textbox', { name: 'Comment' }).fill('Weekdays');
    await page.getByRole('button', { name: 'Close' }).click();
    const prompt = page.getByRole('dialog', { name: 'You have unsaved changes' });
    await expect.element(prompt).toBeVisible();
    await expectNoAxeViolations(prompt.element());
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(prompt).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.element(page.getByRole('alert').getByText('Policy is locked')).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await page.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('dialog', { name: 'You have unsaved changes' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
