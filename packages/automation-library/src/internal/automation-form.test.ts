import type { AutomationAttachment, ValidationIssue } from '@console/core';
import { describe, expect, it, vi } from 'vitest';
import {
  type AutomationFormBase,
  baseFromAutomation,
  basePayload,
  collectIssues,
  emptyBase,
  emptySource,
  preCheckBody,
  type SourceState,
  sourceAttachmentId,
  storedSource,
  validateSource,
} from './automation-form';

const base: AutomationFormBase = {
  id: null,
  name: '  Deploy agent ',
  description: '   ',
  categoriesIds: [8],
  os: 'Mac',
  runAs: 'system',
};

const stored = (overrides: Partial<AutomationAttachment> = {}): AutomationAttachment => ({
  id: 201,
  purpose: 'FILE_TRANSFER',
  url: null,
  fileName: 'toolkit.zip',
  extension: '.zip',
  size: 9_000,
  mimeType: 'application/zip',
  signedUrl: null,
  scanStatus: 'SUCCESS',
  ...overrides,
});

const source = (overrides: Partial<SourceState> = {}): SourceState => ({
  uploadType: 'FILE',
  file: null,
  url: '',
  attachment: null,
  ...overrides,
});

const missing: ValidationIssue = { key: 'automation.validation.chooseInstallerFile' };
const tooBig: ValidationIssue = { key: 'automation.validation.fileExceedsLimit' };

describe('the common part of the app automation forms', () => {
  it('starts a new automation on Windows with nothing chosen, a fresh list each time', () => {
    expect(emptyBase()).toEqual({
      id: null,
      name: '',
      description: '',
      categoriesIds: [],
      os: 'Windows',
      runAs: '',
    });
    expect(emptyBase().categoriesIds).not.toBe(emptyBase().categoriesIds);
    expect(emptySource()).toEqual({ uploadType: 'FILE', file: null, url: '', attachment: null });
  });

  it('reads the id, name, description and categories of an automation', () => {
    const categoriesIds = [4, 7];
    const form = baseFromAutomation({ id: 7, name: 'Run', description: null, categoriesIds });
    expect(form).toEqual({ id: 7, name: 'Run', description: '', categoriesIds: [4, 7] });
    expect(form.categoriesIds).not.toBe(categoriesIds);
  });

  it('sends the trimmed name, a blank description as null, and the one OS', () => {
    expect(basePayload(base, 'binary_run', ['64', '32'])).toEqual({
      name: 'Deploy agent',
      description: null,
      categoriesIds: [8],
      language: 'binary_run',
      operatingSystems: ['Mac'],
      architecture: ['64', '32'],
    });
  });

  it('pre-checks with the id only when editing', () => {
    expect(preCheckBody(base, 'file_transfer', ['64', '32'])).toEqual({
      language: 'file_transfer',
      name: 'Deploy agent',
      architecture: ['64', '32'],
      categoriesIds: [8],
      operatingSystems: ['Mac'],
      runAs: 'system',
    });
    expect(preCheckBody({ ...base, id: 12 }, 'binary_install', ['64'])).toMatchObject({ id: 12 });
  });

  it('keeps the issues found, in the order given', () => {
    const issues = collectIssues({ name: missing, path: undefined, runAs: tooBig });
    expect(issues).toEqual({ name: missing, runAs: tooBig });
    expect(Object.keys(issues)).toEqual(['name', 'runAs']);
    expect(collectIssues({ name: undefined })).toEqual({});
  });
});

