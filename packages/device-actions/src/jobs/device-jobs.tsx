import { type DeviceJobSummary, isConsoleApiError, routes, topicRoutes } from '@console/core';
import { MessageSection, useConsoleMutation, useConsoleQuery, useMessage } from '@console/core/react';
import { Banner, Button, ConfirmDialog } from '@console/ui';
import { useTopic } from '@console/widget-kit';
import { useId, useState } from 'react';
import { deviceActionsTexts } from '../messages';
import * as styles from './device-jobs.css';

/** Props of {@link DeviceJobs}. */
export interface DeviceJobsProps {
  /** The device whose queued and running jobs are listed. */
  deviceId: number;
  /**
   * Whether the user may cancel them (the right to update the device; the server checks it too).
   * @default true
   */
  canCancel?: boolean;
}

const ENDED = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/**
 * A device's queued and running jobs, live through the device's job topic, each with a Cancel
 * action (after a confirmation): a queued job ends at once; a running one shows 'Cancelling...'
 * until its agent reports it stopped.
 * @example <DeviceJobs deviceId={device.id} canCancel={can.canUpdateDevices(device)} />
 */
export function DeviceJobs(props: DeviceJobsProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      <DeviceJobsBody {...props} />
    </MessageSection>
  );
}

function DeviceJobsBody({ deviceId, canCancel = true }: DeviceJobsProps) {
  const t = useMessage();
  const titleId = useId();
  const jobs = useConsoleQuery(routes.deviceActions.jobs, {
    params: { id: deviceId },
    query: { active: true, limit: 20 },
  });
  const cancel = useConsoleMutation(routes.deviceActions.cancelJob);
  const [cancelling, setCancelling] = useState<ReadonlySet<number>>(new Set());
  const [asked, setAsked] = useState<DeviceJobSummary | null>(null);
  const [problem, setProblem] = useState('');
  useTopic(topicRoutes.deviceJobs, { id: deviceId }, (event) => {
    if (ENDED.has(event.status)) setCancelling((ids) => new Set([...ids].filter((id) => id !== event.jobId)));
    void jobs.refetch();
  });

  const confirm = async () => {
    if (!asked) return;
    setProblem('');
    try {
      const answer = await cancel.mutateAsync({ params: { id: asked.id } });
      if (answer.status === 'CANCELLING') setCancelling((ids) => new Set([...ids, answer.id]));
    } catch (error) {
      setProblem(
        isConsoleApiError(error) && error.status < 500 && error.errorMessage
          ? error.errorMessage
          : t('deviceOps.action.error'),
      );
    }
    await jobs.refetch();
  };

  const rows = jobs.data?.jobs ?? [];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {t('deviceActions.jobs.title')}
      </h2>
      {problem ? <Banner tone="danger">{problem}</Banner> : null}
      {jobs.isError ? <Banner tone="danger">{t('deviceActions.jobs.loadError')}</Banner> : null}
      {rows.length === 0 ? (
        <p className={styles.muted}>
          {jobs.isPending ? t('deviceActions.jobs.loading') : t('deviceActions.jobs.none')}
        </p>
      ) : (
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {t('deviceActions.jobs.job')}
              </th>
              <th className={styles.cell} scope="col">
                {t('deviceActions.jobs.status')}
              </th>
              <th className={styles.cell} scope="col">
                {t('deviceActions.jobs.requestedBy')}
              </th>
              {canCancel ? (
                <th className={styles.actions} scope="col">
                  {t('deviceActions.jobs.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((job) => {
              const stopping = cancelling.has(job.id);
              return (
                <tr key={job.id}>
                  <td className={styles.cell}>{job.name}</td>
                  <td className={styles.cell}>
                    {stopping
                      ? t('deviceActions.jobs.CANCELLING')
                      : job.status === 'QUEUED' || job.status === 'RUNNING'
                        ? t(`deviceActions.jobs.${job.status}`)
                        : job.status}
                  </td>
                  <td className={styles.cell}>{job.requestedBy ?? ''}</td>
                  {canCancel ? (
                    <td className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={stopping}
                        aria-label={t('deviceActions.jobs.cancelLabel', { name: job.name })}
                        onClick={() => setAsked(job)}
                      >
                        {t('deviceActions.jobs.cancel')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={t('deviceActions.jobs.confirmTitle')}
        confirmLabel={t('deviceActions.jobs.confirm')}
        cancelLabel={t('deviceActions.jobs.keep')}
        tone="danger"
        onConfirm={confirm}
      >
        {asked ? t('deviceActions.jobs.confirmBody', { name: asked.name }) : null}
      </ConfirmDialog>
    </section>
  );
}
