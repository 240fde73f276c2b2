import { describe, expect, it } from 'vitest';
import {
  checkUrl,
  emptyFileTransferForm,
  fileTransferPayload,
  isExpandOffered,
  setFile,
  setOs as setTransferOs,
  setUploadType as setTransferUploadType,
  validateFileTransferForm,
} from '../file-transfer/file-transfer-form';
import { emptyRunForm, runPayload, validateRunForm } from '../run-application/run-application-modal';
import { sampleAutomations } from '../testing/fixtures';
import {
  addHelperFiles,
  emptyInstallForm,
  installFormFromAutomation,
  installPayload,
  installPreCheck,
  installUploads,
  isCancelOnPreScriptFailEnabled,
  setOs,
  setPreScript,
  setUploadType,
  validateInstallForm,
} from './install-form';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const script = { scriptId: 3, scriptName: 'Clear Temp Files', parameters: '-Days 7', scriptVariables: [] };

describe('the install form', () => {
  it('starts on Windows, architecture ALL, upload type FILE', () => {
    expect(emptyInstallForm()).toMatchObject({
      os: 'Windows',
      architecture: 'ALL',
      uploadType: 'FILE',
      file: null,
    });
  });

  it('clears the file when the OS changes and forces 64 for Mac', () => {
    const state = { ...emptyInstallForm(), file: file('a.exe'), architecture: '32' as const };
    const mac = setOs(state, 'Mac');
    expect(mac).toMatchObject({ os: 'Mac', architecture: '64', file: null });
    expect(setOs(mac, 'Windows')).toMatchObject({ os: 'Windows', architecture: '64' });
    expect(setOs(state, 'Windows')).toBe(state);
  });

  it('clears file, URL and attachment when the upload type switches', () => {
    const state = {
      ...emptyInstallForm(),
      file: file('a.exe'),
      url: 'https://x.example/a.exe',
      attachment: { id: 1, fileName: 'a.exe', size: 1, url: null },
    };
    expect(setUploadType(state, 'URL')).toMatchObject({
      uploadType: 'URL',
      file: null,
      url: '',
      attachment: null,
    });
  });

  it('resets cancelOnPreScriptFail when the pre-script is removed', () => {
    const withScript = { ...setPreScript(emptyInstallForm(), script), cancelOnPreScriptFail: true };
    expect(isCancelOnPreScriptFailEnabled(withScript)).toBe(true);
    const removed = setPreScript(withScript, null);
    expect(removed.cancelOnPreScriptFail).toBe(false);
    expect(isCancelOnPreScriptFailEnabled(removed)).toBe(false);
  });

  it('validates name, installer, run-as and the name against other install automations', () => {
    expect(validateInstallForm(emptyInstallForm())).toMatchObject({
      name: { key: 'errors.validation.required' },
      installer: { key: 'automation.validation.chooseInstallerFile' },
      runAs: { key: 'errors.validation.required' },
    });
    const state = { ...emptyInstallForm(), name: 'Install 7-Zip', file: file('a.zip'), runAs: 'system' };
    const issues = validateInstallForm(state, { existing: sampleAutomations });
    expect(issues.name?.key).toBe('automation.validation.nameExists');
    expect(issues.installer?.key).toBe('automation.validation.invalidFileType');
    expect(validateInstallForm({ ...state, name: 'New', file: file('a.msi') })).toEqual({});
    expect(
      validateInstallForm({ ...state, name: 'New', uploadType: 'URL', file: null, url: 'nope' }).installer
        ?.key,
    ).toBe('automation.validation.invalidUrl');
  });

  it('asks for a different installer when the stored one was flagged by the malware scan', () => {
    const state = {
      ...emptyInstallForm(),
      name: 'A',
      runAs: 'system',
      attachment: { id: 1, fileName: 'a.exe', size: 5, url: null, suspicious: true },
    };
    expect(validateInstallForm(state).installer?.key).toBe('automation.validation.suspiciousFile');
    expect(validateInstallForm({ ...state, file: file('b.exe') }).installer).toBeUndefined();
  });

  it('accepts at most 5 helper files of at most 100 MB', () => {
    const { state, issue } = addHelperFiles(emptyInstallForm(), [
      file('a'),
      file('b'),
      file('c'),
      file('d'),
      file('e'),
      file('f'),
    ]);
    expect(state.helperFiles).toHaveLength(6);
    expect(issue?.key).toBe('automation.validation.tooManyHelperFiles');
    expect(validateInstallForm(state).helperFiles?.key).toBe('automation.validation.tooManyHelperFiles');
    const empty = addHelperFiles(emptyInstallForm(), [file('zero', 0)]);
    expect(empty.state.helperFiles).toHaveLength(0);
    expect(empty.issue?.key).toBe('automation.validation.fileTooSmall');
  });

  it('loads an existing automation with its attachments, icon URL and scripts', () => {
    const install = sampleAutomations.find((a) => a.id === 6)!;
    const state = installFormFromAutomation(
      install,
      {
        runnableAttachment: {
          id: 101,
          purpose: 'INSTALLER',
          url: null,
          fileName: '7z.msi',
          extension: '.msi',
          size: 5,
          mimeType: 'x',
        },
        helperAttachments: [
          {
            id: 102,
            purpose: 'HELPER',
            url: null,
            fileName: 'c.ini',
            extension: '.ini',
            size: 2,
            mimeType: 'x',
          },
        ],
        customIconAttachment: {
          id: 103,
          purpose: 'ICON',
          url: null,
          fileName: 'i.png',
          extension: '.png',
          size: 1,
          mimeType: 'x',
        },
      },
      sampleAutomations,
      'https://signed.example/icon',
    );
    expect(state).toMatchObject({
      id: 6,
      architecture: '64',
      uploadType: 'FILE',
      attachment: { id: 101 },
      icon: { attachmentId: 103, previewUrl: 'https://signed.example/icon' },
      preScript: { scriptId: 3, scriptName: 'Clear Temp Files' },
      cancelOnPreScriptFail: true,
    });
    expect(validateInstallForm(state, { existing: sampleAutomations })).toEqual({});
    expect(installUploads(state)).toEqual([]);
    const body = installPayload(state, { installer: 101, helpers: new Map() });
    expect(body.binaryInstallSettings).toMatchObject({
      runnableAttachmentId: 101,
      helperFilesAttachmentIds: [102],
      customIconAttachmentId: 103,
    });
  });

  it('lists the new files to upload and builds the pre-check', () => {
    const state = {
      ...addHelperFiles({ ...emptyInstallForm(), name: ' A ', file: file('a.exe'), runAs: 'system' }, [
        file('h.ini'),
      ]).state,
    };
    const uploads = installUploads(state);
    expect(uploads.map((u) => u.purpose)).toEqual(['INSTALLER', 'HELPER']);
    expect(installPreCheck(state)).toEqual({
      language: 'binary_install',
      name: 'A',
      architecture: ['64', '32'],
      categoriesIds: [],
      operatingSystems: ['Windows'],
      runAs: 'system',
    });
    const ids = new Map([[uploads[1]!.id, 77]]);
    expect(
      installPayload(state, { installer: 5, helpers: ids }).binaryInstallSettings.helperFilesAttachmentIds,
    ).toEqual([77]);
  });
});

