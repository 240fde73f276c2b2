import { Field, FieldControl } from '@console/ui';
import { type ReactNode, useId } from 'react';
import * as styles from './form.css';

/** One choice of a {@link ChoiceGroup}. */
export interface ChoiceOption<V extends string = string> {
  value: V;
  label: string;
  /** @default false */
  disabled?: boolean;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<V extends string> {
  /** The group's label, its accessible name. */
  label: ReactNode;
  value: V;
  options: readonly ChoiceOption<V>[];
  onValueChange: (value: V) => void;
  /** An issue to show under the choices (shown at once). */
  error?: string | undefined;
  /** @default false */
  disabled?: boolean;
}

/**
 * A labelled group of radio buttons (operating system, architecture, upload type): two or three
 * exclusive choices that are all worth seeing at once. @console/ui has no radio group, so this one
 * is built on its {@link Field} (label, error, `aria-describedby`) with native radios for the
 * keyboard (arrows move and choose).
 */
export function ChoiceGroup<V extends string>({
  label,
  value,
  options,
  onValueChange,
  error,
  disabled = false,
}: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <Field label={label} error={error} touched disabled={disabled} controlKind="group">
      <FieldControl>
        {(field) => (
          <div
            role="radiogroup"
            aria-labelledby={field.labelId}
            aria-describedby={field.describedBy}
            aria-invalid={field.invalid || undefined}
            className={styles.choices}
          >
            {options.map((option) => {
              const off = disabled || option.disabled === true;
              return (
                <label key={option.value} className={styles.choice} data-disabled={off ? '' : undefined}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={name}
                    value={option.value}
                    checked={value === option.value}
                    disabled={off}
                    onChange={() => onValueChange(option.value)}
                  />
                  {option.label}
                </label>
              );
            })}
          </div>
        )}
      </FieldControl>
    </Field>
  );
}
