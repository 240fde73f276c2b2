import { type NodeClass, type NodeRole, routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { Select, useControllableState } from '@console/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { AUTO_ROLE, deviceRoleChoices, keepsRole } from './device-role-options';

/** Props of {@link DeviceRolePicker}. */
export interface DeviceRolePickerProps {
  /** Node classes whose roles are offered (a Windows installer: the Windows classes). */
  allowedClasses: readonly NodeClass[];
  /**
   * Role ids never offered (001 §5: reserved ids).
   * @default []
   */
  reservedIds?: readonly number[];
  /** The chosen role id (controlled); `null` is 'Auto'. */
  value?: number | null;
  /**
   * The role chosen first when uncontrolled.
   * @default null ('Auto')
   */
  defaultValue?: number | null;
  /** Called with the chosen role id, `null` for 'Auto' (also when its class becomes disallowed). */
  onValueChange?: (id: number | null) => void;
  /**
   * The field label.
   * @default the catalogue's 'Node role'
   */
  label?: ReactNode;
  /**
   * Disables the picker.
   * @default false
   */
  disabled?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/**
 * The device-role picker (000 §2.8, §5.1; 001 §5): first option 'Auto', then the roles of the
 * allowed node classes without the reserved ids (`GET /noderole/list`). A chosen role whose class
 * becomes disallowed goes back to 'Auto'.
 * @example <DeviceRolePicker allowedClasses={['WINDOWS_WORKSTATION', 'WINDOWS_SERVER']} onValueChange={setRoleId} />
 */
export function DeviceRolePicker({
  allowedClasses,
  reservedIds = [],
  label,
  disabled = false,
  className,
  ...state
}: DeviceRolePickerProps) {
  const t = useMessage();
  const roles = useConsoleQuery(routes.nodeRole.list, {}, { staleTime: 60_000 });
  const [value, setValue] = useControllableState<number | null>({
    value: state.value,
    defaultValue: state.defaultValue ?? null,
    onChange: state.onValueChange,
  });
  const choices: NodeRole[] = useMemo(
    () => deviceRoleChoices(roles.data ?? [], allowedClasses, reservedIds),
    [roles.data, allowedClasses, reservedIds],
  );
  useEffect(() => {
    if (!keepsRole(value, roles.data, allowedClasses, reservedIds)) setValue(null);
  }, [value, roles.data, allowedClasses, reservedIds, setValue]);
  const options = useMemo(
    () => [
      { value: AUTO_ROLE, label: t('pickers.deviceRole.auto') },
      ...choices.map((role) => ({ value: String(role.id), label: role.name })),
    ],
    [choices, t],
  );
  return (
    <Select
      label={label ?? t('pickers.deviceRole.label')}
      options={options}
      value={value === null ? AUTO_ROLE : String(value)}
      onValueChange={(next) => setValue(next === AUTO_ROLE ? null : Number(next))}
      disabled={disabled}
      error={roles.isError ? t('pickers.deviceRole.error') : undefined}
      className={className}
    />
  );
}
