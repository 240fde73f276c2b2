import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import type { FieldBaseProps } from '../field/field';
import { CheckIcon } from '../internal/icons';
import * as styles from './checkbox.css';
import { ChoiceToggle } from './choice-field';

/** The value of a checkbox's `data-state`. */
export type CheckboxState = 'checked' | 'unchecked' | 'indeterminate';

/**
 * Props of {@link Checkbox}: the {@link FieldBaseProps} plus the native `<input>` props that make
 * sense on a checkbox (`name`, `value`, `onBlur`, `aria-*`, ...).
 */
export interface CheckboxProps
  extends FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'type' | 'checked' | 'defaultChecked' | 'disabled' | 'required' | 'children' | 'style'
    > {
  /** The controlled checked state. */
  checked?: boolean;
  /**
   * The initial checked state when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new checked state on every toggle, controlled or not. */
  onCheckedChange?: (checked: boolean) => void;
  /**
   * Shows the mixed state (a dash, `aria-checked="mixed"`), e.g. for "select all" when only some
   * rows are selected. It overrides `checked` for display and stays until the host clears it; a
   * toggle from the mixed state reports `onCheckedChange(true)`.
   * @default false
   */
  indeterminate?: boolean;
  /** Class name of the field's root (the input itself takes `inputClassName`). */
  className?: string;
  /** Class name of the `<input>`. */
  inputClassName?: string;
  /** Inline style of the field's root. */
  style?: ComponentPropsWithoutRef<'div'>['style'];
}

function checkboxState(checked: boolean, indeterminate: boolean): CheckboxState {
  if (indeterminate) return 'indeterminate';
  return checked ? 'checked' : 'unchecked';
}

/**
 * A labelled checkbox on Ariakit's `Checkbox`: a native `<input type="checkbox">` drawn by the theme,
 * with the label beside it (clicking it toggles), an optional description under the label and an
 * error under the row (shown with {@link Field}'s rules). Space toggles. State shows as
 * `data-state="checked|unchecked|indeterminate"` on the row. The ref goes to the `<input>`.
 *
 * @example
 * ```tsx
 * <Checkbox
 *   label="Log out of all sessions"
 *   description="Also signs you out on your other devices."
 *   checked={allSessions}
 *   onCheckedChange={setAllSessions}
 * />
 * ```
 */
export const Checkbox = /* @__PURE__ */ forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { indeterminate = false, ...props },
  ref,
) {
  return (
    <ChoiceToggle
      ref={ref}
      {...props}
      mixed={indeterminate}
      stateOf={(checked) => checkboxState(checked, indeterminate)}
      controlClassName={styles.box}
      renderMark={(state) =>
        state === 'unchecked' ? null : (
          <span className={styles.mark} aria-hidden="true">
            {state === 'checked' ? <CheckIcon size={12} strokeWidth={3} /> : <span className={styles.dash} />}
          </span>
        )
      }
    />
  );
});
