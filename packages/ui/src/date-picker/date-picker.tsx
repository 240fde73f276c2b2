import { Popover, PopoverDisclosure, PopoverProvider } from '@ariakit/react/popover';
import { useMessage } from '@console/core/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { IconButton } from '../button/icon-button';
import { Field, type FieldBaseProps, FieldControl, joinIds } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { CalendarIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import { usePortalElement } from '../theme/theme-root';
import { DEFAULT_TIME, type TimeValue } from '../time-picker/time-logic';
import { TimePicker } from '../time-picker/time-picker';
import { Calendar } from './calendar';
import { dateFormatPattern, formatDate, isBeforeDay, isSameDay, parseDate, startOfDay } from './date-logic';
import * as styles from './date-picker.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps extends FieldBaseProps {
  /** The controlled day (local midnight), `null` when empty. */
  value?: Date | null;
  /**
   * The initial day when uncontrolled.
   * @default null
   */
  defaultValue?: Date | null;
  /** Called with the new day, or `null` when the input is cleared. */
  onValueChange?: (value: Date | null) => void;
  /**
   * Disable days before today in the calendar and refuse them when typed.
   * @default false
   */
  disallowPast?: boolean;
  /**
   * Locale of the typed format (en-us `MM/DD/YYYY`, en-gb and en-au `DD/MM/YYYY`), of month and
   * weekday names and of the first day of the week.
   * @default 'en-us'
   */
  locale?: string;
  /** Whether the calendar is open (controlled). */
  open?: boolean;
  /**
   * Whether the calendar starts open when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the typed input loses focus. */
  onBlur?: () => void;
  /** Form field name of the input. */
  name?: string;
  /** Id of the input. */
  id?: string;
  /** Class name of the field's root. */
  className?: string;
}

/**
 * A day, typed in the locale's format or picked from a calendar popover (Ariakit Popover) with
 * keyboard navigation in its grid. Typed text that is not a valid day, or a past day with
 * `disallowPast`, shows 'Please enter a valid date' (002 §5.10) and is not reported.
 *
 * @example
 * ```tsx
 * <DatePicker label="Start date" disallowPast value={date} onValueChange={setDate} />
 * ```
 */
