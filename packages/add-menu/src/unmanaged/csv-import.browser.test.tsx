import { createConsoleClient } from '@console/core';
import { createTestFetch, expectNoAxeViolations, jsonResponse, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { UnmanagedDeviceDialog } from './unmanaged-device-dialog';
import { buildPreview, csvFile, type FakeUpload, fakeUploadXhr, unmanagedApi } from './unmanaged-fixtures';

const item = (name: string) => page.getByRole('treeitem', { name, exact: true });
const previewButton = () => page.getByRole('button', { name: 'Preview' });
const wizard = () => page.getByRole('dialog', { name: 'Import Wizard (Preview)' });

async function renderImport(
  handler: (upload: FakeUpload) => Response | Promise<Response>,
  wrapper?: (props: { children: ReactNode }) => ReactNode,
) {
  const fetch = createTestFetch(unmanagedApi());
  const xhr = fakeUploadXhr(handler);
  const onOpenChange = vi.fn();
  await renderWithProviders(<UnmanagedDeviceDialog open onOpenChange={onOpenChange} defaultMode="import" />, {
    wrapper,
    console: {
      fetch,
      client: createConsoleClient({
        fetch,
        getCsrfToken: () => 'test-csrf',
        XMLHttpRequest: xhr.XMLHttpRequest,
      }),
    },
  });
  return { uploads: xhr.uploads, onOpenChange };
}

/** Chooses files in the dialog's file drop as the browser's file chooser would. */
function choose(file: File) {
  const input = page.getByRole('group', { name: 'CSV file' }).element().querySelector('input[type="file"]');
  const data = new DataTransfer();
  data.items.add(file);
  (input as HTMLInputElement).files = data.files;
  input?.dispatchEvent(new Event('change', { bubbles: true }));
}

async function chooseRole(name = 'Printer') {
  await page.getByRole('button', { name: 'Add' }).click();
  await item(name).click();
  await expect.element(page.getByTestId('unmanaged-import-role')).toHaveTextContent(name);
}

const previewAnswer =
  (preview = buildPreview(20, 5)) =>
  () =>
    jsonResponse(preview);

describe('given the CSV import', () => {
  it('enables Preview only with a role and a .csv file, and links the template of the role', async () => {
    await renderImport(previewAnswer());
    await expect.element(previewButton()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Download Template' })).toBeDisabled();
    await expectNoAxeViolations(document.body);
    choose(csvFile());
    await expect.element(previewButton()).toBeDisabled();
    await chooseRole();
    await expect.element(previewButton()).toBeEnabled();
    const template = page.getByRole('link', { name: 'Download Template' });
    await expect.element(template).toHaveAttribute('href', '/ws/attributes/tab/role/31/template/csv');
    await expect.element(template).toHaveAttribute('download');
    await expectNoAxeViolations(document.body);
  });

  it('greys out roles without full permission in the role picker', async () => {
    await renderImport(previewAnswer());
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.element(item('Monitor')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('dialog', { name: 'Choose a device role' })).toBeVisible();
    await expectNoAxeViolations(document.body);
  });

  it("refuses a file that is not .csv ('Invalid file type')", async () => {
    await renderImport(previewAnswer());
    await chooseRole();
    choose(csvFile('a,b', 'devices.xlsx'));
    await expect.element(page.getByText('Invalid file type')).toBeVisible();
    await expect.element(previewButton()).toBeDisabled();
  });

  it('previews rows with per-cell errors, totals and both messages, then saves the valid rows', async () => {
    const { uploads, onOpenChange } = await renderImport((upload) =>
      upload.url.endsWith('/preview')
        ? jsonResponse(buildPreview(20, 5))
        : jsonResponse({ resultCode: 'SUCCESS', createdCount: 16, discardedRows: 4 }),
    );
    await chooseRole();
    choose(csvFile());
    await previewButton().click();
    await expect.element(wizard()).toBeVisible();
    expect(uploads[0]).toMatchObject({ roleId: '31' });
    expect(uploads[0]?.file?.name).toBe('devices.csv');
    await expect
      .element(page.getByText('4 error(s) found across 4 row(s). Resolve the errors and re-upload the CSV.'))
      .toBeVisible();
    await expect.element(page.getByText('If submitted, 4 row(s) will be discarded.')).toBeVisible();
    await expect.element(page.getByText('20 row(s): 16 valid, 4 with errors')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Serial Number' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Device 1', exact: true })).toBeVisible();
    const bad = wizard().getByRole('button', { name: 'Required' }).first();
    await expect.element(bad).toHaveAttribute('aria-invalid', 'true');
    await bad.hover();
    await expect.element(page.getByRole('tooltip').filter({ hasText: 'Required' })).toBeVisible();
    await expectNoAxeViolations(document.body);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('16 unmanaged device(s) imported successfully')).toBeVisible();
    expect(uploads[1]?.url).toBe('/ws/unmanaged-device/import');
    // Without a host ToastProvider the dialog stays open so that its message stays readable.
    expect(onOpenChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole('dialog', { name: 'Add unmanaged device' })).toBeVisible();
  });

  it('closes after the import when the host has a ToastProvider, whose stack keeps the message', async () => {
    const { onOpenChange } = await renderImport(
      (upload) =>
        upload.url.endsWith('/preview')
          ? jsonResponse(buildPreview(4, 0))
          : jsonResponse({ resultCode: 'SUCCESS', createdCount: 4, discardedRows: 0 }),
      ({ children }) => <ToastProvider>{children}</ToastProvider>,
    );
    await chooseRole();
    choose(csvFile());
    await previewButton().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('4 unmanaged device(s) imported successfully')).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('disables Save when no row is valid', async () => {
    await renderImport(previewAnswer(buildPreview(3, 1)));
    await chooseRole();
    choose(csvFile());
    await previewButton().click();
    await expect.element(wizard()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(page.getByText(/If submitted/).query()).toBeNull();
  });

  it('re-uploads a corrected file and previews it again', async () => {
    let answer = buildPreview(10, 2);
    const { uploads } = await renderImport(() => jsonResponse(answer));
    await chooseRole();
    choose(csvFile());
    await previewButton().click();
    await expect.element(page.getByText('If submitted, 5 row(s) will be discarded.')).toBeVisible();
    answer = buildPreview(10, 0);
    const input = wizard().element().querySelector('input[type="file"]') as HTMLInputElement;
    const data = new DataTransfer();
    data.items.add(csvFile('fixed', 'fixed.csv'));
    input.files = data.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect.element(page.getByText('10 row(s): 10 valid, 0 with errors')).toBeVisible();
    expect(uploads.at(-1)?.file?.name).toBe('fixed.csv');
    expect(page.getByText(/error\(s\) found/).query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Re-upload' })).toBeEnabled();
  });

  it("shows the server's message for a refused file and 'Error while uploading file' otherwise", async () => {
    let status = 400;
    await renderImport(() =>
      status === 400
        ? jsonResponse(
            {
              resultCode: 'VALIDATION_ERROR',
              errorMessage: 'The file has more than 10,000 rows. Split it into smaller files.',
            },
            400,
          )
        : jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'boom' }, 500),
    );
    await chooseRole();
    choose(csvFile());
    await previewButton().click();
    await expect
      .element(page.getByText('The file has more than 10,000 rows. Split it into smaller files.'))
      .toBeVisible();
    expect(wizard().query()).toBeNull();
    await expectNoAxeViolations(document.body);
    status = 500;
    await previewButton().click();
    await expect.element(page.getByText('Error while uploading file')).toBeVisible();
  });

  it('keeps the wizard open with a generic message when the save fails', async () => {
    await renderImport((upload) =>
      upload.url.endsWith('/preview')
        ? jsonResponse(buildPreview(4, 0))
        : jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'boom' }, 500),
    );
    await chooseRole();
    choose(csvFile());
    await previewButton().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(wizard().getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('goes back to the dialog when the wizard is closed with Escape', async () => {
    await renderImport(previewAnswer());
    await chooseRole();
    choose(csvFile());
    await previewButton().click();
    await expect.element(wizard()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Add unmanaged device' })).toBeVisible();
  });
});
