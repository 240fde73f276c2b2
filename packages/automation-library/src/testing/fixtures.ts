/**
 * Fixtures shared by the stories, the browser tests and the benchmark: automations, categories,
 * run-as choices; the fake API over them is `fake-api.ts`. Not part of the public surface.
 */
import {
  type Automation,
  type AutomationAttachment,
  type AutomationLanguage,
  automationTypeOf,
  type RunAsOption,
  type ScriptCategory,
} from '@console/core';

const DAY = 86_400_000;
const BASE_TIME = Date.UTC(2026, 0, 15, 9, 30);

export const sampleCategories: ScriptCategory[] = [
  { id: 1, name: 'Uncategorized', internal: true },
  { id: 2, name: 'Antivirus', internal: true },
  { id: 3, name: 'Hardware', internal: true },
  { id: 4, name: 'Maintenance', internal: true },
  { id: 5, name: 'Updates', internal: true },
  { id: 6, name: 'Mac OS Patching', internal: true },
  { id: 7, name: 'Linux OS Patching', internal: true },
  { id: 8, name: 'Onboarding', internal: false },
  { id: 9, name: 'Security', internal: false },
  { id: 10, name: 'Networking', internal: false },
];

const categoryName = (id: number) => sampleCategories.find((c) => c.id === id)?.name ?? `Category ${id}`;

/** An automation with sensible defaults. */
export function makeAutomation(
  partial: Partial<Automation> & { id: number; name: string; language: AutomationLanguage },
): Automation {
  const categoriesIds = partial.categoriesIds ?? [1];
  return {
    uid: null,
    customName: null,
    description: null,
    deviceType: null,
    operatingSystems: ['Windows'],
    architecture: ['ALL'],
    code: null,
    parameters: null,
    scriptParameters: [],
    scriptVariables: [],
    useFirstParametersOptionAsDefault: false,
    defaultRunAs: null,
    binaryInstallSettings: null,
    binaryRunSettings: null,
    fileTransferSettings: null,
    malwareScanStatus: null,
    createdOn: BASE_TIME - partial.id * DAY,
    updatedOn: BASE_TIME - (partial.id % 7) * DAY,
    createdBy: 'Alex Admin',
    lastUpdatedBy: 'Alex Admin',
    ...partial,
    categoriesIds,
    categoriesNames: partial.categoriesNames ?? categoriesIds.map(categoryName),
    automationType: partial.automationType ?? automationTypeOf(partial.language),
  };
}

export const sampleAutomations: Automation[] = [
  makeAutomation({
    id: 1,
    uid: 'native-reboot',
    name: 'Reboot',
    language: 'native',
    operatingSystems: ['Windows', 'Mac', 'Linux'],
    categoriesIds: [4],
    description: 'Reboots the device',
    createdBy: null,
    lastUpdatedBy: null,
  }),
  makeAutomation({
    id: 2,
    uid: 'native-install-application',
    name: 'Install Application',
    language: 'native',
    operatingSystems: ['Windows', 'Mac'],
    categoriesIds: [8],
    scriptVariables: [
      { name: 'App name', calculatedName: 'appName', type: 'TEXT', required: true },
      { name: 'MSI URL path', calculatedName: 'msiUrlPath', type: 'TEXT', required: true },
    ],
  }),
  makeAutomation({
    id: 3,
    name: 'Clear Temp Files',
    language: 'powershell',
    categoriesIds: [4],
    scriptParameters: ['-Days 7', '-Days 30'],
    scriptVariables: [{ name: 'Target folder', type: 'TEXT', required: true }],
  }),
  makeAutomation({ id: 4, name: 'Flush DNS Cache', language: 'batchfile', categoriesIds: [10] }),
  makeAutomation({
    id: 5,
    name: 'Update Homebrew Packages',
    language: 'shellscript',
    operatingSystems: ['Mac'],
    categoriesIds: [6],
  }),
  makeAutomation({
    id: 6,
    name: 'Install 7-Zip',
    language: 'binary_install',
    architecture: ['64'],
    categoriesIds: [8],
    scriptParameters: ['/S'],
    binaryInstallSettings: {
      runnableAttachmentId: 101,
      customIconAttachmentId: 103,
      helperFilesAttachmentIds: [102],
      cancelOnPreScriptFail: true,
      preExecutionScript: { scriptId: 3, parameters: '-Days 7', scriptVariables: [] },
      postExecutionScript: null,
      runAs: 'system',
    },
    malwareScanStatus: 'SUCCESS',
  }),
  makeAutomation({
    id: 7,
    name: 'Run Disk Cleanup',
    language: 'binary_run',
    categoriesIds: [4],
    scriptParameters: ['/sagerun:1'],
    binaryRunSettings: { runnableLocalPath: 'C:\\Windows\\System32\\cleanmgr.exe', runAs: 'system' },
  }),
  makeAutomation({
    id: 8,
    name: 'Deploy Company Wallpaper',
    language: 'file_transfer',
    architecture: ['64', '32'],
    categoriesIds: [8],
    fileTransferSettings: {
      attachmentId: 201,
      customIconAttachmentId: null,
      destination: '%PUBLIC%\\Pictures',
      runAs: 'system',
      expand: false,
    },
    malwareScanStatus: 'SUCCESS',
  }),
  makeAutomation({ id: 9, name: 'Audit Local Administrators', language: 'powershell', categoriesIds: [9] }),
  makeAutomation({
    id: 10,
    name: 'Rotate Application Logs',
    language: 'shellscript',
    operatingSystems: ['Linux'],
    categoriesIds: [7, 4],
  }),
];

