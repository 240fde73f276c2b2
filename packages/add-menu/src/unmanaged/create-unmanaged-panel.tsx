import { type AppUser, isSelectableUnmanagedRole, routes, UNMANAGED_DEVICE_TEXT_MAX } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { Banner, DatePicker, Select, Tabs, TextInput } from '@console/ui';
import { LocationPicker, OrganizationPicker, RoleTree } from '@console/widget-kit';
import * as styles from '../internal/dialog.css';
import { fromIsoDay, toIsoDay } from './unmanaged-form';
import type { CreateTab, CreateUnmanagedFlow } from './use-create-unmanaged';

const NOT_ASSIGNED = '';

/** The Create from scratch body (000 §2.12, §5.5): the 'Select role' and 'Device information' tabs. */
export function CreateUnmanagedPanel({ flow }: { flow: CreateUnmanagedFlow }) {
  const t = useMessage();
  const { form, update, touch, errorOf, roles } = flow;
  const users = useConsoleQuery(routes.appUser.list, { query: {} });
  const userOptions = [
    { value: NOT_ASSIGNED, label: t('unmanaged.field.assignedUserNone') },
    ...((users.data ?? []) as AppUser[]).map((user) => ({
      value: user.uid,
      label: `${user.firstName} ${user.lastName} (${user.email})`.trim(),
    })),
  ];
  const roleError = errorOf('roleId');
  const rolePanel = (
    <div className={styles.stack}>
      {roles.status === 'error' ? <Banner tone="danger">{t('unmanaged.rolesError')}</Banner> : null}
      {roleError ? (
        <p role="alert" className={styles.note}>
          {roleError}
        </p>
      ) : null}
      <RoleTree
        rootName="UNMANAGED_DEVICE"
        value={form.roleId}
        onValueChange={(roleId) => update({ roleId })}
        selectable={isSelectableUnmanagedRole}
        maxHeight={320}
      />
    </div>
  );
  const infoPanel = (
    <div className={styles.stack}>
      <TextInput
        label={t('unmanaged.field.name')}
        required
        value={form.name}
        onValueChange={(name) => update({ name })}
        onBlur={() => touch('name')}
        maxLength={UNMANAGED_DEVICE_TEXT_MAX}
        error={errorOf('name')}
        touched={!!errorOf('name')}
      />
      <OrganizationPicker
        value={form.organizationId}
        onValueChange={(organizationId) => update({ organizationId })}
        onBlur={() => touch('organizationId')}
        error={errorOf('organizationId')}
      />
      <LocationPicker
        organizationId={form.organizationId}
        value={form.locationId}
        onValueChange={(locationId) => update({ locationId })}
        required
        error={errorOf('locationId')}
      />
      <TextInput
        label={t('unmanaged.field.serialNumber')}
        value={form.serialNumber}
        onValueChange={(serialNumber) => update({ serialNumber })}
        onBlur={() => touch('serialNumber')}
        maxLength={UNMANAGED_DEVICE_TEXT_MAX}
        error={errorOf('serialNumber')}
        touched={!!errorOf('serialNumber')}
      />
      <Select
        label={t('unmanaged.field.assignedUser')}
        options={userOptions}
        value={form.assignedUserUid ?? NOT_ASSIGNED}
        onValueChange={(uid) => update({ assignedUserUid: uid === NOT_ASSIGNED ? null : uid })}
      />
      <DatePicker
        label={t('unmanaged.field.warrantyStart')}
        value={fromIsoDay(form.warrantyStartDate)}
        onValueChange={(day) => update({ warrantyStartDate: toIsoDay(day) })}
        error={errorOf('warrantyStartDate')}
        touched={!!errorOf('warrantyStartDate')}
      />
      <DatePicker
        label={t('unmanaged.field.warrantyEnd')}
        value={fromIsoDay(form.warrantyEndDate)}
        onValueChange={(day) => update({ warrantyEndDate: toIsoDay(day) })}
        error={errorOf('warrantyEndDate')}
        touched={!!errorOf('warrantyEndDate')}
      />
    </div>
  );
  return (
    <Tabs
      label={t('unmanaged.mode.create')}
      selectedId={flow.tab}
      onSelectedIdChange={(id) => flow.setTab(id as CreateTab)}
      keepMounted
      items={[
        { id: 'role', label: t('unmanaged.tab.role'), panel: rolePanel },
        { id: 'info', label: t('unmanaged.tab.info'), panel: infoPanel },
      ]}
    />
  );
}
