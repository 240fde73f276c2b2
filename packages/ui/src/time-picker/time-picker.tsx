import { Popover, PopoverDisclosure, PopoverProvider } from '@ariakit/react/popover';
import { useMessage } from '@console/core/react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button';
import { Field, type FieldBaseProps, FieldControl, joinIds } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { ClockIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import { usePortalElement } from '../theme/theme-root';
import {
  type DayPeriod,
  DEFAULT_TIME,
  DEFAULT_TIME_PICKER_WIDTH,
  formatTime,
  type HourCycle,
  hourCycleForLocale,
  parseHour,
  parseMinute,
  stepWithin,
  type TimeValue,
  to12Hour,
  to24Hour,
} from './time-logic';
import * as styles from './time-picker.css';

/** Props of {@link TimePicker}. */
export interface TimePickerProps extends FieldBaseProps {
  /** The controlled time (24-hour), `null` when none is set. */
  value?: TimeValue | null;
  /**
   * The initial time when uncontrolled.
   * @default null
   */
  defaultValue?: TimeValue | null;
  /** Called with each valid time the user sets. */
  onValueChange?: (value: TimeValue | null) => void;
  /**
   * The locale whose hour format is used: en-us and en-au are 12-hour (hour 1 to 12 plus AM/PM),
   * en-gb 24-hour (hour 0 to 23).
   * @default 'en-us'
   */
  locale?: string;
  /** Force an hour format instead of following `locale`. */
  hourCycle?: HourCycle;
  /**
   * With no value, start from 09:00 and report it through `onValueChange` (002 §9).
   * @default false
   */
  useDefaultTime?: boolean;
  /**
   * Width of the picker in pixels (or any CSS length).
   * @default 176
   */
  width?: number | string;
  /** Whether the hour and minute popover is open (controlled). */
  open?: boolean;
  /**
   * Whether the popover starts open when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when focus leaves the picker (trigger and popover). */
  onBlur?: () => void;
  /** Form field name (for the hidden `HH:mm` input). */
  name?: string;
  /** Id of the trigger button. */
  id?: string;
  /** Class name of the field's root. */
  className?: string;
}

function segmentsOf(value: TimeValue | null, cycle: HourCycle) {
  if (!value) return { hour: '', minute: '', period: 'am' as DayPeriod };
  const minute = String(value.minute).padStart(2, '0');
  if (cycle === 24) return { hour: String(value.hour).padStart(2, '0'), minute, period: 'am' as DayPeriod };
  const { hour, period } = to12Hour(value.hour);
  return { hour: String(hour), minute, period };
}

/**
 * A time of day: a trigger showing the time (176 px wide by default) that opens a popover with
 * hour and minute inputs, plus AM/PM in the 12-hour format. The format follows `locale`.
 * Out-of-range entries show 'Error invalid hour' / 'Error invalid minute'; a required picker left
 * with no time shows 'Required'. State shows as `data-state="open|closed"` on the root.
 *
 * @example
 * ```tsx
 * <TimePicker label="Run at" required locale="en-gb" value={time} onValueChange={setTime} />
 * ```
 */
export function TimePicker({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  locale = 'en-us',
  hourCycle,
  useDefaultTime = false,
  width = DEFAULT_TIME_PICKER_WIDTH,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onBlur,
  name,
  id,
  className,
  label,
  hideLabel,
  required = false,
  description,
  error,
  touched,
  disabled = false,
}: TimePickerProps) {
  const t = useMessage();
  const portalElement = usePortalElement();
  const cycle = hourCycle ?? hourCycleForLocale(locale);
  const [rawValue, setValue] = useControllableState<TimeValue | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const value = rawValue ?? (useDefaultTime ? DEFAULT_TIME : null);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [segments, setSegments] = useState(() => segmentsOf(value, cycle));
  const [hourInvalid, setHourInvalid] = useState(false);
  const [minuteInvalid, setMinuteInvalid] = useState(false);
  const [left, setLeft] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const hourRef = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const valueId = `${generatedId}-value`;
  const hourErrorId = `${generatedId}-hour-error`;
  const minuteErrorId = `${generatedId}-minute-error`;
  const periods = { am: t('ui.timePicker.am'), pm: t('ui.timePicker.pm') };

  // With default time on and nothing set, 09:00 is shown and reported once, so forms receive it too.
  const reportedDefault = useRef(false);
  useEffect(() => {
    if (useDefaultTime && rawValue === null && !reportedDefault.current) {
      reportedDefault.current = true;
      setValue(DEFAULT_TIME);
    }
  }, [useDefaultTime, rawValue, setValue]);

  // Keep the inputs in step with the value while the popover is closed (or the value changes outside).
  const lastValue = useRef(value);
  if (lastValue.current !== value) {
    lastValue.current = value;
    const next = segmentsOf(value, cycle);
    if (!sameTime(read(segments), value)) {
      setSegments(next);
      setHourInvalid(false);
      setMinuteInvalid(false);
    }
  }

  function read(s: typeof segments): TimeValue | null {
    const hour = parseHour(s.hour, cycle);
    const minute = s.minute.trim() === '' ? 0 : parseMinute(s.minute);
    if (hour === null || minute === null) return null;
    return { hour: cycle === 12 ? to24Hour(hour, s.period) : hour, minute };
  }

  const update = (next: typeof segments) => {
    setSegments(next);
    const hourOk = next.hour.trim() === '' || parseHour(next.hour, cycle) !== null;
    const minuteOk = next.minute.trim() === '' || parseMinute(next.minute) !== null;
    setHourInvalid(!hourOk);
    setMinuteInvalid(!minuteOk);
    const time = hourOk && minuteOk ? read(next) : null;
    if (time && !sameTime(time, value)) setValue(time);
  };

  const changeOpen = (next: boolean) => {
    if (!next) {
      // Closing drops an unfinished or invalid entry: the inputs show the current value again.
      setSegments(segmentsOf(value, cycle));
      setHourInvalid(false);
      setMinuteInvalid(false);
    }
    setOpen(next);
  };

  const isInside = (node: unknown) =>
    node instanceof Node && Boolean(triggerRef.current?.contains(node) || popoverRef.current?.contains(node));

  const leave = () => {
    setLeft(true);
    onBlur?.();
  };

  const handleTriggerBlur = (event: FocusEvent) => {
    if (!isInside(event.relatedTarget)) leave();
  };

  // The popover unmounts when it closes and Ariakit then returns focus to the trigger, so look at
  // where focus settled rather than at the blur event's target.
  const handlePopoverBlur = () => {
    setTimeout(() => {
      if (!isInside(triggerRef.current?.ownerDocument.activeElement)) leave();
    }, 0);
  };

  const stepKeys = (event: KeyboardEvent<HTMLInputElement>, part: 'hour' | 'minute') => {
    if (event.key === 'Enter') {
      event.preventDefault();
      changeOpen(false);
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const delta = event.key === 'ArrowUp' ? 1 : -1;
    if (part === 'hour') {
      const [min, max] = cycle === 12 ? [1, 12] : [0, 23];
      const next = stepWithin(parseHour(segments.hour, cycle), delta, min, max);
      update({ ...segments, hour: cycle === 12 ? String(next) : String(next).padStart(2, '0') });
    } else {
      const next = stepWithin(parseMinute(segments.minute), delta, 0, 59);
      update({ ...segments, minute: String(next).padStart(2, '0') });
    }
  };

  const requiredError = required && value === null ? t('ui.required') : undefined;
  const shown = error ?? requiredError;
  const text: ReactNode = value ? (
    formatTime(value, cycle, periods)
  ) : (
    <span className={styles.placeholder}>{t('ui.timePicker.placeholder')}</span>
  );

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      required={required}
      description={description}
      error={shown}
      touched={touched || left}
      disabled={disabled}
      id={id}
      controlKind="group"
      trackBlur={false}
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ width }}
    >
      <FieldControl>
        {(field) => (
          <PopoverProvider open={open} setOpen={changeOpen} placement="bottom-start">
            <PopoverDisclosure
              ref={triggerRef}
              id={field.controlId}
              disabled={disabled}
              aria-labelledby={joinIds(field.labelId, valueId)}
              aria-describedby={field.describedBy}
              aria-invalid={field.invalid || undefined}
              data-state={open ? 'open' : 'closed'}
              className={`${fieldStyles.control} ${styles.trigger}`}
              onBlur={handleTriggerBlur}
            >
              <span id={valueId}>{text}</span>
              <span className={styles.triggerIcon}>
                <ClockIcon />
              </span>
            </PopoverDisclosure>
            {name ? (
              <input
                type="hidden"
                name={name}
                value={
                  value
                    ? `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`
                    : ''
                }
              />
            ) : null}
            <Popover
              ref={popoverRef}
              portalElement={portalElement}
              gutter={4}
              initialFocus={hourRef}
              unmountOnHide
              aria-labelledby={field.labelId}
              data-state={open ? 'open' : 'closed'}
              className={styles.popover}
              onBlur={handlePopoverBlur}
            >
              <div className={styles.row}>
                <input
                  ref={hourRef}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={2}
                  placeholder={cycle === 12 ? '9' : '09'}
                  aria-label={t('ui.timePicker.hour')}
                  aria-invalid={hourInvalid || undefined}
                  aria-describedby={hourInvalid ? hourErrorId : undefined}
                  value={segments.hour}
                  onChange={(event) => update({ ...segments, hour: event.target.value })}
                  onKeyDown={(event) => stepKeys(event, 'hour')}
                  className={`${fieldStyles.control} ${styles.segment}`}
                />
                <span aria-hidden="true" className={styles.separator}>
                  :
                </span>
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={2}
                  placeholder="00"
                  aria-label={t('ui.timePicker.minute')}
                  aria-invalid={minuteInvalid || undefined}
                  aria-describedby={minuteInvalid ? minuteErrorId : undefined}
                  value={segments.minute}
                  onChange={(event) => update({ ...segments, minute: event.target.value })}
                  onKeyDown={(event) => stepKeys(event, 'minute')}
                  className={`${fieldStyles.control} ${styles.segment}`}
                />
                {cycle === 12 ? (
                  // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a fieldset of form controls.
                  <div role="group" aria-label={t('ui.timePicker.period')} className={styles.periods}>
                    {(['am', 'pm'] as const).map((period) => (
                      <Button
                        key={period}
                        size="sm"
                        aria-pressed={segments.period === period}
                        className={styles.period}
                        onClick={() => update({ ...segments, period })}
                      >
                        {periods[period]}
                      </Button>
                    ))}
                  </div>
                ) : null}
              </div>
              <div className={styles.errors} aria-live="polite">
                {hourInvalid ? <p id={hourErrorId}>{t('ui.timePicker.invalidHour')}</p> : null}
                {minuteInvalid ? <p id={minuteErrorId}>{t('ui.timePicker.invalidMinute')}</p> : null}
              </div>
            </Popover>
          </PopoverProvider>
        )}
      </FieldControl>
    </Field>
  );
}

function sameTime(a: TimeValue | null, b: TimeValue | null): boolean {
  return a === b || (a !== null && b !== null && a.hour === b.hour && a.minute === b.minute);
}
