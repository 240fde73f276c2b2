import { allowConsole, expectNoAxeViolations } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { chooseFiles, eventually, fileInputIn, fileOf, renderWithApi } from '../testing/browser';
import { FakeUploadXhr, json } from '../testing/fake-api';
import { sampleAutomations } from '../testing/fixtures';
import { InstallApplicationModal } from './install-application-modal';

const dialog = () => page.getByRole('dialog', { name: 'Install Application' });
const save = () => dialog().getByRole('button', { name: 'Save' });
const fileField = (name: string) =>
  fileInputIn(dialog().getByRole('group', { name, exact: name === 'Icon' ? true : undefined }));

async function fillValidForm() {
  await dialog().getByRole('textbox', { name: 'Name' }).fill('Install Chrome');
  chooseFiles(fileField('Installer file'), fileOf('chrome.msi', 400));
  await expect.element(dialog().getByText('chrome.msi')).toBeVisible();
}

describe('given a new install automation', () => {
  it('shows every required rule on save and sends nothing', async () => {
    const screen = await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    await expect.element(dialog()).toBeVisible();
    await expect
      .element(dialog().getByRole('tab', { name: 'General' }))
      .toHaveAttribute('aria-selected', 'true');
    await save().click();
    await expect.element(dialog().getByText('Required').first()).toBeVisible();
    await expect.element(dialog().getByText('Choose an installer file')).toBeVisible();
    expect(screen.fetch.requests.some((r) => r.method === 'POST')).toBe(false);
    await expectNoAxeViolations(dialog().element());
  });

  it('names what each file field browses for', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    const group = (name: string) =>
      dialog().getByRole('group', { name, exact: name === 'Icon' ? true : undefined });
    await expect.element(group('Installer file').getByRole('button', { name: 'Choose file' })).toBeVisible();
    await dialog().getByRole('tab', { name: 'Additional Settings' }).click();
    await expect
      .element(group('Helper files').getByRole('button', { name: 'Add helper file' }))
      .toBeVisible();
    await expect.element(group('Icon').getByRole('button', { name: 'Choose icon' })).toBeVisible();
    await expect.element(dialog().getByRole('button', { name: 'Browse' })).not.toBeInTheDocument();
  });

  it('refuses an installer of the wrong type with the extensions of the OS', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    chooseFiles(fileField('Installer file'), fileOf('tool.dmg'));
    await expect
      .element(
        dialog().getByText(
          "You've attempted to attach an invalid file. Only the following file types are allowed: .exe, .msi, .msix",
        ),
      )
      .toBeVisible();
  });

  it('clears the file and forces 64-bit when Mac is chosen', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    chooseFiles(fileField('Installer file'), fileOf('setup.exe'));
    await expect.element(dialog().getByText('setup.exe')).toBeVisible();
    await dialog().getByRole('radio', { name: 'Mac' }).click();
    await expect.element(dialog().getByText('setup.exe')).not.toBeInTheDocument();
    await expect.element(dialog().getByRole('radio', { name: '64-bit' })).toBeChecked();
    await expect.element(dialog().getByRole('radio', { name: '32-bit' })).not.toBeInTheDocument();
    await expect.element(dialog().getByRole('radio', { name: 'All' })).toBeInTheDocument();
  });

  it('clears the file when the upload type switches to URL, and checks the URL', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    chooseFiles(fileField('Installer file'), fileOf('setup.exe'));
    await dialog().getByRole('radio', { name: 'URL' }).click();
    await expect.element(dialog().getByRole('textbox', { name: 'Installer URL' })).toHaveValue('');
    await dialog().getByRole('textbox', { name: 'Installer URL' }).fill('ftp://example.com/a.exe');
    await save().click();
    await expect.element(dialog().getByText('Please enter a valid URL')).toBeVisible();
    await dialog().getByRole('radio', { name: 'File' }).click();
    await expect.element(dialog().getByText('setup.exe')).not.toBeInTheDocument();
  });

  it('checks the name against the other install automations on blur', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    await dialog().getByRole('textbox', { name: 'Name' }).fill('install 7-zip');
    await expect.element(dialog().getByText('This name already exists')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(dialog().getByText('This name already exists')).toBeVisible();
  });

  it('keeps the pre-script option disabled without a pre-script', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    await dialog().getByRole('tab', { name: 'Additional Settings' }).click();
    await expect
      .element(dialog().getByRole('checkbox', { name: 'Cancel the installation if the pre-script fails' }))
      .toBeDisabled();
    await expect.element(dialog().getByText('The size should be max 32 x 32 pixels')).not.toBeInTheDocument();
  });

  it('refuses an icon larger than 32 x 32 pixels and shows a small one', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    await dialog().getByRole('tab', { name: 'Additional Settings' }).click();
    const png = async (size: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
      );
      return new File([blob], `icon-${size}.png`, { type: 'image/png' });
    };
    const input = () => fileField('Icon');
    chooseFiles(input(), await png(64));
    await expect.element(dialog().getByText('The size should be max 32 x 32 pixels')).toBeVisible();
    chooseFiles(input(), await png(32));
    await expect.element(dialog().getByText('icon-32.png')).toBeVisible();
    await expect.element(dialog().getByText('The size should be max 32 x 32 pixels')).not.toBeInTheDocument();
  });

  it('refuses a sixth helper file', async () => {
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />);
    await fillValidForm();
    await dialog().getByRole('tab', { name: 'Additional Settings' }).click();
    const files = Array.from({ length: 6 }, (_, i) => fileOf(`helper-${i}.ini`));
    chooseFiles(fileField('Helper files'), ...files);
    await dialog().getByRole('tab', { name: 'General' }).click();
    await save().click();
    await expect
      .element(dialog().getByRole('tab', { name: 'Additional Settings' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(dialog().getByText('Maximum of 5 helper files allowed')).toBeVisible();
  });
});

