import { useMessage } from '@console/core/react';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Field, type FieldBaseProps, type FieldContextValue, FieldControl, joinIds } from '../field/field';
import * as fieldStyles from '../field/field.css';
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
  const hasDescription = description !== undefined && description !== null && description !== false;
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
          <div className={styles.row} data-state={state} data-disabled={field.disabled ? '' : undefined}>
            <span className={styles.controlCell}>
              {children({
                id: field.controlId,
                describedBy: joinIds(describedBy, hasDescription && descriptionId, field.describedBy),
                invalid: field.invalid,
                required: field.required,
                disabled: field.disabled,
              })}
            </span>
            {label || hasDescription ? (
              <span className={styles.text}>
                {label ? (
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
                ) : null}
                {hasDescription ? (
                  <span id={descriptionId} className={styles.description}>
                    {description}
                  </span>
                ) : null}
              </span>
            ) : null}
          </div>
        )}
      </FieldControl>
    </Field>
  );
}
