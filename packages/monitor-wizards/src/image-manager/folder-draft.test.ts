import { describe, expect, it } from 'vitest';
import { savedPlans } from '../fixtures/image-manager-plans';
import {
  FOLDER_STEPS,
  firstFolderPageWithIssues,
  folderDraft,
  folderIssues,
  folderPageOf,
  isFolderDirty,
  newManagedFolder,
} from './folder-draft';

describe('managed-folder draft', () => {
  it('has the four pages of the spec, each rule on its page', () => {
    expect(FOLDER_STEPS).toEqual(['basic', 'verification', 'consolidation', 'retention']);
    expect(folderPageOf('folderPath')).toBe('basic');
    expect(folderPageOf('imagePasswordConfirm')).toBe('basic');
    expect(folderPageOf('verification.daysToReverify')).toBe('verification');
    expect(folderPageOf('consolidation.monthlyDay')).toBe('consolidation');
    expect(folderPageOf('retention.monthlyMonths')).toBe('retention');
  });

  it('fills a saved folder with the defaults of missing sections and keeps its values', () => {
    const draft = folderDraft({ folderPath: 'D:\\Images', retention: { enabled: true } });
    expect(draft.retention).toMatchObject({ enabled: true, dailyDays: 30 });
    expect(draft.consolidation.weeklyDay).toBe('SUNDAY');
    expect(folderDraft(savedPlans.managedFolders[0]).consolidation.relativeWeekNumber).toBe('LAST');
    expect(folderDraft()).toEqual(newManagedFolder());
  });

  it('runs the server rules: a new folder needs its path; the first page with an issue opens', () => {
    expect(folderIssues(newManagedFolder()).map((issue) => issue.path)).toEqual(['folderPath']);
    expect(firstFolderPageWithIssues(newManagedFolder())).toBe('basic');
    const late = { ...folderDraft({ folderPath: 'D:\\Images' }) };
    late.retention = { ...late.retention, weeklyDays: 0 };
    expect(firstFolderPageWithIssues(late)).toBe('retention');
    late.verification = { ...late.verification, throttleOverridePercent: 101 };
    expect(firstFolderPageWithIssues(late)).toBe('verification');
    // Masked stored passwords pass (the server keeps them).
    expect(folderIssues(folderDraft(savedPlans.managedFolders[0]))).toEqual([]);
  });

  it('is dirty only when a field changed', () => {
    const opened = folderDraft(savedPlans.managedFolders[0]);
    expect(isFolderDirty(opened, folderDraft(savedPlans.managedFolders[0]))).toBe(false);
    expect(isFolderDirty(opened, { ...opened, description: 'x' })).toBe(true);
  });
});
