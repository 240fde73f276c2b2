import * as Ariakit from '@ariakit/react';
import {
  type ComponentPropsWithoutRef,
  cloneElement,
  createContext,
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { CheckIcon, ChevronRightIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import { usePortalElement } from '../theme/theme-root';
import * as styles from './menu.css';

/** The values of a menu's checkbox and radio items, by item `name`. */
export type MenuValues = Record<string, string | boolean | number | ReadonlyArray<string | number>>;

/** Where a menu opens relative to its trigger. */
export type MenuPlacement =
  | 'bottom-start'
  | 'bottom'
  | 'bottom-end'
  | 'top-start'
  | 'top'
  | 'top-end'
  | 'right-start'
  | 'left-start';

interface MenuOptionsContextValue {
  blockTab: boolean;
}

const MenuOptionsContext = createContext<MenuOptionsContextValue>({ blockTab: false });

/** Treats an absent value, `false` and `[]` alike so mounting checkbox items reports no change. */
function isEmptyValue(value: MenuValues[string] | undefined): boolean {
  return value === undefined || value === false || (Array.isArray(value) && value.length === 0);
}

function sameValues(a: MenuValues, b: MenuValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (isEmptyValue(x) && isEmptyValue(y)) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((item, index) => item !== y[index])) return false;
      continue;
    }
    if (x !== y) return false;
  }
  return true;
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /**
   * The element that opens the menu: a `<Button>`, an `<IconButton>` or a plain `<button>` (Enter
   * and Space reach the menu as the button's click). It receives the menu button's props (an `id`
   * unless it has one, `aria-haspopup`, `aria-expanded`, `aria-controls`, click, arrow-key and focus
   * handlers, run after its own unless they call `preventDefault()`) and a ref (merged with its own).
   */
  trigger: ReactElement;
  /**
   * Accessible name of the menu popup. Without it, the trigger's text names the menu.
   */
  label?: string;
  /** The items: {@link MenuItem}, {@link MenuGroup}, {@link MenuSeparator}, {@link Submenu}, ... */
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Keep Tab and Shift+Tab from moving focus out of the open menu (and its submenus); only arrows,
   * Enter, Space and Escape act, as the Add menu requires (000 §2.7).
   * @default false
   */
  blockTab?: boolean;
  /** Controlled values of the checkbox and radio items, by `name`. */
  values?: MenuValues;
  /**
   * Initial values of the checkbox and radio items when uncontrolled.
   * @default {}
   */
  defaultValues?: MenuValues;
  /** Called with all values when a checkbox or radio item changes. */
  onValuesChange?: (values: MenuValues) => void;
  /**
   * Where the menu opens relative to the trigger; flips when there is no room.
   * @default 'bottom-start'
   */
  placement?: MenuPlacement;
  /** Extra class on the menu popup. */
  className?: string;
}

/**
 * A dropdown menu (WAI-ARIA menu button pattern) on Ariakit Menu. Arrow keys move between items,
 * Enter and Space select, Right opens a submenu, Left and Escape close it, and Escape on the top
 * level closes the menu and returns focus to the trigger. Rendered in a portal that keeps the theme.
 *
 * The menu mounts on first use: until the trigger is first clicked (or pressed with Enter, Space,
 * ArrowDown or ArrowUp), or the host opens it, only the trigger renders, with `aria-haspopup` and
 * `aria-expanded`; the Ariakit store and popup then mount and open at once, anchored to the same
 * trigger element, and stay mounted (a closed menu renders no popup). So a toolbar or a page of
 * table rows full of menus pays for none of them until one is used.
 *
 * @example
 * ```tsx
 * <Menu trigger={<Button icon={<PlusIcon />}>Add</Button>} label="Add" blockTab>
 *   <MenuItem onSelect={newTicket}>Ticket</MenuItem>
 *   <Submenu label="User">
 *     <MenuItem onSelect={addTechnician}>Technician</MenuItem>
 *   </Submenu>
 * </Menu>
 * ```
 */
export function Menu({ trigger, open, defaultOpen = false, onOpenChange, ...props }: MenuProps) {
  const placement = props.placement ?? 'bottom-start';
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const menu = useMenuTrigger(trigger, isOpen, placement);
  return (
    <>
      {menu.trigger}
      {menu.mounted ? (
        <MountedMenu
          {...props}
          placement={placement}
          isOpen={isOpen}
          setOpen={setOpen}
          wiring={menu.wiring}
          menuId={menu.menuId}
        />
      ) : null}
    </>
  );
}

interface MountedMenuProps extends Omit<MenuProps, 'trigger' | 'open' | 'defaultOpen' | 'onOpenChange'> {
  placement: MenuPlacement;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  wiring: MenuWiring;
  menuId: string;
}

