import { expectNoAxeViolations } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { AutomationProcessingModal } from '../automation-processing/automation-processing-modal';
import { ScriptPicker } from '../script-picker/script-picker';
import { eventually, renderWithApi } from '../testing/browser';
import { makeAutomation, sampleAutomations } from '../testing/fixtures';
import { UploadingFilesModal } from '../uploading-files/uploading-files-modal';
import { ApplyParametersDialog } from './apply-parameters-dialog';

const byId = (id: number) => sampleAutomations.find((a) => a.id === id) ?? sampleAutomations[0]!;

describe('given the apply-parameters dialog', () => {
  it('requires the script variables and hands back an applied row', async () => {
    const onSubmit = vi.fn();
    await renderWithApi(
      <ApplyParametersDialog open onOpenChange={() => {}} automation={byId(3)} onSubmit={onSubmit} />,
    );
    const dialog = page.getByRole('dialog', { name: 'Clear Temp Files' });
    await expect.element(dialog.getByRole('combobox', { name: 'Run as' })).toHaveValue('system');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect
      .element(dialog.getByText('Mandatory value is undefined. Please enter a value.'))
      .toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(dialog.element());
    await dialog.getByRole('combobox', { name: 'Preset parameters' }).selectOptions('-Days 30');
    await dialog.getByRole('textbox', { name: 'Target folder' }).fill('C:\\Temp');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const applied = onSubmit.mock.calls[0]?.[0];
    expect(applied).toMatchObject({
      scriptId: 3,
      scriptName: 'Clear Temp Files',
      parameters: { runAs: 'system', scriptParam: '-Days 30' },
    });
    expect(applied.id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(applied.scriptVariables[0]).toMatchObject({ name: 'Target folder', value: 'C:\\Temp' });
  });

  it("requires a built-in automation's fields and a secure URL, with Run", async () => {
    const onSubmit = vi.fn();
    await renderWithApi(
      <ApplyParametersDialog
        open
        mode="run"
        onOpenChange={() => {}}
        automation={byId(2)}
        onSubmit={onSubmit}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Install Application' });
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect.element(dialog.getByText('Required').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'App name' }).fill('7-Zip');
    await dialog.getByRole('textbox', { name: 'MSI URL path' }).fill('http://downloads.example.com/7z.msi');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await expect.element(dialog.getByText('Please enter a valid URL')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'MSI URL path' }).fill('https://downloads.example.com/7z.msi');
    await dialog.getByRole('button', { name: 'Run' }).click();
    await eventually(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].parameters).toMatchObject({
      appName: '7-Zip',
      msiUrlPath: 'https://downloads.example.com/7z.msi',
      runAs: 'system',
    });
  });

  it("requires run-as: 'Required'", async () => {
    const onSubmit = vi.fn();
    await renderWithApi(
      <ApplyParametersDialog
        open
        onOpenChange={() => {}}
        automation={makeAutomation({ id: 77, name: 'No OS', language: 'powershell' })}
        onSubmit={onSubmit}
      />,
      { routes: { 'GET /ws/scripting/run-as/Windows': [] } },
    );
    const dialog = page.getByRole('dialog', { name: 'No OS' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.element(dialog.getByText('Required').last()).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('given the script picker', () => {
  it('hides install and run automations and applies a file transfer at once with run-as system', async () => {
    const onPick = vi.fn();
    await renderWithApi(<ScriptPicker open onOpenChange={() => {}} os="Windows" onPick={onPick} />);
    const picker = page.getByRole('dialog', { name: 'Select script' });
    await expect.element(picker.getByRole('button', { name: /Clear Temp Files/ })).toBeVisible();
    await expect.element(picker.getByRole('button', { name: /Install 7-Zip/ })).not.toBeInTheDocument();
    await expect.element(picker.getByRole('button', { name: /Run Disk Cleanup/ })).not.toBeInTheDocument();
    await expect.element(picker.getByRole('button', { name: /Update Homebrew/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(picker.element());
    await picker.getByRole('button', { name: /Deploy Company Wallpaper/ }).click();
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({
      scriptId: 8,
      parameters: { runAs: 'system', scriptParam: '' },
    });
  });

  it('opens the apply-parameters dialog for a script', async () => {
    const onPick = vi.fn();
    await renderWithApi(<ScriptPicker open onOpenChange={() => {}} onPick={onPick} />);
    await page.getByRole('searchbox', { name: 'Search' }).fill('flush');
    await page.getByRole('button', { name: /Flush DNS Cache/ }).click();
    const apply = page.getByRole('dialog', { name: 'Flush DNS Cache' });
    await apply.getByRole('button', { name: 'Apply' }).click();
    await eventually(() => expect(onPick).toHaveBeenCalledTimes(1));
  });
});

describe('given the progress and processing modals', () => {
  it('shows per-file progress and cancels', async () => {
    const onCancel = vi.fn();
    await renderWithApi(
      <UploadingFilesModal
        open
        onCancel={onCancel}
        uploads={[
          { id: 'a', name: 'setup.msi', size: 100, loaded: 100, status: 'done' },
          { id: 'b', name: 'helper.ini', size: 100, loaded: 30, status: 'uploading' },
          { id: 'c', name: 'icon.png', size: 100, loaded: 0, status: 'failed' },
        ]}
      />,
    );
    const modal = page.getByRole('dialog', { name: 'Uploading files' });
    await expect.element(modal.getByText('Uploaded')).toBeVisible();
    await expect.element(modal.getByText('30%')).toBeVisible();
    await expect.element(modal.getByText('Failed')).toBeVisible();
    await expect
      .element(modal.getByRole('progressbar', { name: 'helper.ini' }))
      .toHaveAttribute('value', '30');
    await expectNoAxeViolations(modal.element());
    await modal.getByRole('button', { name: 'Cancel upload' }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers View status after processing starts', async () => {
    const onViewStatus = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithApi(
      <AutomationProcessingModal open onOpenChange={onOpenChange} onViewStatus={onViewStatus} />,
    );
    const modal = page.getByRole('dialog', { name: 'Automation processing' });
    await expect
      .element(
        modal.getByText('Your automation has been submitted for processing. This may take a few minutes.'),
      )
      .toBeVisible();
    await expectNoAxeViolations(modal.element());
    await modal.getByRole('button', { name: 'View status' }).click();
    expect(onViewStatus).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
