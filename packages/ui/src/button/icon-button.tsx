import { forwardRef, type ReactNode } from 'react';
import { Spinner } from '../loading-placeholder/spinner';
import { Tooltip, type TooltipProps } from '../tooltip/tooltip';
import { ButtonBase, type ButtonProps, type ButtonVariant } from './button';
import * as styles from './button.css';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'children' | 'aria-label'> {
  /** The accessible name of the button, also shown as its tooltip. */
  label: string;
  /** The icon, e.g. `<MoreIcon />`. */
  icon: ReactNode;
  /**
   * Visual weight.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /**
   * Where the tooltip shows; `false` turns the tooltip off (the label is still the accessible name).
   * @default 'top'
   */
  tooltipPlacement?: TooltipProps['placement'] | false;
}

/**
 * A square button showing only an icon. `label` names it for assistive technology and shows as a
 * tooltip on hover and keyboard focus.
 *
 * @example
 * ```tsx
 * <IconButton label="Close" icon={<CloseIcon />} onClick={close} />
 * ```
 */
export const IconButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', loading = false, tooltipPlacement = 'top', ...props },
  ref,
) {
  const button = (
    <ButtonBase
      ref={ref}
      {...props}
      aria-label={label}
      variant={variant}
      size={size}
      loading={loading}
      iconOnly
    >
      <span className={styles.icon}>{loading ? <Spinner label={false} /> : icon}</span>
    </ButtonBase>
  );
  if (tooltipPlacement === false) return button;
  return (
    <Tooltip content={label} placement={tooltipPlacement} describeAnchor={false}>
      {button}
    </Tooltip>
  );
});
