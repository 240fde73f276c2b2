import { useMessage } from '@console/core/react';
import { APPROVAL_MODES, type ApprovalMode, DISCOVERED_DEVICE_STATUSES } from '@console/core/validation';
import { Button, Checkbox, DataTable, type DataTableColumn, Select } from '@console/ui';
import { CredentialPicker, LocationPicker } from '@console/widget-kit';
import { useMemo } from 'react';
import * as styles from './directory-discovery-wizard.css';
import {
  type CandidateRow,
  credentialCheckMessageKey,
  type StatusFilter,
  shownStatus,
} from './directory-rules';
import { scheduleSummary } from './schedule-dialog';
import type { DirectoryDiscoveryWizardModel } from './use-directory-discovery-wizard';

/**
 * Step 2 (002 §2.3, §5.3): credentials, checked as soon as a domain controller and a credential
 * are chosen; for an ad hoc job the candidate devices with Set status and location; for a
 * scheduled job the schedule and the deployment of servers and workstations.
 */
export function StepTwo({ wizard, clientId }: { wizard: DirectoryDiscoveryWizardModel; clientId: number }) {
  const t = useMessage();
  const { values, credentialCode } = wizard;
  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        <CredentialPicker
          organizationId={clientId}
          types={['BASIC']}
          label={t('directoryDiscovery.wizard.credentials')}
          required
          value={values.credentialId}
          onValueChange={(id) => wizard.setCredential(id)}
          error={
            values.credentialId === null ? t('directoryDiscovery.validation.selectCredentials') : undefined
          }
        />
      </div>
      {credentialCode === null ? null : (
        <p
          className={styles.notice}
          role="status"
          data-tone={
            credentialCode === 'SUCCESS' ? 'success' : credentialCode === 'CHECKING' ? undefined : 'danger'
          }
        >
          {credentialCode === 'CHECKING'
            ? t('directoryDiscovery.credentials.checking')
            : t(credentialCheckMessageKey(credentialCode))}
        </p>
      )}
      {values.jobType === 'AD_HOC' ? (
        <Candidates wizard={wizard} />
      ) : (
        <ScheduleAndDeployment wizard={wizard} clientId={clientId} />
      )}
    </div>
  );
}

function Candidates({ wizard }: { wizard: DirectoryDiscoveryWizardModel }) {
  const t = useMessage();
  const columns = useMemo<DataTableColumn<CandidateRow>[]>(
    () => [
      {
        id: 'name',
        header: t('directoryDiscovery.wizard.column.name'),
        accessor: (row) => row.name,
        sortable: true,
      },
      {
        id: 'dnsHostName',
        header: t('directoryDiscovery.wizard.column.dnsHostName'),
        accessor: (row) => row.dnsHostName ?? '',
      },
      {
        id: 'operatingSystem',
        header: t('directoryDiscovery.wizard.column.operatingSystem'),
        accessor: (row) => row.operatingSystem ?? '',
      },
      {
        id: 'status',
        header: t('directoryDiscovery.wizard.column.status'),
        accessor: (row) => t(`directoryDiscovery.status.${shownStatus(row)}`),
      },
      {
        // The agent push of an approved computer (002 §4.2: an instant push is attempted).
        id: 'agentPush',
        header: t('directoryDiscovery.wizard.column.agentPush'),
        accessor: (row) =>
          row.pushStatus
            ? t(`directoryDiscovery.push.${row.pushStatus}`, { error: row.pushError ?? '' })
            : '',
      },
    ],
    [t],
  );
  const filter = wizard.statusFilter;
  // One filter per status choice: a new one each render would make the table filter again.
  const rowFilter = useMemo(
    () => (filter === 'ALL' ? undefined : (row: CandidateRow) => shownStatus(row) === filter),
    [filter],
  );
  return (
    <DataTable
      tableId="directory-discovery-candidates"
      label={t('directoryDiscovery.wizard.devices')}
      data={wizard.rows}
      columns={columns}
      getRowId={(row) => row.objectGuid}
      getRowLabel={(row) => row.name}
      scrollMode="virtual"
      height={300}
      selectable
      selection={wizard.selection}
      onSelectionChange={wizard.setSelection}
      rowFilter={rowFilter}
      searchable={false}
      columnMenu={false}
      settingsStorage={null}
      loading={wizard.listing.isFetching}
      toolbar={
        <>
          <Select
            label={t('directoryDiscovery.wizard.statusFilter')}
            options={[
              { value: 'ALL', label: t('directoryDiscovery.status.all') },
              ...DISCOVERED_DEVICE_STATUSES.map((status) => ({
                value: status,
                label: t(`directoryDiscovery.status.${status}`),
              })),
            ]}
            value={filter}
            onValueChange={(value) => wizard.setStatusFilter(value as StatusFilter)}
          />
          <Button disabled={wizard.selection.length === 0} onClick={() => wizard.openDialog('status')}>
            {t('directoryDiscovery.wizard.setStatus')}
          </Button>
        </>
      }
    />
  );
}

function ScheduleAndDeployment({
  wizard,
  clientId,
}: {
  wizard: DirectoryDiscoveryWizardModel;
  clientId: number;
}) {
  const t = useMessage();
  const { values } = wizard;
  const { deployment } = values;
  const modeOptions = [
    { value: 'none', label: t('directoryDiscovery.approval.none') },
    ...APPROVAL_MODES.map((mode) => ({ value: mode, label: t(`directoryDiscovery.approval.${mode}`) })),
  ];
  const kinds = [
    ['windowsServers', 'directoryDiscovery.wizard.windowsServers'],
    ['windowsWorkstations', 'directoryDiscovery.wizard.windowsWorkstations'],
  ] as const;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.notice} role="status">
          {t('directoryDiscovery.wizard.schedule')}:{' '}
          {values.schedule ? scheduleSummary(values.schedule, t) : t('directoryDiscovery.wizard.noSchedule')}
        </p>
        <Button onClick={() => wizard.openDialog('schedule')}>
          {t('directoryDiscovery.wizard.setSchedule')}
        </Button>
      </div>
      <fieldset className={styles.form}>
        <legend>{t('directoryDiscovery.wizard.deployment')}</legend>
        {kinds.map(([kind, label]) => (
          <div key={kind} className={styles.deployment}>
            <Checkbox
              label={t(label)}
              checked={deployment[kind]}
              onCheckedChange={(checked) => wizard.setDeployment({ ...deployment, [kind]: checked })}
            />
            <LocationPicker
              organizationId={clientId}
              label={`${t(label)} · ${t('directoryDiscovery.wizard.location')}`}
              value={deployment[`${kind}Location`]}
              onValueChange={(id) => wizard.setDeployment({ ...deployment, [`${kind}Location`]: id })}
              disabled={!deployment[kind]}
              required={deployment[`${kind}ApprovalMode`] !== null}
            />
            <Select
              label={`${t(label)} · ${t('directoryDiscovery.wizard.approvalMode')}`}
              options={modeOptions}
              value={deployment[`${kind}ApprovalMode`] ?? 'none'}
              disabled={!deployment[kind]}
              onValueChange={(mode) =>
                wizard.setDeployment({
                  ...deployment,
                  [`${kind}ApprovalMode`]: mode === 'none' ? null : (mode as ApprovalMode),
                })
              }
            />
          </div>
        ))}
      </fieldset>
    </>
  );
}
