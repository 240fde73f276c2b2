import {
  Combobox,
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxList,
  ComboboxProvider,
} from '@ariakit/react/combobox';
import {
  commonTimeZoneIds,
  getTimeZoneOption,
  guessTimeZone,
  listCommonTimeZones,
  listTimeZones,
  type MessageKey,
  resolveTimeZoneId,
  type SpecialTimeZoneId,
  searchTimeZones,
  TIME_ZONE_CURRENT_LOCATION,
  TIME_ZONE_DIVISION,
  TIME_ZONE_LOCAL,
  type TimeZoneOption,
  timeZoneQuickDials,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { useMemo, useState } from 'react';
import { Button } from '../button/button';
import { Field, type FieldBaseProps, FieldControl } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { CheckIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './time-zone-list.css';

/** Props of {@link TimeZoneList}. */
export interface TimeZoneListProps extends FieldBaseProps {
  /** The selected zone: an IANA id or one of the special ids. */
  value?: string | null;
  /**
   * The initially selected zone when uncontrolled.
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the zone the user picks. */
  onValueChange?: (timeZoneId: string) => void;
  /**
   * The special entries listed first: `current_location` ('Current Location', guessed from the
   * device), `_Local` ('Local Device Time'), `_Division` ('System').
   * @default ['current_location']
   */
  specialOptions?: readonly SpecialTimeZoneId[];
  /**
   * Show the quick-dial shortcuts: San Francisco, Denver, Chicago, New York, Current Location.
   * @default true
   */
  quickDial?: boolean;
  /** The division's zone, shown beside 'System'. */
  divisionTimeZone?: string;
  /**
   * Whether the full list shows (controlled); otherwise only the common locations.
   */
  expanded?: boolean;
  /**
   * Whether the full list shows at first when uncontrolled; it also opens by itself when the
   * selected zone is not a common location.
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called when 'Show More Locations' / 'Show Less Locations' is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * The moment offsets are computed for (daylight saving differs through the year).
   * @default now
   */
  date?: Date;
  /** Id of the search input. */
  id?: string;
  /** Class name of the field's root. */
  className?: string;
}

const specialLabels: Record<SpecialTimeZoneId, MessageKey> = {
  [TIME_ZONE_CURRENT_LOCATION]: 'ui.timeZone.currentLocation',
  [TIME_ZONE_LOCAL]: 'ui.timeZone.local',
  [TIME_ZONE_DIVISION]: 'ui.timeZone.division',
};

interface Entry {
  id: string;
  name: string;
  detail: string;
  offsetLabel: string;
}

function zoneEntry(option: TimeZoneOption): Entry {
  return { id: option.timeZoneId, name: option.name, detail: option.region, offsetLabel: option.offsetLabel };
}

/**
 * A searchable, keyboard-selectable list of time zones (000 §3.2, 001 §3, 002 §2.3): quick-dial
 * shortcuts, the special entries, the common locations first, and 'Show More Locations' /
 * 'Show Less Locations' for the full list from `Intl`, each with its UTC offset. Typing filters by
 * city, region, id or offset; arrow keys move through the results and Enter picks one.
 * State shows as `data-state="collapsed|expanded|searching"`.
 *
 * @example
 * ```tsx
 * <TimeZoneList value={zone} onValueChange={setZone} specialOptions={['current_location', '_Division']} />
 * ```
 */
export function TimeZoneList({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  specialOptions = [TIME_ZONE_CURRENT_LOCATION],
  quickDial = true,
  divisionTimeZone,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  date,
  id,
  className,
  label,
  ...fieldProps
}: TimeZoneListProps) {
  const t = useMessage();
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
  });
  const [query, setQuery] = useState('');
  const at = useMemo(() => date ?? new Date(), [date]);
  const common = useMemo(() => listCommonTimeZones(at), [at]);
  const commonIds = useMemo(() => new Set(common.map((zone) => zone.timeZoneId)), [common]);
  const [expanded, setExpanded] = useControllableState({
    value: expandedProp,
    defaultValue:
      defaultExpanded ||
      (!!value && !commonIds.has(value) && !(specialOptions as readonly string[]).includes(value)),
    onChange: onExpandedChange,
  });
  const rest = useMemo(
    () => (expanded || query.trim() ? listTimeZones(at, { exclude: commonTimeZoneIds }) : []),
    [expanded, query, at],
  );

  const specials = useMemo<Entry[]>(
    () =>
      specialOptions.map((special) => {
        const zone =
          special === TIME_ZONE_CURRENT_LOCATION
            ? guessTimeZone()
            : special === TIME_ZONE_DIVISION
              ? resolveTimeZoneId(special, { divisionTimeZone })
              : undefined;
        const option = zone ? getTimeZoneOption(zone, at) : undefined;
        return {
          id: special,
          name: t(specialLabels[special]),
          detail: option ? option.timeZoneId.replace(/_/g, ' ') : '',
          offsetLabel: option?.offsetLabel ?? '',
        };
      }),
    [specialOptions, divisionTimeZone, at, t],
  );

  const searching = query.trim() !== '';
  const results = useMemo<Entry[]>(() => {
    if (!searching) return [];
    const needle = query.trim().toLowerCase();
    const matchingSpecials = specials.filter(
      (entry) => entry.name.toLowerCase().includes(needle) || entry.detail.toLowerCase().includes(needle),
    );
    return [...matchingSpecials, ...searchTimeZones([...common, ...rest], query).map(zoneEntry)];
  }, [searching, query, specials, common, rest]);

  const select = (next: string) => {
    if (next) setValue(next);
  };

  const item = (entry: Entry) => (
    <ComboboxItem
      key={entry.id}
      value={entry.id}
      setValueOnClick={false}
      hideOnClick={false}
      aria-selected={entry.id === value}
      disabled={fieldProps.disabled}
      className={styles.option}
    >
      <span className={styles.check}>{entry.id === value ? <CheckIcon /> : null}</span>
      <span className={styles.optionText}>
        <span>{entry.name}</span>
        {entry.detail ? <span className={styles.region}>{entry.detail}</span> : null}
      </span>
      <span className={styles.offset}>{entry.offsetLabel}</span>
    </ComboboxItem>
  );

  const state = searching ? 'searching' : expanded ? 'expanded' : 'collapsed';

  return (
    <Field
      {...fieldProps}
      label={label ?? t('ui.timeZone.label')}
      id={id}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <FieldControl>
        {(field) => (
          <>
            {quickDial ? (
              // biome-ignore lint/a11y/useSemanticElements: a row of shortcut buttons, not a set of form controls.
              <div role="group" aria-label={t('ui.timeZone.quickDial')} className={styles.quickDial}>
                {timeZoneQuickDials.map((dial) => (
                  <Button
                    key={dial.key}
                    size="sm"
                    disabled={field.disabled}
                    aria-pressed={value === dial.timeZoneId}
                    className={styles.quickDialButton}
                    onClick={() => {
                      setValue(dial.timeZoneId);
                      setQuery('');
                    }}
                  >
                    {t(`ui.timeZone.${dial.key}`)}
                  </Button>
                ))}
              </div>
            ) : null}
            <ComboboxProvider
              open
              setOpen={() => {}}
              value={query}
              setValue={setQuery}
              selectedValue={value ?? ''}
              setSelectedValue={select}
              focusLoop={false}
            >
              <Combobox
                id={field.controlId}
                autoSelect
                disabled={field.disabled}
                placeholder={t('ui.timeZone.search')}
                aria-describedby={field.describedBy}
                aria-invalid={field.invalid || undefined}
                aria-required={field.required || undefined}
                className={fieldStyles.control}
              />
              <ComboboxList
                alwaysVisible
                aria-labelledby={field.labelId}
                data-state={state}
                className={styles.list}
              >
                {searching ? (
                  results.length > 0 ? (
                    results.map(item)
                  ) : (
                    <div className={styles.empty}>{t('ui.timeZone.noResults')}</div>
                  )
                ) : (
                  <>
                    {specials.map(item)}
                    <ComboboxGroup>
                      <ComboboxGroupLabel className={styles.groupLabel}>
                        {t('ui.timeZone.commonLocations')}
                      </ComboboxGroupLabel>
                      {common.map((zone) => item(zoneEntry(zone)))}
                    </ComboboxGroup>
                    {expanded ? (
                      <ComboboxGroup>
                        <ComboboxGroupLabel className={styles.groupLabel}>
                          {t('ui.timeZone.moreLocations')}
                        </ComboboxGroupLabel>
                        {rest.map((zone) => item(zoneEntry(zone)))}
                      </ComboboxGroup>
                    ) : null}
                  </>
                )}
              </ComboboxList>
            </ComboboxProvider>
            {searching ? null : (
              <Button
                variant="link"
                size="sm"
                aria-expanded={expanded}
                className={styles.toggle}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? t('ui.timeZone.showLess') : t('ui.timeZone.showMore')}
              </Button>
            )}
          </>
        )}
      </FieldControl>
    </Field>
  );
}
