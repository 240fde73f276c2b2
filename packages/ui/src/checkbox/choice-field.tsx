import { Checkbox as AriakitCheckbox } from '@ariakit/react/checkbox';
import { useMessage } from '@console/core/react';
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  forwardRef,
  type ReactNode,
  useId,
} from 'react';
import {
  Field,
  type FieldBaseProps,
  type FieldContextValue,
  FieldControl,
  joinIds,
  splitFieldProps,
} from '../field/field';
import * as fieldStyles from '../field/field.css';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './checkbox.css';

/** What {@link ChoiceField} hands its control. */
export interface ChoiceControlWiring {
  /** The input's id, the target of the label. */
  id: string;
  /** `aria-describedby`: the description and, once shown, the error. */
  describedBy: string | undefined;
  /** The field's error is showing. */
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps extends FieldBaseProps {
  /** The input's id; generated when omitted. */
  id?: string | undefined;
  /** Shown on the row as `data-state`. */
  state: string;
  /** Class name of the field's root. */
  className?: string | undefined;
  /** Inline style of the field's root. */
  style?: CSSProperties | undefined;
  /** Extra ids for the input's `aria-describedby`. */
  describedBy?: string | undefined;
  /** Renders the input (and its drawn parts) from the wiring. */
  children: (wiring: ChoiceControlWiring) => ReactNode;
}

/**
 * The frame of a checkbox or switch: the control first, the label beside it (a `<label for>`, so
 * clicking it toggles) and the description under the label; the error under the row, with the
 * {@link Field}'s rules for when it shows.
 * @internal
 */
export function ChoiceField({
  label,
  hideLabel = false,
  required = false,
  description,
  error,
  touched,
  disabled = false,
  id,
  state,
  className,
  style,
  describedBy,
  children,
}: ChoiceFieldProps) {
  const t = useMessage();
  const descriptionId = useId();
  return (
    <Field
      id={id}
      error={error}
      touched={touched}
      required={required}
      disabled={disabled}
      className={className}
      style={style}
    >
      <FieldControl>
        {(field: FieldContextValue) => (
          <ChoiceRow
            state={state}
            disabled={field.disabled}
            label={
              label ? (
                <label
                  htmlFor={field.controlId}
                  className={hideLabel ? fieldStyles.visuallyHidden : styles.label}
                >
                  {label}
                  {field.required ? (
                    <>
                      <span aria-hidden="true" className={fieldStyles.asterisk}>
                        *
                      </span>
                      <span className={fieldStyles.visuallyHidden}>{t('ui.required')}</span>
                    </>
                  ) : null}
                </label>
              ) : null
            }
            description={description}
            descriptionId={descriptionId}
          >
            {children({
              id: field.controlId,
              describedBy: joinIds(describedBy, hasContent(description) && descriptionId, field.describedBy),
              invalid: field.invalid,
              required: field.required,
              disabled: field.disabled,
            })}
          </ChoiceRow>
        )}
      </FieldControl>
    </Field>
  );
}

/** Whether a label or description has something to show (`0` and `''` count; `null` and `false` do not). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false;
}

/** Props of {@link ChoiceRow}. */
export interface ChoiceRowProps {
  /** Shown on the row as `data-state`. */
  state: string;
  /** Dims the label (`data-disabled` on the row). */
  disabled: boolean;
  /** The `<label>` element, or `null` for none. */
  label: ReactNode;
  /** The description under the label, linked by the caller through `descriptionId`. */
  description?: ReactNode;
  /** The description's id. */
  descriptionId: string;
  /** The input and its drawn parts, in the control's cell. */
  children: ReactNode;
}

/**
 * One row of a checkbox, switch or radio: the control in its cell, then the label with the
 * description under it.
 * @internal
 */
export function ChoiceRow({ state, disabled, label, description, descriptionId, children }: ChoiceRowProps) {
  const showDescription = hasContent(description);
  return (
    <div className={styles.row} data-state={state} data-disabled={disabled ? '' : undefined}>
      <span className={styles.controlCell}>{children}</span>
      {label || showDescription ? (
        <span className={styles.text}>
          {label}
          {showDescription ? (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

/** Props of {@link ChoiceToggle}: what a checkbox and a switch both take, plus how each draws itself. */
export interface ChoiceToggleProps
  extends FieldBaseProps,
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'type' | 'checked' | 'defaultChecked' | 'disabled' | 'required' | 'children' | 'style'
    > {
  /** The controlled checked state. */
  checked?: boolean | undefined;
  /**
   * The initial checked state when uncontrolled.
   * @default false
   */
  defaultChecked?: boolean | undefined;
  /** Called with the new checked state on every toggle, controlled or not. */
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  /**
   * Shows the input as mixed (`aria-checked="mixed"`) whatever its checked state.
   * @default false
   */
  mixed?: boolean | undefined;
  /** The row's and the input's `data-state` for a checked state. */
  stateOf: (checked: boolean) => string;
  /** Class name of the field's root. */
  className?: string | undefined;
  /** The input's own class (the drawn box or track). */
  controlClassName: string;
  /** Extra class name of the `<input>`. */
  inputClassName?: string | undefined;
  /** Inline style of the field's root. */
  style?: CSSProperties | undefined;
  /** Draws what sits over or beside the input (a check mark, a thumb) for a `data-state`. */
  renderMark: (state: string) => ReactNode;
}

/**
 * A checkbox-like input in a {@link ChoiceField}: Ariakit's `Checkbox` with the controllable
 * checked state, the field's wiring and a drawn mark. {@link Checkbox} and {@link Switch} are this
 * with their own look. The ref goes to the `<input>`.
 * @internal
 */
export const ChoiceToggle = /* @__PURE__ */ forwardRef<HTMLInputElement, ChoiceToggleProps>(
  function ChoiceToggle(props, ref) {
    const [
      fieldProps,
      {
        checked: checkedProp,
        defaultChecked = false,
        onCheckedChange,
        mixed = false,
        stateOf,
        onChange,
        className,
        controlClassName,
        inputClassName,
        style,
        id,
        'aria-describedby': ariaDescribedBy,
        renderMark,
        ...inputProps
      },
    ] = splitFieldProps(props);
    const [checked, setChecked] = useControllableState({
      value: checkedProp,
      defaultValue: defaultChecked,
      onChange: onCheckedChange,
    });
    const state = stateOf(checked);
    return (
      <ChoiceField
        {...fieldProps}
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
              id={control.id}
              checked={mixed ? 'mixed' : checked}
              disabled={control.disabled}
              aria-required={control.required || undefined}
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              data-state={state}
              className={inputClassName ? `${controlClassName} ${inputClassName}` : controlClassName}
              onChange={composeEventHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) =>
                setChecked(event.currentTarget.checked),
              )}
            />
            {renderMark(state)}
          </>
        )}
      </ChoiceField>
    );
  },
);
