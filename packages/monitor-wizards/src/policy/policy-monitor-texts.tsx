import { MessageSection } from '@console/core/react';
import type { ReactNode } from 'react';

/**
 * The policy editor's Monitors texts (002 §3 Policy `monitors`; the spec names the list only: the
 * kinds and labels are chosen). Registered by the section itself.
 */
export const policyMonitorMessages = {
  'policyEditor.monitors.title': 'Monitors',
  'policyEditor.monitors.empty': 'No monitors in this policy.',
  'policyEditor.monitors.add': 'Add monitor',
  'policyEditor.monitors.column.name': 'Name',
  'policyEditor.monitors.column.type': 'Monitor',
  'policyEditor.monitors.column.target': 'Watches',
  'policyEditor.monitors.column.interval': 'Every',
  'policyEditor.monitors.column.state': 'State',
  'policyEditor.monitors.actions': 'Actions',
  'policyEditor.monitors.enabled': 'Enabled',
  'policyEditor.monitors.disabled': 'Disabled',
  'policyEditor.monitors.minutes': '{{count}} min',
  'policyEditor.monitors.edit': 'Edit',
  'policyEditor.monitors.editOne': 'Edit {{name}}',
  'policyEditor.monitors.remove': 'Remove',
  'policyEditor.monitors.removeOne': 'Remove {{name}}',
  'policyEditor.monitors.removeBody': '{{name}} is removed from the policy at once.',
  'policyEditor.monitor.newTitle': 'New monitor',
  'policyEditor.monitor.editTitle': 'Edit monitor',
  'policyEditor.monitor.name': 'Monitor name',
  'policyEditor.monitor.type': 'Monitor',
  'policyEditor.monitor.type.PING': 'Host answers ping',
  'policyEditor.monitor.type.TCP_PORT': 'TCP port open',
  'policyEditor.monitor.type.SERVICE': 'Service running',
  'policyEditor.monitor.type.PROCESS': 'Process running',
  'policyEditor.monitor.target.PING': 'Host',
  'policyEditor.monitor.target.TCP_PORT': 'Host',
  'policyEditor.monitor.target.SERVICE': 'Service name',
  'policyEditor.monitor.target.PROCESS': 'Process name',
  'policyEditor.monitor.port': 'Port',
  'policyEditor.monitor.intervalMinutes': 'Check every (minutes)',
  'policyEditor.monitor.enabled': 'Enabled',
  'policyEditor.monitor.apply': 'Apply',
  'policyEditor.monitor.cancel': 'Cancel',
} as const;

type PolicyMonitorMessages = typeof policyMonitorMessages;

declare module '@console/core' {
  interface MessageCatalogue extends PolicyMonitorMessages {}
}

/** Registers the Monitors texts so they resolve under any host. */
export function PolicyMonitorTexts({ children }: { children: ReactNode }) {
  return <MessageSection messages={policyMonitorMessages}>{children}</MessageSection>;
}
