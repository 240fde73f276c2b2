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

/**
 * The location picker (001 §2.6, §5): the locations of the chosen organization
 * (`GET /client/{id}/locations`), disabled until an organization is chosen; a location of another
 * organization is cleared when the organization changes.
 * @example <LocationPicker organizationId={orgId} value={locationId} onValueChange={setLocationId} required />
 */
export function LocationPicker({
  organizationId,
  label,
  required = false,
  error,
  disabled = false,
  className,
  ...state
}: LocationPickerProps) {
  const t = useMessage();
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
  // A location that is not one of this organization's (the organization changed) is cleared.
  useEffect(() => {
    if (value === null) return;
    if (organizationId === null || (list && !list.some((location) => location.id === value))) setValue(null);
  }, [organizationId, list, value, setValue]);
  const options = useMemo(
    () => (list ?? []).map((location) => ({ value: String(location.id), label: location.name })),
    [list],
  );
  return (
    <Select
      label={<RequiredLabel required={required}>{label ?? t('pickers.location.label')}</RequiredLabel>}
      options={options}
      value={value === null ? '' : String(value)}
      onValueChange={(next) => setValue(next === '' ? null : Number(next))}
      placeholder={t('pickers.location.placeholder')}
      disabled={disabled || organizationId === null || locations.isLoading}
      error={error ?? (locations.isError ? t('pickers.location.error') : undefined)}
      className={className}
    />
  );
}
