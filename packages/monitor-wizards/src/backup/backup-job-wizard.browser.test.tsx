import { expectNoAxeViolations, renderWithProviders, transitionsDone } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BackupJobWizard } from './backup-job-wizard';

describe('backup job wizard (002 §2.3, §3, §5.11)', () => {
  it('stays on Basic with the per-field errors, then hands a complete job to onSave', async () => {
    const onSave = vi.fn();
    await renderWithProviders(<BackupJobWizard onSave={onSave} />);
    const wizard = page.getByRole('dialog', { name: 'New backup job' });
    await expect.element(wizard).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(wizard.element());
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Enter a job name')).toBeVisible();
    await expect.element(page.getByText('Select at least one volume')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(wizard.element());
    await page.getByRole('textbox', { name: 'Job name' }).fill('Nightly');
    await page.getByRole('textbox', { name: 'Volumes' }).fill('C:');
    await userEvent.keyboard('{Enter}');
    await page.getByRole('radio', { name: 'Network share' }).click();
    await page.getByRole('textbox', { name: 'Network location name' }).fill('NAS');
    await page.getByRole('textbox', { name: 'Network path' }).fill('\\\\nas\\backups');
    await page.getByRole('textbox', { name: 'User name' }).fill('svc');
    const secret = (index: number) =>
      page.elementLocator(
        document.querySelectorAll<HTMLInputElement>('input[type="password"]')[index] as HTMLElement,
      );
    await secret(0).fill('one');
    await secret(1).fill('two');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('The passwords do not match')).toBeVisible();
    await secret(1).fill('one');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByText('Backups per day: 11')).toBeVisible();
    await expectNoAxeViolations(wizard.element());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      jobName: 'Nightly',
      volumes: ['C:'],
      destinationType: 'NETWORK_SHARE',
      networkPassword: 'one',
    });
  });
});