export function DatePicker({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  disallowPast = false,
  locale = 'en-us',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onBlur,
  name,
  id,
  className,
  error,
  touched,
  ...fieldProps
}: DatePickerProps) {
  const t = useMessage();
  const portalElement = usePortalElement();
  const [value, setValue] = useControllableState<Date | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [text, setText] = useState(() => (value ? formatDate(value, locale) : ''));
  const [typedInvalid, setTypedInvalid] = useState(false);
  const pattern = dateFormatPattern(locale);

  // Follow value changes made outside the input (the calendar, the host).
  const lastValue = useRef(value);
  if (lastValue.current !== value) {
    lastValue.current = value;
    if (!isSameDay(parseDate(text, locale), value) && !(value === null && text.trim() === '')) {
      setText(value ? formatDate(value, locale) : '');
      setTypedInvalid(false);
    }
  }

  const commitText = () => {
    if (text.trim() === '') {
      setTypedInvalid(false);
      if (value !== null) setValue(null);
      return;
    }
    const parsed = parseDate(text, locale);
    if (!parsed || (disallowPast && isBeforeDay(parsed, new Date()))) {
      setTypedInvalid(true);
      return;
    }
    setTypedInvalid(false);
    setText(formatDate(parsed, locale));
    if (!isSameDay(parsed, value)) setValue(parsed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitText();
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const shownError = typedInvalid ? t('ui.datePicker.invalidDate') : error;

  return (
    <Field
      {...fieldProps}
      error={shownError}
      touched={typedInvalid || touched}
      id={id}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <FieldControl>
        {(field) => (
          <div
            className={`${fieldStyles.control} ${styles.frame}`}
            data-state={open ? 'open' : 'closed'}
            data-disabled={field.disabled ? '' : undefined}
          >
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              id={field.controlId}
              name={name}
              value={text}
              placeholder={pattern.placeholder}
              disabled={field.disabled}
              aria-required={field.required || undefined}
              aria-invalid={field.invalid || undefined}
              aria-describedby={field.describedBy}
              className={fieldStyles.bareInput}
              onChange={(event) => {
                setText(event.target.value);
                if (typedInvalid) setTypedInvalid(false);
              }}
              onBlur={() => {
                commitText();
                onBlur?.();
              }}
              onKeyDown={onKeyDown}
            />
            <PopoverProvider open={open} setOpen={setOpen} placement="bottom-end">
              <PopoverDisclosure
                disabled={field.disabled}
                render={
                  <IconButton
                    label={t('ui.datePicker.chooseDate')}
                    icon={<CalendarIcon />}
                    size="sm"
                    variant="ghost"
                    tooltipPlacement={false}
                  />
                }
              />
              <Popover
                portalElement={portalElement}
                gutter={4}
                unmountOnHide
                autoFocusOnShow={false}
                aria-label={t('ui.datePicker.chooseDate')}
                className={styles.popover}
              >
                <Calendar
                  value={value}
                  locale={locale}
                  disallowPast={disallowPast}
                  autoFocus
                  onSelect={(date) => {
                    setTypedInvalid(false);
                    setText(formatDate(date, locale));
                    if (!isSameDay(date, value)) setValue(date);
                    setOpen(false);
                  }}
                />
              </Popover>
            </PopoverProvider>
          </div>
        )}
      </FieldControl>
    </Field>
  );
}

/** Props of {@link DateTimePicker}. */
export interface DateTimePickerProps extends FieldBaseProps {
  /** The controlled date and time (local), `null` until both a day and a time are set. */
  value?: Date | null;
  /**
   * The initial date and time when uncontrolled.
   * @default null
   */
  defaultValue?: Date | null;
  /** Called with the combined date and time, or `null` when either part is cleared. */
  onValueChange?: (value: Date | null) => void;
  /**
   * Disable days before today.
   * @default false
   */
  disallowPast?: boolean;
  /**
   * Locale of the date format and of the time's 12- or 24-hour format.
   * @default 'en-us'
   */
  locale?: string;
  /**
   * Start the time at 09:00 when there is none.
   * @default false
   */
  useDefaultTime?: boolean;
  /** Class name of the field's root. */
  className?: string;
}

function timeOf(date: Date | null): TimeValue | null {
  return date ? { hour: date.getHours(), minute: date.getMinutes() } : null;
}

/**
 * A {@link DatePicker} and a {@link TimePicker} side by side, in a group named by `label`,
 * reporting one local `Date` once both parts are set.
 *
 * @example
 * ```tsx
 * <DateTimePicker label="Start" disallowPast useDefaultTime value={start} onValueChange={setStart} />
 * ```
 */
export function DateTimePicker({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  disallowPast = false,
  locale = 'en-us',
  useDefaultTime = false,
  className,
  ...fieldProps
}: DateTimePickerProps) {
  const t = useMessage();
  const [value, setValue] = useControllableState<Date | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [day, setDay] = useState<Date | null>(() => (value ? startOfDay(value) : null));
  const [time, setTime] = useState<TimeValue | null>(
    () => timeOf(value) ?? (useDefaultTime ? DEFAULT_TIME : null),
  );

  // Follow values set from outside (our own changes update lastValue before reporting).
  const lastValue = useRef(value);
  if (lastValue.current !== value) {
    lastValue.current = value;
    setDay(value ? startOfDay(value) : null);
    setTime(timeOf(value) ?? (useDefaultTime ? DEFAULT_TIME : null));
  }

  const combine = (nextDay: Date | null, nextTime: TimeValue | null) => {
    setDay(nextDay);
    setTime(nextTime);
    const next =
      nextDay && nextTime
        ? new Date(
            nextDay.getFullYear(),
            nextDay.getMonth(),
            nextDay.getDate(),
            nextTime.hour,
            nextTime.minute,
          )
        : null;
    if (next?.getTime() !== value?.getTime()) {
      lastValue.current = next;
      setValue(next);
    }
  };

  return (
    <Field {...fieldProps} controlKind="group" className={className}>
      <FieldControl>
        {(field) => (
          // biome-ignore lint/a11y/useSemanticElements: the label is the Field's, referenced by aria-labelledby; a fieldset would need a legend.
          <div
            role="group"
            aria-labelledby={field.labelId}
            aria-describedby={joinIds(field.describedBy)}
            className={styles.dateTimeRow}
          >
            <DatePicker
              label={t('ui.datePicker.date')}
              hideLabel
              value={day}
              onValueChange={(next) => combine(next, time)}
              disallowPast={disallowPast}
              locale={locale}
              disabled={field.disabled}
              required={field.required}
            />
            <TimePicker
              label={t('ui.datePicker.time')}
              hideLabel
              value={time}
              onValueChange={(next) => combine(day, next)}
              locale={locale}
              disabled={field.disabled}
              required={field.required}
            />
          </div>
        )}
      </FieldControl>
    </Field>
  );
}
