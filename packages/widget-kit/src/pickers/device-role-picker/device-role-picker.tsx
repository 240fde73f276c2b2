import { type NodeClass, type NodeRole, routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { Select, useControllableState } from '@console/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { AUTO_ROLE, deviceRoleChoices, keepsRole, nodeRoleLabel } from './device-role-options';

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

/** Options of {@link useDeviceRolePicker}: the picker's props without its view. */
export type UseDeviceRolePickerOptions = Pick<
  DeviceRolePickerProps,
  'allowedClasses' | 'reservedIds' | 'value' | 'defaultValue' | 'onValueChange'
>;

/** What {@link useDeviceRolePicker} returns: the state a custom view needs. */
export interface DeviceRolePickerState {
  /** The chosen role id; `null` is 'Auto'. */
  value: number | null;
  setValue: (id: number | null) => void;
  /** The roles offered after 'Auto'. */
  roles: readonly NodeRole[];
  loading: boolean;
  error: boolean;
}

/**
 * The device-role picker's state without its view: the offered roles and the choice, which goes
 * back to 'Auto' (`null`) when its class becomes disallowed (001 §5).
 * @example const { roles, value, setValue } = useDeviceRolePicker({ allowedClasses: ['MAC'] });
 */
export function useDeviceRolePicker({
  allowedClasses,
  reservedIds = NO_IDS,
  ...state
}: UseDeviceRolePickerOptions): DeviceRolePickerState {
  const roles = useConsoleQuery(routes.nodeRole.list, {}, { staleTime: 60_000 });
  const [value, setValue] = useControllableState<number | null>({
    value: state.value,
    defaultValue: state.defaultValue ?? null,
    onChange: state.onValueChange,
  });
  const choices = useMemo(
    () => deviceRoleChoices(roles.data ?? [], allowedClasses, reservedIds),
    [roles.data, allowedClasses, reservedIds],
  );
  useEffect(() => {
    if (!keepsRole(value, roles.data, allowedClasses, reservedIds)) setValue(null);
  }, [value, roles.data, allowedClasses, reservedIds, setValue]);
  return { value, setValue, roles: choices, loading: roles.isLoading, error: roles.isError };
}

const NO_IDS: readonly number[] = [];

/**
 * The device-role picker (000 §2.8, §5.1; 001 §5): first option 'Auto', then the roles of the
 * allowed node classes without the reserved ids (`GET /noderole/list`). A chosen role whose class
 * becomes disallowed goes back to 'Auto'.
 * @example <DeviceRolePicker allowedClasses={['WINDOWS_WORKSTATION', 'WINDOWS_SERVER']} onValueChange={setRoleId} />
 */
export function DeviceRolePicker({ label, disabled = false, className, ...options }: DeviceRolePickerProps) {
  const t = useMessage();
  const { value, setValue, roles, error } = useDeviceRolePicker(options);
  const selectOptions = useMemo(
    () => [
      { value: AUTO_ROLE, label: t('pickers.deviceRole.auto') },
      ...roles.map((role) => ({ value: String(role.id), label: nodeRoleLabel(role, t) })),
    ],
    [roles, t],
  );
  return (
    <Select
      label={label ?? t('pickers.deviceRole.label')}
      options={selectOptions}
      value={value === null ? AUTO_ROLE : String(value)}
      onValueChange={(next) => setValue(next === AUTO_ROLE ? null : Number(next))}
      disabled={disabled}
      error={error ? t('pickers.deviceRole.error') : undefined}
      className={className}
    />
  );
}
