import {
  POLICY_AUTOMATION_REPEATS,
  POLICY_AUTOMATION_WEEKDAYS,
  type PolicyAutomation,
  type PolicyAutomationRepeat,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { validatePolicyAutomation } from '@console/core/validation';
import { Button, Checkbox, NumberInput, Select, TextInput } from '@console/ui';
import { ScriptPicker, useWidgetForm } from '@console/widget-kit';
import { useState } from 'react';
import * as wizardStyles from '../shared/wizard.css';
import * as styles from './policy.css';
import { PolicyRecordDialog } from './policy-record-dialog';

/** Props of {@link PolicyAutomationDialog}. */
export interface PolicyAutomationDialogProps {
  /** The scheduled automation edited, or `null` for a new one. */
  automation: PolicyAutomation | null;
  /** Called with the automation to keep (the section saves the policy). */
  onApply: (automation: PolicyAutomation) => void;
  onCancel: () => void;
}

type Field =
  | 'actionsetScheduleName'
  | 'scriptId'
  | 'repeats'
  | 'runAtHour'
  | 'runAtMinute'
  | 'daysOfWeek'
  | 'dayOfMonth';

/** A new scheduled automation: daily at 02:00. */
function newAutomation(): PolicyAutomation {
  return {
    actionsetScheduleUid: crypto.randomUUID(),
    enabled: true,
    actionsetScheduleName: '',
    scriptId: null,
    scriptName: '',
    repeats: 'DAILY',
    runAtHour: 2,
    runAtMinute: 0,
    daysOfWeek: [],
    dayOfMonth: null,
  };
}

/**
 * The scheduled automation dialog: name, the automation (the kit's script picker), the recurrence
 * (daily; weekly on chosen days; monthly on a day of the month), the time of the device and
 * Enabled. The rules are core's `validatePolicyAutomation` (`PUT /policy` runs them too).
 */
export function PolicyAutomationDialog({ automation, onApply, onCancel }: PolicyAutomationDialogProps) {
  const t = useMessage();
  const [picking, setPicking] = useState(false);
  const form = useWidgetForm<PolicyAutomation, Field>({
    initialValues: () => automation ?? newAutomation(),
    validate: validatePolicyAutomation,
  });
  const { repeats, daysOfWeek } = form.values;
  return (
    <PolicyRecordDialog
      kind="automation"
      editing={automation !== null}
      form={form}
      onCancel={onCancel}
      onApply={() => {
        onApply({
          ...form.values,
          actionsetScheduleName: form.values.actionsetScheduleName.trim(),
          daysOfWeek: repeats === 'WEEKLY' ? form.values.daysOfWeek : [],
          dayOfMonth: repeats === 'MONTHLY' ? form.values.dayOfMonth : null,
        });
      }}
      outside={
        <ScriptPicker
          open={picking}
          onOpenChange={setPicking}
          onChoose={(item) => {
            form.update({ scriptId: item.id, scriptName: item.name });
            setPicking(false);
          }}
        />
      }
    >
      <TextInput
        label={t('policyEditor.automation.name')}
        required
        {...form.field('actionsetScheduleName')}
      />
      <TextInput
        label={t('policyEditor.automation.script')}
        required
        readOnly
        value={form.values.scriptName || t('policyEditor.automation.noScript')}
        error={form.errorOf('scriptId')}
        touched={form.submitted}
      />
      <div>
        <Button onClick={() => setPicking(true)}>{t('policyEditor.automation.chooseScript')}</Button>
      </div>
      <Select
        label={t('policyEditor.automation.repeats')}
        options={POLICY_AUTOMATION_REPEATS.map((value) => ({
          value,
          label: t(`policyEditor.automation.repeats.${value}`),
        }))}
        value={repeats}
        onValueChange={(next) => form.update({ repeats: next as PolicyAutomationRepeat })}
      />
      {repeats === 'WEEKLY' ? (
        <fieldset className={wizardStyles.checkboxGroup}>
          <legend className={wizardStyles.checkboxLegend}>{t('policyEditor.automation.days')}</legend>
          {POLICY_AUTOMATION_WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={t(`policyEditor.automation.day.${day}`)}
              checked={daysOfWeek.includes(day)}
              onCheckedChange={(on) =>
                form.update({
                  daysOfWeek: on
                    ? POLICY_AUTOMATION_WEEKDAYS.filter((d) => d === day || daysOfWeek.includes(d))
                    : daysOfWeek.filter((d) => d !== day),
                })
              }
            />
          ))}
          {form.errorOf('daysOfWeek') ? <p role="alert">{form.errorOf('daysOfWeek')}</p> : null}
        </fieldset>
      ) : null}
      {repeats === 'MONTHLY' ? (
        <NumberInput
          label={t('policyEditor.automation.dayOfMonth')}
          min={1}
          max={31}
          {...form.field('dayOfMonth')}
        />
      ) : null}
      <div className={styles.pair}>
        <NumberInput
          label={t('policyEditor.automation.hour')}
          min={0}
          max={23}
          {...form.field('runAtHour')}
        />
        <NumberInput
          label={t('policyEditor.automation.minute')}
          min={0}
          max={59}
          {...form.field('runAtMinute')}
        />
      </div>
      <Checkbox
        label={t('policyEditor.automation.enabled')}
        checked={form.values.enabled}
        onCheckedChange={(enabled) => form.update({ enabled })}
      />
    </PolicyRecordDialog>
  );
}