describe('the stored source of an edited automation', () => {
  it('is suspicious when its scan or the automation was flagged', () => {
    expect(storedSource(null, { malwareScanStatus: null })).toBeNull();
    expect(storedSource(stored(), { malwareScanStatus: 'SUCCESS' })).toEqual({
      id: 201,
      fileName: 'toolkit.zip',
      size: 9_000,
      url: null,
      suspicious: false,
    });
    expect(storedSource(stored({ scanStatus: 'INFECTED' }), { malwareScanStatus: null })?.suspicious).toBe(
      true,
    );
    expect(storedSource(stored(), { malwareScanStatus: 'INFECTED' })?.suspicious).toBe(true);
  });

  it('checks a new file, keeps a stored one, and asks for one when there is none', () => {
    const checkFile = vi.fn(() => tooBig);
    const file = new File(['x'], 'a.zip');
    expect(validateSource(source({ file }), checkFile, missing)).toBe(tooBig);
    expect(checkFile).toHaveBeenCalledWith(file);
    const attachment = storedSource(stored(), { malwareScanStatus: null });
    expect(validateSource(source({ attachment }), checkFile, missing)).toBeUndefined();
    expect(validateSource(source(), checkFile, missing)).toBe(missing);
  });

  it('asks for a file when the stored one came from a URL', () => {
    const attachment = storedSource(stored({ url: 'https://example.com/a.zip' }), {
      malwareScanStatus: null,
    });
    expect(validateSource(source({ attachment }), () => undefined, missing)).toBe(missing);
  });

  it('refuses an unchanged flagged file or URL, and accepts its replacement', () => {
    const flagged = storedSource(stored({ scanStatus: 'INFECTED' }), { malwareScanStatus: null });
    const suspicious = { key: 'automation.validation.suspiciousFile' };
    expect(validateSource(source({ attachment: flagged }), () => undefined, missing)).toEqual(suspicious);
    const replaced = source({ attachment: flagged, file: new File(['x'], 'b.zip') });
    expect(validateSource(replaced, () => undefined, missing)).toBeUndefined();
    const url = 'https://example.com/a.zip';
    const flaggedUrl = { ...(flagged as NonNullable<typeof flagged>), url };
    expect(
      validateSource(source({ uploadType: 'URL', url, attachment: flaggedUrl }), () => undefined, missing),
    ).toEqual(suspicious);
    expect(
      validateSource(
        source({ uploadType: 'URL', url: 'https://example.com/b.zip', attachment: flaggedUrl }),
        () => undefined,
        missing,
      ),
    ).toBeUndefined();
  });

  it('checks a URL by the installer-URL rule', () => {
    expect(validateSource(source({ uploadType: 'URL', url: 'not a url' }), () => undefined, missing)).toEqual(
      { key: 'automation.validation.invalidUrl' },
    );
  });
});

describe('the attachment a save sends', () => {
  const signal = new AbortController().signal;

  it('turns a new or changed URL into an attachment', async () => {
    const call = vi.fn(async () => ({ id: 77 }));
    const client = { call } as unknown as Parameters<typeof sourceAttachmentId>[0];
    const state = source({ uploadType: 'URL', url: ' https://example.com/a.msi ' });
    expect(await sourceAttachmentId(client, state, undefined, 'INSTALLER', signal)).toBe(77);
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/scripting/attachments/from-url' }),
      { body: { url: 'https://example.com/a.msi', purpose: 'INSTALLER' } },
      { signal },
    );
  });

  it('keeps the stored attachment of an unchanged URL, and prefers an uploaded file to a stored one', async () => {
    const call = vi.fn();
    const client = { call } as unknown as Parameters<typeof sourceAttachmentId>[0];
    const attachment = { id: 5, fileName: 'a.msi', size: 1, url: 'https://example.com/a.msi' };
    const url = source({ uploadType: 'URL', url: 'https://example.com/a.msi', attachment });
    expect(await sourceAttachmentId(client, url, undefined, 'INSTALLER', signal)).toBe(5);
    const file = source({ attachment: { ...attachment, url: null } });
    expect(await sourceAttachmentId(client, file, 9, 'INSTALLER', signal)).toBe(9);
    expect(await sourceAttachmentId(client, file, undefined, 'INSTALLER', signal)).toBe(5);
    expect(await sourceAttachmentId(client, source(), undefined, 'INSTALLER', signal)).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
  });
});
