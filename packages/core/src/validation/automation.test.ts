import { describe, expect, it } from 'vitest';
import {
  automationPreCheckSchema,
  binaryInstallInputSchema,
  binaryRunInputSchema,
  fileTransferInputSchema,
} from '../contract/entities/automation';
import { createTranslator } from '../messages';
import { allMessages } from '../messages/all';
import {
  architectureAfterOsChange,
  architectureFromPayload,
  architectureToPayload,
  fileExtension,
  formatExtensions,
  isSecureUrl,
  isValidInstallerUrl,
  isZipName,
  MAX_FILE_TRANSFER_BYTES,
  MAX_HELPER_FILE_BYTES,
  MAX_INSTALLER_BYTES,
  MAX_LARGE_INSTALLER_BYTES,
  MAX_SCRIPT_PARAMETER_LENGTH,
  MAX_SCRIPT_PARAMETERS,
  sizeLimitParams,
  validateArchitecture,
  validateAutomationName,
  validateFileSize,
  validateHelperFiles,
  validateIconDimensions,
  validateInstallerFile,
  validateInstallerUrl,
  validateTransferFile,
} from './automation';
import {
  addParameter,
  attachmentSizeLimit,
  normalizeParameters,
  validateAppliedAutomation,
  validateParameters,
  validateRequiredText,
} from './automation-parameters';
import type { ValidationIssue } from './issue';

const t = createTranslator({ sections: [allMessages] });
const text = (issue: ValidationIssue | undefined) => (issue ? t(issue.key, issue.params) : undefined);
const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('sizes', () => {
  it('names a limit with a whole number and its unit', () => {
    expect(sizeLimitParams(GB)).toEqual({ limit: 1, unit: 'GB' });
    expect(sizeLimitParams(25 * GB)).toEqual({ limit: 25, unit: 'GB' });
    expect(sizeLimitParams(200 * MB)).toEqual({ limit: 200, unit: 'MB' });
    expect(sizeLimitParams(2048)).toEqual({ limit: 2, unit: 'KB' });
    expect(sizeLimitParams(100)).toEqual({ limit: 100, unit: 'B' });
  });
  it('refuses empty files and files over the limit, with the spec messages', () => {
    expect(text(validateFileSize(0, 10))).toBe('File too small. File size must be more than 1 byte');
    expect(text(validateFileSize(Number.NaN, 10))).toBe('File too small. File size must be more than 1 byte');
    expect(validateFileSize(1, 10)).toBeUndefined();
    expect(validateFileSize(10, 10)).toBeUndefined();
    expect(text(validateFileSize(201 * MB, 200 * MB))).toBe('File exceeds limit of 200 MB');
  });
  it('gives each attachment purpose its limit', () => {
    expect(attachmentSizeLimit('INSTALLER')).toBe(GB);
    expect(attachmentSizeLimit('INSTALLER', { largeInstallers: true })).toBe(25 * GB);
    expect(attachmentSizeLimit('HELPER')).toBe(100 * MB);
    expect(attachmentSizeLimit('FILE_TRANSFER')).toBe(200 * MB);
    expect(attachmentSizeLimit('ICON')).toBe(MB);
  });
});

