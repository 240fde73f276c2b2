import { type ReactNode, useId } from 'react';
import * as styles from './checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * A labelled checkbox. @console/ui has no checkbox yet; this one follows its conventions
 * (`checked` / `onCheckedChange`, theme variables, `data-state`) until it does.
 */
export function Checkbox({ label, description, checked, onCheckedChange, disabled }: CheckboxProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <label className={styles.root} htmlFor={id} data-state={checked ? 'checked' : 'unchecked'}>
      <input
        id={id}
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <span className={styles.text}>
        <span>{label}</span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
