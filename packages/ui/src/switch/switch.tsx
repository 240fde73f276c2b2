import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { ChoiceToggle } from '../checkbox/choice-field';
import type { FieldBaseProps } from '../field/field';
import * as styles from './switch.css';

/** The value of a switch's `data-state`. */
export type SwitchState = 'checked' | 'unchecked';

/**
 * Props of {@link Switch}: the {@link FieldBaseProps} plus the native `<input>` props that make
 * sense on a switch (`name`, `value`, `onBlur`, `aria-*`, ...).
 */
export interface SwitchProps
  extends FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'type' | 'role' | 'checked' | 'defaultChecked' | 'disabled' | 'required' | 'children' | 'style'
    > {
  /** The controlled on state. */
  checked?: boolean;
  /**
   * The initial on state when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new on state on every toggle, controlled or not. */
  onCheckedChange?: (checked: boolean) => void;
  /** Class name of the field's root (the input itself takes `inputClassName`). */
  className?: string;
  /** Class name of the `<input>`. */
  inputClassName?: string;
  /** Inline style of the field's root. */
  style?: ComponentPropsWithoutRef<'div'>['style'];
}

/**
 * An on/off switch for a setting that applies at once: a native `<input type="checkbox">` with
 * `role="switch"` (through Ariakit's `Checkbox`), drawn as a track and thumb, with the label beside
 * it (clicking it toggles), an optional description and an error under the row. Space toggles.
 * State shows as `data-state="checked|unchecked"` on the row. The ref goes to the `<input>`.
 *
 * @example
 * ```tsx
 * <Switch label="Auto refresh" checked={autoRefresh} onCheckedChange={setAutoRefresh} />
 * ```
 */
export const Switch = /* @__PURE__ */ forwardRef<HTMLInputElement, SwitchProps>(function Switch(props, ref) {
  return (
    <ChoiceToggle
      ref={ref}
      {...props}
      role="switch"
      stateOf={(checked): SwitchState => (checked ? 'checked' : 'unchecked')}
      controlClassName={styles.track}
      renderMark={() => <span className={styles.thumb} aria-hidden="true" />}
    />
  );
});
