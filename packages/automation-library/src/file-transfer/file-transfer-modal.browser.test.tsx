import { expectNoAxeViolations } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RunApplicationModal } from '../run-application/run-application-modal';
import { chooseFiles, eventually, fileOf, renderWithApi } from '../testing/browser';
import { FakeUploadXhr, json } from '../testing/fake-api';
import { sampleAutomations, underReviewAutomations } from '../testing/fixtures';
import { FileTransferModal } from './file-transfer-modal';

const dialog = () => page.getByRole('dialog', { name: 'File Transfer' });
const fileInput = () => dialog().element().querySelector('input[type="file"]') as Element;
const destination = () => dialog().getByRole('textbox', { name: 'Destination path' });

describe('given a new file transfer', () => {
  it('validates the destination for the OS and again when the OS changes', async () => {
    await renderWithApi(<FileTransferModal open onOpenChange={() => {}} />);
    await destination().fill('C:/Temp');
    await userEvent.tab();
    await expect.element(dialog().getByText('Invalid destination path')).toBeVisible();
    await destination().fill('C:\\Temp');
    await expect.element(dialog().getByText('Invalid destination path')).not.toBeInTheDocument();
    await dialog().getByRole('radio', { name: 'Linux' }).click();
    await expect.element(dialog().getByText('Invalid destination path')).toBeVisible();
    // Run-as reloads for Linux and selects its first choice.
    await expect.element(dialog().getByRole('combobox', { name: 'Run as' })).toHaveTextContent('Root');
    await destination().fill('~/drop');
    await expect.element(dialog().getByText('Invalid destination path')).not.toBeInTheDocument();
    await expect.element(dialog().getByRole('button', { name: 'Choose file' })).toBeVisible();
    await expectNoAxeViolations(dialog().element());
  });

  it('offers Expand 300 ms after a .zip URL is typed and resets it when the URL changes', async () => {
    await renderWithApi(<FileTransferModal open onOpenChange={() => {}} />);
    await dialog().getByRole('radio', { name: 'URL' }).click();
    const url = dialog().getByRole('textbox', { name: 'URL' });
    await url.fill('https://cdn.example.com/tools.zip');
    const expand = dialog().getByRole('checkbox', { name: 'Expand' });
    await expect.element(expand).toBeVisible();
    await expand.click();
    await expect.element(expand).toBeChecked();
    await url.fill('https://cdn.example.com/tools.exe');
    await expect.element(expand).not.toBeInTheDocument();
    await url.fill('https://cdn.example.com/tools.zip');
    await expect.element(dialog().getByRole('checkbox', { name: 'Expand' })).not.toBeChecked();
  });

  it('offers Expand for a chosen .zip file and refuses an empty file', async () => {
    await renderWithApi(<FileTransferModal open onOpenChange={() => {}} />);
    chooseFiles(fileInput(), fileOf('bundle.zip'));
    await expect.element(dialog().getByRole('checkbox', { name: 'Expand' })).toBeVisible();
    await dialog().getByRole('button', { name: 'Remove bundle.zip' }).click();
    chooseFiles(fileInput(), fileOf('empty.txt', 0));
    await expect
      .element(dialog().getByText('File too small. File size must be more than 1 byte'))
      .toBeVisible();
    await expect.element(dialog().getByRole('checkbox', { name: 'Expand' })).not.toBeInTheDocument();
  });

  it("refuses a name another file transfer has: 'This name already exists'", async () => {
    await renderWithApi(<FileTransferModal open onOpenChange={() => {}} />);
    await dialog().getByRole('textbox', { name: 'Name' }).fill('Deploy Company Wallpaper');
    await userEvent.tab();
    await expect.element(dialog().getByText('This name already exists')).toBeVisible();
  });

  it('uploads the file and creates the file transfer with the payload of 001 §3', async () => {
    const onSaved = vi.fn();
    const screen = await renderWithApi(<FileTransferModal open onOpenChange={() => {}} onSaved={onSaved} />);
    await dialog().getByRole('textbox', { name: 'Name' }).fill('Drop tools');
    chooseFiles(fileInput(), fileOf('tools.zip', 64));
    await dialog().getByRole('checkbox', { name: 'Expand' }).click();
    await destination().fill('%PUBLIC%\\Tools');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Uploading files' })).toBeVisible();
    FakeUploadXhr.instances[0]?.respond();
    await eventually(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const create = screen.fetch.requests.find(
      (r) => r.method === 'POST' && r.path === '/ws/scripting/scripts/file-transfer',
    );
    expect(create?.body).toMatchObject({
      name: 'Drop tools',
      language: 'file_transfer',
      operatingSystems: ['Windows'],
      architecture: ['64', '32'],
      scriptParameters: [],
      fileTransferSettings: { destination: '%PUBLIC%\\Tools', runAs: 'system', expand: true },
    });
  });

  it('reports a failed pre-check and re-enables the form', async () => {
    await renderWithApi(<FileTransferModal open onOpenChange={() => {}} />, {
      preCheck: json({ resultCode: 'FORBIDDEN', errorMessage: 'No' }, 403),
    });
    await dialog().getByRole('textbox', { name: 'Name' }).fill('Drop tools');
    chooseFiles(fileInput(), fileOf('tools.txt'));
    await destination().fill('C:\\Tools');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect
      .element(
        dialog().getByText(
          'You do not have permission to take this action. Talk to your administrator to resolve this issue.',
        ),
      )
      .toBeVisible();
    await expect.element(dialog().getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(FakeUploadXhr.instances).toHaveLength(0);
  });
});

describe('given a file transfer being edited', () => {
  it('loads its file and saves without uploading', async () => {
    const onSaved = vi.fn();
    const screen = await renderWithApi(
      <FileTransferModal
        open
        automation={sampleAutomations.find((a) => a.id === 8)}
        onOpenChange={() => {}}
        onSaved={onSaved}
      />,
    );
    await expect.element(dialog().getByText('wallpaper.jpg')).toBeVisible();
    await expect.element(destination()).toHaveValue('%PUBLIC%\\Pictures');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await eventually(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const update = screen.fetch.requests.find(
      (r) => r.method === 'PUT' && r.path === '/ws/scripting/scripts/file-transfer',
    );
    expect(update?.body).toMatchObject({ id: 8, fileTransferSettings: { attachmentId: 201 } });
    expect(FakeUploadXhr.instances).toHaveLength(0);
  });
});

describe('given a file transfer the malware scan flagged', () => {
  it('asks for a different file and refuses to save the flagged one', async () => {
    const onSaved = vi.fn();
    const screen = await renderWithApi(
      <FileTransferModal
        open
        automation={underReviewAutomations.INFECTED[0]}
        onOpenChange={() => {}}
        onSaved={onSaved}
      />,
    );
    await expect
      .element(dialog().getByText('Suspicious file - Please upload a different file.'))
      .toBeVisible();
    await dialog().getByRole('button', { name: 'Save' }).click();
    expect(screen.fetch.requests.some((r) => r.method === 'PUT')).toBe(false);
    await dialog().getByRole('button', { name: 'Remove toolkit.zip' }).click();
    chooseFiles(fileInput(), fileOf('toolkit-clean.zip'));
    await expect
      .element(dialog().getByText('Suspicious file - Please upload a different file.'))
      .not.toBeInTheDocument();
  });
});

describe('given the Run Application modal', () => {
  const runDialog = () => page.getByRole('dialog', { name: 'Run Application' });

  it('requires name and path, then creates, closes and reports', async () => {
    const onOpenChange = vi.fn();
    const onSaved = vi.fn();
    const screen = await renderWithApi(
      <RunApplicationModal open onOpenChange={onOpenChange} onSaved={onSaved} />,
    );
    await runDialog().getByRole('button', { name: 'Save' }).click();
    await expect.element(runDialog().getByText('Required').nth(1)).toBeVisible();
    expect(screen.fetch.requests.some((r) => r.method === 'POST')).toBe(false);
    await expectNoAxeViolations(runDialog().element());
    await runDialog().getByRole('textbox', { name: 'Name' }).fill('Open Notepad');
    await runDialog().getByRole('textbox', { name: 'Path' }).fill('C:\\Windows\\notepad.exe');
    await runDialog().getByRole('textbox', { name: 'Parameters' }).fill('/A file.txt');
    await userEvent.keyboard('{Enter}');
    await expect.element(runDialog().getByText('/A file.txt')).toBeVisible();
    await runDialog().getByRole('button', { name: 'Save' }).click();
    await eventually(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const create = screen.fetch.requests.find(
      (r) => r.method === 'POST' && r.path === '/ws/scripting/scripts/run-application',
    );
    expect(create?.body).toMatchObject({
      name: 'Open Notepad',
      language: 'binary_run',
      scriptParameters: ['/A file.txt'],
      binaryRunSettings: { runnableLocalPath: 'C:\\Windows\\notepad.exe', runAs: 'system' },
    });
  });

  it('edits an existing run-application automation', async () => {
    const screen = await renderWithApi(
      <RunApplicationModal
        open
        automation={sampleAutomations.find((a) => a.id === 7)}
        onOpenChange={() => {}}
      />,
    );
    await expect
      .element(runDialog().getByRole('textbox', { name: 'Path' }))
      .toHaveValue('C:\\Windows\\System32\\cleanmgr.exe');
    await runDialog().getByRole('button', { name: 'Save' }).click();
    await eventually(() =>
      expect(
        screen.fetch.requests.some(
          (r) => r.method === 'PUT' && r.path === '/ws/scripting/scripts/run-application',
        ),
      ).toBe(true),
    );
  });
});
