import type { PolicyCondition } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button } from '@console/ui';
import { PolicyConditionDialog } from './policy-condition-dialog';
import { type PolicyRecordsColumn, PolicyRecordsSection } from './policy-records-section';
import { PolicyTexts } from './texts';

/** Props of {@link PolicyConditionsSection}. */
export interface PolicyConditionsSectionProps {
  /** The policy whose conditions are shown and saved. */
  policyId: number;
}

const columns: readonly PolicyRecordsColumn<PolicyCondition>[] = [
  { header: 'policyEditor.conditions.column.name', cell: (condition) => condition.conditionName },
  {
    header: 'policyEditor.conditions.column.type',
    cell: (condition, t) => t(`policyEditor.condition.type.${condition.type}`),
  },
  {
    header: 'policyEditor.conditions.column.severity',
    cell: (condition, t) => t(`policyEditor.severity.${condition.severity}`),
  },
  {
    header: 'policyEditor.conditions.column.priority',
    cell: (condition, t) => t(`policyEditor.priority.${condition.priority}`),
  },
  {
    header: 'policyEditor.conditions.column.state',
    cell: (condition, t) =>
      t(condition.enabled ? 'policyEditor.conditions.enabled' : 'policyEditor.conditions.disabled'),
  },
];

/**
 * The policy editor's Conditions section (002 §3 Policy `content.conditions`): a table with Name,
 * Condition, Severity, Priority and State, 'Add condition', and per row Edit, Enable or Disable
 * and Remove. Each change saves the policy's content with `PUT /policy` at once (the server runs
 * the same rules and keeps the backup plans); a refused save shows 'Error saving policy' and the
 * server's reason. Read-only without the policy update permission.
 * @example <PolicyConditionsSection policyId={12} />
 */
export function PolicyConditionsSection(props: PolicyConditionsSectionProps) {
  return (
    <PolicyTexts>
      <ConditionsSection {...props} />
    </PolicyTexts>
  );
}

function ConditionsSection({ policyId }: PolicyConditionsSectionProps) {
  const t = useMessage();
  return (
    <PolicyRecordsSection
      policyId={policyId}
      kind="conditions"
      field="conditions"
      keyOf={(condition) => condition.conditionUid}
      nameOf={(condition) => condition.conditionName}
      columns={columns}
      rowState={(condition) => (condition.enabled ? 'enabled' : 'disabled')}
      rowActions={(condition, { items, save }) => (
        <Button
          size="sm"
          aria-label={t(
            condition.enabled ? 'policyEditor.conditions.disableOne' : 'policyEditor.conditions.enableOne',
            { name: condition.conditionName },
          )}
          onClick={() =>
            void save(
              items.map((c) =>
                c.conditionUid === condition.conditionUid ? { ...c, enabled: !c.enabled } : c,
              ),
            )
          }
        >
          {t(condition.enabled ? 'policyEditor.conditions.disable' : 'policyEditor.conditions.enable')}
        </Button>
      )}
      renderDialog={(condition, onApply, onCancel) => (
        <PolicyConditionDialog condition={condition} onApply={onApply} onCancel={onCancel} />
      )}
    />
  );
}
