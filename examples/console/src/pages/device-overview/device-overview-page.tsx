import { routes, topicRoutes } from '@console/core';
import { MessageSection, useCan, useConsoleQuery, useMessage } from '@console/core/react';
import { DeviceActionsMenu, DeviceJobs } from '@console/device-actions';
import { Banner } from '@console/ui';
import { useTopic } from '@console/widget-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DeleteDeviceDialog } from '../../device/delete-device-dialog';
import { deviceDashboardMessages } from '../../device/device-messages';
import { DeviceStatusText } from '../../device/device-status-text';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';
import { DeviceActivities } from './device-activities';
import { NmsDeviceActions, RestoreMenu } from './device-backup-actions';
import { FieldCard, NetworkCard, StatusCard, SystemCard } from './device-overview-cards';
import { RunAutomationPicker } from './run-automation';

/**
 * The device dashboard overview (#/deviceDashboard/{id}/overview, also the nms, VM and unmanaged
 * dashboards' overview), laid out for a technician: the status line with its relative time and the
 * actions menu in the header; status, last contact, health and maintenance; the system and
 * hardware; the network and logged-in user; the organization, location, role and policy; the
 * recent activities. Refreshed live by the device's topics.
 */
export function DeviceOverviewPage({ id }: { id: number }) {
  return (
    <MessageSection messages={deviceDashboardMessages}>
      <DeviceOverview id={id} />
    </MessageSection>
  );
}

function DeviceOverview({ id }: { id: number }) {
  const t = useMessage();
  const navigate = useNavigate();
  const can = useCan();
  const node = useConsoleQuery(routes.node.get, { params: { id } });
  const device = node.data?.node;
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [running, setRunning] = useState(false);
  useTopic(topicRoutes.device, { id }, () => void node.refetch());
  useTopic(topicRoutes.deviceStatus, { id }, () => void node.refetch());
  const organization = useConsoleQuery(
    routes.client.get,
    { params: { id: device?.clientId ?? 0 } },
    { enabled: device !== undefined },
  );
  const roles = useConsoleQuery(routes.nodeRole.list, {}, { enabled: device !== undefined });
  const policy = useConsoleQuery(
    routes.policy.get,
    { params: { id: device?.policyId ?? 0 } },
    { enabled: device?.policyId != null },
  );
  const done = (text: string) => {
    setNotice({ tone: 'success', text });
    void node.refetch();
  };
  const location = organization.data?.client.locations.find((entry) => entry.id === device?.locationId);
  const role = roles.data?.find((entry) => entry.id === device?.nodeRoleId);

  return (
    <Page
      title={device?.displayName ?? t('shell.device.overview')}
      subtitle={device ? <DeviceStatusText device={device} /> : undefined}
      actions={
        device ? (
          <>
            <RestoreMenu device={device} onDone={done} />
            <NmsDeviceActions device={device} onDone={done} />
            <DeviceActionsMenu
              device={{ ...device, displayName: device.displayName }}
              onChanged={(text) => {
                setNotice({ tone: 'success', text });
                void node.refetch();
              }}
              onError={(text) => setNotice({ tone: 'danger', text })}
              onDelete={() => setDeleting(true)}
              onRunAutomation={() => setRunning(true)}
              onCommandLine={({ shell, user }) =>
                void navigate({ to: '/terminal/$id', params: { id: String(id) }, search: { shell, user } })
              }
            />
          </>
        ) : undefined
      }
      breadcrumbs={[
        { label: t('shell.deviceSearch.title'), path: '/deviceSearch' },
        { label: device?.displayName ?? String(id), path: `/deviceDashboard/${id}/overview` },
      ]}
    >
      {notice ? (
        <div role={notice.tone === 'danger' ? 'alert' : 'status'}>
          <Banner tone={notice.tone}>{notice.text}</Banner>
        </div>
      ) : null}
      <QueryState status={node.status} error={node.error} onRetry={() => void node.refetch()}>
        {() =>
          device ? (
            <div className={styles.grid}>
              <StatusCard device={device} />
              <SystemCard device={device} role={role} />
              <NetworkCard device={device} />
              <FieldCard
                id="device-management"
                title={t('shell.deviceDashboard.management')}
                rows={[
                  [
                    t('shell.deviceDashboard.organization'),
                    <Link
                      key="organization"
                      to="/customerDashboard/$id/overview"
                      params={{ id: String(device.clientId) }}
                    >
                      {organization.data?.client.name ?? device.clientId}
                    </Link>,
                  ],
                  [t('shell.deviceDashboard.location'), location?.name ?? t('shell.deviceDashboard.none')],
                  [
                    t('shell.deviceDashboard.policy'),
                    device.policyId === null ? (
                      t('shell.deviceDashboard.policyFromOrganization')
                    ) : policy.data ? (
                      <Link key="policy" to="/editor/policy/$id" params={{ id: String(device.policyId) }}>
                        {policy.data.policy.name}
                      </Link>
                    ) : (
                      t('shell.deviceDashboard.none')
                    ),
                  ],
                ]}
              />
              <DeviceActivities id={id} />
              <div className={`${styles.card} ${styles.wide}`}>
                <DeviceJobs deviceId={id} canCancel={can.canUpdateDevices(device)} />
              </div>
              <RunAutomationPicker
                open={running}
                onOpenChange={setRunning}
                device={device}
                onStarted={(text) => setNotice({ tone: 'success', text })}
                onError={(text) => setNotice({ tone: 'danger', text })}
              />
              <DeleteDeviceDialog
                open={deleting}
                onOpenChange={setDeleting}
                device={device}
                onDeleted={(backupDataDeleted) =>
                  void navigate({
                    to: '/deviceSearch',
                    search: backupDataDeleted ? { notice: 'dataDeleted' } : {},
                  })
                }
              />
            </div>
          ) : null
        }
      </QueryState>
    </Page>
  );
}
