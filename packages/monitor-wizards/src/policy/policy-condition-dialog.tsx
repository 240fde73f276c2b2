import {
  CONDITION_PRIORITIES,
  CONDITION_SEVERITIES,
  POLICY_CONDITION_PERCENT_TYPES,
  POLICY_CONDITION_TARGET_TYPES,
  POLICY_CONDITION_TYPES,
  type PolicyCondition,
  type PolicyConditionType,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { validatePolicyCondition } from '@console/core/validation';
import { Checkbox, NumberInput, Select, TextInput } from '@console/ui';
import { useWidgetForm } from '@console/widget-kit';
import * as styles from './policy.css';
import { PolicyRecordDialog } from './policy-record-dialog';

/** Props of {@link PolicyConditionDialog}. */
export interface PolicyConditionDialogProps {
  /** The condition edited, or `null` for a new one. */
  condition: PolicyCondition | null;
  /** Called with the condition to keep (the section saves the policy). */
  onApply: (condition: PolicyCondition) => void;
  onCancel: () => void;
}

/** The dialog's values: the duration may be emptied while typing. */
type ConditionValues = Omit<PolicyCondition, 'durationMinutes'> & { durationMinutes: number | null };

/** A new condition's values: CPU above 90 % for 5 minutes. */
function newPolicyCondition(): PolicyCondition {
  return {
    conditionUid: crypto.randomUUID(),
    enabled: true,
    conditionName: '',
    type: 'CPU',
    severity: 'NONE',
    priority: 'NONE',
    threshold: 90,
    durationMinutes: 5,
    target: null,
  };
}

/**
 * The policy condition dialog: name, kind, the kind's parameters (a percent for CPU, memory and
 * disk free space; a process or service name), the duration, severity, priority and Enabled. The
 * rules are core's `validatePolicyCondition` (`PUT /policy` runs them too).
 */
export function PolicyConditionDialog({ condition, onApply, onCancel }: PolicyConditionDialogProps) {
  const t = useMessage();
  const form = useWidgetForm<
    ConditionValues,
    'conditionName' | 'type' | 'threshold' | 'durationMinutes' | 'target'
  >({
    initialValues: () => condition ?? newPolicyCondition(),
    validate: validatePolicyCondition,
  });
  const { type } = form.values;
  return (
    <PolicyRecordDialog
      kind="condition"
      editing={condition !== null}
      form={form}
      onCancel={onCancel}
      onApply={() => {
        const percent = POLICY_CONDITION_PERCENT_TYPES.includes(type);
        const named = POLICY_CONDITION_TARGET_TYPES.includes(type);
        onApply({
          ...form.values,
          durationMinutes: form.values.durationMinutes ?? 1,
          conditionName: form.values.conditionName.trim(),
          threshold: percent ? form.values.threshold : null,
          target: named ? (form.values.target ?? '').trim() : null,
        });
      }}
    >
      <TextInput label={t('policyEditor.condition.name')} required {...form.field('conditionName')} />
      <Select
        label={t('policyEditor.condition.type')}
        options={POLICY_CONDITION_TYPES.map((value) => ({
          value,
          label: t(`policyEditor.condition.type.${value}`),
        }))}
        value={type}
        onValueChange={(next) => form.update({ type: next as PolicyConditionType })}
      />
      {POLICY_CONDITION_PERCENT_TYPES.includes(type) ? (
        <NumberInput
          label={t('policyEditor.condition.threshold')}
          min={1}
          max={100}
          {...form.field('threshold')}
        />
      ) : null}
      {POLICY_CONDITION_TARGET_TYPES.includes(type) ? (
        <TextInput
          label={t(`policyEditor.condition.target.${type as 'PROCESS' | 'SERVICE'}`)}
          required
          {...form.field('target')}
          value={form.values.target ?? ''}
        />
      ) : null}
      <NumberInput
        label={t('policyEditor.condition.durationMinutes')}
        min={1}
        {...form.field('durationMinutes')}
      />
      <div className={styles.pair}>
        <Select
          label={t('policyEditor.condition.severity')}
          options={CONDITION_SEVERITIES.map((value) => ({
            value,
            label: t(`policyEditor.severity.${value}`),
          }))}
          value={form.values.severity}
          onValueChange={(severity) => form.update({ severity: severity as PolicyCondition['severity'] })}
        />
        <Select
          label={t('policyEditor.condition.priority')}
          options={CONDITION_PRIORITIES.map((value) => ({
            value,
            label: t(`policyEditor.priority.${value}`),
          }))}
          value={form.values.priority}
          onValueChange={(priority) => form.update({ priority: priority as PolicyCondition['priority'] })}
        />
      </div>
      <Checkbox
        label={t('policyEditor.condition.enabled')}
        checked={form.values.enabled}
        onCheckedChange={(enabled) => form.update({ enabled })}
      />
    </PolicyRecordDialog>
  );
}
