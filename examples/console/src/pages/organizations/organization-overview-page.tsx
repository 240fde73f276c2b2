import { endpoints, formatRelativeTime, type HealthStatus, type NodeClass } from '@console/core';
import { useConsoleQuery, useLocale, useMessage } from '@console/core/react';
import { Button, ChevronDownIcon, Menu, MenuItemRadio, WidgetCard } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { OrganizationDeleteAction } from '../../device/organization-delete-action';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';

const HEALTH: readonly HealthStatus[] = ['HEALTHY', 'NEEDS_ATTENTION', 'UNHEALTHY', 'UNKNOWN'];

/**
 * The organization dashboard overview (#/customerDashboard/{id}/overview): the organization's
 * locations, device counts per class, running jobs and system health, for all locations or one
 * (GET /client/{id}, GET /query/v2/customerdashboard/{id}?location=).
 */
export function OrganizationOverviewPage({ id }: { id: number }) {
  const t = useMessage();
  const locale = useLocale();
  const [locationId, setLocationId] = useState<number | undefined>();
  const organization = useConsoleQuery(endpoints.client.get, { params: { id } });
  const dashboard = useConsoleQuery(endpoints.query.customerDashboard, {
    params: { id },
    query: { location: locationId },
  });
  const client = organization.data?.client;
  const locations = client?.locations ?? [];
  const currentLocation = locations.find((location) => location.id === locationId);
  const health = dashboard.data?.systemHealth;
  const dashboardState = dashboard.isError ? 'error' : dashboard.isPending ? 'loading' : 'ready';

  return (
    <Page
      title={client?.name ?? t('shell.organization.overview')}
      subtitle={client ? t('shell.organization.overview') : undefined}
      breadcrumbs={[
        { label: t('shell.organization.organizations'), path: '/administration/customers/organizations' },
        { label: client?.name ?? String(id), path: `/customerDashboard/${id}/overview` },
      ]}
      actions={
        <>
          {client ? <OrganizationDeleteAction organization={client} /> : null}
          {locations.length > 0 ? (
            <Menu
              label={t('shell.organization.location')}
              values={{ location: locationId ?? 0 }}
              onValuesChange={(values) => {
                const next = Number(values.location);
                setLocationId(next === 0 ? undefined : next);
              }}
              placement="bottom-end"
              trigger={
                <Button icon={<ChevronDownIcon />}>
                  {`${t('shell.organization.location')}: ${currentLocation?.name ?? t('shell.organization.allLocations')}`}
                </Button>
              }
            >
              <MenuItemRadio name="location" value={0} hideOnSelect>
                {t('shell.organization.allLocations')}
              </MenuItemRadio>
              {locations.map((location) => (
                <MenuItemRadio key={location.id} name="location" value={location.id} hideOnSelect>
                  {location.name}
                </MenuItemRadio>
              ))}
            </Menu>
          ) : null}
        </>
      }
    >
      <QueryState
        status={organization.status}
        error={organization.error}
        onRetry={() => void organization.refetch()}
      >
        {() => (
          <div className={styles.wideGrid}>
            <WidgetCard
              className={styles.wide}
              title={t('shell.organization.systemHealth')}
              headingLevel={2}
              state={dashboardState}
              errorMessage={t('errors.generic')}
            >
              {health ? (
                <div className={styles.cardBody}>
                  <dl className={styles.stats}>
                    <Stat label={t('shell.organization.totalDevices')} value={health.totalDevices} />
                    <Stat label={t('shell.organization.up')} value={health.up} />
                    <Stat label={t('shell.organization.down')} value={health.down} />
                    <Stat label={t('shell.organization.inMaintenance')} value={health.inMaintenance} />
                    <Stat label={t('shell.organization.pendingApproval')} value={health.pendingApproval} />
                  </dl>
                  <dl className={styles.stats}>
                    {HEALTH.map((status) => (
                      <Stat
                        key={status}
                        label={t(`shell.health.${status}`)}
                        value={health.byHealthStatus[status] ?? 0}
                      />
                    ))}
                  </dl>
                </div>
              ) : null}
            </WidgetCard>

            <WidgetCard
              title={t('shell.organization.devicesByClass')}
              secondaryText={health ? String(health.totalDevices) : undefined}
              headingLevel={2}
              state={dashboardState}
              errorMessage={t('errors.generic')}
            >
              <div className={styles.cardBody}>
                {health && health.byNodeClass.length > 0 ? (
                  <div className={styles.tableScroll}>
                    <table className={styles.table} aria-label={t('shell.organization.devicesByClass')}>
                      <thead>
                        <tr>
                          <th className={styles.th} scope="col">
                            {t('shell.organization.nodeClass')}
                          </th>
                          <th className={`${styles.th} ${styles.numeric}`} scope="col">
                            {t('shell.organization.total')}
                          </th>
                          <th className={`${styles.th} ${styles.numeric}`} scope="col">
                            {t('shell.organization.up')}
                          </th>
                          <th className={`${styles.th} ${styles.numeric}`} scope="col">
                            {t('shell.organization.down')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {health.byNodeClass.map((row) => (
                          <tr key={row.nodeClass}>
                            <td className={styles.td}>
                              <Link
                                className={styles.nowrap}
                                to="/deviceSearch"
                                search={{ clientId: id, nodeClass: row.nodeClass as NodeClass }}
                              >
                                {t(`shell.nodeClass.${row.nodeClass}`)}
                              </Link>
                            </td>
                            <td className={`${styles.td} ${styles.numeric}`}>{row.total}</td>
                            <td className={`${styles.td} ${styles.numeric}`}>{row.up}</td>
                            <td className={`${styles.td} ${styles.numeric}`}>{row.down}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : (
                  <p className={styles.muted}>
                    {dashboard.isPending ? '…' : t('shell.organization.noDevices')}
                  </p>
                )}
                <Link to="/deviceSearch" search={{ clientId: id }}>
                  {t('shell.organization.viewDevices')}
                </Link>
              </div>
            </WidgetCard>

            <WidgetCard
              title={t('shell.organization.runningJobs')}
              secondaryText={dashboard.data ? String(dashboard.data.runningJobs.length) : undefined}
              headingLevel={2}
              state={dashboardState}
              errorMessage={t('errors.generic')}
            >
              <div className={styles.cardBody}>
                {dashboard.data && dashboard.data.runningJobs.length > 0 ? (
                  <div className={styles.tableScroll}>
                    <table className={styles.table} aria-label={t('shell.organization.runningJobs')}>
                      <thead>
                        <tr>
                          <th className={styles.th} scope="col">
                            {t('shell.organization.job')}
                          </th>
                          <th className={styles.th} scope="col">
                            {t('shell.organization.jobDevice')}
                          </th>
                          <th className={styles.th} scope="col">
                            {t('shell.organization.jobStatus')}
                          </th>
                          <th className={styles.th} scope="col">
                            {t('shell.organization.jobStarted')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {dashboard.data.runningJobs.map((job) => (
                          <tr key={job.id}>
                            <td className={styles.td}>
                              {job.name}
                              <div className={styles.muted}>{job.jobType}</div>
                            </td>
                            <td className={styles.td}>
                              {job.nodeId !== null ? (
                                <Link to="/deviceDashboard/$id/overview" params={{ id: String(job.nodeId) }}>
                                  {job.nodeName ?? job.nodeId}
                                </Link>
                              ) : (
                                '—'
                              )}
                            </td>
                            <td className={styles.td}>{job.status}</td>
                            <td className={styles.td}>
                              {formatRelativeTime(job.startTime * 1000, { locale })}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : (
                  <p className={styles.muted}>{t('shell.organization.noRunningJobs')}</p>
                )}
              </div>
            </WidgetCard>

            <WidgetCard
              title={t('shell.organization.locations')}
              secondaryText={String(locations.length)}
              headingLevel={2}
            >
              <div className={styles.cardBody}>
                {locations.length > 0 ? (
                  <ul className={styles.plainList}>
                    {locations.map((location) => (
                      <li key={location.id}>
                        <strong>{location.name}</strong>
                        {location.address ? <div className={styles.muted}>{location.address}</div> : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{t('shell.organization.noLocations')}</p>
                )}
              </div>
            </WidgetCard>
          </div>
        )}
      </QueryState>
    </Page>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
    </div>
  );
}
