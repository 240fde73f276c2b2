import type { BackupJobInput } from '@console/core';

/** The schedule part of a job being edited. */
type JobSchedule = NonNullable<BackupJobInput['schedule']>;
/** The advanced part of a job being edited. */
export type JobAdvanced = NonNullable<BackupJobInput['advanced']>;

/** What each page of the backup job wizard gets. */
export interface JobPageProps {
  draft: BackupJobInput;
  /** A new job (every field editable) or an existing one (EDIT mode). */
  isNew: boolean;
  update: (patch: Partial<BackupJobInput>) => void;
  setSchedule: (patch: Partial<JobSchedule>) => void;
  setAdvanced: (patch: Partial<JobAdvanced>) => void;
  /** The shown error of a field (`jobName`, `schedule.startTime` ...), if any. */
  error: (path: string) => string | undefined;
}
