import type { PolicyAutomation, Translate } from '@console/core';
import { PolicyAutomationDialog } from './policy-automation-dialog';
import { PolicyAutomationTexts } from './policy-automation-texts';
import { type PolicyRecordsColumn, PolicyRecordsSection } from './policy-records-section';
import { PolicyTexts } from './texts';

/** Props of {@link PolicyAutomationsSection}. */
export interface PolicyAutomationsSectionProps {
  /** The policy whose scheduled automations are shown and saved. */
  policyId: number;
}

const pad = (value: number | null) => String(value ?? 0).padStart(2, '0');

/** A recurrence in words ('Weekly on Monday, Thursday at 22:30'). */
function summary(automation: PolicyAutomation, t: Translate): string {
  const time = `${pad(automation.runAtHour)}:${pad(automation.runAtMinute)}`;
  if (automation.repeats === 'WEEKLY') {
    const days = automation.daysOfWeek.map((day) => t(`policyEditor.automation.day.${day}`)).join(', ');
    return t('policyEditor.automations.summary.WEEKLY', { days, time });
  }
  if (automation.repeats === 'MONTHLY')
    return t('policyEditor.automations.summary.MONTHLY', { day: automation.dayOfMonth ?? 1, time });
  return t('policyEditor.automations.summary.DAILY', { time });
}

const columns: readonly PolicyRecordsColumn<PolicyAutomation>[] = [
  { header: 'policyEditor.automations.column.name', cell: (automation) => automation.actionsetScheduleName },
  { header: 'policyEditor.automations.column.automation', cell: (automation) => automation.scriptName },
  { header: 'policyEditor.automations.column.schedule', cell: summary },
  {
    header: 'policyEditor.automations.column.state',
    cell: (automation, t) =>
      t(automation.enabled ? 'policyEditor.automations.enabled' : 'policyEditor.automations.disabled'),
  },
];

/**
 * The policy editor's Scheduled automation section (002 §3 Policy `content.actionsetSchedules`):
 * a table with Name, Automation, Schedule and State, 'Add scheduled automation', and per row Edit
 * and Remove. Each change saves the policy's content with `PUT /policy` at once (the server runs
 * the same rules); a refused save shows the server's reason. Read-only without the policy update
 * permission.
 * @example <PolicyAutomationsSection policyId={12} />
 */
export function PolicyAutomationsSection({ policyId }: PolicyAutomationsSectionProps) {
  return (
    <PolicyTexts>
      <PolicyAutomationTexts>
        <PolicyRecordsSection
          policyId={policyId}
          kind="automations"
          field="actionsetSchedules"
          keyOf={(automation) => automation.actionsetScheduleUid}
          nameOf={(automation) => automation.actionsetScheduleName}
          columns={columns}
          renderDialog={(automation, onApply, onCancel) => (
            <PolicyAutomationDialog automation={automation} onApply={onApply} onCancel={onCancel} />
          )}
        />
      </PolicyAutomationTexts>
    </PolicyTexts>
  );
}
