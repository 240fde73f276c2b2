import { Button as AriakitButton } from '@ariakit/react/button';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Spinner } from '../loading-placeholder/spinner';
import * as styles from './button.css';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
/** Height of a {@link Button}. */
export type ButtonSize = 'sm' | 'md';

/** Props of {@link Button}: every native `<button>` prop plus the ones below. */
export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /**
   * Visual weight: `primary` for the main action of a view, `danger` for destructive ones, `ghost` for
   * toolbars, `link` for inline text actions.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Work in progress: shows a spinner in place of the icon, sets `aria-busy`, and ignores clicks.
   * The button stays focusable (`aria-disabled`) so focus is not lost while it is busy.
   * @default false
   */
  loading?: boolean;
  /** A leading icon, e.g. `<PlusIcon />`. Decorative: the text (or `aria-label`) names the button. */
  icon?: ReactNode;
  /**
   * Keep a disabled button focusable and announced (`aria-disabled`) instead of removing it from the
   * tab order, e.g. when a tooltip explains why it is disabled.
   * @default false
   */
  accessibleWhenDisabled?: boolean;
  /**
   * The button's `type`. Defaults to `button`, not the browser's `submit`, so buttons inside forms
   * submit only when asked to.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * The console's button. Forwards its ref to the `<button>` element; state shows as
 * `data-state="idle|loading|disabled"`.
 *
 * @example
 * ```tsx
 * <Button variant="primary" icon={<PlusIcon />} loading={saving} onClick={save}>Save</Button>
 * ```
 */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    icon,
    disabled = false,
    accessibleWhenDisabled = false,
    type = 'button',
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <ButtonBase
      ref={ref}
      {...props}
      type={type}
      variant={variant}
      size={size}
      loading={loading}
      disabled={disabled}
      accessibleWhenDisabled={accessibleWhenDisabled}
      iconOnly={false}
      className={className}
    >
      {loading ? (
        <span className={styles.icon}>
          <Spinner label={false} />
        </span>
      ) : icon ? (
        <span className={styles.icon}>{icon}</span>
      ) : null}
      {children}
    </ButtonBase>
  );
});

/** Props of {@link ButtonBase}. @internal */
export interface ButtonBaseProps extends Omit<ButtonProps, 'icon'> {
  iconOnly: boolean;
}

/** The button both {@link Button} and `IconButton` render. @internal */
export const ButtonBase = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonBaseProps>(function ButtonBase(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    disabled = false,
    accessibleWhenDisabled = false,
    iconOnly,
    className,
    ...props
  },
  ref,
) {
  const state = loading ? 'loading' : disabled ? 'disabled' : 'idle';
  return (
    <AriakitButton
      ref={ref}
      {...props}
      disabled={disabled || loading}
      accessibleWhenDisabled={loading || accessibleWhenDisabled}
      aria-busy={loading || undefined}
      data-state={state}
      data-variant={variant}
      data-size={size}
      className={[
        styles.button({ variant, size, iconOnly }),
        styles.disabled({ link: variant === 'link' }),
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
});
