import { Field, FieldControl } from '@console/ui';
import type { ReactNode } from 'react';
import * as styles from './form.css';

/** Props of {@link TextArea}. */
export interface TextAreaProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** @default 3 */
  rows?: number;
  maxLength?: number;
}

/**
 * A multi-line text field (an automation's description) in the kit's {@link Field} frame:
 * @console/ui's TextInput is single-line.
 */
export function TextArea({ label, value, onValueChange, rows = 3, maxLength }: TextAreaProps) {
  return (
    <Field label={label}>
      <FieldControl>
        {(field) => (
          <textarea
            id={field.controlId}
            className={styles.textarea}
            rows={rows}
            value={value}
            maxLength={maxLength}
            disabled={field.disabled}
            aria-describedby={field.describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          />
        )}
      </FieldControl>
    </Field>
  );
}
