import {
  type BackupRun,
  type DeviceBackups,
  formatBytes,
  formatDateTime,
  isConsoleApiError,
  routes,
} from '@console/core';
import { useConsoleMutation, useConsoleQuery, useLocale, useMessage } from '@console/core/react';
import { Banner, Dialog, RadioGroup, Spinner } from '@console/ui';
import { useState } from 'react';
import { DialogForm, DialogFormActions } from '../shared/dialog-form';
import * as styles from './backup-now-dialog.css';
import { BackupTexts } from './texts';

/** Props of {@link BackupNowDialog}. */
export interface BackupNowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The device (an agent device). */
  deviceId: number;
  /** Called with the device job's id once the backup was sent. */
  onSent?: (jobId: number) => void;
}

/**
 * "Back up now" on a device (002 §3 Backup job): choose one of the device's policy's backup jobs
 * and send it as the device's `backup` job (POST /node/{id}/backup; it shows in the device's jobs
 * and can be cancelled there). The dialog lists the device's latest backup runs (scheduled and
 * backed up now): started, job, started by, status, size and revision.
 * @example <BackupNowDialog open deviceId={42} onOpenChange={setOpen} onSent={(jobId) => toast(jobId)} />
 */
export function BackupNowDialog(props: BackupNowDialogProps) {
  return props.open ? (
    <BackupTexts>
      <BackupNowBody {...props} />
    </BackupTexts>
  ) : null;
}

function BackupNowBody({ open, onOpenChange, deviceId, onSent }: BackupNowDialogProps) {
  const t = useMessage();
  const loaded = useConsoleQuery(
    routes.backup.deviceBackups,
    { params: { id: deviceId } },
    { staleTime: 0, gcTime: 0 },
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('backupWizards.backupNow.title')} size="lg">
      {loaded.isError ? <Banner tone="danger">{t('backupWizards.runs.loadError')}</Banner> : null}
      {loaded.data ? (
        <BackupNowForm
          backups={loaded.data}
          deviceId={deviceId}
          onCancel={() => onOpenChange(false)}
          onSent={(jobId) => {
            onOpenChange(false);
            onSent?.(jobId);
          }}
        />
      ) : loaded.isError ? null : (
        <Spinner />
      )}
    </Dialog>
  );
}

function BackupNowForm(props: {
  backups: DeviceBackups;
  deviceId: number;
  onCancel: () => void;
  onSent: (jobId: number) => void;
}) {
  const t = useMessage();
  const { jobs, runs } = props.backups;
  const [planJobId, setPlanJobId] = useState<string | null>(jobs.length === 1 ? (jobs[0]?.id ?? null) : null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useConsoleMutation(routes.backup.backupNow);
  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (planJobId === null) return;
    try {
      const answer = await send.mutateAsync({ params: { id: props.deviceId }, body: { planJobId } });
      props.onSent(answer.jobId);
    } catch (error) {
      setFailure(
        isConsoleApiError(error) && error.status < 500 && error.errorMessage
          ? error.errorMessage
          : t('backupWizards.backupNow.sendError'),
      );
    }
  };
  return (
    <DialogForm className={styles.stack} onSubmit={submit} failure={failure}>
      {jobs.length === 0 ? (
        <Banner tone="info">{t('backupWizards.backupNow.noJobs')}</Banner>
      ) : (
        <RadioGroup<string>
          label={t('backupWizards.backupNow.job')}
          options={jobs.map((job) => ({ value: job.id, label: job.jobName }))}
          value={planJobId ?? ''}
          onValueChange={setPlanJobId}
          error={submitted && planJobId === null ? t('backupWizards.backupNow.jobRequired') : undefined}
          touched={submitted}
        />
      )}
      <BackupRuns runs={runs} />
      <DialogFormActions
        onCancel={props.onCancel}
        busy={send.isPending}
        submitLabel={t('backupWizards.backupNow.submit')}
      />
    </DialogForm>
  );
}

/** The device's latest backup runs (newest first). */
function BackupRuns({ runs }: { runs: readonly BackupRun[] }) {
  const t = useMessage();
  const locale = useLocale();
  const headingId = 'backup-now-runs';
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <h2 id={headingId} className={styles.heading}>
        {t('backupWizards.runs.title')}
      </h2>
      {runs.length === 0 ? (
        <p>{t('backupWizards.runs.empty')}</p>
      ) : (
        <table className={styles.runs} aria-labelledby={headingId}>
          <thead>
            <tr>
              {(['started', 'job', 'trigger', 'status', 'size', 'revision'] as const).map((column) => (
                <th key={column} scope="col" className={styles.cell}>
                  {t(`backupWizards.runs.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <td className={`${styles.cell} ${styles.nowrap}`}>
                  {formatDateTime(run.startedAt, { locale })}
                </td>
                <td className={styles.cell}>{run.jobName}</td>
                <td className={styles.cell}>{t(`backupWizards.runs.trigger.${run.trigger}`)}</td>
                <td className={styles.cell} title={run.error ?? undefined}>
                  {t(`backupWizards.runs.status.${run.status}`)}
                  {run.error ? <div>{run.error}</div> : null}
                </td>
                <td className={`${styles.cell} ${styles.nowrap}`}>
                  {t('backupWizards.runs.files', { files: run.files, size: formatBytes(run.bytes) })}
                </td>
                <td className={`${styles.cell} ${styles.revision}`}>{run.revision ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
