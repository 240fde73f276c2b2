import { endpoints } from '@console/core';
import { useCan, useConsoleQuery, useMessage, useSession } from '@console/core/react';
import { WidgetCard } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { CloudMonitorAlertsPanel } from '../cloud-monitor/cloud-monitor-alerts-panel';
import * as styles from '../page.css';
import { Page } from '../page-state';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value ?? '–'}</dd>
    </div>
  );
}

/** The system dashboard (#/systemDashboard/overview): a summary with links into the console. */
export function SystemDashboardPage() {
  const t = useMessage();
  const { user } = useSession();
  const can = useCan();
  const showOrganizations = can.canViewAtLeastOneOrganization;
  const showDevices = can.canViewAtLeastOneDevice;
  const organizations = useConsoleQuery(endpoints.client.list, {}, { enabled: showOrganizations });
  const all = useConsoleQuery(endpoints.node.list, { query: { pageSize: 1 } }, { enabled: showDevices });
  const down = useConsoleQuery(
    endpoints.node.list,
    { query: { pageSize: 1, status: 'DOWN' } },
    { enabled: showDevices },
  );
  const up = useConsoleQuery(
    endpoints.node.list,
    { query: { pageSize: 1, status: 'UP' } },
    { enabled: showDevices },
  );
  return (
    <Page
      title={t('shell.dashboard.title')}
      subtitle={t('shell.dashboard.welcome', { name: user.firstName })}
    >
      {can.isEndUser ? <p className={styles.notice}>{t('shell.page.endUser')}</p> : null}
      <div className={styles.grid}>
        {showOrganizations ? (
          <WidgetCard
            title={t('shell.dashboard.organizations')}
            headingLevel={2}
            state={organizations.isError ? 'error' : 'ready'}
            errorMessage={t('errors.generic')}
          >
            <div className={styles.cardBody}>
              <dl className={styles.stats}>
                <Stat label={t('shell.dashboard.organizations')} value={organizations.data?.length} />
              </dl>
              <Link to="/administration/$" params={{ _splat: 'customers/organizations' }}>
                {t('shell.dashboard.viewOrganizations')}
              </Link>
            </div>
          </WidgetCard>
        ) : null}
        {showDevices ? (
          <WidgetCard
            title={t('shell.dashboard.devices')}
            headingLevel={2}
            state={all.isError ? 'error' : 'ready'}
            errorMessage={t('errors.generic')}
          >
            <div className={styles.cardBody}>
              <dl className={styles.stats}>
                <Stat label={t('shell.organization.total')} value={all.data?.total} />
                <Stat label={t('shell.dashboard.devicesUp')} value={up.data?.total} />
                <Stat label={t('shell.dashboard.devicesDown')} value={down.data?.total} />
              </dl>
              <Link to="/deviceSearch">{t('shell.dashboard.viewDevices')}</Link>
            </div>
          </WidgetCard>
        ) : null}
        {showDevices ? <CloudMonitorAlertsPanel /> : null}
      </div>
    </Page>
  );
}