describe('file names', () => {
  it.each([
    ['setup.exe', '.exe'],
    ['Setup.MSI', '.msi'],
    ['C:\\fakepath\\app.msix', '.msix'],
    ['archive.tar.gz', '.gz'],
    ['.bashrc', ''],
    ['README', ''],
  ])('%s has extension %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
  it.each([
    ['tools.zip', true],
    ['TOOLS.ZIP', true],
    ['https://cdn.example.com/a/tools.zip', true],
    ['https://cdn.example.com/a/tools.zip?sig=abc#x', true],
    ['https://cdn.example.com/a/tools.zip.exe', false],
    ['https://cdn.example.com/zip', false],
    ['tools.7z', false],
  ])('isZipName(%s) is %s', (name, zip) => {
    expect(isZipName(name)).toBe(zip);
  });
});

describe('installer files (001 §5)', () => {
  it("requires a file: 'Choose an installer file'", () => {
    expect(text(validateInstallerFile(null, 'Windows'))).toBe('Choose an installer file');
  });
  it.each(['.exe', '.msi', '.msix'])('accepts %s on Windows', (extension) => {
    expect(validateInstallerFile({ name: `a${extension}`, size: 1 }, 'Windows')).toBeUndefined();
    expect(
      validateInstallerFile({ name: `A${extension.toUpperCase()}`, size: 1 }, 'Windows'),
    ).toBeUndefined();
  });
  it.each(['.dmg', '.pkg'])('accepts %s on Mac', (extension) => {
    expect(validateInstallerFile({ name: `a${extension}`, size: 1 }, 'Mac')).toBeUndefined();
  });
  it('refuses other extensions with the list of the OS', () => {
    expect(text(validateInstallerFile({ name: 'a.dmg', size: 1 }, 'Windows'))).toBe(
      "You've attempted to attach an invalid file. Only the following file types are allowed: .exe, .msi, .msix",
    );
    expect(text(validateInstallerFile({ name: 'a.exe', size: 1 }, 'Mac'))).toBe(
      "You've attempted to attach an invalid file. Only the following file types are allowed: .dmg, .pkg",
    );
    expect(validateInstallerFile({ name: 'exe', size: 1 }, 'Windows')?.key).toBe(
      'automation.validation.invalidFileType',
    );
    expect(formatExtensions('Mac')).toBe('.dmg, .pkg');
  });
  it('limits installers to 1 GB, or 25 GB with the feature flag', () => {
    expect(validateInstallerFile({ name: 'a.exe', size: MAX_INSTALLER_BYTES }, 'Windows')).toBeUndefined();
    expect(text(validateInstallerFile({ name: 'a.exe', size: MAX_INSTALLER_BYTES + 1 }, 'Windows'))).toBe(
      'File exceeds limit of 1 GB',
    );
    expect(
      validateInstallerFile({ name: 'a.exe', size: MAX_INSTALLER_BYTES + 1 }, 'Windows', {
        largeInstallers: true,
      }),
    ).toBeUndefined();
    expect(
      text(
        validateInstallerFile({ name: 'a.pkg', size: MAX_LARGE_INSTALLER_BYTES + 1 }, 'Mac', {
          largeInstallers: true,
        }),
      ),
    ).toBe('File exceeds limit of 25 GB');
    expect(text(validateInstallerFile({ name: 'a.pkg', size: 0 }, 'Mac'))).toBe(
      'File too small. File size must be more than 1 byte',
    );
  });
});

describe('helper files and icons (001 §5)', () => {
  it('allows up to 5 helper files of 100 MB each', () => {
    const file = { name: 'a.ini', size: 10 };
    expect(validateHelperFiles([file, file, file, file, file])).toBeUndefined();
    expect(text(validateHelperFiles([file, file, file, file, file, file]))).toBe(
      'Maximum of 5 helper files allowed',
    );
    expect(validateHelperFiles([file], 6)?.key).toBe('automation.validation.tooManyHelperFiles');
    expect(validateHelperFiles([{ name: 'b.bin', size: MAX_HELPER_FILE_BYTES }])).toBeUndefined();
    expect(text(validateHelperFiles([{ name: 'b.bin', size: MAX_HELPER_FILE_BYTES + 1 }]))).toBe(
      'File exceeds limit of 100 MB',
    );
    expect(validateHelperFiles([{ name: 'empty', size: 0 }])?.key).toBe('automation.validation.fileTooSmall');
  });
  it('allows icons up to 32 x 32 pixels', () => {
    expect(validateIconDimensions({ width: 32, height: 32 })).toBeUndefined();
    expect(validateIconDimensions({ width: 16, height: 24 })).toBeUndefined();
    expect(text(validateIconDimensions({ width: 33, height: 32 }))).toBe(
      'The size should be max 32 x 32 pixels',
    );
    expect(text(validateIconDimensions({ width: 32, height: 64 }))).toBe(
      'The size should be max 32 x 32 pixels',
    );
    expect(validateIconDimensions({ width: 0, height: 0 })?.key).toBe('automation.validation.iconUnreadable');
  });
});

describe('file transfer files (001 §5)', () => {
  it('requires a file of 1 byte to 200 MB', () => {
    expect(text(validateTransferFile(undefined))).toBe('Choose an installer file');
    expect(text(validateTransferFile({ name: 'a', size: 0 }))).toBe(
      'File too small. File size must be more than 1 byte',
    );
    expect(validateTransferFile({ name: 'a', size: 1 })).toBeUndefined();
    expect(validateTransferFile({ name: 'a', size: MAX_FILE_TRANSFER_BYTES })).toBeUndefined();
    expect(text(validateTransferFile({ name: 'a', size: MAX_FILE_TRANSFER_BYTES + 1 }))).toBe(
      'File exceeds limit of 200 MB',
    );
  });
});

describe('URLs', () => {
  it.each([
    'https://downloads.example.com/setup.msi',
    'http://downloads.example.com/setup.exe',
    'https://10.0.0.5/a.exe',
    'https://localhost:8443/a.exe',
    'https://[::1]/a.exe',
    ' https://example.com/a.pkg ',
  ])('accepts installer URL %s', (url) => {
    expect(isValidInstallerUrl(url)).toBe(true);
    expect(validateInstallerUrl(url)).toBeUndefined();
  });
  it.each([
    'example.com/a.exe',
    'ftp://example.com/a.exe',
    'file:///C:/a.exe',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.com/a.exe',
    'https://example/a.exe',
    'https://user:pw@example.com/a.exe',
    'https://.example.com/a',
    'https://example..com/a',
  ])('refuses installer URL %s', (url) => {
    expect(text(validateInstallerUrl(url))).toBe('Please enter a valid URL');
  });
  it("answers 'Required' for an empty URL", () => {
    expect(text(validateInstallerUrl(''))).toBe('Required');
    expect(text(validateInstallerUrl('   '))).toBe('Required');
  });
  it('accepts only https as a secure URL', () => {
    expect(isSecureUrl('https://example.com/a.msi')).toBe(true);
    expect(isSecureUrl('HTTPS://example.com/a.msi')).toBe(true);
    expect(isSecureUrl('http://example.com/a.msi')).toBe(false);
    expect(isSecureUrl('https://nohost/a.msi')).toBe(false);
  });
});

describe('architecture (001 §4, §5)', () => {
  it('offers Windows 64, 32 or ALL and Mac 64 or ALL', () => {
    for (const arch of ['ALL', '64', '32'] as const)
      expect(validateArchitecture('Windows', arch)).toBeUndefined();
    expect(validateArchitecture('Mac', 'ALL')).toBeUndefined();
    expect(validateArchitecture('Mac', '64')).toBeUndefined();
    expect(validateArchitecture('Mac', '32')?.key).toBe('automation.validation.invalidArchitecture');
  });
  it('forces 64 when Mac is chosen, and keeps an allowed choice otherwise', () => {
    expect(architectureAfterOsChange('Mac', 'ALL')).toBe('64');
    expect(architectureAfterOsChange('Mac', '32')).toBe('64');
    expect(architectureAfterOsChange('Windows', '64')).toBe('64');
    expect(architectureAfterOsChange('Windows', 'ALL')).toBe('ALL');
    expect(architectureAfterOsChange('Linux', '32')).toBe('32');
  });
  it('sends ALL as both 64 and 32 and reads both back as ALL', () => {
    expect(architectureToPayload('ALL')).toEqual(['64', '32']);
    expect(architectureToPayload('32')).toEqual(['32']);
    expect(architectureFromPayload(['64', '32'])).toBe('ALL');
    expect(architectureFromPayload(['ALL'])).toBe('ALL');
    expect(architectureFromPayload([])).toBe('ALL');
    expect(architectureFromPayload(null)).toBe('ALL');
    expect(architectureFromPayload(['64'])).toBe('64');
    expect(architectureFromPayload(['32'])).toBe('32');
  });
});

describe('names (001 §5)', () => {
  const existing = [
    { id: 1, name: 'Deploy Wallpaper', language: 'file_transfer' },
    { id: 2, name: 'Install 7-Zip', language: 'binary_install' },
  ];
  it("requires a name: 'Required'", () => {
    expect(text(validateAutomationName('', { language: 'binary_install' }))).toBe('Required');
    expect(text(validateAutomationName('   ', { language: 'file_transfer' }))).toBe('Required');
    expect(text(validateAutomationName(null, { language: 'binary_run' }))).toBe('Required');
  });
  it('limits a file transfer name to 150 characters', () => {
    expect(validateAutomationName('a'.repeat(150), { language: 'file_transfer' })).toBeUndefined();
    expect(text(validateAutomationName('a'.repeat(151), { language: 'file_transfer' }))).toBe(
      'Maximum of 150 characters allowed',
    );
    expect(validateAutomationName('a'.repeat(151), { language: 'binary_install' })).toBeUndefined();
  });
  it("refuses a name another automation of the same language has: 'This name already exists'", () => {
    expect(text(validateAutomationName('deploy wallpaper ', { language: 'file_transfer', existing }))).toBe(
      'This name already exists',
    );
    expect(
      validateAutomationName('Deploy Wallpaper', { language: 'binary_install', existing }),
    ).toBeUndefined();
    expect(
      validateAutomationName('Deploy Wallpaper', { language: 'file_transfer', existing, id: 1 }),
    ).toBeUndefined();
    expect(
      validateAutomationName('Install 7-Zip', { language: 'binary_install', existing, id: 9 })?.key,
    ).toBe('automation.validation.nameExists');
  });
  it("requires the run application's path", () => {
    expect(text(validateRequiredText(''))).toBe('Required');
    expect(validateRequiredText('C:\\app.exe')).toBeUndefined();
  });
});

describe('parameters (001 §5)', () => {
  it('adds trimmed parameters, ignores empty ones and duplicates', () => {
    expect(addParameter([], '  /S ')).toMatchObject({
      parameters: ['/S'],
      outcome: 'added',
      parameter: '/S',
    });
    const list = ['/S'];
    expect(addParameter(list, '   ')).toMatchObject({ parameters: list, outcome: 'empty' });
    const duplicate = addParameter(list, ' /S');
    expect(duplicate.parameters).toBe(list);
    expect(duplicate.outcome).toBe('duplicate');
    expect(addParameter(['-Days 7'], '-Days 7 ').outcome).toBe('duplicate');
    expect(addParameter(['-Days 7'], '-Days 30').parameters).toEqual(['-Days 7', '-Days 30']);
  });
  it("stops at 300: 'Maximum limit of 300 reached'", () => {
    const full = Array.from({ length: MAX_SCRIPT_PARAMETERS }, (_, i) => `p${i}`);
    const result = addParameter(full, 'one more');
    expect(result.outcome).toBe('limit');
    expect(result.parameters).toBe(full);
    expect(text(result.issue)).toBe('Maximum limit of 300 reached');
    expect(addParameter(full.slice(1), 'one more').outcome).toBe('added');
  });
  it('refuses a parameter over 30000 characters', () => {
    expect(addParameter([], 'x'.repeat(MAX_SCRIPT_PARAMETER_LENGTH)).outcome).toBe('added');
    const result = addParameter([], 'x'.repeat(MAX_SCRIPT_PARAMETER_LENGTH + 1));
    expect(result.outcome).toBe('tooLong');
    expect(text(result.issue)).toBe('Maximum of 30000 characters allowed per parameter');
  });
  it("checks a whole list: 'Maximum of 300 parameters allowed'", () => {
    expect(validateParameters([])).toBeUndefined();
    expect(validateParameters(new Array(300).fill('x'))).toBeUndefined();
    expect(text(validateParameters(new Array(301).fill('x')))).toBe('Maximum of 300 parameters allowed');
    expect(validateParameters(['x'.repeat(30_001)])?.key).toBe('automation.validation.parameterTooLong');
  });
  it('normalizes a list', () => {
    expect(normalizeParameters([' a ', '', '  ', 'a', 'b', 'b '])).toEqual(['a', 'b']);
  });
});

describe('the apply-parameters dialog (001 §5)', () => {
  it("requires run-as: 'Required'", () => {
    const issues = validateAppliedAutomation({
      runAs: '',
      language: 'powershell',
      variables: [],
      values: {},
    });
    expect(text(issues.runAs)).toBe('Required');
    expect(
      validateAppliedAutomation({ runAs: 'system', language: 'powershell', variables: [], values: {} }),
    ).toEqual({});
  });
  it('requires the known fields of built-in automations', () => {
    const fields = [
      'appName',
      'exePath',
      'msiUrlPath',
      'urlPath',
      'serviceName',
      'start',
      'enabled',
      'volumeName',
      'checkList',
      'supportedArchitecture',
    ];
    const variables = fields.map((calculatedName) => ({
      name: calculatedName,
      calculatedName,
      type: 'TEXT',
    }));
    const issues = validateAppliedAutomation({ runAs: 'system', language: 'native', variables, values: {} });
    for (const field of fields) expect(text(issues[field]), field).toBe('Required');
    // The same variables on a script are optional unless marked required.
    expect(
      validateAppliedAutomation({ runAs: 'system', language: 'powershell', variables, values: {} }),
    ).toEqual({});
  });
  it("requires secure URLs in the url paths: 'Please enter a valid URL'", () => {
    const variables = [
      { name: 'MSI', calculatedName: 'msiUrlPath', type: 'TEXT' },
      { name: 'URL', calculatedName: 'urlPath', type: 'TEXT' },
      { name: 'App', calculatedName: 'appName', type: 'TEXT' },
    ];
    const issues = validateAppliedAutomation({
      runAs: 'system',
      language: 'native',
      variables,
      values: {
        msiUrlPath: 'http://example.com/a.msi',
        urlPath: 'https://example.com/a.exe',
        appName: '7-Zip',
      },
    });
    expect(text(issues.msiUrlPath)).toBe('Please enter a valid URL');
    expect(issues.urlPath).toBeUndefined();
    expect(issues.appName).toBeUndefined();
  });
  it("requires the required script variables: 'Mandatory value is undefined. Please enter a value.'", () => {
    const variables = [
      { name: 'Target', type: 'TEXT', required: true },
      { name: 'Days', type: 'INTEGER', required: true },
      { name: 'Tags', type: 'DROPDOWN', required: true },
      { name: 'Force', type: 'CHECKBOX', required: true },
      { name: 'Note', type: 'TEXT', required: false },
    ];
    const issues = validateAppliedAutomation({
      runAs: 'system',
      language: 'powershell',
      variables,
      values: { Target: '  ', Days: 0, Tags: [] },
    });
    expect(text(issues.Target)).toBe('Mandatory value is undefined. Please enter a value.');
    expect(issues.Days).toBeUndefined();
    expect(text(issues.Tags)).toBe('Mandatory value is undefined. Please enter a value.');
    expect(issues.Force).toBeUndefined();
    expect(issues.Note).toBeUndefined();
  });
});

describe('the contract schemas run the same rules (server side)', () => {
  const install = {
    name: 'Install Chrome',
    language: 'binary_install' as const,
    operatingSystems: ['Windows' as const],
    architecture: ['64' as const],
    categoriesIds: [1],
    scriptParameters: ['/silent'],
    binaryInstallSettings: { runnableAttachmentId: 4, runAs: 'system' },
  };
  it('accepts a valid install automation and refuses 32-bit on Mac', () => {
    expect(binaryInstallInputSchema.safeParse(install).success).toBe(true);
    const mac = binaryInstallInputSchema.safeParse({
      ...install,
      operatingSystems: ['Mac'],
      architecture: ['32'],
    });
    expect(mac.success).toBe(false);
    expect(mac.error?.issues[0]?.message).toBe('This architecture is not available for the chosen OS');
  });
  it("refuses an install automation without an installer: 'Choose an installer file'", () => {
    const result = binaryInstallInputSchema.safeParse({
      ...install,
      binaryInstallSettings: { runnableAttachmentId: null, runAs: 'system' },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Choose an installer file');
  });
  it('refuses 301 parameters with the catalogue text', () => {
    const result = binaryInstallInputSchema.safeParse({
      ...install,
      scriptParameters: new Array(301).fill('x'),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Maximum of 300 parameters allowed');
  });
  const transfer = {
    name: 'Wallpaper',
    language: 'file_transfer' as const,
    operatingSystems: ['Linux' as const],
    fileTransferSettings: { attachmentId: 3, destination: '~/Pictures', runAs: 'system', expand: false },
  };
  it('validates the destination for the chosen OS', () => {
    expect(fileTransferInputSchema.safeParse(transfer).success).toBe(true);
    const windows = fileTransferInputSchema.safeParse({ ...transfer, operatingSystems: ['Windows'] });
    expect(windows.error?.issues[0]).toMatchObject({
      path: ['fileTransferSettings', 'destination'],
      message: 'Invalid destination path',
    });
    const parsed = fileTransferInputSchema.parse(transfer);
    expect(parsed.architecture).toEqual(['64', '32']);
    expect(parsed.scriptParameters).toEqual([]);
  });
  it('limits a file transfer name to 150 characters', () => {
    const result = fileTransferInputSchema.safeParse({ ...transfer, name: 'n'.repeat(151) });
    expect(result.error?.issues[0]?.message).toBe('Maximum of 150 characters allowed');
  });
  it('requires the run application path and run-as', () => {
    const result = binaryRunInputSchema.safeParse({
      name: 'Cleanup',
      language: 'binary_run',
      operatingSystems: ['Windows'],
      binaryRunSettings: { runnableLocalPath: ' ', runAs: '' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'binaryRunSettings.runnableLocalPath',
      'binaryRunSettings.runAs',
    ]);
  });
  it('pre-checks exactly one OS', () => {
    const base = { language: 'binary_install', name: 'A', architecture: ['64'], runAs: 'system' };
    expect(automationPreCheckSchema.safeParse({ ...base, operatingSystems: ['Windows'] }).success).toBe(true);
    expect(
      automationPreCheckSchema.safeParse({ ...base, operatingSystems: ['Windows', 'Mac'] }).success,
    ).toBe(false);
  });
});