/** The part of {@link Menu} mounted on first use: the Ariakit store, the values and the popup. */
function MountedMenu({
  label,
  children,
  blockTab = false,
  values,
  defaultValues,
  onValuesChange,
  placement,
  className,
  isOpen,
  setOpen,
  wiring,
  menuId,
}: MountedMenuProps) {
  const [currentValues, setCurrentValues] = useControllableState<MenuValues>({
    value: values,
    defaultValue: defaultValues ?? NO_VALUES,
    onChange: onValuesChange,
  });
  const setValues = useCallback(
    (next: MenuValues) => {
      setCurrentValues((previous) => (sameValues(previous, next) ? previous : next));
    },
    [setCurrentValues],
  );
  const options = useMemo(() => ({ blockTab }), [blockTab]);
  return (
    <MenuOptionsContext.Provider value={options}>
      <Ariakit.MenuProvider
        open={isOpen}
        setOpen={setOpen}
        values={currentValues}
        setValues={setValues}
        placement={placement}
      >
        <MenuStoreWiring wiring={wiring} setOpen={setOpen} />
        <MenuPopup id={menuId} label={label} className={className} gutter={4} portal>
          {children}
        </MenuPopup>
      </Ariakit.MenuProvider>
    </MenuOptionsContext.Provider>
  );
}

const NO_VALUES: MenuValues = {};

interface MenuPopupProps {
  id?: string | undefined;
  label?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
  portal: boolean;
  gutter: number;
  shift?: number;
  hideOnEscape?: Ariakit.MenuProps['hideOnEscape'];
}

function MenuPopup({ label, className, children, portal, ...props }: MenuPopupProps) {
  const { blockTab } = useContext(MenuOptionsContext);
  const portalElement = usePortalElement();
  const menu = Ariakit.useMenuContext();
  const open = Ariakit.useStoreState(menu, 'open');
  return (
    <Ariakit.Menu
      {...props}
      aria-label={label}
      portal={portal}
      portalElement={portal ? portalElement : undefined}
      unmountOnHide
      data-state={open ? 'open' : 'closed'}
      className={[styles.menu, className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (blockTab && event.key === 'Tab') event.preventDefault();
      }}
    >
      <div className={styles.scroller}>{children}</div>
    </Ariakit.Menu>
  );
}

/** Where focus goes when a menu opens: the menu itself, or its first or last enabled item. */
type MenuInitialFocus = 'container' | 'first' | 'last';

/** What the trigger's handlers call on the mounted store (set by {@link MenuStoreWiring}). */
interface MenuHandle {
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
interface MenuWiring {
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
function useMenuTrigger(trigger: ReactElement, open: boolean, placement: MenuPlacement) {
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
  const expanded = mounted && open;
  const element = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    id: props.id ?? triggerId,
    ref,
    'aria-haspopup': 'menu',
    'aria-expanded': expanded,
    'aria-controls': expanded ? menuId : undefined,
    onFocus: composeEventHandlers(props.onFocus, () => handle.current?.triggerFocused()),
    onClick: composeEventHandlers(props.onClick, (event) => {
      if (isOpen()) handle.current?.hide();
      // A click from Enter or Space (detail 0) focuses the first item, a pointer the menu.
      else show(event.detail === 0 ? 'first' : 'container');
    }),
    onKeyDown: composeEventHandlers(props.onKeyDown, (event) => {
      const focus = initialFocusForKey(event.key, placement);
      if (focus === null || isDisabledElement(event.currentTarget)) return;
      event.preventDefault();
      if (isOpen()) handle.current?.move(focus);
      else show(focus);
    }),
  });
  return { trigger: element, mounted, menuId, wiring };
}

/**
 * Inside the menu's provider: anchors the store to the trigger, hands the trigger its handle, and
 * opens the menu for the activation that mounted it. It opens and closes through the menu's own
 * `setOpen` (what the provider's `open` follows), not `store.show()`: this runs before the provider
 * has synced its `open` prop into the store, which would undo a store-only change.
 */
function MenuStoreWiring({ wiring, setOpen }: { wiring: MenuWiring; setOpen: (open: boolean) => void }) {
  const store = Ariakit.useMenuContext();
  useLayoutEffect(() => {
    if (!store) return;
    const { trigger, handle, pendingFocus } = wiring;
    const anchor = () => {
      store.setAnchorElement(trigger.current);
      store.setDisclosureElement(trigger.current);
    };
    anchor();
    // What Ariakit's MenuButton does on click and on ArrowDown / ArrowUp, for a trigger that is not one.
    const show = (focus: MenuInitialFocus) => {
      anchor();
      store.setAutoFocusOnShow(true);
      store.setInitialFocus(focus);
      setOpen(true);
    };
    handle.current = {
      show,
      hide: () => setOpen(false),
      isOpen: () => store.getState().open,
      move: (to) => store.move(to === 'last' ? store.last() : store.first()),
      triggerFocused: () => {
        store.setAutoFocusOnShow(false);
        store.setActiveId(null);
      },
    };
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    if (focus !== null) show(focus);
    return () => {
      handle.current = null;
    };
  }, [store, wiring, setOpen]);
  return null;
}

