import { endpoints, formatDateTime, formatRelativeTime, type MessageKey, type Node } from '@console/core';
import { useConsoleQuery, useLocale, useMessage } from '@console/core/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DeviceStatusText } from '../../device/device-status-text';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';

type Translate = ReturnType<typeof useMessage>;

/** The device fields of 002 §3 (Device), in display order. */
export const DEVICE_FIELDS = [
  'id',
  'name',
  'systemName',
  'friendlyName',
  'displayName',
  'publicIp',
  'ipAddresses',
  'macAddresses',
  'lastLoggedInUser',
  'biosSerialNumber',
  'nodeClass',
  'nodeType',
  'nodeRoleId',
  'policyId',
  'policyIdSource',
  'clientId',
  'locationId',
  'maintenanceMode',
  'isUp',
  'isServer',
  'isDown',
  'isMac',
  'isLinux',
  'isVmMonitorDelegate',
] as const satisfies readonly (keyof Node)[];

function yesNo(t: Translate, value: boolean) {
  return t(value ? 'shell.device.yes' : 'shell.device.no');
}

/**
 * The device dashboard overview (#/deviceDashboard/{id}/overview, also the nms, VM and unmanaged
 * dashboards' overview): the device's status line and the fields of 002 §3, with its organization
 * and location by name (GET /node/{id}, GET /client/{id}).
 */
export function DeviceOverviewPage({ id }: { id: number }) {
  const t = useMessage();
  const locale = useLocale();
  const node = useConsoleQuery(endpoints.node.get, { params: { id } });
  const device = node.data?.node;
  const organization = useConsoleQuery(
    endpoints.client.get,
    { params: { id: device?.clientId ?? 0 } },
    { enabled: device !== undefined },
  );
  const location = organization.data?.client.locations.find((entry) => entry.id === device?.locationId);

  const value = (field: (typeof DEVICE_FIELDS)[number], current: Node): ReactNode => {
    const none = t('shell.device.none');
    switch (field) {
      case 'ipAddresses':
      case 'macAddresses':
        return current[field].length > 0 ? current[field].join(', ') : none;
      case 'nodeClass':
        return t(`shell.nodeClass.${current.nodeClass}`);
      case 'clientId':
        return (
          <Link to="/customerDashboard/$id/overview" params={{ id: String(current.clientId) }}>
            {organization.data?.client.name ?? current.clientId}
          </Link>
        );
      case 'locationId':
        return location?.name ?? current.locationId;
      case 'maintenanceMode':
        if (!current.maintenanceMode) return t('shell.device.maintenanceOff');
        return `${t('shell.device.maintenanceOn')} · ${formatDateTime(current.maintenanceMode.startTime * 1000, { locale })}${
          current.maintenanceMode.endTime
            ? ` – ${formatDateTime(current.maintenanceMode.endTime * 1000, { locale })}`
            : ''
        }`;
      case 'isUp':
      case 'isServer':
      case 'isDown':
      case 'isMac':
      case 'isLinux':
      case 'isVmMonitorDelegate':
        return yesNo(t, current[field]);
      default: {
        const raw = current[field];
        return raw === null || raw === undefined || raw === '' ? none : String(raw);
      }
    }
  };

  return (
    <Page
      title={device?.displayName ?? t('shell.device.overview')}
      subtitle={device ? t('shell.device.overview') : undefined}
      breadcrumbs={[
        { label: t('shell.deviceSearch.title'), path: '/deviceSearch' },
        { label: device?.displayName ?? String(id), path: `/deviceDashboard/${id}/overview` },
      ]}
    >
      <QueryState status={node.status} error={node.error} onRetry={() => void node.refetch()}>
        {() =>
          device ? (
            <div className={styles.grid}>
              <section className={`${styles.card} ${styles.wide}`} aria-labelledby="device-status">
                <h2 className={styles.sectionTitle} id="device-status">
                  {t('shell.device.status')}
                </h2>
                <p>
                  <DeviceStatusText device={device} />
                </p>
                <dl className={styles.fieldColumns}>
                  <div className={styles.fieldRow}>
                    <dt className={styles.fieldName}>{t('shell.device.field.healthStatus')}</dt>
                    <dd className={styles.fieldValue}>{t(`shell.health.${device.healthStatus}`)}</dd>
                  </div>
                  <div className={styles.fieldRow}>
                    <dt className={styles.fieldName}>{t('shell.device.field.lastContact')}</dt>
                    <dd className={styles.fieldValue}>
                      {device.lastContact
                        ? formatRelativeTime(device.lastContact * 1000, { locale })
                        : t('shell.device.none')}
                    </dd>
                  </div>
                </dl>
              </section>
              <section className={`${styles.card} ${styles.wide}`} aria-labelledby="device-fields">
                <h2 className={styles.sectionTitle} id="device-fields">
                  {t('shell.device.fields')}
                </h2>
                <dl className={styles.fieldColumns}>
                  {DEVICE_FIELDS.map((field) => (
                    <div key={field} className={styles.fieldRow} data-field={field}>
                      <dt className={styles.fieldName}>{t(`shell.device.field.${field}` as MessageKey)}</dt>
                      <dd className={styles.fieldValue}>{value(field, device)}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </div>
          ) : null
        }
      </QueryState>
    </Page>
  );
}
