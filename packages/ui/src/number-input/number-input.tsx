import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  forwardRef,
  useState,
  type WheelEvent,
} from 'react';
import { Field, type FieldBaseProps, FieldControl, joinIds, splitFieldProps } from '../field/field';
import * as fieldStyles from '../field/field.css';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './number-input.css';

/** Props of {@link NumberInput}: the {@link FieldBaseProps} plus native `<input>` props. */
export interface NumberInputProps
  extends FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'value' | 'defaultValue' | 'disabled' | 'required' | 'type' | 'min' | 'max' | 'step'
    > {
  /** The controlled number; `null` when the input is empty or not a number. */
  value?: number | null;
  /**
   * The initial number when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the new number (or `null`) on every edit. */
  onValueChange?: (value: number | null) => void;
  /** The smallest value; the arrow keys and the spinner stop there. */
  min?: number;
  /** The largest value; the arrow keys and the spinner stop there. */
  max?: number;
  /**
   * The step of the arrow keys and the spinner.
   * @default 1
   */
  step?: number | 'any';
  /** Class name of the field's root. */
  className?: string;
  /** Class name of the `<input>`. */
  inputClassName?: string;
}

function textOf(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : String(value);
}

/**
 * A number field that loses focus on wheel scroll, so scrolling the page over a focused input never
 * changes its value (002 §5.10). `min`, `max` and `step` keep their native meaning.
 *
 * @example
 * ```tsx
 * <NumberInput label="Timeout (minutes)" min={1} max={60} value={timeout} onValueChange={setTimeout} />
 * ```
 */
export const NumberInput = /* @__PURE__ */ forwardRef<HTMLInputElement, NumberInputProps>(
  function NumberInput(props, ref) {
    const [fieldProps, rest] = splitFieldProps(props);
    const {
      value: valueProp,
      defaultValue = null,
      onValueChange,
      onChange,
      onWheel,
      min,
      max,
      step = 1,
      className,
      inputClassName,
      id,
      ...inputProps
    } = rest;
    const [value, setValue] = useControllableState({
      value: valueProp,
      defaultValue,
      onChange: onValueChange,
    });
    // The text as typed ('-', '1.', '') may not be a number yet; keep it while it means the same value.
    const [text, setText] = useState(() => textOf(value));
    const parsedText = text.trim() === '' ? null : Number(text);
    const shownText =
      parsedText === value || (parsedText !== null && Number.isNaN(parsedText) && value === null)
        ? text
        : textOf(value);

    return (
      <Field {...fieldProps} id={id} className={className ? `${styles.root} ${className}` : styles.root}>
        <FieldControl>
          {(control) => (
            <input
              ref={ref}
              inputMode="decimal"
              {...inputProps}
              type="number"
              id={control.controlId}
              value={shownText}
              min={min}
              max={max}
              step={step}
              aria-required={control.required || undefined}
              disabled={control.disabled}
              aria-invalid={control.invalid || undefined}
              aria-describedby={joinIds(inputProps['aria-describedby'], control.describedBy)}
              className={[fieldStyles.control, styles.input, inputClassName].filter(Boolean).join(' ')}
              onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) => {
                setText(event.target.value);
                const next = event.target.value === '' ? null : event.target.valueAsNumber;
                setValue(next === null || Number.isNaN(next) ? null : next);
              })}
              onWheel={composeEventHandlers(onWheel, (event: WheelEvent<HTMLInputElement>) => {
                if (event.currentTarget.ownerDocument.activeElement === event.currentTarget) {
                  event.currentTarget.blur();
                }
              })}
            />
          )}
        </FieldControl>
      </Field>
    );
  },
);
