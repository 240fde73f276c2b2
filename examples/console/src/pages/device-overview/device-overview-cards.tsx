import { formatDateTime, formatRelativeTime, type MessageKey, type Node, type NodeRole } from '@console/core';
import { useLocale, useMessage } from '@console/core/react';
import { nodeRoleLabel } from '@console/widget-kit';
import { Fragment, type ReactNode } from 'react';
import { DeviceStatusText } from '../../device/device-status-text';
import * as styles from '../page.css';

type Translate = ReturnType<typeof useMessage>;

/** One card of the overview: a titled list of label and value rows. */
export function FieldCard({
  id,
  title,
  rows,
  wide = false,
}: {
  id: string;
  title: string;
  rows: readonly (readonly [string, ReactNode])[];
  wide?: boolean;
}) {
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={id}>
      <h2 className={styles.sectionTitle} id={id}>
        {title}
      </h2>
      <dl className={styles.fieldList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fieldRow}>
            <dt className={styles.fieldName}>{label}</dt>
            <dd className={styles.fieldValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const text = (t: Translate, value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? t('shell.deviceDashboard.none') : value;

/** Addresses and the like (each once): each kept whole, the list wrapping only between them. */
const list = (t: Translate, values: readonly string[]): ReactNode =>
  values.length > 0
    ? [...new Set(values)].map((value, index) => (
        <Fragment key={value}>
          {index > 0 ? ', ' : null}
          <span className={styles.unbroken}>{value}</span>
        </Fragment>
      ))
    : t('shell.deviceDashboard.none');

/** The maintenance line: not in maintenance, since, or scheduled, with its end and reason. */
export function MaintenanceText({ device }: { device: Node }) {
  const t = useMessage();
  const locale = useLocale();
  const window = device.maintenanceMode;
  const now = Date.now();
  if (!window || (window.endTime !== null && window.endTime * 1000 <= now)) {
    return <span data-state="off">{t('shell.deviceDashboard.maintenanceOff')}</span>;
  }
  const start = formatDateTime(window.startTime * 1000, { locale });
  const parts = [
    window.startTime * 1000 > now
      ? t('shell.deviceDashboard.maintenanceFrom', { start })
      : t('shell.deviceDashboard.maintenanceSince', { start }),
  ];
  if (window.endTime !== null) {
    parts.push(
      t('shell.deviceDashboard.maintenanceUntil', { end: formatDateTime(window.endTime * 1000, { locale }) }),
    );
  }
  return (
    <span data-state="on">
      {parts.join(' ')}
      {window.reasonMessage ? (
        <>
          <br />
          {t('shell.deviceDashboard.maintenanceReason', { reason: window.reasonMessage })}
        </>
      ) : null}
    </span>
  );
}

/** The status card: status with its relative time, last contact, health, maintenance. */
export function StatusCard({ device }: { device: Node }) {
  const t = useMessage();
  const locale = useLocale();
  return (
    <FieldCard
      id="device-status"
      title={t('shell.deviceDashboard.status')}
      rows={[
        [t('shell.deviceDashboard.status'), <DeviceStatusText key="status" device={device} />],
        [
          t('shell.deviceDashboard.lastContact'),
          device.lastContact ? (
            <time key="lastContact" dateTime={new Date(device.lastContact * 1000).toISOString()}>
              {formatRelativeTime(device.lastContact * 1000, { locale })} ·{' '}
              {formatDateTime(device.lastContact * 1000, { locale })}
            </time>
          ) : (
            t('shell.deviceDashboard.never')
          ),
        ],
        [t('shell.deviceDashboard.health'), t(`shell.health.${device.healthStatus}` as MessageKey)],
        [t('shell.deviceDashboard.maintenance'), <MaintenanceText key="maintenance" device={device} />],
      ]}
    />
  );
}

/**
 * The system and hardware card. The role reads by `nodeRoleLabel`, from the role the server lists
 * (its `system` flag says whether it is built in): a built-in class role is stored under its node
 * class (WINDOWS_SERVER, NMS_SWITCH) and reads as the class's display name; a named role as its name.
 */
export function SystemCard({ device, role }: { device: Node; role: NodeRole | undefined }) {
  const t = useMessage();
  const details = device.details;
  return (
    <FieldCard
      id="device-system"
      title={t('shell.deviceDashboard.system')}
      rows={[
        [t('shell.deviceDashboard.os'), text(t, details.osName)],
        [t('shell.deviceDashboard.architecture'), text(t, details.osArchitecture)],
        [t('shell.deviceDashboard.manufacturer'), text(t, details.manufacturer)],
        [t('shell.deviceDashboard.model'), text(t, details.model)],
        [t('shell.deviceDashboard.serialNumber'), text(t, device.serialNumber)],
        [t('shell.deviceDashboard.biosSerialNumber'), text(t, device.biosSerialNumber)],
        [t('shell.deviceDashboard.deviceClass'), t(`shell.nodeClass.${device.nodeClass}` as MessageKey)],
        [t('shell.deviceDashboard.role'), text(t, role === undefined ? undefined : nodeRoleLabel(role, t))],
      ]}
    />
  );
}

/** The network and user card. */
export function NetworkCard({ device }: { device: Node }) {
  const t = useMessage();
  return (
    <FieldCard
      id="device-network"
      title={t('shell.deviceDashboard.network')}
      rows={[
        [t('shell.deviceDashboard.systemName'), text(t, device.systemName)],
        [t('shell.deviceDashboard.dnsName'), text(t, device.dnsName)],
        [t('shell.deviceDashboard.publicIp'), text(t, device.publicIp)],
        [t('shell.deviceDashboard.ipAddresses'), list(t, device.ipAddresses)],
        [t('shell.deviceDashboard.macAddresses'), list(t, device.macAddresses)],
        [t('shell.deviceDashboard.lastLoggedInUser'), text(t, device.lastLoggedInUser)],
      ]}
    />
  );
}
