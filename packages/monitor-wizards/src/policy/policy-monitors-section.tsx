import type { PolicyMonitor } from '@console/core';
import { PolicyMonitorDialog } from './policy-monitor-dialog';
import { PolicyMonitorTexts } from './policy-monitor-texts';
import { type PolicyRecordsColumn, PolicyRecordsSection } from './policy-records-section';
import { PolicyTexts } from './texts';

/** Props of {@link PolicyMonitorsSection}. */
export interface PolicyMonitorsSectionProps {
  /** The policy whose monitors are shown and saved. */
  policyId: number;
}

const columns: readonly PolicyRecordsColumn<PolicyMonitor>[] = [
  { header: 'policyEditor.monitors.column.name', cell: (monitor) => monitor.monitorName },
  {
    header: 'policyEditor.monitors.column.type',
    cell: (monitor, t) => t(`policyEditor.monitor.type.${monitor.type}`),
  },
  {
    header: 'policyEditor.monitors.column.target',
    cell: (monitor) =>
      monitor.type === 'TCP_PORT' ? `${monitor.target}:${monitor.port ?? ''}` : monitor.target,
  },
  {
    header: 'policyEditor.monitors.column.interval',
    cell: (monitor, t) => t('policyEditor.monitors.minutes', { count: monitor.intervalMinutes ?? 1 }),
  },
  {
    header: 'policyEditor.monitors.column.state',
    cell: (monitor, t) =>
      t(monitor.enabled ? 'policyEditor.monitors.enabled' : 'policyEditor.monitors.disabled'),
  },
];

/**
 * The policy editor's Monitors section (002 §3 Policy `content.monitors`): a table with Name,
 * Monitor, Watches, Every and State, 'Add monitor', and per row Edit and Remove. Each change saves
 * the policy's content with `PUT /policy` at once (the server runs the same rules); a refused save
 * shows the server's reason. Read-only without the policy update permission.
 * @example <PolicyMonitorsSection policyId={12} />
 */
export function PolicyMonitorsSection({ policyId }: PolicyMonitorsSectionProps) {
  return (
    <PolicyTexts>
      <PolicyMonitorTexts>
        <PolicyRecordsSection
          policyId={policyId}
          kind="monitors"
          field="monitors"
          keyOf={(monitor) => monitor.monitorUid}
          nameOf={(monitor) => monitor.monitorName}
          columns={columns}
          renderDialog={(monitor, onApply, onCancel) => (
            <PolicyMonitorDialog monitor={monitor} onApply={onApply} onCancel={onCancel} />
          )}
        />
      </PolicyMonitorTexts>
    </PolicyTexts>
  );
}
