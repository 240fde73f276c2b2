import { type Location, routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import { Select, useControllableState } from '@console/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { RequiredLabel } from '../internal/required-label';

/** Props of {@link LocationPicker}. */
export interface LocationPickerProps {
  /** The organization whose locations are offered; `null` disables the picker (001 §2.6). */
  organizationId: number | null;
  /** The chosen location id (controlled); `null` for none. */
  value?: number | null;
  /**
   * The location chosen first when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the chosen location id, and with `null` when the organization changes under it. */
  onValueChange?: (id: number | null, location: Location | null) => void;
  /**
   * The field label.
   * @default the catalogue's 'Location'
   */
  label?: ReactNode;
  /**
   * Show the required asterisk (001 §5).
   * @default false
   */
  required?: boolean;
  /** An error from the host's form. */
  error?: ReactNode;
  /**
   * Disables the picker (it is always disabled without an organization).
   * @default false
   */
  disabled?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/** Options of {@link useLocationPicker}: the picker's props without its view. */
export type UseLocationPickerOptions = Pick<
  LocationPickerProps,
  'organizationId' | 'value' | 'defaultValue' | 'onValueChange'
>;

/** What {@link useLocationPicker} returns: the state a custom view needs. */
export interface LocationPickerState {
  value: number | null;
  setValue: (id: number | null) => void;
  /** The organization's locations (empty without one). */
  locations: readonly Location[];
  /** No organization yet, or its locations are loading. */
  disabled: boolean;
  error: boolean;
}

/**
 * The location picker's state without its view: the chosen organization's locations; a location
 * of another organization is cleared when the organization changes.
 * @example const { locations, value, setValue, disabled } = useLocationPicker({ organizationId });
 */
export function useLocationPicker({
  organizationId,
  ...state
}: UseLocationPickerOptions): LocationPickerState {
  const locations = useConsoleQuery(
    routes.client.locations,
    { params: { id: organizationId ?? 0 } },
    { enabled: organizationId !== null, staleTime: 30_000 },
  );
  const list = organizationId === null ? undefined : locations.data;
  const [value, setValue] = useControllableState<number | null>({
    value: state.value,
    defaultValue: state.defaultValue ?? null,
    onChange: (id) => state.onValueChange?.(id, list?.find((location) => location.id === id) ?? null),
  });
  useEffect(() => {
    if (value === null) return;
    if (organizationId === null || (list && !list.some((location) => location.id === value))) setValue(null);
  }, [organizationId, list, value, setValue]);
  return {
    value,
    setValue,
    locations: list ?? NO_LOCATIONS,
    disabled: organizationId === null || locations.isLoading,
    error: locations.isError,
  };
}

const NO_LOCATIONS: readonly Location[] = [];

/**
 * The location picker (001 §2.6, §5): the locations of the chosen organization
 * (`GET /client/{id}/locations`), disabled until an organization is chosen; a location of another
 * organization is cleared when the organization changes.
 * @example <LocationPicker organizationId={orgId} value={locationId} onValueChange={setLocationId} required />
 */
export function LocationPicker({
  label,
  required = false,
  error,
  disabled = false,
  className,
  ...options
}: LocationPickerProps) {
  const t = useMessage();
  const picker = useLocationPicker(options);
  const selectOptions = useMemo(
    () => picker.locations.map((location) => ({ value: String(location.id), label: location.name })),
    [picker.locations],
  );
  return (
    <Select
      label={<RequiredLabel required={required}>{label ?? t('pickers.location.label')}</RequiredLabel>}
      options={selectOptions}
      value={picker.value === null ? '' : String(picker.value)}
      onValueChange={(next) => picker.setValue(next === '' ? null : Number(next))}
      placeholder={t('pickers.location.placeholder')}
      disabled={disabled || picker.disabled}
      error={error ?? (picker.error ? t('pickers.location.error') : undefined)}
      className={className}
    />
  );
}
