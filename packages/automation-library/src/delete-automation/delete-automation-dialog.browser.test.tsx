import { expectNoAxeViolations } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { eventually, renderWithApi, transitionsDone } from '../testing/browser';
import { json } from '../testing/fake-api';
import { sampleAutomations } from '../testing/fixtures';
import { DeleteAutomationDialog } from './delete-automation-dialog';

const flushDns = sampleAutomations.find((a) => a.id === 4) ?? sampleAutomations[0]!;
const IN_USE = 'This automation is used by Install 7-Zip, Install Zoom. Remove it from them first.';

describe('given the delete confirmation', () => {
  it('shows which automations use it when the server refuses, and stays usable', async () => {
    const onOpenChange = vi.fn();
    const onError = vi.fn();
    const onDeleted = vi.fn();
    let answers = 0;
    const screen = await renderWithApi(
      <DeleteAutomationDialog
        open
        automation={flushDns}
        onOpenChange={onOpenChange}
        onError={onError}
        onDeleted={onDeleted}
      />,
      {
        routes: {
          // The first answer refuses (409 AUTOMATION_IN_USE), the second deletes.
          'DELETE /ws/scripting/scripts/4': () =>
            answers++ === 0
              ? json({ resultCode: 'AUTOMATION_IN_USE', errorMessage: IN_USE }, 409)
              : { resultCode: 'SUCCESS' },
        },
      },
    );
    const dialog = page.getByRole('dialog', { name: 'Delete automation' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(IN_USE);
    await expect
      .element(
        dialog.getByText('Are you sure you want to delete Flush DNS Cache? This action cannot be undone.'),
      )
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(onError).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(page.getByText('Something went wrong. Please try again.').query()).toBeNull();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());

    await dialog.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => expect(onDeleted).toHaveBeenCalledWith(flushDns));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.fetch.requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('reports any other failure as before, without the in-use text', async () => {
    const onError = vi.fn();
    await renderWithApi(
      <DeleteAutomationDialog open automation={flushDns} onOpenChange={() => {}} onError={onError} />,
      {
        routes: {
          'DELETE /ws/scripting/scripts/4': () =>
            json({ resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }, 500),
        },
      },
    );
    const dialog = page.getByRole('dialog', { name: 'Delete automation' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => expect(onError).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    await expect.element(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(dialog.getByRole('alert').query()).toBeNull();
  });
});
