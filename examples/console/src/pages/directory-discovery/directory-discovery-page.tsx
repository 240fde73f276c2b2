import { type DiscoveryJob, formatDateTime, routes } from '@console/core';
import {
  endpointQueryKey,
  useCan,
  useConsoleMutation,
  useConsoleQuery,
  useMessage,
} from '@console/core/react';
import { DirectoryDiscoveryWizard } from '@console/discovery-wizard';
import { Banner, Button } from '@console/ui';
import { OrganizationPicker } from '@console/widget-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';

/** What the wizard is open for. */
type WizardTarget =
  | { kind: 'new'; jobType: 'AD_HOC' | 'SCHEDULED' }
  | { kind: 'edit'; job: DiscoveryJob }
  | { kind: 'run'; job: DiscoveryJob };

/**
 * Active Directory discovery (#/directoryDiscovery, 002 §2.3): an organization's discovery jobs
 * with their last and next runs and candidate devices, and the two-step wizard for a new ad hoc
 * or scheduled job, an edit, or a run of a saved ad hoc job.
 */
export function DirectoryDiscoveryPage({
  clientId,
  onClientChange,
}: {
  clientId: number | null;
  onClientChange: (id: number | null) => void;
}) {
  const t = useMessage();
  const can = useCan();
  const queryClient = useQueryClient();
  const [wizard, setWizard] = useState<WizardTarget | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const jobs = useConsoleQuery(
    routes.directoryDiscovery.list,
    { params: { id: clientId ?? 0 } },
    { enabled: clientId !== null },
  );
  const remove = useConsoleMutation(routes.directoryDiscovery.remove);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.directoryDiscovery.list) });
  const allowed = can.canAccessActiveDirectoryDiscovery;

  return (
    <Page
      title={t('directoryDiscovery.page.title')}
      actions={
        clientId !== null && allowed ? (
          <div className={styles.toolbar}>
            <Button onClick={() => setWizard({ kind: 'new', jobType: 'AD_HOC' })}>
              {t('directoryDiscovery.page.newAdHoc')}
            </Button>
            <Button variant="primary" onClick={() => setWizard({ kind: 'new', jobType: 'SCHEDULED' })}>
              {t('directoryDiscovery.page.newScheduled')}
            </Button>
          </div>
        ) : null
      }
    >
      <div className={styles.toolbar}>
        <OrganizationPicker value={clientId} onValueChange={(id) => onClientChange(id)} />
      </div>
      {notice ? (
        <div role={notice.tone === 'danger' ? 'alert' : 'status'}>
          <Banner tone={notice.tone}>{notice.text}</Banner>
        </div>
      ) : null}
      {clientId === null ? null : (
        <QueryState status={jobs.status} error={jobs.error} onRetry={() => void jobs.refetch()}>
          {() => (
            <section className={styles.card} aria-label={t('directoryDiscovery.page.jobs')}>
              <h2 className={styles.sectionTitle}>{t('directoryDiscovery.page.jobs')}</h2>
              {(jobs.data ?? []).length === 0 ? (
                <p className={styles.muted}>{t('directoryDiscovery.page.noJobs')}</p>
              ) : (
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th className={styles.th}>{t('directoryDiscovery.wizard.column.name')}</th>
                      <th className={styles.th}>{t('directoryDiscovery.wizard.domainController')}</th>
                      <th className={styles.th}>{t('directoryDiscovery.wizard.ouPath')}</th>
                      <th className={styles.th}>{t('directoryDiscovery.page.lastRun')}</th>
                      <th className={styles.th}>{t('directoryDiscovery.page.nextRun')}</th>
                      <th className={styles.th}>
                        <span className={styles.muted}>{t('directoryDiscovery.page.edit')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {(jobs.data ?? []).map((job) => (
                      <tr key={job.id}>
                        <td className={styles.td}>
                          {job.name ?? t('directoryDiscovery.page.unnamed')} (
                          {t(`directoryDiscovery.page.type.${job.jobType}`)})
                        </td>
                        <td className={styles.td}>{job.content.domainController.name}</td>
                        <td className={styles.td}>{job.content.ouPath}</td>
                        <td className={styles.td}>
                          {job.lastError ?? (job.lastRunAt ? formatDateTime(job.lastRunAt) : '—')}
                        </td>
                        <td className={styles.td}>{job.nextRunAt ? formatDateTime(job.nextRunAt) : '—'}</td>
                        <td className={styles.td}>
                          <div className={styles.toolbar}>
                            <Button
                              size="sm"
                              onClick={() => setShown(shown === job.id ? null : job.id)}
                              aria-expanded={shown === job.id}
                            >
                              {t('directoryDiscovery.page.candidates')}
                            </Button>
                            <Button
                              size="sm"
                              onClick={() =>
                                setWizard({ kind: job.jobType === 'AD_HOC' ? 'run' : 'edit', job })
                              }
                            >
                              {job.jobType === 'AD_HOC'
                                ? t('directoryDiscovery.page.run')
                                : t('directoryDiscovery.page.edit')}
                            </Button>
                            <Button
                              size="sm"
                              variant="danger"
                              onClick={() =>
                                remove.mutate(
                                  { params: { id: job.id } },
                                  {
                                    onSuccess: refresh,
                                    onError: (error) => setNotice({ tone: 'danger', text: error.message }),
                                  },
                                )
                              }
                            >
                              {t('directoryDiscovery.page.delete')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {shown !== null ? <Candidates jobId={shown} /> : null}
            </section>
          )}
        </QueryState>
      )}
      {wizard && clientId !== null ? (
        <DirectoryDiscoveryWizard
          open
          onOpenChange={(open) => {
            if (!open) setWizard(null);
          }}
          clientId={clientId}
          jobType={wizard.kind === 'new' ? wizard.jobType : wizard.job.jobType}
          jobId={wizard.kind === 'new' ? null : wizard.job.id}
          runMode={wizard.kind === 'run'}
          onSaved={() => {
            setNotice({ tone: 'success', text: t('directoryDiscovery.wizard.saved') });
            refresh();
          }}
        />
      ) : null}
    </Page>
  );
}

/** A job's candidate devices with their statuses (APPROVED ones show as approved). */
function Candidates({ jobId }: { jobId: number }) {
  const t = useMessage();
  const job = useConsoleQuery(
    routes.directoryDiscovery.get,
    { params: { id: jobId } },
    { refetchInterval: 5_000 },
  );
  const rows = job.data?.candidateNodes ?? [];
  return (
    <table className={styles.table} aria-label={t('directoryDiscovery.page.candidates')}>
      <thead>
        <tr>
          <th className={styles.th}>{t('directoryDiscovery.wizard.column.name')}</th>
          <th className={styles.th}>{t('directoryDiscovery.wizard.column.dnsHostName')}</th>
          <th className={styles.th}>{t('directoryDiscovery.wizard.column.operatingSystem')}</th>
          <th className={styles.th}>{t('directoryDiscovery.wizard.column.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.objectGuid}>
            <td className={styles.td}>{row.name}</td>
            <td className={styles.td}>{row.dnsHostName ?? ''}</td>
            <td className={styles.td}>{row.operatingSystem ?? ''}</td>
            <td className={styles.td}>{t(`directoryDiscovery.status.${row.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
