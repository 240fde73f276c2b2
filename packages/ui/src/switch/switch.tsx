import { Checkbox as AriakitCheckbox } from '@ariakit/react';
import { type ChangeEvent, type ComponentPropsWithoutRef, forwardRef } from 'react';
import { ChoiceField } from '../checkbox/choice-field';
import type { FieldBaseProps } from '../field/field';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { useControllableState } from '../internal/use-controllable-state';
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
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  {
    label,
    hideLabel,
    required,
    description,
    error,
    touched,
    disabled,
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
    onChange,
    className,
    inputClassName,
    style,
    id,
    'aria-describedby': ariaDescribedBy,
    ...inputProps
  },
  ref,
) {
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const state: SwitchState = checked ? 'checked' : 'unchecked';
  return (
    <ChoiceField
      label={label}
      hideLabel={hideLabel}
      required={required}
      description={description}
      error={error}
      touched={touched}
      disabled={disabled}
      id={id}
      state={state}
      className={className}
      style={style}
      describedBy={ariaDescribedBy}
    >
      {(control) => (
        <>
          <AriakitCheckbox
            ref={ref}
            {...inputProps}
            role="switch"
            id={control.id}
            checked={checked}
            disabled={control.disabled}
            aria-required={control.required || undefined}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            data-state={state}
            className={inputClassName ? `${styles.track} ${inputClassName}` : styles.track}
            onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
              setChecked(event.currentTarget.checked),
            )}
          />
          <span className={styles.thumb} aria-hidden="true" />
        </>
      )}
    </ChoiceField>
  );
});
