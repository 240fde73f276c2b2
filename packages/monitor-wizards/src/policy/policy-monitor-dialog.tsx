import { POLICY_MONITOR_TYPES, type PolicyMonitor, type PolicyMonitorType } from '@console/core';
import { useMessage } from '@console/core/react';
import { validatePolicyMonitor } from '@console/core/validation';
import { Checkbox, NumberInput, Select, TextInput } from '@console/ui';
import { useWidgetForm } from '@console/widget-kit';
import { PolicyRecordDialog } from './policy-record-dialog';

/** Props of {@link PolicyMonitorDialog}. */
export interface PolicyMonitorDialogProps {
  /** The monitor edited, or `null` for a new one. */
  monitor: PolicyMonitor | null;
  /** Called with the monitor to keep (the section saves the policy). */
  onApply: (monitor: PolicyMonitor) => void;
  onCancel: () => void;
}

/** A new monitor: a ping every 5 minutes. */
function newMonitor(): PolicyMonitor {
  return {
    monitorUid: crypto.randomUUID(),
    enabled: true,
    monitorName: '',
    type: 'PING',
    target: '',
    port: null,
    intervalMinutes: 5,
  };
}

/**
 * The policy monitor dialog: name, kind, what it watches (a host, with a port for TCP_PORT; a
 * service or a process name), the interval and Enabled. The rules are core's
 * `validatePolicyMonitor` (`PUT /policy` runs them too).
 */
export function PolicyMonitorDialog({ monitor, onApply, onCancel }: PolicyMonitorDialogProps) {
  const t = useMessage();
  const form = useWidgetForm<PolicyMonitor, 'monitorName' | 'type' | 'target' | 'port' | 'intervalMinutes'>({
    initialValues: () => monitor ?? newMonitor(),
    validate: validatePolicyMonitor,
  });
  const { type } = form.values;
  return (
    <PolicyRecordDialog
      kind="monitor"
      editing={monitor !== null}
      form={form}
      onCancel={onCancel}
      onApply={() => {
        onApply({
          ...form.values,
          monitorName: form.values.monitorName.trim(),
          target: form.values.target.trim(),
          port: type === 'TCP_PORT' ? form.values.port : null,
        });
      }}
    >
      <TextInput label={t('policyEditor.monitor.name')} required {...form.field('monitorName')} />
      <Select
        label={t('policyEditor.monitor.type')}
        options={POLICY_MONITOR_TYPES.map((value) => ({
          value,
          label: t(`policyEditor.monitor.type.${value}`),
        }))}
        value={type}
        onValueChange={(next) => form.update({ type: next as PolicyMonitorType })}
      />
      <TextInput label={t(`policyEditor.monitor.target.${type}`)} required {...form.field('target')} />
      {type === 'TCP_PORT' ? (
        <NumberInput label={t('policyEditor.monitor.port')} min={1} max={65_535} {...form.field('port')} />
      ) : null}
      <NumberInput
        label={t('policyEditor.monitor.intervalMinutes')}
        min={1}
        max={1_440}
        {...form.field('intervalMinutes')}
      />
      <Checkbox
        label={t('policyEditor.monitor.enabled')}
        checked={form.values.enabled}
        onCheckedChange={(enabled) => form.update({ enabled })}
      />
    </PolicyRecordDialog>
  );
}
