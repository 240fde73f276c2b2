import { formatDateTime, type MonitorAlert, type MonitorResult, routes, topicRoutes } from '@console/core';
import { useCan, useConsoleMutation, useConsoleQuery, useMessage } from '@console/core/react';
import { Button, useToast } from '@console/ui';
import { useTopic } from '@console/widget-kit';
import { FieldCard } from '../device-overview/device-overview-cards';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';
import * as own from './cloud-monitor-dashboard.css';
import { ResponseTimeChart } from './response-time-chart';

/** How often the page reads the monitor again (the runner also announces status changes). */
const REFRESH_MS = 10_000;
/** Runs shown in the chart and the table. */
const RESULTS_SHOWN = 60;

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value * 10) / 10} ms`);

function ResultsTable({ results }: { results: readonly MonitorResult[] }) {
  const t = useMessage();
  return (
    <div className={own.tableWrap}>
      <table className={styles.table} aria-label={t('cloudMonitors.dashboard.recentResults')}>
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              {t('cloudMonitors.dashboard.time')}
            </th>
            <th className={styles.th} scope="col">
              {t('cloudMonitors.dashboard.result')}
            </th>
            <th className={`${styles.th} ${styles.numeric}`} scope="col">
              {t('cloudMonitors.dashboard.responseTime')}
            </th>
            <th className={styles.th} scope="col">
              {t('cloudMonitors.dashboard.message')}
            </th>
          </tr>
        </thead>
        <tbody>
          {results.slice(0, 20).map((result) => (
            <tr key={result.id} data-state={result.status === 'UP' ? 'up' : 'down'}>
              <td className={styles.td}>{formatDateTime(result.startedAt)}</td>
              <td className={styles.td}>
                <span className={styles.status} data-state={result.status === 'UP' ? 'online' : 'offline'}>
                  {t(`cloudMonitors.status.${result.status}`)}
                </span>
              </td>
              <td className={`${styles.td} ${styles.numeric}`}>{ms(result.responseTimeMs)}</td>
              <td className={styles.td}>{result.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AlertsTable({ alerts }: { alerts: readonly MonitorAlert[] }) {
  const t = useMessage();
  if (alerts.length === 0) return <p className={own.empty}>{t('cloudMonitors.dashboard.noAlerts')}</p>;
  return (
    <div className={own.tableWrap}>
      <table className={styles.table} aria-label={t('cloudMonitors.dashboard.activeAlerts')}>
        <thead>
          <tr>
            {(['condition', 'severity', 'priority', 'raised', 'message'] as const).map((column) => (
              <th key={column} className={styles.th} scope="col">
                {t(`cloudMonitors.dashboard.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => (
            <tr key={alert.id}>
              <td className={styles.td}>
                {alert.conditionName || t(`cloudMonitors.condition.${alert.conditionType}`)}
              </td>
              <td className={styles.td}>{t(`cloudMonitors.severity.${alert.severity}`)}</td>
              <td className={styles.td}>{t(`cloudMonitors.priority.${alert.priority}`)}</td>
              <td className={styles.td}>{formatDateTime(alert.raisedAt)}</td>
              <td className={styles.td}>{alert.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Check now: the monitor's next run moves to now (the scheduler takes it within a tick); the page
 * reads the result when the device's topic announces it. Shown to those who may change the monitor.
 */
function CheckNowButton({ id, clientId, enabled }: { id: number; clientId: number; enabled: boolean }) {
  const t = useMessage();
  const can = useCan();
  const toast = useToast();
  const check = useConsoleMutation(routes.cloudMonitor.checkNow);
  if (!can.canUpdateDevices({ id, clientId, nodeClass: 'CLOUD_MONITOR_TARGET' })) return null;
  return (
    <Button
      variant="secondary"
      disabled={!enabled || check.isPending}
      title={enabled ? undefined : t('cloudMonitors.dashboard.checkDisabled')}
      onClick={() =>
        check.mutate(
          { params: { id } },
          {
            onSuccess: () => toast.success(t('cloudMonitors.dashboard.checkQueued')),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    >
      {t('cloudMonitors.dashboard.checkNow')}
    </Button>
  );
}

/**
 * The cloud monitor dashboard (#/cloudMonitorDashboard/{id}/overview, 002 §2.2, 001 §2.2): the
 * monitor's status and target, a response-time chart of the latest runs, the recent results and
 * the active alerts. Read again every 10 s and when the device's topic says it changed.
 */
export function CloudMonitorDashboardPage({ id }: { id: number }) {
  const t = useMessage();
  const refresh = { refetchInterval: REFRESH_MS };
  const monitor = useConsoleQuery(routes.cloudMonitor.get, { params: { id } }, refresh);
  const results = useConsoleQuery(
    routes.cloudMonitor.results,
    { params: { id }, query: { limit: RESULTS_SHOWN } },
    refresh,
  );
  const alerts = useConsoleQuery(
    routes.cloudMonitor.alerts,
    { params: { id }, query: { active: true, limit: 100 } },
    refresh,
  );
  useTopic(topicRoutes.device, { id }, () => {
    void monitor.refetch();
    void results.refetch();
    void alerts.refetch();
  });
  const data = monitor.data;
  const target = data
    ? 'url' in data
      ? data.url
      : 'hostname' in data
        ? data.hostname
        : data.smtpHostname
    : '';
  return (
    <Page
      title={data?.systemName ?? t('cloudMonitors.dashboard.title')}
      actions={data ? <CheckNowButton id={id} clientId={data.clientId} enabled={data.enabled} /> : undefined}
      breadcrumbs={[
        { label: t('shell.deviceSearch.title'), path: '/deviceSearch' },
        { label: data?.systemName ?? String(id), path: `/cloudMonitorDashboard/${id}/overview` },
      ]}
    >
      <QueryState status={monitor.status} error={monitor.error} onRetry={() => void monitor.refetch()}>
        {() =>
          data ? (
            <div
              className={styles.grid}
              data-testid="cloud-monitor-dashboard"
              data-state={data.status.toLowerCase()}
            >
              <FieldCard
                id="cloud-monitor-status"
                title={t('cloudMonitors.dashboard.status')}
                rows={[
                  [
                    t('cloudMonitors.dashboard.status'),
                    data.enabled ? (
                      <span
                        key="status"
                        className={styles.status}
                        data-state={
                          data.status === 'UP' ? 'online' : data.status === 'DOWN' ? 'offline' : 'pending'
                        }
                      >
                        {t(`cloudMonitors.status.${data.status}`)}
                      </span>
                    ) : (
                      t('cloudMonitors.dashboard.disabled')
                    ),
                  ],
                  [t('cloudMonitors.dashboard.type'), t(`cloudMonitors.type.${data.monitorType}`)],
                  [t('cloudMonitors.dashboard.target'), target],
                  [
                    t('cloudMonitors.dashboard.frequencyLabel'),
                    t('cloudMonitors.dashboard.frequency', { minutes: data.frequency / 60 }),
                  ],
                  [
                    t('cloudMonitors.dashboard.lastRun'),
                    data.lastRunAt ? formatDateTime(data.lastRunAt) : t('cloudMonitors.dashboard.never'),
                  ],
                  [t('cloudMonitors.dashboard.responseTime'), ms(data.lastResponseTimeMs)],
                ]}
              />
              <section className={`${styles.card} ${styles.wide}`} aria-labelledby="cloud-monitor-alerts">
                <h2 className={styles.sectionTitle} id="cloud-monitor-alerts">
                  {t('cloudMonitors.dashboard.activeAlerts')}
                </h2>
                <AlertsTable alerts={alerts.data?.alerts ?? []} />
              </section>
              <section className={`${styles.card} ${styles.wide}`} aria-labelledby="cloud-monitor-chart">
                <h2 className={styles.sectionTitle} id="cloud-monitor-chart">
                  {t('cloudMonitors.dashboard.responseTime')}
                </h2>
                <ResponseTimeChart results={results.data?.results ?? []} />
              </section>
              <section className={`${styles.card} ${styles.wide}`} aria-labelledby="cloud-monitor-results">
                <h2 className={styles.sectionTitle} id="cloud-monitor-results">
                  {t('cloudMonitors.dashboard.recentResults')}
                </h2>
                <ResultsTable results={results.data?.results ?? []} />
              </section>
            </div>
          ) : null
        }
      </QueryState>
    </Page>
  );
}
