import { type ChangeEvent, type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import {
  Field,
  type FieldBaseProps,
  FieldControl,
  FieldCounter,
  joinIds,
  splitFieldProps,
} from '../field/field';
import * as fieldStyles from '../field/field.css';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './text-input.css';

/** The counter's limit when counting is on and no `maxLength` is given (002 §9). */
export const DEFAULT_TEXT_COUNTER_MAX = 75;

/** Props of {@link TextInput}: the {@link FieldBaseProps} plus every native `<input>` prop. */
export interface TextInputProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'disabled' | 'required'> {
  /** The controlled text. */
  value?: string;
  /**
   * The initial text when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new text on every edit. */
  onValueChange?: (value: string) => void;
  /**
   * Show an 'n/max' counter under the input; it turns danger colour at the limit, where typing stops.
   * @default false
   */
  counter?: boolean;
  /**
   * The most characters allowed.
   * @default 75 when `counter` is on, otherwise no limit
   */
  maxLength?: number;
  /** Class name of the field's root (the input itself takes `inputClassName`). */
  className?: string;
  /** Class name of the `<input>`. */
  inputClassName?: string;
}

/**
 * A single-line text field with label, description, error and an optional character counter.
 * The ref goes to the `<input>`.
 *
 * @example
 * ```tsx
 * <TextInput label="Reason" counter maxLength={250} value={reason} onValueChange={setReason} />
 * ```
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(props, ref) {
  const [fieldProps, rest] = splitFieldProps(props);
  const {
    value: valueProp,
    defaultValue = '',
    onValueChange,
    onChange,
    counter = false,
    maxLength: maxLengthProp,
    className,
    inputClassName,
    id,
    type = 'text',
    ...inputProps
  } = rest;
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const counterId = useId();
  const maxLength = maxLengthProp ?? (counter ? DEFAULT_TEXT_COUNTER_MAX : undefined);

  return (
    <Field {...fieldProps} id={id} className={className ? `${styles.root} ${className}` : styles.root}>
      <FieldControl>
        {(control) => (
          <>
            <input
              ref={ref}
              type={type}
              {...inputProps}
              id={control.controlId}
              value={value}
              maxLength={maxLength}
              aria-required={control.required || undefined}
              disabled={control.disabled}
              aria-invalid={control.invalid || undefined}
              aria-describedby={joinIds(
                inputProps['aria-describedby'],
                control.describedBy,
                counter && counterId,
              )}
              className={inputClassName ? `${fieldStyles.control} ${inputClassName}` : fieldStyles.control}
              onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
                setValue(event.target.value),
              )}
            />
            {counter && maxLength !== undefined ? (
              <FieldCounter id={counterId} count={value.length} max={maxLength} />
            ) : null}
          </>
        )}
      </FieldControl>
    </Field>
  );
});
