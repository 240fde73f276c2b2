import {
  type BackupFieldIssue,
  type ManagedFolderInput,
  validateManagedFolder,
  validateManagedFolderNumbers,
} from '@console/core';

/** The pages of the managed-folder wizard (002 §2.3), in order. */
export const FOLDER_STEPS = ['basic', 'verification', 'consolidation', 'retention'] as const;
/** A page of the managed-folder wizard. */
export type FolderStepId = (typeof FOLDER_STEPS)[number];

type Section<K extends 'verification' | 'consolidation' | 'retention'> = Required<
  NonNullable<ManagedFolderInput[K]>
>;

/** A folder being edited: every field and section present (a saved folder is filled with the defaults). */
export type FolderDraft = Required<
  Omit<ManagedFolderInput, 'id' | 'verification' | 'consolidation' | 'retention'>
> & {
  id?: string | undefined;
  verification: Section<'verification'>;
  consolidation: Section<'consolidation'>;
  retention: Section<'retention'>;
};

/**
 * A new managed folder's fields: the agent's default credentials, no image password, verification
 * of new images, weekly consolidation on Sunday and monthly on the 1st, no retention policy.
 * @example newManagedFolder().consolidation.weeklyDay // 'SUNDAY'
 */
export function newManagedFolder(): FolderDraft {
  return {
    folderPath: '',
    description: '',
    authenticationType: 'AGENT_DEFAULT',
    folderCredentialsDomainOrComputerOrNASName: '',
    folderCredentialsUserName: '',
    folderCredentialsPassword: '',
    folderCredentialsPasswordConfirm: '',
    imagePasswordType: 'NONE',
    imagePassword: '',
    imagePasswordConfirm: '',
    sortPriority: 1,
    verification: {
      immediatelyVerifyImageFiles: true,
      reverifyImageFiles: false,
      daysToReverify: 7,
      throttleOverridePercent: 100,
    },
    consolidation: {
      enabled: true,
      weeklyDay: 'SUNDAY',
      monthlyRelative: false,
      monthlyDay: 1,
      relativeWeekNumber: 'FIRST',
      monthlyDayOfWeek: 'SUNDAY',
    },
    retention: {
      enabled: false,
      intraDailyDays: 7,
      dailyDays: 30,
      weeklyDays: 90,
      monthlyMonths: 12,
      moveConsolidatedToSubDirectory: false,
    },
  };
}

/**
 * The draft of a saved folder (or of a new one): every field set, the saved values over the
 * defaults, so the pages can bind each field.
 * @example folderDraft({ folderPath: 'D:\\Images' }).retention.enabled // false
 */
export function folderDraft(folder?: ManagedFolderInput): FolderDraft {
  const base = newManagedFolder();
  if (!folder) return base;
  return {
    ...base,
    ...folder,
    verification: { ...base.verification, ...folder.verification },
    consolidation: { ...base.consolidation, ...folder.consolidation },
    retention: { ...base.retention, ...folder.retention },
  } as FolderDraft;
}

/**
 * The page a rule's field is on: the section prefix (`verification.` …) or Basic.
 * @example folderPageOf('retention.dailyDays') // 'retention'
 */
export function folderPageOf(path: string): FolderStepId {
  const section = path.split('.')[0];
  return FOLDER_STEPS.includes(section as FolderStepId) && section !== 'basic'
    ? (section as FolderStepId)
    : 'basic';
}

/**
 * Every broken rule of a folder: core's `validateManagedFolder` (folder path, credentials,
 * passwords) and its spinner bounds, the same the server runs on save.
 * @example folderIssues(newManagedFolder()).map((i) => i.path) // ['folderPath']
 */
export function folderIssues(folder: FolderDraft): BackupFieldIssue[] {
  return [...validateManagedFolder(folder), ...validateManagedFolderNumbers(folder)];
}

/**
 * The first page with a broken rule, or `undefined`.
 * @example firstFolderPageWithIssues(newManagedFolder()) // 'basic'
 */
export function firstFolderPageWithIssues(folder: FolderDraft): FolderStepId | undefined {
  const pages = new Set(folderIssues(folder).map((issue) => folderPageOf(issue.path)));
  return FOLDER_STEPS.find((step) => pages.has(step));
}

/**
 * Whether the draft differs from what was opened (Close then asks 'You have unsaved changes').
 * @example isFolderDirty(newManagedFolder(), newManagedFolder()) // false
 */
export function isFolderDirty(opened: FolderDraft, draft: FolderDraft): boolean {
  return JSON.stringify(opened) !== JSON.stringify(draft);
}
