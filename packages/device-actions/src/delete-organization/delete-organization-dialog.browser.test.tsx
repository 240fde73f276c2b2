import {
  createTestFetch,
  eventually,
  expectNoAxeViolations,
  renderWithProviders,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DeleteOrganizationDialog } from './delete-organization-dialog';

const organization = { id: 12, name: 'Contoso Health', deleteBackupDataPermanently: true };

describe('organization deletion (002 §4.6)', () => {
  it('confirms, shows each warning, asks for DELETE typed, then deletes with the backup data', async () => {
    const fetch = createTestFetch({
      'GET /ws/client/12/delete/warning': {
        warnings: [{ code: 'TICKETING_TICKET_OPEN', message: 'This organization has open tickets.' }],
      },
      'DELETE /ws/client/12/including-backup-data': { resultCode: 'SUCCESS' },
    });
    const onDeleted = vi.fn();
    await renderWithProviders(
      <DeleteOrganizationDialog
        open
        onOpenChange={() => {}}
        organization={organization}
        onDeleted={onDeleted}
      />,
      { console: { fetch } },
    );
    const confirm = page.getByRole('dialog', { name: 'Delete Contoso Health?' });
    await transitionsDone();
    await expectNoAxeViolations(confirm.element());
    await confirm.getByRole('button', { name: 'Delete' }).click();
    const warning = page.getByRole('dialog', { name: 'Before you delete Contoso Health' });
    await expect.element(warning.getByText('This organization has open tickets.')).toBeVisible();
    await warning.getByRole('button', { name: 'Continue' }).click();
    const typed = page.getByRole('dialog', { name: 'Delete backup data permanently?' });
    const remove = typed.getByRole('button', { name: 'Delete' });
    await expect.element(remove).toBeDisabled();
    await typed.getByRole('textbox', { name: 'Type DELETE' }).fill('delete');
    await expect.element(remove).toBeDisabled();
    await typed.getByRole('textbox', { name: 'Type DELETE' }).fill('DELETE');
    await transitionsDone();
    await expectNoAxeViolations(typed.element());
    await remove.click();
    await eventually(() => expect(onDeleted).toHaveBeenCalled());
    expect(fetch.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /ws/client/12/delete/warning',
      'DELETE /ws/client/12/including-backup-data',
    ]);
  });

  it('deletes without the typed step when backup data is kept', async () => {
    const fetch = createTestFetch({
      'GET /ws/client/12/delete/warning': { warnings: [] },
      'DELETE /ws/client/12': { resultCode: 'SUCCESS' },
    });
    const onDeleted = vi.fn();
    await renderWithProviders(
      <DeleteOrganizationDialog
        open
        onOpenChange={() => {}}
        organization={{ ...organization, deleteBackupDataPermanently: false }}
        onDeleted={onDeleted}
      />,
      { console: { fetch } },
    );
    await page
      .getByRole('dialog', { name: 'Delete Contoso Health?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await eventually(() => expect(onDeleted).toHaveBeenCalled());
    expect(fetch.requests.at(-1)?.path).toBe('/ws/client/12');
  });
});
