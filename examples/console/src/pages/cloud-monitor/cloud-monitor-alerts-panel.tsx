import { formatDateTime, routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { WidgetCard } from '@console/ui';
import { Link } from '@tanstack/react-router';
import * as styles from '../page.css';
import * as own from './cloud-monitor-dashboard.css';

/** Alerts listed on the system dashboard. */
const SHOWN = 8;

/**
 * The system dashboard's cloud monitor panel: the active alerts of every monitor the user can
 * see, newest first, each linking to its monitor's dashboard. Read again every 30 s.
 */
export function CloudMonitorAlertsPanel() {
  const t = useMessage();
  const alerts = useConsoleQuery(
    routes.cloudMonitor.allAlerts,
    { query: { active: true, limit: SHOWN } },
    { refetchInterval: 30_000 },
  );
  const list = alerts.data?.alerts ?? [];
  return (
    <WidgetCard
      title={t('cloudMonitors.systemPanel.title')}
      headingLevel={2}
      state={alerts.isError ? 'error' : 'ready'}
      errorMessage={t('errors.generic')}
    >
      <div className={styles.cardBody}>
        {list.length === 0 ? (
          <p className={own.empty}>{t('cloudMonitors.systemPanel.empty')}</p>
        ) : (
          <ul className={styles.plainList}>
            {list.map((alert) => (
              <li key={alert.id}>
                <Link to="/cloudMonitorDashboard/$id/overview" params={{ id: String(alert.monitorId) }}>
                  {alert.monitorName}
                </Link>{' '}
                <span className={styles.muted}>
                  {t(`cloudMonitors.severity.${alert.severity}`)} · {alert.message} ·{' '}
                  {formatDateTime(alert.raisedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </WidgetCard>
  );
}
