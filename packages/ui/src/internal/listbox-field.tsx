import { type ReactNode, useId } from 'react';
import { AlertIcon, CheckIcon } from './icons';
import * as styles from './listbox.css';

/** Props of {@link ListboxField}. */
export interface ListboxFieldProps {
  /** Help text under the control. */
  description?: ReactNode;
  /** An error message under the control; marks the field `data-invalid`. */
  error?: ReactNode;
  /** Extra class on the outer element. */
  className?: string | undefined;
  /** Renders the label, control and popover, given the control's `aria-describedby`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The frame of a {@link Select} or {@link Combobox}: the label, control and popover from `children`,
 * then the description and the error, which the control points to with `aria-describedby`.
 * @internal
 */
export function ListboxField({ description, error, className, children }: ListboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
    >
      {children(describedBy || undefined)}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          <AlertIcon />
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The check mark slot at the start of an option, visible when it is selected. @internal */
export function OptionCheck() {
  return (
    <span className={styles.check}>
      <CheckIcon />
    </span>
  );
}
