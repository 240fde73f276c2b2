import type { ComponentPropsWithoutRef } from 'react';
import { visuallyHidden as hiddenClass } from '../internal/visually-hidden.css';

/**
 * The class that hides an element on screen while assistive technology still reads it. For
 * elements you render yourself (a table `caption`, a live region).
 *
 * @example
 * ```tsx
 * <caption className={visuallyHidden}>12 results</caption>
 * ```
 */
export const visuallyHidden: string = hiddenClass;

/** Props of {@link VisuallyHidden}: those of a `span`. */
export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {}

/**
 * Text read by screen readers but not shown: a `span` with the {@link visuallyHidden} class (any
 * `className` you pass is added to it).
 *
 * @example
 * ```tsx
 * <label>Name <VisuallyHidden>(required)</VisuallyHidden></label>
 * <span role="status"><VisuallyHidden>3 results</VisuallyHidden></span>
 * ```
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />;
}
