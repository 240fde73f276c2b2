import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import type { MenuPlacement } from './menu-types';

/** Where focus goes when a menu opens: the menu itself, or its first or last enabled item. */
export type MenuInitialFocus = 'container' | 'first' | 'last';

/** What the trigger's handlers call on the mounted store (set by {@link MenuStoreWiring}). */
export interface MenuHandle {
  /** Opens the menu, focusing as Ariakit's MenuButton does (`container` for a pointer click). */
  show: (focus: MenuInitialFocus) => void;
  /** Closes the menu. */
  hide: () => void;
  /** Whether the menu is open now (the store's state, ahead of any re-render). */
  isOpen: () => boolean;
  /** Moves focus to the first or last item of the open menu. */
  move: (to: 'first' | 'last') => void;
  /** The trigger got focus: no item stays active (as on a menu button). */
  triggerFocused: () => void;
}

/** Shared between the trigger's handlers and the store, once mounted. */
export interface MenuWiring {
  /** The trigger element: the menu's anchor, and where focus returns on Escape. */
  trigger: RefObject<HTMLElement | null>;
  /** The mounted store's handle, `null` before it mounts. */
  handle: RefObject<MenuHandle | null>;
  /** How the activation that mounted the store asked to focus; consumed when it opens the menu. */
  pendingFocus: RefObject<MenuInitialFocus | null>;
}

/** The props the menu adds to its trigger element. */
interface TriggerProps {
  id?: string;
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * For a menu whose store and items load on demand ({@link LazyMenu}): `intent` starts loading
 * (called on pointer enter, pointer down, focus and any key on the trigger), `ready` says they
 * have loaded. Until then an activation only marks the trigger pressed (`data-active`,
 * `data-pending`) and opens the menu once ready; further clicks do not toggle it.
 */
export interface MenuTriggerLoading {
  intent: () => void;
  ready: boolean;
}

/** The key that opens a menu on its first or last item from the trigger, by placement (as Ariakit). */
function initialFocusForKey(key: string, placement: MenuPlacement): 'first' | 'last' | null {
  const side = placement.split('-')[0];
  if (side === 'bottom' || side === 'top') {
    return key === 'ArrowDown' ? 'first' : key === 'ArrowUp' ? 'last' : null;
  }
  if (side === 'right') return key === 'ArrowRight' ? 'first' : null;
  return key === 'ArrowLeft' ? 'first' : null;
}

function isDisabledElement(element: HTMLElement): boolean {
  return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

/**
 * The lazy half of {@link Menu}: renders the trigger element itself (the same element before and
 * after the store mounts, so it keeps its DOM node and focus) with what Ariakit's MenuButton would
 * give it — an id, `aria-haspopup`, `aria-expanded`, `aria-controls`, and click, arrow-key and
 * focus handlers composed after the host's — and says when the store must mount: on the first
 * activation, or as soon as the host opens the menu. Once mounted it stays mounted.
 */
export function useMenuTrigger(
  trigger: ReactElement,
  open: boolean,
  placement: MenuPlacement,
  loading?: MenuTriggerLoading,
) {
  const triggerId = useId();
  const menuId = useId();
  const [mounted, setMounted] = useState(open);
  // Opened by the host (controlled `open`, `defaultOpen`) before any use: mount now.
  if (open && !mounted) setMounted(true);
  const triggerRef = useRef<HTMLElement | null>(null);
  const handle = useRef<MenuHandle | null>(null);
  const pendingFocus = useRef<MenuInitialFocus | null>(null);
  const wiring = useMemo<MenuWiring>(() => ({ trigger: triggerRef, handle, pendingFocus }), []);

  const props = trigger.props as TriggerProps;
  const hostRef = props.ref;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      triggerRef.current = element;
      if (typeof hostRef === 'function') hostRef(element);
      else if (hostRef) hostRef.current = element;
    },
    [hostRef],
  );
  const show = (focus: MenuInitialFocus) => {
    if (handle.current) {
      handle.current.show(focus);
      return;
    }
    pendingFocus.current = focus;
    setMounted(true);
  };
  // The store's state at the time of the event: `open` may not have re-rendered yet (e.g. a key
  // pressed right after Escape returned focus here).
  const isOpen = () => handle.current?.isOpen() ?? false;
  const ready = loading?.ready ?? true;
  const expanded = mounted && ready && open;
  const pending = mounted && !ready;
  const preload = loading?.intent;
  // A press (pointer down, key down) that starts while the menu is still loading belongs to the
  // activation already waiting: if the menu opens before its click arrives, that click keeps it open.
  const pendingNow = useRef(pending);
  pendingNow.current = pending;
  const pressedWhilePending = useRef(false);
  const press = () => {
    pressedWhilePending.current = pendingNow.current;
  };
  const element = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    id: props.id ?? triggerId,
    ref,
    'aria-haspopup': 'menu',
    'aria-expanded': expanded,
    'aria-controls': expanded ? menuId : undefined,
    ...(pending ? { 'data-active': '', 'data-pending': '' } : {}),
    ...(preload
      ? {
          onPointerEnter: composeEventHandlers(props.onPointerEnter, preload),
          onPointerDown: composeEventHandlers(props.onPointerDown, () => {
            press();
            preload();
          }),
        }
      : {}),
    onFocus: composeEventHandlers(props.onFocus, () => {
      preload?.();
      handle.current?.triggerFocused();
    }),
    onClick: composeEventHandlers(props.onClick, (event) => {
      const samePress = pressedWhilePending.current;
      pressedWhilePending.current = false;
      // A click from Enter or Space (detail 0) focuses the first item, a pointer the menu.
      if (!isOpen()) show(event.detail === 0 ? 'first' : 'container');
      else if (!samePress) handle.current?.hide();
    }),
    onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
      preload?.();
      press();
      const focus = initialFocusForKey(event.key, placement);
      if (focus === null || isDisabledElement(event.currentTarget)) return;
      event.preventDefault();
      if (isOpen()) handle.current?.move(focus);
      else show(focus);
    }),
  });
  return { trigger: element, mounted, menuId, wiring };
}
