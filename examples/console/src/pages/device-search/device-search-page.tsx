import { endpoints, nodeClasses } from '@console/core';
import { MessageSection, useConsoleQuery, useMessage } from '@console/core/react';
import { DeviceSelectionMenu } from '@console/device-actions';
import { Banner, Button, Checkbox, TextInput } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { deviceDashboardMessages } from '../../device/device-messages';
import { DeviceStatusText } from '../../device/device-status-text';
import { RunDiscoveryMenu } from '../directory-discovery/run-discovery-menu';
import { FilterMenu } from '../filter-menu';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';
import { PagedTable } from '../paged-table';
import {
  DEVICE_PAGE_SIZE,
  DEVICE_STATUSES,
  type DeviceSearchParams,
  type DeviceStatusFilter,
  toDeviceQuery,
} from './device-search-params';

/** Props of {@link DeviceSearchPage}. */
export interface DeviceSearchPageProps {
  params: DeviceSearchParams;
  /** Replaces the URL's search parameters. */
  onParamsChange: (params: DeviceSearchParams) => void;
}

const STATUS_LABEL: Record<
  DeviceStatusFilter,
  | 'shell.deviceSearch.online'
  | 'shell.deviceSearch.offline'
  | 'shell.status.inMaintenance'
  | 'shell.status.pendingApproval'
> = {
  UP: 'shell.deviceSearch.online',
  DOWN: 'shell.deviceSearch.offline',
  MAINTENANCE: 'shell.status.inMaintenance',
  PENDING: 'shell.status.pendingApproval',
};

/**
 * Device search (#/deviceSearch): the device list filtered by organization, device class, status
 * and text, 50 per page. The filters live in the URL, so a link can open a filtered list. Rows can
 * be selected for the toolbar's action menu (maintenance, Wake-on-LAN, security actions: 002 §4.1,
 * §7 RUN_* toolbar actions).
 */
export function DeviceSearchPage(props: DeviceSearchPageProps) {
  return (
    <MessageSection messages={deviceDashboardMessages}>
      <DeviceSearch {...props} />
    </MessageSection>
  );
}

