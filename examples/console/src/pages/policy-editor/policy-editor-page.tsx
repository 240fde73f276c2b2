import { routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { lazy, Suspense } from 'react';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';

/** The wizards' package, loaded when the editor first opens. */
const PolicyGeneralSection = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.PolicyGeneralSection })),
);
const PolicyConditionsSection = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.PolicyConditionsSection })),
);
const PolicyMonitorsSection = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.PolicyMonitorsSection })),
);
const PolicyAutomationsSection = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.PolicyAutomationsSection })),
);
const PolicySettingsSection = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.PolicySettingsSection })),
);
const BackupJobsSection = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.BackupJobsSection })),
);
const ImageManagerSettings = lazy(() =>
  import('@console/monitor-wizards').then((m) => ({ default: m.ImageManagerSettings })),
);

/**
 * The policy editor (#/editor/policy/{id}, 002 §2.2, §3 Policy): General (name, description,
 * enabled, role, parent policy), Conditions, Monitors, Scheduled automation, Antivirus and patching (each
 * saved with PUT /policy),
 * and the backup section: the backup jobs (each opened in the backup job wizard, saved with
 * PUT /policy/{id}/backup) and the image manager settings.
 */
export function PolicyEditorPage({ id }: { id: number }) {
  const t = useMessage();
  const policy = useConsoleQuery(routes.policy.get, { params: { id } });
  const row = policy.data?.policy;
  return (
    <Page
      title={row?.name ?? t('shell.placeholder.editor')}
      subtitle={row?.description ?? undefined}
      breadcrumbs={[
        { label: t('adminNav.policies'), path: '/administration/policies' },
        { label: row?.name ?? String(id), path: `/editor/policy/${id}` },
      ]}
    >
      <QueryState status={policy.status} error={policy.error} onRetry={() => void policy.refetch()}>
        {() =>
          row ? (
            <Suspense fallback={<p className={styles.muted}>{t('shell.page.loading')}</p>}>
              <div className={`${styles.card} ${styles.wide}`} data-section="general">
                <PolicyGeneralSection policyId={row.id} />
              </div>
              <div className={`${styles.card} ${styles.wide}`} data-section="conditions">
                <PolicyConditionsSection policyId={row.id} />
              </div>
              <div className={`${styles.card} ${styles.wide}`} data-section="monitors">
                <PolicyMonitorsSection policyId={row.id} />
              </div>
              <div className={`${styles.card} ${styles.wide}`} data-section="automations">
                <PolicyAutomationsSection policyId={row.id} />
              </div>
              <div className={`${styles.card} ${styles.wide}`} data-section="settings">
                <PolicySettingsSection policyId={row.id} />
              </div>
              <div className={`${styles.card} ${styles.wide}`} data-section="backup">
                <BackupJobsSection policyId={row.id} nodeClass={row.nodeClass} />
              </div>
              <div className={`${styles.card} ${styles.wide}`} data-section="image-manager">
                <ImageManagerSettings policyId={row.id} nodeClass={row.nodeClass} />
              </div>
            </Suspense>
          ) : null
        }
      </QueryState>
    </Page>
  );
}
