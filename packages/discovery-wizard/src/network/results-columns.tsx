import type { Translate } from '@console/core';
import { type DataTableColumn, VisuallyHidden } from '@console/ui';
import { answeredWith, compareIps, ipDnsText } from '../logic/device-rules';
import type { DiscoveredDevice, SuppliedSnmpCredential } from '../logic/discovery-types';
import type { ReviewedDevice } from '../logic/review-rules';
import * as styles from './network-discovery-wizard.css';

const yesNo = (t: Translate, value: boolean | null | undefined) =>
  value ? (
    <span className={styles.check}>
      ✓<VisuallyHidden>{t('discovery.network.snmpAnswered')}</VisuallyHidden>
    </span>
  ) : null;

/**
 * An SNMP column's header: 'SNMP' over the credential's name (the whole text in its title, the
 * space keeps the accessible name 'SNMP public').
 */
function snmpHeader(t: Translate, credential: string) {
  return (
    <span className={styles.snmpHeader} title={t('discovery.network.column.snmp', { credential })}>
      {t('discovery.network.column.snmpProtocol')} <span className={styles.snmpCredential}>{credential}</span>
    </span>
  );
}

/**
 * The results table's columns (000 §2.11): IP, host name, ping, Telnet, SSH, OS, vendor, model and
 * one SNMP column per supplied credential with a check where the device answered. All sortable.
 */
export function resultsColumns(
  t: Translate,
  credentials: readonly SuppliedSnmpCredential[],
): DataTableColumn<DiscoveredDevice>[] {
  return [
    {
      id: 'ip',
      header: t('discovery.network.column.ip'),
      accessor: (device) => device.ip,
      sortFn: (a, b) => compareIps(a.ip, b.ip),
      hideable: false,
      width: 124,
    },
    {
      id: 'hostname',
      header: t('discovery.network.column.hostname'),
      accessor: (device) => device.hostname || device.dnsName || device.netbiosName || '',
      minWidth: 110,
    },
    {
      id: 'pingMS',
      header: t('discovery.network.column.pingMS'),
      accessor: (device) => device.pingMS ?? null,
      align: 'end',
      width: 96,
    },
    {
      id: 'telnet',
      header: t('discovery.network.column.telnet'),
      accessor: (device) => Boolean(device.telnet),
      cell: ({ row }) => yesNo(t, row.telnet),
      width: 78,
    },
    {
      id: 'ssh',
      header: t('discovery.network.column.ssh'),
      accessor: (device) => Boolean(device.ssh),
      cell: ({ row }) => yesNo(t, row.ssh),
      width: 64,
    },
    ...credentials.map(
      (credential, index): DataTableColumn<DiscoveredDevice> => ({
        id: `snmp${index + 1}`,
        header: t('discovery.network.column.snmp', { credential: credential.name }),
        renderHeader: () => snmpHeader(t, credential.name),
        accessor: (device) => answeredWith(device, credential),
        cell: ({ row }) => yesNo(t, answeredWith(row, credential)),
        width: 116,
      }),
    ),
    {
      id: 'os',
      header: t('discovery.network.column.os'),
      accessor: (device) => device.os ?? '',
      minWidth: 90,
    },
    {
      id: 'vendor',
      header: t('discovery.network.column.vendor'),
      accessor: (device) => device.vendor ?? '',
      minWidth: 90,
    },
    {
      id: 'model',
      header: t('discovery.network.column.model'),
      accessor: (device) => device.model ?? '',
      minWidth: 90,
    },
  ];
}

/**
 * The review table's columns (000 §2.11): IP/DNS, Device name, Device role, OS, Model, Vendor,
 * Firmware. A selected device without a role shows 'Device role required' once Finish was tried.
 * The rows are the discovered devices; the reviewer's name and role come from `reviewed`, so only
 * the rows rendered (or sorted by name or role) are looked up.
 */
export function reviewColumns(
  t: Translate,
  roleName: (id: number | null) => string,
  missingRole: ReadonlySet<string>,
  reviewed: (device: DiscoveredDevice) => ReviewedDevice,
): DataTableColumn<DiscoveredDevice>[] {
  return [
    {
      id: 'ipDns',
      header: t('discovery.network.column.ipDns'),
      accessor: (device) => ipDnsText(device),
      sortFn: (a, b) => compareIps(a.ip, b.ip),
      hideable: false,
      width: 200,
    },
    { id: 'name', header: t('discovery.network.column.name'), accessor: (device) => reviewed(device).name },
    {
      id: 'role',
      header: t('discovery.network.column.role'),
      accessor: (device) => roleName(reviewed(device).roleId),
      cell: ({ row, value }) =>
        missingRole.has(row.ip) ? (
          <span className={styles.roleError} data-state="error">
            {t('discovery.network.review.roleRequired')}
          </span>
        ) : (
          String(value ?? '')
        ),
    },
    { id: 'os', header: t('discovery.network.column.os'), accessor: (device) => device.os ?? '' },
    { id: 'model', header: t('discovery.network.column.model'), accessor: (device) => device.model ?? '' },
    { id: 'vendor', header: t('discovery.network.column.vendor'), accessor: (device) => device.vendor ?? '' },
    {
      id: 'firmware',
      header: t('discovery.network.column.firmware'),
      accessor: (device) => device.firmware ?? '',
    },
  ];
}
