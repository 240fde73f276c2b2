import { useStoreState } from '@ariakit/react/store';
import {
  Tooltip as AriakitTooltip,
  TooltipAnchor,
  type TooltipStore,
  useTooltipStore,
} from '@ariakit/react/tooltip';
import { type ReactElement, type ReactNode, type RefObject, useId, useLayoutEffect } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import { usePortalElement } from '../theme/theme-root';
import * as styles from './tooltip.css';

/** Delay before a table cell's tooltip shows (002 §9). */
export const TABLE_CELL_TOOLTIP_SHOW_DELAY = 500;
/** Delay before a table cell's tooltip hides after the pointer leaves (002 §9). */
export const TABLE_CELL_TOOLTIP_HIDE_DELAY = 250;

/** Where a tooltip shows relative to its anchor. */
export type TooltipPlacement =
  | 'top'
  | 'top-start'
  | 'top-end'
  | 'bottom'
  | 'bottom-start'
  | 'bottom-end'
  | 'left'
  | 'left-start'
  | 'left-end'
  | 'right'
  | 'right-start'
  | 'right-end';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip's text (or short rich content). Nothing renders when it is empty. */
  content: ReactNode;
  /**
   * The anchor: a single element that accepts a ref and DOM props (a button, a link, a focusable span).
   * It receives the hover and focus handlers.
   */
  children: ReactElement;
  /**
   * Milliseconds the pointer must rest on the anchor before the tooltip shows. Keyboard focus shows it
   * at once.
   * @default 300
   */
  showDelay?: number;
  /**
   * Milliseconds before the tooltip hides once the pointer has left.
   * @default 0
   */
  hideDelay?: number;
  /**
   * Preferred side of the anchor; flips when there is no room.
   * @default 'top'
   */
  placement?: TooltipPlacement;
  /**
   * Link the anchor to the tooltip with `aria-describedby` while it shows. Turn off when the tooltip
   * only repeats the anchor's accessible name (as {@link IconButton} does).
   * @default true
   */
  describeAnchor?: boolean;
  /**
   * Controlled visibility.
   */
  open?: boolean;
  /**
   * Called when the tooltip asks to show or hide.
   */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short hint shown on hover (after `showDelay`) and on keyboard focus; Escape hides it. The single
 * child element becomes the anchor. Rendered in a portal that keeps the theme.
 *
 * @example
 * ```tsx
 * <Tooltip content="Refresh the list"><Button icon={<SearchIcon />}>Refresh</Button></Tooltip>
 * ```
 */
export function Tooltip({
  content,
  children,
  showDelay = 300,
  hideDelay = 0,
  placement = 'top',
  describeAnchor = true,
  open,
  onOpenChange,
}: TooltipProps) {
  const id = useId();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: false,
    onChange: onOpenChange,
  });
  const store = useTooltipStore({
    showTimeout: showDelay,
    hideTimeout: hideDelay,
    placement,
    open: isOpen,
    setOpen,
  });
  const mounted = useStoreState(store, 'mounted');
  const empty = content == null || content === false || content === '';
  return (
    <>
      <TooltipAnchor
        store={store}
        render={children}
        aria-describedby={describeAnchor && mounted && !empty ? id : undefined}
      />
      {empty ? null : (
        <TooltipBubble store={store} id={id} open={isOpen}>
          {content}
        </TooltipBubble>
      )}
    </>
  );
}

/** Props of {@link CellTooltip}. */
export type CellTooltipProps = Omit<TooltipProps, 'showDelay' | 'hideDelay'>;

/**
 * The table cell tooltip: {@link Tooltip} with the spec's delays (500 ms to show, 250 ms to hide,
 * 002 §9), typically showing a truncated cell's full text.
 *
 * @example
 * ```tsx
 * <CellTooltip content={device.name}><span tabIndex={0}>{device.name}</span></CellTooltip>
 * ```
 */
export function CellTooltip(props: CellTooltipProps) {
  return (
    <Tooltip {...props} showDelay={TABLE_CELL_TOOLTIP_SHOW_DELAY} hideDelay={TABLE_CELL_TOOLTIP_HIDE_DELAY} />
  );
}

/**
 * Props of {@link AnchoredTooltip}.
 * @internal
 */
export interface AnchoredTooltipProps {
  /** The element the tooltip points at; rendered by the caller, who also drives `open`. */
  anchor: RefObject<HTMLElement | null>;
  /** The tooltip's text. */
  content: ReactNode;
  /** Whether it shows. */
  open: boolean;
  /** Called when the tooltip asks to hide (Escape). */
  onOpenChange: (open: boolean) => void;
  /**
   * Preferred side of the anchor; flips when there is no room.
   * @default 'top'
   */
  placement?: TooltipPlacement;
}

/**
 * A {@link Tooltip} bubble without its anchor: for a long list (the disabled rows of a table) that
 * mounts it only once one is first shown, next to a plain element that keeps its DOM node. The caller
 * handles the hover delays and focus (and any `aria-describedby`); Escape still hides it.
 * @internal
 */
export function AnchoredTooltip({
  anchor,
  content,
  open,
  onOpenChange,
  placement = 'top',
}: AnchoredTooltipProps) {
  const store = useTooltipStore({ placement, open, setOpen: onOpenChange });
  useLayoutEffect(() => {
    store.setAnchorElement(anchor.current);
  }, [store, anchor]);
  return (
    <TooltipBubble store={store} open={open}>
      {content}
    </TooltipBubble>
  );
}

/** The bubble of {@link Tooltip} and {@link AnchoredTooltip}: themed, in the theme's portal, gone when hidden. */
function TooltipBubble({
  store,
  id,
  open,
  children,
}: {
  store: TooltipStore;
  id?: string;
  open: boolean;
  children: ReactNode;
}) {
  const portalElement = usePortalElement();
  return (
    <AriakitTooltip
      store={store}
      id={id}
      className={styles.tooltip}
      portalElement={portalElement}
      data-state={open ? 'open' : 'closed'}
      unmountOnHide
    >
      {children}
    </AriakitTooltip>
  );
}