describe('the file transfer form', () => {
  it('offers Expand for .zip files and URLs (after the URL check) and resets it', () => {
    const zip = setFile(emptyFileTransferForm(), file('a.zip'));
    expect(isExpandOffered(zip)).toBe(true);
    expect(isExpandOffered(setFile({ ...zip, expand: true }, file('a.txt')))).toBe(false);
    expect(setFile({ ...zip, expand: true }, file('a.txt')).expand).toBe(false);
    const url = { ...setTransferUploadType(emptyFileTransferForm(), 'URL'), url: 'https://x.example/a.zip' };
    expect(isExpandOffered(url)).toBe(false);
    const checked = { ...checkUrl(url), expand: true };
    expect(isExpandOffered(checked)).toBe(true);
    expect(checkUrl({ ...checked, url: 'https://x.example/a.exe' }).expand).toBe(false);
  });

  it('clears run-as when the OS changes, so the first choice of the new OS is selected', () => {
    expect(setTransferOs({ ...emptyFileTransferForm(), runAs: 'system' }, 'Linux')).toMatchObject({
      os: 'Linux',
      runAs: '',
    });
  });

  it('validates name (150, unique), source, destination per OS and run-as', () => {
    const base = { ...emptyFileTransferForm(), name: 'x'.repeat(151), destination: '/tmp', runAs: 'system' };
    const issues = validateFileTransferForm(base, sampleAutomations);
    expect(issues.name?.key).toBe('automation.validation.nameTooLong');
    expect(issues.source?.key).toBe('automation.validation.chooseInstallerFile');
    expect(issues.destination?.key).toBe('automation.validation.invalidDestinationPath');
    const linux = { ...base, name: 'Deploy Company Wallpaper', os: 'Linux' as const, file: file('a', 0) };
    const linuxIssues = validateFileTransferForm(linux, sampleAutomations);
    expect(linuxIssues.name?.key).toBe('automation.validation.nameExists');
    expect(linuxIssues.source?.key).toBe('automation.validation.fileTooSmall');
    expect(linuxIssues.destination).toBeUndefined();
  });

  it('builds the 001 §3 payload', () => {
    const state = {
      ...setFile(emptyFileTransferForm(), file('a.zip')),
      name: ' Tools ',
      destination: 'C:\\Tools',
      runAs: 'system',
      expand: true,
    };
    expect(fileTransferPayload(state, 9)).toEqual({
      name: 'Tools',
      description: null,
      categoriesIds: [],
      language: 'file_transfer',
      operatingSystems: ['Windows'],
      architecture: ['64', '32'],
      scriptParameters: [],
      fileTransferSettings: {
        attachmentId: 9,
        customIconAttachmentId: null,
        destination: 'C:\\Tools',
        runAs: 'system',
        expand: true,
      },
    });
  });
});

describe('the run application form', () => {
  it('requires name, path and run-as', () => {
    expect(Object.keys(validateRunForm(emptyRunForm()))).toEqual(['name', 'path', 'runAs']);
    const state = {
      ...emptyRunForm(),
      name: 'Open',
      path: ' C:\\a.exe ',
      runAs: 'system',
      scriptParameters: [' /a ', '/a'],
    };
    expect(validateRunForm(state)).toEqual({});
    expect(runPayload(state)).toMatchObject({
      binaryRunSettings: { runnableLocalPath: 'C:\\a.exe' },
      scriptParameters: ['/a'],
    });
  });
});
