import type { NmsMonitorBy } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, Dialog, RadioGroup, Select, TextInput } from '@console/ui';
import { CredentialPicker, LocationPicker, nodeRoleLabel, OrganizationPicker } from '@console/widget-kit';
import * as styles from '../internal/dialog.css';
import { NMS_CREDENTIAL_TYPES } from './nms-form';
import { type AddNmsDeviceFlow, useAddNmsDevice } from './use-add-nms-device';

/** Props of {@link AddNmsDeviceDialog}. */
export interface AddNmsDeviceDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes. */
  onOpenChange: (open: boolean) => void;
}

const MONITOR_BY: { value: NmsMonitorBy; key: 'monitorByIp' | 'monitorByNetbios' | 'monitorByDns' }[] = [
  { value: 'IP_ADDRESS', key: 'monitorByIp' },
  { value: 'NET_BIOS_NAME', key: 'monitorByNetbios' },
  { value: 'DNS_NAME', key: 'monitorByDns' },
];

/**
 * The Add NMS device dialog (000 §2.10; fields chosen, see docs/nms-and-vm-hosts.md):
 * organization, location, network probe, how the device is reached (IP address, NetBIOS name or
 * DNS name) and its address, SNMP port, name (default: what the device reports), NMS role and SNMP
 * credential (with New Credential). Add device polls the device once over SNMP; the result shows
 * the system name, description, vendor and model it reported.
 * @example <AddNmsDeviceDialog open={open} onOpenChange={setOpen} />
 */
export function AddNmsDeviceDialog(props: AddNmsDeviceDialogProps) {
  return props.open ? <AddNmsDeviceFlowDialog {...props} /> : null;
}

function AddNmsDeviceFlowDialog({ open, onOpenChange }: AddNmsDeviceDialogProps) {
  const t = useMessage();
  const flow = useAddNmsDevice();
  if (flow.added) {
    const device = flow.added;
    const facts: [string, string | null][] = [
      [t('addDevices.nms.systemName'), device.systemName],
      [t('addDevices.nms.description'), device.sysDescr],
      [t('addDevices.nms.vendor'), device.vendor],
      [t('addDevices.nms.model'), device.model],
    ];
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('addDevices.nms.title')}
        footer={
          <div className={styles.footer}>
            <Button variant="primary" onClick={() => onOpenChange(false)}>
              {t('addDevices.nms.close')}
            </Button>
          </div>
        }
      >
        <div className={styles.stack} data-state="added">
          <Banner tone="success">{t('addDevices.nms.added', { name: device.name })}</Banner>
          <dl className={styles.list}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className={styles.caption}>{label}</dt>
                <dd className={styles.note}>{value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('addDevices.nms.title')}
      busy={flow.saving}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)}>{t('addDevices.nms.cancel')}</Button>
          <Button
            variant="primary"
            disabled={!flow.canSave}
            accessibleWhenDisabled
            loading={flow.saving}
            onClick={() => void flow.add()}
          >
            {t('addDevices.nms.save')}
          </Button>
        </div>
      }
    >
      <NmsFields flow={flow} />
    </Dialog>
  );
}

function NmsFields({ flow }: { flow: AddNmsDeviceFlow }) {
  const t = useMessage();
  const { form, update, issues } = flow;
  const fieldError = (key: keyof typeof issues) => (issues[key] ? t(issues[key]) : undefined);
  return (
    <div className={styles.stack} data-state={flow.saving ? 'polling' : flow.error ? 'error' : 'ready'}>
      {flow.error ? <Banner tone="danger">{flow.error}</Banner> : null}
      {flow.saving ? <Banner tone="info">{t('addDevices.nms.polling')}</Banner> : null}
      <OrganizationPicker
        label={t('addDevices.nms.organization')}
        value={form.clientId}
        onValueChange={(clientId) =>
          update({ clientId, locationId: null, nmsDelegateNodeId: null, credentialId: null })
        }
      />
      <LocationPicker
        label={t('addDevices.nms.location')}
        organizationId={form.clientId}
        value={form.locationId}
        onValueChange={(locationId) => update({ locationId, nmsDelegateNodeId: null })}
        required={form.clientId !== null}
      />
      <Select
        label={t('addDevices.nms.networkProbe')}
        options={flow.probes.map((probe) => ({ value: String(probe.id), label: probe.name }))}
        value={form.nmsDelegateNodeId === null ? '' : String(form.nmsDelegateNodeId)}
        onValueChange={(id) => update({ nmsDelegateNodeId: id ? Number(id) : null })}
        disabled={form.locationId === null}
        description={flow.probesLoaded && flow.probes.length === 0 ? t('addDevices.nms.noProbes') : undefined}
      />
      <RadioGroup<NmsMonitorBy>
        label={t('addDevices.nms.monitorBy')}
        orientation="horizontal"
        options={MONITOR_BY.map(({ value, key }) => ({ value, label: t(`addDevices.nms.${key}`) }))}
        value={form.monitorBy}
        onValueChange={(monitorBy) => update({ monitorBy })}
      />
      <TextInput
        label={t('addDevices.nms.address')}
        required
        value={form.address}
        onValueChange={(address) => update({ address })}
        error={fieldError('address')}
      />
      <TextInput
        label={t('addDevices.nms.snmpPort')}
        required
        inputMode="numeric"
        value={form.snmpPort}
        onValueChange={(snmpPort) => update({ snmpPort })}
        error={fieldError('snmpPort')}
      />
      <TextInput
        label={t('addDevices.nms.name')}
        placeholder={t('addDevices.nms.namePlaceholder')}
        value={form.name}
        onValueChange={(name) => update({ name })}
      />
      <Select
        label={t('addDevices.nms.role')}
        options={flow.roles.map((role) => ({ value: String(role.id), label: nodeRoleLabel(role, t) }))}
        value={form.nodeRoleId === null ? '' : String(form.nodeRoleId)}
        onValueChange={(id) => update({ nodeRoleId: id ? Number(id) : null })}
      />
      <CredentialPicker
        label={t('addDevices.nms.credential')}
        organizationId={form.clientId}
        types={NMS_CREDENTIAL_TYPES}
        required
        value={form.credentialId}
        onValueChange={(credentialId) => update({ credentialId })}
      />
    </div>
  );
}
