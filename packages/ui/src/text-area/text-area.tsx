import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { TextField, type TextFieldOwnProps } from '../internal/text-field';
import * as styles from './text-area.css';

/** Props of {@link TextArea}: the {@link FieldBaseProps} plus every native `<textarea>` prop. */
export interface TextAreaProps
  extends TextFieldOwnProps,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'value' | 'defaultValue' | 'disabled' | 'required'> {
  /**
   * Visible lines of text; the user can make it taller (it resizes vertically only).
   * @default 4
   */
  rows?: number;
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
export const TextArea = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, TextAreaProps>(
  function TextArea(props, ref) {
    return (
      <TextField<HTMLTextAreaElement, TextAreaProps>
        props={props}
        rootClassName={styles.root}
        controlClassName={styles.textarea}
      >
        {({ rows = 4, ...textareaProps }, { id, ...wiring }) => (
          <textarea ref={ref} {...textareaProps} id={id} rows={rows} {...wiring} />
        )}
      </TextField>
    );
  },
);
