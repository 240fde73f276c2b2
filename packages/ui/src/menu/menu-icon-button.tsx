import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useEffect, useState } from 'react';
import type { ButtonSize, ButtonVariant } from '../button/button';
import * as buttonStyles from '../button/button.css';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import * as styles from './menu-icon-button.css';

/** Props of {@link MenuIconButton}. */
export interface MenuIconButtonProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'aria-label' | 'children'> {
  /** The accessible name of the button, also shown as its tooltip. */
  label: string;
  /** The icon, e.g. `<PlusIcon />`. */
  icon: ReactNode;
  /**
   * Visual weight.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /**
   * Height.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Where the tooltip shows: centred above or below the button, or (`-end`) aligned with its end
   * edge, for a button at the end of a bar; `false` turns it off (the label is still the accessible
   * name).
   * @default 'top'
   */
  tooltipPlacement?: 'top' | 'bottom' | 'top-end' | 'bottom-end' | false;
}

/**
 * The look of `IconButton` as a plain `<button>` with a CSS tooltip: no Ariakit, so it fits the
 * first load of a {@link LazyMenu} trigger (the tooltip only repeats the name, so it is hidden from
 * assistive technology; Escape hides it). Forwards its ref and every prop to the `<button>`.
 *
 * @example
 * ```tsx
 * <LazyMenu trigger={<MenuIconButton label="Add" icon={<PlusIcon />} variant="primary" />} ...>
 * ```
 */
export const MenuIconButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, MenuIconButtonProps>(
  function MenuIconButton(
    { label, icon, variant = 'ghost', size = 'md', tooltipPlacement = 'top', className, type, ...props },
    ref,
  ) {
    const [dismissed, setDismissed] = useState(false);
    const [hovered, setHovered] = useState(false);
    // Escape hides a tooltip shown by hover wherever focus is (WCAG 1.4.13).
    useEffect(() => {
      if (!hovered) return;
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape') setDismissed(true);
      };
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }, [hovered]);
    const button = (
      <button
        ref={ref}
        type={type ?? 'button'}
        {...props}
        onKeyDown={composeEventHandlers(props.onKeyDown, (event) => {
          if (event.key === 'Escape') setDismissed(true);
        })}
        onPointerEnter={composeEventHandlers(props.onPointerEnter, () => setHovered(true))}
        onPointerLeave={composeEventHandlers(props.onPointerLeave, () => {
          setHovered(false);
          setDismissed(false);
        })}
        onBlur={composeEventHandlers(props.onBlur, () => setDismissed(false))}
        aria-label={label}
        data-state={props.disabled ? 'disabled' : 'idle'}
        data-variant={variant}
        data-size={size}
        className={[
          buttonStyles.button({ variant, size, iconOnly: true }),
          buttonStyles.disabled({ link: false }),
          className,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <span className={buttonStyles.icon}>{icon}</span>
      </button>
    );
    // The wrapper stays when the tooltip is off, so turning it on or off keeps the button's DOM node
    // (and focus, and a menu anchored to it).
    return (
      <span className={styles.anchor} data-dismissed={dismissed || undefined}>
        {button}
        {tooltipPlacement === false ? null : (
          <span aria-hidden="true" className={styles.tip} data-placement={tooltipPlacement}>
            {label}
          </span>
        )}
      </span>
    );
  },
);
