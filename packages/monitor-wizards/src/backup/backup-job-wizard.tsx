import { type BackupFieldIssue, type BackupJobInput, validateBackupJob } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, WizardShell } from '@console/ui';
import { useRef, useState } from 'react';
import { useUnsavedChangesGuard } from '../shared/use-unsaved-changes-guard';
import { AdvancedPage } from './advanced-page';
import { BasicPage } from './basic-page';
import type { JobPageProps } from './job-page-props';
import { SchedulePage } from './schedule-page';
import { BackupTexts } from './texts';

/** Props of {@link BackupJobWizard}. */
export interface BackupJobWizardProps {
  /** The job to edit (EDIT mode: name, compression, split and image password read-only); none for a new job. */
  job?: BackupJobInput;
  /**
   * Done: called with the job (rules passed). Return `false` (or reject) to stay open; a returned
   * or thrown text shows in a banner above the page.
   */
  onSave: (job: BackupJobInput) => unknown;
  /** Called when the wizard closes (after Done saved, or Close / Discard). */
  onOpenChange?: (open: boolean) => void;
  /** The page to open first. */
  defaultStep?: BackupJobStepId;
}

/** The pages of the backup job wizard (002 §2.3). */
export type BackupJobStepId = 'basic' | 'schedule' | 'advanced';
const STEPS: BackupJobStepId[] = ['basic', 'schedule', 'advanced'];
const PAGES = { basic: BasicPage, schedule: SchedulePage, advanced: AdvancedPage } as const;

/** A new job's defaults: continuous incremental on weekdays, 08:00 to 18:00 every hour. */
export function newBackupJob(): BackupJobInput {
  return {
    enabled: true,
    jobName: '',
    jobComment: '',
    volumes: [],
    compressionType: 'STANDARD',
    splitImageFile: false,
    splitSizeMb: 0,
    destinationType: 'LOCAL',
    localDestinationPath: '',
    passwordType: 'NONE',
    schedule: {
      type: 'CONTINUOUS_INCREMENTAL',
      useVssOnly: false,
      incrementalWeekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      startTime: '08:00',
      stopTime: '18:00',
      intervalUnit: 'HOURS',
      interval: 1,
    },
    advanced: {
      throttlePercent: 100,
      commandTimeoutMinutes: 5,
      retentionEnabled: false,
      retentionImageCount: 3,
    },
  };
}

/** The page a rule's field is on. */
function pageOf(issue: BackupFieldIssue): BackupJobStepId {
  if (issue.path.startsWith('schedule.')) return 'schedule';
  if (issue.path.startsWith('advanced.')) return 'advanced';
  return 'basic';
}

/**
 * The backup job wizard (002 §2.3, §3, §4.7, §5.11): Basic, Schedule and Advanced pages on the
 * kit's WizardShell. Next stays on a page with errors, which then show under their fields; Done
 * checks every page (opening the first with an error) and hands the job to `onSave` (the caller
 * saves the policy's plans with PUT /policy/{id}/backup). Close with unsaved changes asks first
 * ('You have unsaved changes': Cancel, Save, Discard). The rules are core's `validateBackupJob`,
 * the same the server runs.
 * @example <BackupJobWizard onSave={(job) => savePlans({ ...plans, jobs: [...plans.jobs, job] })} />
 */
export function BackupJobWizard(props: BackupJobWizardProps) {
  return (
    <BackupTexts>
      <JobWizard {...props} />
    </BackupTexts>
  );
}

function JobWizard({ job, onSave, onOpenChange, defaultStep }: BackupJobWizardProps) {
  const t = useMessage();
  const isNew = job === undefined;
  const start = useRef<BackupJobInput>(job ?? newBackupJob());
  const [draft, setDraft] = useState<BackupJobInput>(start.current);
  const [step, setStep] = useState<BackupJobStepId>(defaultStep ?? 'basic');
  const [shown, setShown] = useState<Set<BackupJobStepId>>(new Set());
  const [saveError, setSaveError] = useState<string | null>(null);
  const issues = validateBackupJob(draft);
  const update = (patch: Partial<BackupJobInput>) => setDraft((current) => ({ ...current, ...patch }));
  const pageProps: JobPageProps = {
    draft,
    isNew,
    update,
    setSchedule: (patch) =>
      setDraft((current) => ({ ...current, schedule: { ...current.schedule, ...patch } })),
    setAdvanced: (patch) =>
      setDraft((current) => ({ ...current, advanced: { ...current.advanced, ...patch } })),
    error: (path) => {
      const found = issues.find((issue) => issue.path === path);
      return found && shown.has(pageOf(found)) ? t(found.issue.key, found.issue.params) : undefined;
    },
  };
  const save = async (): Promise<boolean> => {
    setShown(new Set(STEPS));
    setSaveError(null);
    const first = issues[0];
    if (first) {
      setStep(pageOf(first));
      return false;
    }
    try {
      const answer = await onSave(draft);
      if (typeof answer === 'string') setSaveError(answer);
      return answer !== false && typeof answer !== 'string';
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  const guard = useUnsavedChangesGuard({
    isDirty: () => JSON.stringify(draft) !== JSON.stringify(start.current),
    save,
    onOpenChange,
  });
  const Page = PAGES[step];
  return (
    <>
      <WizardShell
        title={t(isNew ? 'backupWizards.title.newJob' : 'backupWizards.title.editJob')}
        mode={isNew ? 'new' : 'edit'}
        // A saved job can be saved from any page; a new one from Advanced.
        canDone={isNew ? undefined : true}
        {...guard.shellProps}
        steps={STEPS.map((id) => ({ id, label: t(`backupWizards.step.${id}`) }))}
        step={step}
        onStepChange={(id) => setStep(id as BackupJobStepId)}
        onNext={(from) => {
          setShown((current) => new Set(current).add(from as BackupJobStepId));
          return !issues.some((issue) => pageOf(issue) === from);
        }}
        onDone={save}
      >
        {saveError ? (
          <div role="alert">
            <Banner tone="danger" title={t('backupWizards.plans.saveError')}>
              {saveError}
            </Banner>
          </div>
        ) : null}
        <Page {...pageProps} />
      </WizardShell>
      {guard.prompt}
    </>
  );
}
