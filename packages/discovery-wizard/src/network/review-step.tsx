import { useMessage } from '@console/core/react';
import { Banner, Button, DataTable, type DataTableColumn } from '@console/ui';
import { useMemo, useState } from 'react';
import { isExisting, matchesFilter, REVIEW_FILTERS } from '../logic/device-rules';
import type { DiscoveredDevice } from '../logic/discovery-types';
import type { ReviewedDevice } from '../logic/review-rules';
import { EditDeviceDialog } from './edit-device-dialog';
import { FilterSelect } from './filter-select';
import * as styles from './network-discovery-wizard.css';
import { reviewColumns } from './results-columns';
import type { NetworkDiscoveryWizardModel } from './use-network-discovery-wizard';

const rowId = (device: DiscoveredDevice) => device.ip;

/**
 * Review (000 §2.11, §5.3): the discovered devices with their names and roles, the Type filter
 * (without Existing devices), Edit, 'Edit role' for several, Remove; devices already in an
 * organization disabled with 'This device has already been added to an organization'; the rules
 * that block Finish.
 */
export function ReviewStep({ wizard }: { wizard: NetworkDiscoveryWizardModel }) {
  const t = useMessage();
  const { review, state, roles, suppliedCredentials } = wizard;
  const [editing, setEditing] = useState<readonly ReviewedDevice[]>([]);
  const roleName = useMemo(() => {
    const names = new Map(roles.map((role) => [role.id, role.name]));
    return (id: number | null) => (id === null ? '' : (names.get(id) ?? String(id)));
  }, [roles]);
  const missing = useMemo(() => new Set(review.issues.missingRole), [review.issues.missingRole]);
  const columns = useMemo(
    () => [
      ...reviewColumns(t, roleName, missing, review.reviewed),
      {
        id: 'actions',
        header: t('discovery.network.column.actions'),
        hideable: false,
        sortable: false,
        width: 170,
        cell: ({ row }: { row: DiscoveredDevice }) =>
          isExisting(row) ? null : (
            <span className={styles.rowActions}>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('discovery.network.review.edit')} ${row.ip}`}
                onClick={() => setEditing([review.reviewed(row)])}
              >
                {t('discovery.network.review.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t('discovery.network.review.remove')} ${row.ip}`}
                onClick={() => review.remove([row.ip])}
              >
                {t('discovery.network.review.remove')}
              </Button>
            </span>
          ),
      } satisfies DataTableColumn<DiscoveredDevice>,
    ],
    [t, roleName, missing, review.remove, review.reviewed],
  );
  // All IPs filters nothing: no pass over the rows.
  const rowFilter = useMemo(
    () => (state.reviewFilter === 'all' ? undefined : matchesFilter(state.reviewFilter, suppliedCredentials)),
    [state.reviewFilter, suppliedCredentials],
  );
  const selectedDevices = review.selected;
  const issue = review.issues.selection ?? review.issues.roles;
  return (
    <div className={styles.page}>
      {issue ? <Banner tone="danger">{t(issue.key, issue.params)}</Banner> : null}
      {review.failed ? <Banner tone="danger">{t('discovery.network.finish.error')}</Banner> : null}
      <DataTable
        tableId="discovery-review"
        label={t('discovery.network.step.review')}
        data={review.devices}
        columns={columns}
        getRowId={rowId}
        getRowLabel={(device) => device.ip}
        scrollMode="virtual"
        height={340}
        selectable
        selection={review.selection as string[]}
        onSelectionChange={review.select}
        getRowDisabledReason={(device) => isExisting(device) && t('discovery.network.existing')}
        rowFilter={rowFilter}
        searchable={false}
        columnMenu={false}
        settingsStorage={null}
        emptyMessage={t('discovery.network.empty')}
        toolbar={
          <>
            <FilterSelect
              filters={REVIEW_FILTERS}
              value={state.reviewFilter}
              onValueChange={wizard.setReviewFilter}
            />
            <Button disabled={selectedDevices.length < 2} onClick={() => setEditing(selectedDevices)}>
              {t('discovery.network.review.editRole')}
            </Button>
          </>
        }
      />
      <EditDeviceDialog
        devices={editing}
        roles={roles}
        onClose={() => setEditing([])}
        onSave={(ip, edit) => review.edit(ip, edit)}
        onSaveRoles={(ips, role) => review.editRoles(ips, role)}
      />
    </div>
  );
}