export const underReviewAutomations: Record<'PROCESSING' | 'INFECTED' | 'FAILED', Automation[]> = {
  PROCESSING: [
    makeAutomation({
      id: 31,
      name: 'Install Zoom',
      language: 'binary_install',
      categoriesIds: [8],
      malwareScanStatus: 'PROCESSING',
      binaryInstallSettings: {
        runnableAttachmentId: 131,
        customIconAttachmentId: null,
        helperFilesAttachmentIds: [],
        cancelOnPreScriptFail: false,
        preExecutionScript: null,
        postExecutionScript: null,
        runAs: 'system',
      },
    }),
  ],
  INFECTED: [
    makeAutomation({
      id: 32,
      name: 'Copy Toolkit',
      language: 'file_transfer',
      categoriesIds: [9],
      malwareScanStatus: 'INFECTED',
      fileTransferSettings: {
        attachmentId: 232,
        customIconAttachmentId: null,
        destination: 'C:\\Tools',
        runAs: 'system',
        expand: true,
      },
    }),
  ],
  FAILED: [],
};

export const sampleTemplates: Automation[] = [
  makeAutomation({
    id: 501,
    name: 'Template: Restart Print Spooler',
    language: 'powershell',
    categoriesIds: [4],
  }),
  makeAutomation({
    id: 502,
    name: 'Template: Collect System Info',
    language: 'shellscript',
    operatingSystems: ['Linux'],
    categoriesIds: [3],
  }),
];

export const sampleRunAs: Record<'Windows' | 'Mac' | 'Linux', RunAsOption[]> = {
  Windows: [
    { value: 'system', label: 'System', kind: 'BUILT_IN' },
    { value: 'loggedonuser', label: 'Current Logged on User', kind: 'BUILT_IN' },
    { value: 'credential:4', label: 'Preferred Windows Local Admin', kind: 'CREDENTIAL' },
  ],
  Mac: [
    { value: 'system', label: 'System', kind: 'BUILT_IN' },
    { value: 'loggedonuser', label: 'Current Logged on User', kind: 'BUILT_IN' },
  ],
  Linux: [
    { value: 'root', label: 'Root', kind: 'BUILT_IN' },
    { value: 'loggedonuser', label: 'Current Logged on User', kind: 'BUILT_IN' },
  ],
};

export const attachment = (
  id: number,
  purpose: AutomationAttachment['purpose'],
  fileName: string,
  size: number,
  url: string | null = null,
): AutomationAttachment => ({
  id,
  purpose,
  url,
  fileName,
  extension: fileName.slice(fileName.lastIndexOf('.')),
  size,
  mimeType: 'application/octet-stream',
  signedUrl: null,
  scanStatus: 'SUCCESS',
});

/** A 1x1 transparent PNG, as an icon's signed URL. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Every automation of a large library, for the benchmark. */
export function makeManyAutomations(count: number): Automation[] {
  const languages: AutomationLanguage[] = [
    'powershell',
    'batchfile',
    'shellscript',
    'vbscript',
    'python',
    'native',
    'binary_install',
    'binary_run',
    'file_transfer',
  ];
  const systems: Automation['operatingSystems'][] = [['Windows'], ['Mac'], ['Linux'], ['Windows', 'Mac']];
  return Array.from({ length: count }, (_, i) =>
    makeAutomation({
      id: 1000 + i,
      name: `Automation ${String((i * 7919 + 4321) % count).padStart(5, '0')} ${['cleanup', 'inventory', 'patch', 'deploy', 'audit'][i % 5]}`,
      language: languages[i % languages.length] ?? 'powershell',
      operatingSystems: systems[i % systems.length] ?? ['Windows'],
      categoriesIds: [(i % 10) + 1],
      createdBy: i % 3 === 0 ? 'Alex Admin' : 'Tina Tech',
    }),
  );
}

/** A route answer: a value (JSON 200), a Response, or a function of the request. */
