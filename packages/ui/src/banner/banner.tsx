import { useMessage } from '@console/core/react';
import type { ReactNode } from 'react';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './banner.css';

/** The kind of a {@link Banner}. */
export type BannerTone = 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link Banner}. */
export interface BannerProps {
  /**
   * Colour, icon and urgency: `warning` and `danger` are announced as alerts, `info` and `success` as
   * status messages.
   * @default 'info'
   */
  tone?: BannerTone;
  /** A bold first line. */
  title?: ReactNode;
  /** The text. */
  children?: ReactNode;
  /** Buttons or links under the text, e.g. `<Button size="sm">Upgrade</Button>`. */
  actions?: ReactNode;
  /**
   * Show a dismiss button. The banner hides itself unless `open` is controlled.
   * @default false
   */
  dismissible?: boolean;
  /** Controlled visibility. */
  open?: boolean;
  /**
   * Initial visibility when uncontrolled.
   * @default true
   */
  defaultOpen?: boolean;
  /** Called with `false` when the dismiss button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Extra class on the banner. */
  className?: string;
}

const icons: Record<BannerTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <AlertIcon />,
  danger: <AlertIcon />,
};

/**
 * An inline message about a view or the account (e.g. the trial banner). Shows as
 * `data-tone` and `data-state="open"`; renders nothing once dismissed.
 *
 * @example
 * ```tsx
 * <Banner tone="warning" title="Your trial ends in 3 days" actions={<Button size="sm">Buy now</Button>} dismissible>
 *   Add a payment method to keep your devices monitored.
 * </Banner>
 * ```
 */
export function Banner({
  tone = 'info',
  title,
  children,
  actions,
  dismissible = false,
  open,
  defaultOpen = true,
  onOpenChange,
  className,
}: BannerProps) {
  const t = useMessage();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  if (!isOpen) return null;
  const urgent = tone === 'warning' || tone === 'danger';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-tone={tone}
      data-state="open"
      className={[styles.banner({ tone }), className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon({ tone })}>{icons[tone]}</span>
      <div className={styles.body}>
        {title ? <span className={styles.title}>{title}</span> : null}
        {children ? <div>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {dismissible ? (
        <IconButton
          label={t('ui.dismiss')}
          icon={<CloseIcon />}
          size="sm"
          tooltipPlacement={false}
          onClick={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
