import { type AppUser, routes, topicRoutes } from '@console/core';
import { MessageSection, useConsoleQuery, useMessage } from '@console/core/react';
import { useTopic } from '@console/widget-kit';
import { Link } from '@tanstack/react-router';
import { deviceDashboardMessages } from '../../device/device-messages';
import { FieldCard } from '../device-overview/device-overview-cards';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';

/**
 * The unmanaged device dashboard overview (#/unmanagedDeviceDashboard/{id}/overview, 000 §2.4),
 * where Create from scratch lands: name, serial number, role, organization, location, assigned
 * user and warranty. Refreshed live by the device's topic.
 */
export function UnmanagedDeviceOverviewPage({ id }: { id: number }) {
  return (
    <MessageSection messages={deviceDashboardMessages}>
      <UnmanagedDeviceOverview id={id} />
    </MessageSection>
  );
}

function UnmanagedDeviceOverview({ id }: { id: number }) {
  const t = useMessage();
  const node = useConsoleQuery(routes.node.get, { params: { id } });
  const device = node.data?.node;
  useTopic(topicRoutes.device, { id }, () => void node.refetch());
  const organization = useConsoleQuery(
    routes.client.get,
    { params: { id: device?.clientId ?? 0 } },
    { enabled: device !== undefined },
  );
  const roles = useConsoleQuery(routes.nodeRole.list, {}, { enabled: device !== undefined });
  const users = useConsoleQuery(routes.appUser.list, { query: {} }, { enabled: !!device?.assignedUserUid });
  const none = t('unmanaged.dashboard.none');
  const location = organization.data?.client.locations.find((entry) => entry.id === device?.locationId);
  const role = roles.data?.find((entry) => entry.id === device?.nodeRoleId);
  const user = ((users.data ?? []) as AppUser[]).find((entry) => entry.uid === device?.assignedUserUid);
  const userText = user
    ? `${user.firstName} ${user.lastName} (${user.email})`
    : (device?.assignedUserUid ?? none);
  return (
    <Page
      title={device?.displayName ?? t('unmanaged.dashboard.overview')}
      breadcrumbs={[
        { label: t('shell.deviceSearch.title'), path: '/deviceSearch' },
        { label: device?.displayName ?? String(id), path: `/unmanagedDeviceDashboard/${id}/overview` },
      ]}
    >
      <QueryState status={node.status} error={node.error} onRetry={() => void node.refetch()}>
        {() =>
          device ? (
            <div className={styles.grid} data-testid="unmanaged-device-overview">
              <FieldCard
                id="unmanaged-device"
                title={t('unmanaged.dashboard.overview')}
                rows={[
                  [t('unmanaged.field.name'), device.name],
                  [t('unmanaged.field.serialNumber'), device.serialNumber || none],
                  [t('unmanaged.field.role'), role?.name ?? none],
                  [t('unmanaged.field.assignedUser'), userText],
                ]}
              />
              <FieldCard
                id="unmanaged-device-place"
                title={t('shell.deviceDashboard.management')}
                rows={[
                  [
                    t('unmanaged.field.organization'),
                    <Link
                      key="organization"
                      to="/customerDashboard/$id/overview"
                      params={{ id: String(device.clientId) }}
                    >
                      {organization.data?.client.name ?? device.clientId}
                    </Link>,
                  ],
                  [t('unmanaged.field.location'), location?.name ?? none],
                  [t('unmanaged.field.warrantyStart'), device.warrantyStartDate ?? none],
                  [t('unmanaged.field.warrantyEnd'), device.warrantyEndDate ?? none],
                ]}
              />
            </div>
          ) : null
        }
      </QueryState>
    </Page>
  );
}
