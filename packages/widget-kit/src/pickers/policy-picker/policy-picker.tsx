import { type Endpoints, type PolicyListItem, type PolicyNodeClass, routes } from '@console/core';
import { useMessage } from '@console/core/react';
import { Combobox } from '@console/ui';
import { type ReactNode, useMemo } from 'react';
import { RequiredLabel } from '../internal/required-label';
import { useSearchedChoice } from '../internal/use-searched-choice';

/** Props of {@link PolicyPicker}. */
export interface PolicyPickerProps {
  /** Only policies of this role (node class), e.g. the parent policy of a new policy (002 §5.5). */
  nodeClass?: PolicyNodeClass;
  /** Only policies of this NMS role. */
  nodeRoleId?: number;
  /** The chosen policy id (controlled); `null` for none. */
  value?: number | null;
  /**
   * The policy chosen first when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the chosen policy, or `null` when cleared. */
  onValueChange?: (id: number | null, policy: PolicyListItem | null) => void;
  /**
   * The field label.
   * @default the catalogue's 'Policy'
   */
  label?: ReactNode;
  /**
   * Show the required asterisk.
   * @default false
   */
  required?: boolean;
  /** An error from the host's form. */
  error?: ReactNode;
  /**
   * Disables the picker (002 §5.5: the parent policy until a role is chosen).
   * @default false
   */
  disabled?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * The policy picker (001 §2.6, §7.2): a combobox over `GET /query/policies`, the first 50 matches
 * of a server search by name, optionally of one role.
 * @example <PolicyPicker nodeClass="WINDOWS_SERVER" label="Parent policy" onValueChange={setParentId} />
 */
export function PolicyPicker({
  nodeClass,
  nodeRoleId,
  label,
  required = false,
  error,
  disabled = false,
  className,
  ...state
}: PolicyPickerProps) {
  const t = useMessage();
  const { items: policies, ...choice } = useSearchedChoice<Endpoints['policy']['query'], PolicyListItem>(
    routes.policy.query,
    (name) => ({ query: { page: 1, name, nodeClass, nodeRoleId } }),
    { ...state, enabled: !disabled },
  );
  const options = useMemo(
    () => policies.map((policy) => ({ value: String(policy.id), label: policy.name })),
    [policies],
  );
  return (
    <Combobox
      label={<RequiredLabel required={required}>{label ?? t('pickers.policy.label')}</RequiredLabel>}
      options={options}
      value={choice.value === null ? null : String(choice.value)}
      onValueChange={(next) => choice.setValue(next === null ? null : Number(next))}
      onInputValueChange={choice.setSearch}
      filter={false}
      loading={choice.loading}
      placeholder={t('pickers.policy.placeholder')}
      error={error ?? (choice.error ? t('pickers.policy.error') : undefined)}
      disabled={disabled}
      className={className}
    />
  );
}