/** Props shared by every kind of item. */
interface ItemContentProps {
  /** A leading icon. */
  icon?: ReactNode;
  /** A secondary line under the label, also announced as the item's description. */
  description?: ReactNode;
}

function ItemContent({
  children,
  icon,
  description,
  descriptionId,
  check,
}: ItemContentProps & { children: ReactNode; descriptionId: string; check?: boolean }) {
  return (
    <>
      {check ? (
        <span className={styles.check}>
          <CheckIcon />
        </span>
      ) : null}
      {icon ? <span className={styles.itemIcon}>{icon}</span> : null}
      <span className={styles.itemText}>
        <span>{children}</span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * What every kind of item hands its Ariakit item besides its own props: disabled but reachable,
 * closing the menu per `hideOnSelect`, the description wired to `aria-describedby`, and the
 * content (check slot, icon, label, description).
 */
function useItemProps<P extends Omit<MenuItemProps, 'href' | 'onSelect'>>(
  { children, disabled = false, description, icon, hideOnSelect, className, ...props }: P,
  defaults: { check: boolean; hideOnSelect: boolean },
) {
  const descriptionId = useId();
  return {
    ...props,
    disabled,
    accessibleWhenDisabled: true,
    hideOnClick: hideOnSelect ?? defaults.hideOnSelect,
    'aria-describedby': description ? descriptionId : undefined,
    className: [styles.item, className].filter(Boolean).join(' '),
    children: (
      <ItemContent icon={icon} description={description} descriptionId={descriptionId} check={defaults.check}>
        {children}
      </ItemContent>
    ),
  };
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps
  extends ItemContentProps,
    Omit<ComponentPropsWithoutRef<'div'>, 'onSelect' | 'children'> {
  /** The item's label. */
  children: ReactNode;
  /**
   * Called when the item is chosen by click, Enter or Space. The menu then closes (unless
   * `hideOnSelect` is false).
   */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * Shown but not selectable; still reachable with arrow keys (announced as disabled).
   * @default false
   */
  disabled?: boolean;
  /** Makes the item a link (`<a href>`) to this address. */
  href?: string;
  /**
   * Close the whole menu after the item is chosen.
   * @default true
   */
  hideOnSelect?: boolean;
}

/**
 * An action in a {@link Menu}. With `href` it renders a link.
 *
 * @example
 * ```tsx
 * <MenuItem onSelect={openPolicyDialog} description="Opens a dialog">Policy</MenuItem>
 * ```
 */
export const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
  { onSelect, href, ...props },
  ref,
) {
  const item = useItemProps(props, { check: false, hideOnSelect: true });
  return (
    <Ariakit.MenuItem
      ref={ref}
      {...item}
      render={href ? (linkProps) => <a {...linkProps} href={href} /> : undefined}
      data-state={item.disabled ? 'disabled' : 'enabled'}
      onClick={composeEventHandlers(props.onClick, (event) => onSelect?.(event))}
    />
  );
});

/** Props of {@link MenuItemCheckbox}. */
export interface MenuItemCheckboxProps extends Omit<MenuItemProps, 'href' | 'onSelect'> {
  /** The key of this item's value in the menu's `values`. */
  name: string;
  /**
   * With a value, `values[name]` is the array of checked values (several items share one `name`);
   * without, `values[name]` is this item's boolean.
   */
  value?: string | number;
  /**
   * Close the whole menu after toggling.
   * @default false
   */
  hideOnSelect?: boolean;
}

/**
 * A toggle in a filter menu. Its state lives in the menu's `values` / `onValuesChange`.
 *
 * @example
 * ```tsx
 * <Menu trigger={<Button>Status</Button>} defaultValues={{ status: ['online'] }}>
 *   <MenuItemCheckbox name="status" value="online">Online</MenuItemCheckbox>
 *   <MenuItemCheckbox name="status" value="offline">Offline</MenuItemCheckbox>
 * </Menu>
 * ```
 */
export const MenuItemCheckbox = forwardRef<HTMLDivElement, MenuItemCheckboxProps>(
  function MenuItemCheckbox(props, ref) {
    return (
      <Ariakit.MenuItemCheckbox ref={ref} {...useItemProps(props, { check: true, hideOnSelect: false })} />
    );
  },
);

/** Props of {@link MenuItemRadio}. */
export interface MenuItemRadioProps extends Omit<MenuItemProps, 'href' | 'onSelect'> {
  /** The key of the radio group's value in the menu's `values`. */
  name: string;
  /** The value `values[name]` takes when this item is chosen. */
  value: string | number;
  /**
   * Close the whole menu after choosing.
   * @default false
   */
  hideOnSelect?: boolean;
}

/**
 * One choice of a single-select filter menu: `values[name]` becomes `value`.
 *
 * @example
 * ```tsx
 * <Menu trigger={<Button>Sort</Button>} defaultValues={{ sort: 'name' }}>
 *   <MenuItemRadio name="sort" value="name">Name</MenuItemRadio>
 *   <MenuItemRadio name="sort" value="date">Date</MenuItemRadio>
 * </Menu>
 * ```
 */
export const MenuItemRadio = forwardRef<HTMLDivElement, MenuItemRadioProps>(
  function MenuItemRadio(props, ref) {
    return <Ariakit.MenuItemRadio ref={ref} {...useItemProps(props, { check: true, hideOnSelect: false })} />;
  },
);

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps {
  /** The group's visible heading, also its accessible name. */
  label: ReactNode;
  /** The group's items. */
  children: ReactNode;
}

/**
 * Items under a heading.
 *
 * @example
 * ```tsx
 * <MenuGroup label="Computer"><MenuItem>Windows</MenuItem><MenuItem>Linux</MenuItem></MenuGroup>
 * ```
 */
export function MenuGroup({ label, children }: MenuGroupProps) {
  return (
    <Ariakit.MenuGroup className={styles.group}>
      <Ariakit.MenuGroupLabel className={styles.groupLabel}>{label}</Ariakit.MenuGroupLabel>
      {children}
    </Ariakit.MenuGroup>
  );
}

/**
 * A line between items or groups.
 *
 * @example
 * ```tsx
 * <MenuSeparator />
 * ```
 */
export function MenuSeparator() {
  return <Ariakit.MenuSeparator className={styles.separator} />;
}

/** Props of {@link Submenu}. */
export interface SubmenuProps extends ItemContentProps {
  /** The text of the item that opens the submenu, also the submenu's accessible name. */
  label: ReactNode;
  /** The submenu's items (may hold further submenus). */
  children: ReactNode;
  /**
   * Shown but cannot open.
   * @default false
   */
  disabled?: boolean;
  /** Controlled open state of this submenu alone. */
  open?: boolean;
  /**
   * Initial open state when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when this submenu asks to open or close. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A nested menu opened from an item, by hover, click, Enter, Space or Right. Left or Escape closes
 * only this submenu and returns focus to its item; each submenu opens and closes on its own.
 *
 * @example
 * ```tsx
 * <Submenu label="Device">
 *   <MenuItem onSelect={addComputer}>Computer</MenuItem>
 *   <MenuItem onSelect={addCloudMonitor}>Cloud monitor</MenuItem>
 * </Submenu>
 * ```
 */
export function Submenu({
  label,
  children,
  disabled = false,
  icon,
  description,
  open,
  defaultOpen = false,
  onOpenChange,
}: SubmenuProps) {
  const descriptionId = useId();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <Ariakit.MenuProvider open={isOpen} setOpen={setOpen} placement="right-start">
      <Ariakit.MenuButton
        render={
          <Ariakit.MenuItem
            disabled={disabled}
            accessibleWhenDisabled
            aria-describedby={description ? descriptionId : undefined}
            className={styles.item}
          />
        }
        data-state={isOpen ? 'open' : 'closed'}
      >
        <ItemContent icon={icon} description={description} descriptionId={descriptionId}>
          {label}
        </ItemContent>
        <span className={styles.submenuArrow}>
          <ChevronRightIcon />
        </span>
      </Ariakit.MenuButton>
      {/*
        Rendered inside the parent menu (not portaled), so the parent owns it as ARIA expects and
        it inherits the theme; see styles.scroller for why it is not clipped.
      */}
      <MenuPopup
        portal={false}
        gutter={4}
        shift={-5}
        hideOnEscape={(event) => {
          // Escape closes this submenu only (WAI-ARIA menu pattern) and returns focus to its item;
          // Ariakit's default would close every level. Preventing the default keeps the parent
          // menus from handling the same key press.
          event.preventDefault();
          setOpen(false);
          return false;
        }}
      >
        {children}
      </MenuPopup>
    </Ariakit.MenuProvider>
  );
}
