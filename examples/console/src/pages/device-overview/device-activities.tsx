import { formatRelativeTime, routes, topicRoutes } from '@console/core';
import { useConsoleQuery, useLocale, useMessage } from '@console/core/react';
import { useTopic } from '@console/widget-kit';
import * as styles from '../page.css';
import * as local from './device-activities.css';

/**
 * The device's recent activities (jobs, actions, the agent), newest first, refreshed live; a
 * job's end shows the end of its output under its line.
 */
export function DeviceActivities({ id }: { id: number }) {
  const t = useMessage();
  const locale = useLocale();
  const activities = useConsoleQuery(routes.deviceActions.activities, {
    params: { id },
    query: { limit: 10 },
  });
  useTopic(topicRoutes.deviceJobs, { id }, () => void activities.refetch());
  const rows = activities.data?.activities ?? [];
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="device-activities">
      <h2 className={styles.sectionTitle} id="device-activities">
        {t('shell.deviceDashboard.activities')}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>
          {activities.isPending ? t('shell.page.loading') : t('shell.deviceDashboard.noActivities')}
        </p>
      ) : (
        <ul className={styles.plainList} aria-labelledby="device-activities">
          {rows.map((activity) => (
            <li key={activity.id} data-state={activity.severity}>
              <time className={styles.muted} dateTime={activity.createdAt}>
                {formatRelativeTime(activity.createdAt, { locale })}
              </time>{' '}
              {activity.userName
                ? t('shell.deviceDashboard.activityBy', {
                    message: activity.message,
                    user: activity.userName,
                  })
                : activity.message}
              {activity.output ? <pre className={local.output}>{activity.output}</pre> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
