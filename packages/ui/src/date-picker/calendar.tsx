import { useMessage } from '@console/core/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { IconButton } from '../button/icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons';
import {
  addDays,
  addMonths,
  firstDayOfWeek,
  isBeforeDay,
  isSameDay,
  monthGrid,
  startOfDay,
  weekBounds,
} from './date-logic';
import * as styles from './date-picker.css';

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** The selected day, if any. */
  value: Date | null;
  /** Called with the day the user picks (local midnight). */
  onSelect: (date: Date) => void;
  /**
   * Disable days before today.
   * @default false
   */
  disallowPast?: boolean;
  /**
   * Locale of month and weekday names and of the first day of the week.
   * @default 'en-us'
   */
  locale?: string;
  /**
   * Move focus to the active day when mounted (as the date picker's popover does).
   * @default false
   */
  autoFocus?: boolean;
}

/**
 * A month grid (`role="grid"`) with keyboard navigation: arrows move by day and week, Home/End to
 * the week's ends, PageUp/PageDown by month (with Shift, by year), Enter or Space picks the day.
 * Disabled days stay reachable but cannot be picked.
 *
 * @example
 * ```tsx
 * <Calendar value={date} onSelect={setDate} disallowPast />
 * ```
 */
export function Calendar({
  value,
  onSelect,
  disallowPast = false,
  locale = 'en-us',
  autoFocus = false,
}: CalendarProps) {
  const t = useMessage();
  const today = useMemo(() => startOfDay(new Date()), []);
  const [active, setActive] = useState(() => startOfDay(value ?? today));
  const moved = useRef(autoFocus);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const weekStart = useMemo(() => firstDayOfWeek(locale), [locale]);
  const weeks = monthGrid(active.getFullYear(), active.getMonth(), weekStart);

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
    }),
    [locale],
  );

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const isDisabled = (date: Date) => disallowPast && isBeforeDay(date, today);
  const move = (date: Date) => {
    moved.current = true;
    setActive(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const [weekFirst, weekLast] = weekBounds(active, weekStart);
    const next: Record<string, Date> = {
      ArrowLeft: addDays(active, -1),
      ArrowRight: addDays(active, 1),
      ArrowUp: addDays(active, -7),
      ArrowDown: addDays(active, 7),
      Home: weekFirst,
      End: weekLast,
      PageUp: addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: addMonths(active, event.shiftKey ? 12 : 1),
    };
    const target = next[event.key];
    if (!target) return;
    event.preventDefault();
    move(target);
  };

  const previousMonth = addMonths(active, -1);
  const lastOfPreviousMonth = new Date(active.getFullYear(), active.getMonth(), 0);
  const weekdays = weeks[0] ?? [];

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <IconButton
          label={t('ui.datePicker.previousMonth')}
          icon={<ChevronLeftIcon />}
          size="sm"
          tooltipPlacement={false}
          disabled={isDisabled(lastOfPreviousMonth)}
          onClick={() => setActive(isDisabled(previousMonth) ? today : previousMonth)}
        />
        <h2 id={headingId} className={styles.heading} aria-live="polite">
          {formats.month.format(active)}
        </h2>
        <IconButton
          label={t('ui.datePicker.nextMonth')}
          icon={<ChevronRightIcon />}
          size="sm"
          tooltipPlacement={false}
          onClick={() => setActive(addMonths(active, 1))}
        />
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker grid is a table with role="grid".
        role="grid"
        aria-labelledby={headingId}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((date) => (
              <th
                key={date.getDay()}
                scope="col"
                abbr={formats.weekdayLong.format(date)}
                className={styles.weekday}
              >
                {formats.weekdayShort.format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.getTime()}>
              {week.map((date) => {
                const selected = isSameDay(date, value);
                const disabled = isDisabled(date);
                const isActive = isSameDay(date, active);
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: inside role="grid" a cell is a gridcell, which supports aria-selected.
                  <td key={date.getTime()} aria-selected={selected} className={styles.cell}>
                    <button
                      type="button"
                      tabIndex={isActive ? 0 : -1}
                      aria-label={formats.full.format(date)}
                      aria-disabled={disabled || undefined}
                      aria-current={isSameDay(date, today) ? 'date' : undefined}
                      data-selected={selected ? '' : undefined}
                      data-outside={date.getMonth() !== active.getMonth() ? '' : undefined}
                      className={styles.day}
                      onClick={() => {
                        setActive(date);
                        if (!disabled) onSelect(date);
                      }}
                    >
                      {date.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
