import { useMessage } from '@console/core/react';
import { Banner, Button, DataTable, type DataTableRowAction } from '@console/ui';
import { useMemo, useState } from 'react';
import { isExisting, matchesFilter, REVIEW_FILTERS } from '../logic/device-rules';
import type { ReviewedDevice } from '../logic/review-rules';
import { EditDeviceDialog } from './edit-device-dialog';
import { FilterSelect } from './filter-select';
import * as styles from './network-discovery-wizard.css';
import { reviewColumns } from './results-columns';
import type { NetworkDiscoveryWizardModel } from './use-network-discovery-wizard';

const rowId = (device: ReviewedDevice) => device.ip;

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
  const columns = useMemo(() => reviewColumns(t, roleName, missing), [t, roleName, missing]);
  const rowFilter = useMemo(
    () => matchesFilter(state.reviewFilter, suppliedCredentials),
    [state.reviewFilter, suppliedCredentials],
  );
  const actions: DataTableRowAction<ReviewedDevice>[] = useMemo(
    () => [
      { id: 'edit', label: t('discovery.network.review.edit'), onSelect: (device) => setEditing([device]) },
      {
        id: 'remove',
        label: t('discovery.network.review.remove'),
        onSelect: (device) => review.remove([device.ip]),
      },
    ],
    [t, review.remove],
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
        rowActions={actions}
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
