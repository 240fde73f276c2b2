import type { ReactNode } from 'react';
import * as styles from './pickers.css';

/** A field label with the required asterisk (001 §5: the location picker may show one). */
export function RequiredLabel({ children, required }: { children: ReactNode; required: boolean }) {
  return (
    <>
      {children}
      {required ? (
        <span aria-hidden="true" className={styles.asterisk}>
          {' *'}
        </span>
      ) : null}
    </>
  );
}
