import { MessageSection } from '@console/core/react';
import type { ReactNode } from 'react';

/**
 * The policy editor's Scheduled automation texts (002 §3 Policy `actionsetSchedules`; the spec
 * names the list only: the labels are chosen). Registered by the section itself.
 */
export const policyAutomationMessages = {
  'policyEditor.automations.title': 'Scheduled automation',
  'policyEditor.automations.empty': 'No automation is scheduled by this policy.',
  'policyEditor.automations.add': 'Add scheduled automation',
  'policyEditor.automations.column.name': 'Name',
  'policyEditor.automations.column.automation': 'Automation',
  'policyEditor.automations.column.schedule': 'Schedule',
  'policyEditor.automations.column.state': 'State',
  'policyEditor.automations.actions': 'Actions',
  'policyEditor.automations.enabled': 'Enabled',
  'policyEditor.automations.disabled': 'Disabled',
  'policyEditor.automations.edit': 'Edit',
  'policyEditor.automations.editOne': 'Edit {{name}}',
  'policyEditor.automations.remove': 'Remove',
  'policyEditor.automations.removeOne': 'Remove {{name}}',
  'policyEditor.automations.removeBody': '{{name}} is removed from the policy at once.',
  'policyEditor.automations.summary.DAILY': 'Daily at {{time}}',
  'policyEditor.automations.summary.WEEKLY': 'Weekly on {{days}} at {{time}}',
  'policyEditor.automations.summary.MONTHLY': 'Monthly on day {{day}} at {{time}}',
  'policyEditor.automation.newTitle': 'New scheduled automation',
  'policyEditor.automation.editTitle': 'Edit scheduled automation',
  'policyEditor.automation.name': 'Name',
  'policyEditor.automation.script': 'Automation',
  'policyEditor.automation.noScript': 'No automation chosen',
  'policyEditor.automation.chooseScript': 'Choose automation',
  'policyEditor.automation.repeats': 'Repeats',
  'policyEditor.automation.repeats.DAILY': 'Daily',
  'policyEditor.automation.repeats.WEEKLY': 'Weekly',
  'policyEditor.automation.repeats.MONTHLY': 'Monthly',
  'policyEditor.automation.days': 'Days',
  'policyEditor.automation.day.MON': 'Monday',
  'policyEditor.automation.day.TUE': 'Tuesday',
  'policyEditor.automation.day.WED': 'Wednesday',
  'policyEditor.automation.day.THU': 'Thursday',
  'policyEditor.automation.day.FRI': 'Friday',
  'policyEditor.automation.day.SAT': 'Saturday',
  'policyEditor.automation.day.SUN': 'Sunday',
  'policyEditor.automation.dayOfMonth': 'Day of the month',
  'policyEditor.automation.hour': 'Hour (device time)',
  'policyEditor.automation.minute': 'Minute',
  'policyEditor.automation.enabled': 'Enabled',
  'policyEditor.automation.apply': 'Apply',
  'policyEditor.automation.cancel': 'Cancel',
} as const;

type PolicyAutomationMessages = typeof policyAutomationMessages;

declare module '@console/core' {
  interface MessageCatalogue extends PolicyAutomationMessages {}
}

/** Registers the Scheduled automation texts so they resolve under any host. */
export function PolicyAutomationTexts({ children }: { children: ReactNode }) {
  return <MessageSection messages={policyAutomationMessages}>{children}</MessageSection>;
}
