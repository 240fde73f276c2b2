import { routes, topicRoutes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { useTopic } from '@console/widget-kit';
import { Link } from '@tanstack/react-router';
import { FieldCard } from '../device-overview/device-overview-cards';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';

/**
 * The VM host dashboard overview (#/vmDashboard/{id}/overview, 000 §2.4, §4.3), where Add VM host
 * lands: type, DNS/IP and API port (ESXi), monitor delegate, organization, status and the host's
 * virtual machines. Refreshed live by the device's topic.
 */
export function VmHostOverviewPage({ id }: { id: number }) {
  const t = useMessage();
  const query = useConsoleQuery(routes.vmHost.get, { params: { id } });
  const host = query.data?.vmHost;
  useTopic(topicRoutes.device, { id }, () => void query.refetch());
  const none = '—';
  return (
    <Page
      title={host?.name ?? t('addDevices.vmDashboard.title')}
      breadcrumbs={[
        { label: t('shell.deviceSearch.title'), path: '/deviceSearch' },
        { label: host?.name ?? String(id), path: `/vmDashboard/${id}/overview` },
      ]}
    >
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {() =>
          host ? (
            <div
              className={styles.grid}
              data-testid="vm-host-overview"
              data-state={host.isUp ? 'up' : 'down'}
            >
              <FieldCard
                id="vm-host"
                title={t('addDevices.vmDashboard.overview')}
                rows={[
                  [
                    t('addDevices.vmDashboard.type'),
                    host.type === 'ESXI' ? t('addDevices.vm.typeEsxi') : t('addDevices.vm.typeHyperv'),
                  ],
                  [t('addDevices.vmDashboard.hostname'), host.hostname ?? none],
                  [t('addDevices.vmDashboard.apiPort'), host.apiPort === null ? none : String(host.apiPort)],
                  [
                    t('addDevices.vmDashboard.status'),
                    host.isDownVmHost ? t('addDevices.vmDashboard.down') : t('addDevices.vmDashboard.up'),
                  ],
                ]}
              />
              <FieldCard
                id="vm-host-place"
                title={t('shell.deviceDashboard.management')}
                rows={[
                  [
                    t('addDevices.vmDashboard.organization'),
                    <Link
                      key="organization"
                      to="/customerDashboard/$id/overview"
                      params={{ id: String(host.clientId) }}
                    >
                      {host.organizationName}
                    </Link>,
                  ],
                  [
                    t('addDevices.vmDashboard.delegate'),
                    <Link
                      key="delegate"
                      to="/deviceDashboard/$id/overview"
                      params={{ id: String(host.delegateNodeId) }}
                    >
                      {host.delegateName}
                    </Link>,
                  ],
                ]}
              />
              <FieldCard
                id="vm-host-guests"
                title={t('addDevices.vmDashboard.guests')}
                rows={
                  host.guests.length === 0
                    ? [[t('addDevices.vmDashboard.guests'), t('addDevices.vmDashboard.noGuests')]]
                    : host.guests.map((guest) => [
                        guest.name,
                        guest.isUp ? t('addDevices.vmDashboard.up') : t('addDevices.vmDashboard.down'),
                      ])
                }
              />
            </div>
          ) : null
        }
      </QueryState>
    </Page>
  );
}