function DeviceSearch({ params, onParamsChange }: DeviceSearchPageProps) {
  const t = useMessage();
  const [text, setText] = useState(params.search ?? '');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const organizations = useConsoleQuery(endpoints.client.list, {});
  const devices = useConsoleQuery(
    endpoints.node.list,
    { query: toDeviceQuery(params) },
    { placeholderData: (previous) => previous },
  );
  const organizationName = new Map(
    (organizations.data ?? []).map((organization) => [organization.id, organization.name]),
  );

  // The text filter follows typing after a short pause; the other filters apply at once.
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (params.search ?? '').trim()) return;
    const timer = setTimeout(
      () => onParamsChange({ ...params, search: trimmed || undefined, page: undefined }),
      300,
    );
    return () => clearTimeout(timer);
  }, [text, params, onParamsChange]);

  const update = (patch: Partial<DeviceSearchParams>) =>
    onParamsChange({ ...params, ...patch, page: undefined });
  const filtered = Boolean(params.clientId || params.nodeClass || params.status || params.search);
  const items = devices.data?.items ?? [];
  const selection = items.filter((device) => selected.has(device.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = items.length > 0 && selection.length === items.length;

  return (
    <Page title={t('shell.deviceSearch.title')}>
      {params.notice === 'dataDeleted' ? (
        <div role="status">
          <Banner tone="success">{t('errors.dataDeleted')}</Banner>
        </div>
      ) : null}
      {done ? (
        <div role={done.tone === 'danger' ? 'alert' : 'status'}>
          <Banner tone={done.tone}>{done.text}</Banner>
        </div>
      ) : null}
      <search className={styles.toolbar} aria-label={t('shell.deviceSearch.text')}>
        <TextInput
          className={styles.searchField}
          label={t('shell.deviceSearch.text')}
          type="search"
          value={text}
          onValueChange={setText}
        />
        <FilterMenu
          label={t('shell.deviceSearch.organization')}
          value={params.clientId ? String(params.clientId) : ''}
          onValueChange={(value) => update({ clientId: value ? Number(value) : undefined })}
          options={[
            { value: '', label: t('shell.deviceSearch.allOrganizations') },
            ...(organizations.data ?? []).map((organization) => ({
              value: String(organization.id),
              label: organization.name,
            })),
          ]}
        />
        <FilterMenu
          label={t('shell.deviceSearch.nodeClass')}
          value={params.nodeClass ?? ''}
          onValueChange={(value) =>
            update({ nodeClass: nodeClasses.find((nodeClass) => nodeClass === value) })
          }
          options={[
            { value: '', label: t('shell.deviceSearch.allClasses') },
            ...nodeClasses.map((nodeClass) => ({
              value: nodeClass,
              label: t(`shell.nodeClass.${nodeClass}`),
            })),
          ]}
        />
        <FilterMenu
          label={t('shell.deviceSearch.status')}
          value={params.status ?? ''}
          onValueChange={(value) => update({ status: DEVICE_STATUSES.find((status) => status === value) })}
          options={[
            { value: '', label: t('shell.deviceSearch.anyStatus') },
            ...DEVICE_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
          ]}
        />
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              onParamsChange({});
            }}
          >
            {t('shell.deviceSearch.clear')}
          </Button>
        ) : null}
        <DeviceSelectionMenu
          devices={selection}
          onDone={(message) => {
            setDone({ tone: 'success', text: message });
            setSelected(new Set());
            void devices.refetch();
          }}
          onError={(message) => setDone({ tone: 'danger', text: message })}
        />
        <RunDiscoveryMenu
          devices={selection}
          onDone={(message) => setDone({ tone: 'success', text: message })}
          onError={(message) => setDone({ tone: 'danger', text: message })}
        />
      </search>
      <QueryState status={devices.status} error={devices.error} onRetry={() => void devices.refetch()}>
        {() => (
          <PagedTable
            label={t('shell.deviceSearch.title')}
            columns={[
              {
                label: (
                  <Checkbox
                    label={t('shell.deviceSearch.selectAll')}
                    hideLabel
                    checked={allSelected}
                    indeterminate={selection.length > 0 && !allSelected}
                    onCheckedChange={(on) => setSelected(new Set(on ? items.map((device) => device.id) : []))}
                  />
                ),
              },
              { label: t('shell.deviceSearch.name') },
              { label: t('shell.deviceSearch.class') },
              { label: t('shell.deviceSearch.organizationColumn') },
              { label: t('shell.deviceSearch.statusColumn') },
              { label: t('shell.deviceSearch.health') },
              { label: t('shell.deviceSearch.lastUser') },
            ]}
            items={items}
            renderRow={(device) => (
              <tr key={device.id} data-state={selected.has(device.id) ? 'selected' : undefined}>
                <td className={styles.td}>
                  <Checkbox
                    label={t('shell.deviceSearch.select', { name: device.displayName })}
                    hideLabel
                    checked={selected.has(device.id)}
                    onCheckedChange={(on) => toggle(device.id, on)}
                  />
                </td>
                <td className={styles.td}>
                  <Link to="/deviceDashboard/$id/overview" params={{ id: String(device.id) }}>
                    {device.displayName}
                  </Link>
                </td>
                <td className={styles.td}>{t(`shell.nodeClass.${device.nodeClass}`)}</td>
                <td className={styles.td}>
                  <Link to="/customerDashboard/$id/overview" params={{ id: String(device.clientId) }}>
                    {organizationName.get(device.clientId) ?? device.clientId}
                  </Link>
                </td>
                <td className={styles.td}>
                  <DeviceStatusText device={device} />
                </td>
                <td className={styles.td}>{t(`shell.health.${device.healthStatus}`)}</td>
                <td className={`${styles.td} ${styles.muted}`}>{device.lastLoggedInUser ?? '—'}</td>
              </tr>
            )}
            empty={t('shell.deviceSearch.empty')}
            page={params.page ?? 1}
            pageSize={DEVICE_PAGE_SIZE}
            total={devices.data?.total ?? 0}
            onPageChange={(page) => onParamsChange({ ...params, page: page > 1 ? page : undefined })}
            fetching={devices.isFetching}
          />
        )}
      </QueryState>
    </Page>
  );
}