describe('given a valid form being saved', () => {
  it('pre-checks, uploads with per-file progress, creates, closes and reports', async () => {
    const onOpenChange = vi.fn();
    const onSaved = vi.fn();
    const screen = await renderWithApi(
      <InstallApplicationModal open onOpenChange={onOpenChange} onSaved={onSaved} />,
    );
    await fillValidForm();
    await save().click();
    const uploading = page.getByRole('dialog', { name: 'Uploading files' });
    await expect.element(uploading).toBeVisible();
    await expect
      .element(
        uploading.getByText(
          'Keep this window open until the upload finishes, or the upload may be cancelled.',
        ),
      )
      .toBeVisible();
    await expect
      .element(dialog().getByRole('button', { name: 'Processing... This may take a minute' }))
      .toBeDisabled();
    const precheck = screen.fetch.requests.find((r) => r.path === '/ws/scripting/scripts/mfa-pre-upload');
    expect(precheck?.body).toMatchObject({
      language: 'binary_install',
      name: 'Install Chrome',
      operatingSystems: ['Windows'],
      architecture: ['64', '32'],
      runAs: 'system',
    });
    const xhr = FakeUploadXhr.instances[0];
    expect(xhr?.url).toBe('/ws/scripting/attachments/upload');
    xhr?.progress(200);
    await expect.element(uploading.getByText('50%')).toBeVisible();
    await expectNoAxeViolations(uploading.element());
    xhr?.respond();
    await eventually(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const create = screen.fetch.requests.find(
      (r) => r.method === 'POST' && r.path === '/ws/scripting/scripts/upload-application',
    );
    expect(create?.body).toMatchObject({
      name: 'Install Chrome',
      language: 'binary_install',
      binaryInstallSettings: { runAs: 'system', helperFilesAttachmentIds: [], cancelOnPreScriptFail: false },
    });
    const settings = (
      create?.body as { binaryInstallSettings?: { runnableAttachmentId?: unknown } } | undefined
    )?.binaryInstallSettings;
    expect(typeof settings?.runnableAttachmentId).toBe('number');
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ created: true });
  });

  it('aborts every upload on Cancel, closes the upload modal and re-enables the form', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderWithApi(<InstallApplicationModal open onOpenChange={onOpenChange} />);
    await fillValidForm();
    await dialog().getByRole('tab', { name: 'Additional Settings' }).click();
    chooseFiles(fileField('Helper files'), fileOf('a.ini'), fileOf('b.ini'));
    await dialog().getByRole('tab', { name: 'General' }).click();
    await save().click();
    const uploading = page.getByRole('dialog', { name: 'Uploading files' });
    await expect.element(uploading).toBeVisible();
    await eventually(() => expect(FakeUploadXhr.instances).toHaveLength(3));
    FakeUploadXhr.instances[0]?.progress(100);
    FakeUploadXhr.instances[0]?.respond();
    await uploading.getByRole('button', { name: 'Cancel upload' }).click();
    await expect.element(uploading).not.toBeInTheDocument();
    expect(FakeUploadXhr.instances.slice(1).every((xhr) => xhr.aborted)).toBe(true);
    await expect.element(dialog()).toBeVisible();
    await expect.element(save()).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.fetch.requests.some((r) => r.path === '/ws/scripting/scripts/upload-application')).toBe(
      false,
    );
  });

  it('re-enables the form silently when the pre-check fails', async () => {
    const screen = await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />, {
      preCheck: json({ resultCode: 'FORBIDDEN', errorMessage: 'No' }, 403),
    });
    await fillValidForm();
    await save().click();
    await eventually(() =>
      expect(screen.fetch.requests.some((r) => r.path === '/ws/scripting/scripts/mfa-pre-upload')).toBe(true),
    );
    await expect.element(save()).toBeEnabled();
    expect(FakeUploadXhr.instances).toHaveLength(0);
    await expect.element(page.getByRole('dialog', { name: 'Uploading files' })).not.toBeInTheDocument();
    await expect.element(dialog().getByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong. Please try again.' when the save fails", async () => {
    allowConsole(/500/);
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />, {
      routes: {
        'POST /ws/scripting/scripts/upload-application': json(
          { resultCode: 'INTERNAL_ERROR', errorMessage: 'x' },
          500,
        ),
      },
      uploads: 'auto',
    });
    await fillValidForm();
    await save().click();
    await expect.element(dialog().getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect.element(save()).toBeEnabled();
  });

  it("shows the server's 400 issue under its field, not over the form", async () => {
    allowConsole(/400/);
    await renderWithApi(<InstallApplicationModal open onOpenChange={() => {}} />, {
      routes: {
        'POST /ws/scripting/scripts/upload-application': json(
          {
            resultCode: 'VALIDATION_ERROR',
            errorMessage: 'Maximum of 200 characters',
            issues: [{ path: 'name', message: 'Maximum of 200 characters' }],
          },
          400,
        ),
      },
      uploads: 'auto',
    });
    await fillValidForm();
    await save().click();
    const name = dialog().getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveAccessibleDescription('Maximum of 200 characters');
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(dialog().getByRole('alert')).not.toBeInTheDocument();
  });
});

