import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as fieldStyles from '../field/field.css';
import { TextField, type TextFieldOwnProps } from '../internal/text-field';
import * as styles from './text-input.css';

/** Props of {@link TextInput}: the {@link FieldBaseProps} plus every native `<input>` prop. */
export interface TextInputProps
  extends TextFieldOwnProps,
    Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'disabled' | 'required'> {
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
export const TextInput = /* @__PURE__ */ forwardRef<HTMLInputElement, TextInputProps>(
  function TextInput(props, ref) {
    return (
      <TextField<HTMLInputElement, TextInputProps>
        props={props}
        rootClassName={styles.root}
        controlClassName={fieldStyles.control}
      >
        {({ type = 'text', ...inputProps }, wiring) => (
          <input ref={ref} type={type} {...inputProps} {...wiring} />
        )}
      </TextField>
    );
  },
);
