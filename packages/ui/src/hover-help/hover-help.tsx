import { Hovercard, HovercardAnchor, HovercardHeading, useHovercardStore } from '@ariakit/react/hovercard';
import { useMessage } from '@console/core/react';
import { type ReactElement, type ReactNode, useId, useRef } from 'react';
import { InfoIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import { usePortalElement } from '../theme/theme-root';
import * as styles from './hover-help.css';

/** Default delay before the help closes once the pointer has left it and its trigger (002 §9). */
export const HOVER_HELP_HIDE_DELAY = 750;

/** Props of {@link HoverHelp}. */
export interface HoverHelpProps {
  /** The help text (may hold links). */
  content: ReactNode;
  /** A heading at the top of the card; also the card's accessible name. */
  title?: ReactNode;
  /**
   * Accessible name of the default trigger (and of the card when it has no `title`).
   * @default the catalogue's 'More information'
   */
  label?: string;
  /**
   * A custom trigger element (accepts a ref and DOM props). Defaults to a small help icon button.
   */
  trigger?: ReactElement;
  /**
   * Milliseconds the pointer rests on the trigger before the card opens.
   * @default 300
   */
  showDelay?: number;
  /**
   * Milliseconds before the card closes once the pointer has left both trigger and card.
   * @default 750
   */
  hideDelay?: number;
  /**
   * Preferred side; flips when there is no room.
   * @default 'bottom-start'
   */
  placement?: 'bottom-start' | 'bottom' | 'bottom-end' | 'top-start' | 'top' | 'top-end' | 'right' | 'left';
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the card asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A help card on Ariakit Hovercard: opens when the pointer rests on the trigger or on a click
 * (Enter, Space), closes when the pointer leaves after `hideDelay` (750 ms), on Escape, and on a click
 * outside (002 §4.7). A click on the trigger pins a hover-opened card; a second click closes it.
 * Rendered in a portal that keeps the theme; 400 px wide (`--console-hover-help-width`).
 *
 * @example
 * ```tsx
 * <label>OU path <HoverHelp title="OU path" content="The organizational unit to import devices from." /></label>
 * ```
 */
export function HoverHelp({
  content,
  title,
  label,
  trigger,
  showDelay = 300,
  hideDelay = HOVER_HELP_HIDE_DELAY,
  placement = 'bottom-start',
  open,
  defaultOpen = false,
  onOpenChange,
}: HoverHelpProps) {
  const t = useMessage();
  const portalElement = usePortalElement();
  const cardId = useId();
  const name = label ?? t('ui.hoverHelp.label');
  const openedBy = useRef<'hover' | 'click'>('hover');
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const store = useHovercardStore({
    open: isOpen,
    setOpen: (next) => {
      if (next && !isOpen) openedBy.current = 'hover';
      setOpen(next);
    },
    showTimeout: showDelay,
    hideTimeout: hideDelay,
    placement,
  });
  return (
    <>
      <HovercardAnchor
        store={store}
        render={
          trigger ?? (
            <button type="button" aria-label={name} className={styles.trigger}>
              <InfoIcon />
            </button>
          )
        }
        aria-expanded={isOpen}
        aria-controls={isOpen ? cardId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onClick={(event) => {
          event.preventDefault();
          if (!isOpen) {
            openedBy.current = 'click';
            setOpen(true);
          } else if (openedBy.current === 'hover') {
            openedBy.current = 'click';
          } else {
            setOpen(false);
          }
        }}
      />
      <Hovercard
        store={store}
        id={cardId}
        portal
        portalElement={portalElement}
        gutter={6}
        unmountOnHide
        aria-label={title ? undefined : name}
        data-state={isOpen ? 'open' : 'closed'}
        className={styles.card}
      >
        {title ? <HovercardHeading className={styles.heading}>{title}</HovercardHeading> : null}
        <div>{content}</div>
      </Hovercard>
    </>
  );
}
