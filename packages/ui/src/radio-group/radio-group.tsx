import * as Ariakit from '@ariakit/react/radio';
import { type CSSProperties, type ReactNode, useId } from 'react';
import * as choiceStyles from '../checkbox/checkbox.css';
import { ChoiceRow, hasContent } from '../checkbox/choice-field';
import { Field, type FieldBaseProps, FieldControl, joinIds, splitFieldProps } from '../field/field';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './radio-group.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioGroupOption<V extends string = string> {
  /** The value the group takes when this choice is picked. */
  value: V;
  /** The visible text; clicking it picks the choice. */
  label: ReactNode;
  /** A secondary line under the label, also the radio's accessible description. */
  description?: ReactNode;
  /**
   * Shown but cannot be picked; arrow keys skip it.
   * @default false
   */
  disabled?: boolean;
}

/** How a {@link RadioGroup} lays out its choices. */
export type RadioGroupOrientation = 'vertical' | 'horizontal';

/** Props of {@link RadioGroup}: the {@link FieldBaseProps} plus the choices and the value. */
export interface RadioGroupProps<V extends string = string> extends FieldBaseProps {
  /** The choices, in order. */
  options: readonly RadioGroupOption<V>[];
  /** The picked value (controlled); `null` picks none. */
  value?: V | null;
  /**
   * The value picked first when uncontrolled; `null` picks none.
   * @default null
   */
  defaultValue?: V | null;
  /** Called with the value of the choice the user picks (click, Space or an arrow key). */
  onValueChange?: (value: V) => void;
  /**
   * `vertical` stacks the choices; `horizontal` puts them on one line (wrapping when narrow).
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /** The `name` of the radio inputs, for native form submission. Generated when omitted. */
  name?: string;
  /** Class name of the field's root. */
  className?: string;
  /** Inline style of the field's root. */
  style?: CSSProperties;
}

/**
 * A group of radio buttons (WAI-ARIA radio group) on Ariakit's `RadioProvider` / `RadioGroup` /
 * `Radio`, drawn like the kit's Checkbox: a labelled `role="radiogroup"` whose label, description
 * and error come from {@link Field} (the error shows once the group is left, a form submitted, or at
 * once with `touched`). Tab enters the group on the picked choice; arrow keys move and pick;
 * disabled choices are skipped. State shows as `data-state="checked|unchecked"` on each choice and
 * `data-orientation` on the group.
 *
 * @example
 * ```tsx
 * <RadioGroup
 *   label="Operating system"
 *   options={[
 *     { value: 'windows', label: 'Windows' },
 *     { value: 'mac', label: 'macOS', description: 'Intel and Apple silicon' },
 *   ]}
 *   value={os}
 *   onValueChange={setOs}
 * />
 * ```
 */
export function RadioGroup<V extends string = string>(props: RadioGroupProps<V>) {
  const [
    fieldProps,
    {
      options,
      value: valueProp,
      defaultValue = null,
      onValueChange,
      orientation = 'vertical',
      name,
      className,
      style,
    },
  ] = splitFieldProps(props);
  const [value, setValue] = useControllableState<V | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange ? (next) => next !== null && onValueChange(next) : undefined,
  });
  const generatedName = useId();
  const radioName = name ?? generatedName;
  return (
    <Field {...fieldProps} controlKind="group" className={className} style={style}>
      <FieldControl>
        {(field) => (
          <Ariakit.RadioProvider
            value={value}
            setValue={(next) => setValue(next === null ? null : (String(next) as V))}
          >
            <Ariakit.RadioGroup
              id={field.controlId}
              aria-labelledby={field.labelId}
              aria-describedby={field.describedBy}
              aria-invalid={field.invalid || undefined}
              aria-required={field.required || undefined}
              aria-disabled={field.disabled || undefined}
              aria-orientation={orientation}
              data-orientation={orientation}
              className={styles.group}
            >
              {options.map((option) => (
                <RadioChoice
                  key={option.value}
                  option={option}
                  name={radioName}
                  checked={value === option.value}
                  disabled={field.disabled || option.disabled === true}
                />
              ))}
            </Ariakit.RadioGroup>
          </Ariakit.RadioProvider>
        )}
      </FieldControl>
    </Field>
  );
}

function RadioChoice<V extends string>({
  option,
  name,
  checked,
  disabled,
}: {
  option: RadioGroupOption<V>;
  name: string;
  checked: boolean;
  disabled: boolean;
}) {
  const id = useId();
  const descriptionId = useId();
  const state = checked ? 'checked' : 'unchecked';
  return (
    <ChoiceRow
      state={state}
      disabled={disabled}
      label={
        <label htmlFor={id} className={choiceStyles.label}>
          {option.label}
        </label>
      }
      description={option.description}
      descriptionId={descriptionId}
    >
      <Ariakit.Radio
        id={id}
        value={option.value}
        name={name}
        disabled={disabled}
        aria-describedby={joinIds(hasContent(option.description) && descriptionId)}
        data-state={state}
        className={styles.radio}
      />
    </ChoiceRow>
  );
}
