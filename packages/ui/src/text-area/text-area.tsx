import { type ChangeEvent, type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import {
  Field,
  type FieldBaseProps,
  FieldControl,
  FieldCounter,
  joinIds,
  splitFieldProps,
} from '../field/field';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { useControllableState } from '../internal/use-controllable-state';
import { DEFAULT_TEXT_COUNTER_MAX } from '../text-input/text-input';
import * as styles from './text-area.css';

/** Props of {@link TextArea}: the {@link FieldBaseProps} plus every native `<textarea>` prop. */
export interface TextAreaProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'value' | 'defaultValue' | 'disabled' | 'required'> {
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
   * Visible lines of text; the user can make it taller (it resizes vertically only).
   * @default 4
   */
  rows?: number;
  /**
   * Show an 'n/max' counter under the text; it turns danger colour at the limit, where typing stops.
   * @default false
   */
  counter?: boolean;
  /**
   * The most characters allowed.
   * @default 75 when `counter` is on, otherwise no limit
   */
  maxLength?: number;
  /** Class name of the field's root (the textarea itself takes `inputClassName`). */
  className?: string;
  /** Class name of the `<textarea>`. */
  inputClassName?: string;
}

/**
 * A multi-line text field with label, description, error and an optional character counter, wired
 * like {@link TextInput} (label `for`, `aria-describedby`, `aria-invalid`, `aria-required`). It
 * resizes vertically only. The ref goes to the `<textarea>`.
 *
 * @example
 * ```tsx
 * <TextArea label="Description" rows={3} maxLength={500} counter value={text} onValueChange={setText} />
 * ```
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(props, ref) {
  const [fieldProps, rest] = splitFieldProps(props);
  const {
    value: valueProp,
    defaultValue = '',
    onValueChange,
    onChange,
    rows = 4,
    counter = false,
    maxLength: maxLengthProp,
    className,
    inputClassName,
    id,
    ...textareaProps
  } = rest;
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const counterId = useId();
  const maxLength = maxLengthProp ?? (counter ? DEFAULT_TEXT_COUNTER_MAX : undefined);

  return (
    <Field {...fieldProps} id={id} className={className ? `${styles.root} ${className}` : styles.root}>
      <FieldControl>
        {(control) => (
          <>
            <textarea
              ref={ref}
              {...textareaProps}
              id={control.controlId}
              rows={rows}
              value={value}
              maxLength={maxLength}
              aria-required={control.required || undefined}
              disabled={control.disabled}
              aria-invalid={control.invalid || undefined}
              aria-describedby={joinIds(
                textareaProps['aria-describedby'],
                control.describedBy,
                counter && counterId,
              )}
              className={inputClassName ? `${styles.textarea} ${inputClassName}` : styles.textarea}
              onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLTextAreaElement>) =>
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