describe('given an install automation being edited', () => {
  const install = sampleAutomations.find((a) => a.id === 6);

  it('loads the installer, helper files, icon and pre-script, and saves without uploading', async () => {
    const onSaved = vi.fn();
    const screen = await renderWithApi(
      <InstallApplicationModal open automation={install} onOpenChange={() => {}} onSaved={onSaved} />,
    );
    await expect.element(dialog().getByRole('textbox', { name: 'Name' })).toHaveValue('Install 7-Zip');
    await expect.element(dialog().getByText('7z2409-x64.msi')).toBeVisible();
    await expect.element(dialog().getByRole('radio', { name: '64-bit' })).toBeChecked();
    await dialog().getByRole('tab', { name: 'Additional Settings' }).click();
    await expect.element(dialog().getByText('config.ini')).toBeVisible();
    await expect.element(dialog().getByText('7zip.png')).toBeVisible();
    await expect.element(dialog().getByText('Clear Temp Files')).toBeVisible();
    const option = dialog().getByRole('checkbox', {
      name: 'Cancel the installation if the pre-script fails',
    });
    await expect.element(option).toBeChecked();
    await dialog().getByRole('button', { name: 'Remove Clear Temp Files' }).click();
    await expect.element(option).not.toBeChecked();
    await expect.element(option).toBeDisabled();
    await expectNoAxeViolations(dialog().element());
    await save().click();
    await eventually(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(FakeUploadXhr.instances).toHaveLength(0);
    const update = screen.fetch.requests.find(
      (r) => r.method === 'PUT' && r.path === '/ws/scripting/scripts/upload-application',
    );
    expect(update?.body).toMatchObject({
      id: 6,
      binaryInstallSettings: {
        runnableAttachmentId: 101,
        helperFilesAttachmentIds: [102],
        customIconAttachmentId: 103,
        preExecutionScript: null,
        cancelOnPreScriptFail: false,
      },
    });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ created: false });
  });
});
