import * as Ariakit from '@ariakit/react';
import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
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
   * The element that opens the menu, usually a `<Button>` or `<IconButton>`. It receives the menu
   * button's props (`aria-haspopup`, `aria-expanded`, click and arrow-key handlers) and a ref.
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
export function Menu({
  trigger,
  label,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  blockTab = false,
  values,
  defaultValues,
  onValuesChange,
  placement = 'bottom-start',
  className,
}: MenuProps) {
  const portalElement = usePortalElement();
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [currentValues, setCurrentValues] = useControllableState<MenuValues>({
    value: values,
    defaultValue: defaultValues ?? {},
    onChange: onValuesChange,
  });
  const setValues = useCallback(
    (next: MenuValues) => {
      setCurrentValues((previous) => (sameValues(previous, next) ? previous : next));
    },
    [setCurrentValues],
  );
  return (
    <MenuOptionsContext.Provider value={{ blockTab }}>
      <Ariakit.MenuProvider
        open={isOpen}
        setOpen={setOpen}
        values={currentValues}
        setValues={setValues}
        placement={placement}
      >
        <Ariakit.MenuButton render={trigger} />
        <MenuPopup label={label} className={className} portal portalElement={portalElement} gutter={4}>
          {children}
        </MenuPopup>
      </Ariakit.MenuProvider>
    </MenuOptionsContext.Provider>
  );
}

interface MenuPopupProps {
  id?: string | undefined;
  label?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
  portal: boolean;
  portalElement?: (element: HTMLElement) => HTMLElement;
  gutter: number;
  shift?: number;
  hideOnEscape?: Ariakit.MenuProps['hideOnEscape'];
}

function MenuPopup({ label, className, children, portal, portalElement, ...props }: MenuPopupProps) {
  const { blockTab } = useContext(MenuOptionsContext);
  const menu = Ariakit.useMenuContext();
  const open = Ariakit.useStoreState(menu, 'open');
  return (
    <Ariakit.Menu
      {...props}
      aria-label={label}
      portal={portal}
      portalElement={portalElement}
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
export type MenuInitialFocus = 'container' | 'first' | 'last';

/**
 * Drives an open {@link AnchoredMenu} from its trigger's handlers.
 * @internal
 */
export interface AnchoredMenuHandle {
  /** Opens the menu, focusing as a menu button does (`container` for a pointer click). */
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

/**
 * Props of {@link AnchoredMenu}.
 * @internal
 */
export interface AnchoredMenuProps {
  /** The button that opened the menu: its anchor, and where focus returns on Escape. */
  trigger: RefObject<HTMLElement | null>;
  /** Receives the handle once the menu is mounted, `null` after it unmounts. */
  handle: RefObject<AnchoredMenuHandle | null>;
  /** The menu opens as soon as it mounts, focusing this. */
  initialFocus: MenuInitialFocus;
  /** Called when the menu opens or closes (for the trigger's `aria-expanded`). */
  onOpenChange?: (open: boolean) => void;
  /** The popup's id (for the trigger's `aria-controls`). */
  id?: string;
  /** Accessible name of the menu popup. */
  label?: string;
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom-start'
   */
  placement?: MenuPlacement;
  /** The items. */
  children: ReactNode;
}

/**
 * A {@link Menu} without its own trigger: mounted on first use next to a plain button that keeps
 * its DOM node, so a long list (the rows of a table) pays for no menu store until one is opened.
 * The button renders `aria-haspopup`, `aria-expanded` and `aria-controls` itself and calls the
 * handle from its click and arrow-key handlers; the menu anchors to it and returns focus to it.
 * @internal
 */
export function AnchoredMenu({
  trigger,
  handle,
  initialFocus,
  onOpenChange,
  id,
  label,
  placement = 'bottom-start',
  children,
}: AnchoredMenuProps) {
  const portalElement = usePortalElement();
  return (
    <Ariakit.MenuProvider placement={placement}>
      <AnchoredMenuWiring
        trigger={trigger}
        handle={handle}
        initialFocus={initialFocus}
        onOpenChange={onOpenChange}
      />
      <MenuPopup id={id} label={label} portal portalElement={portalElement} gutter={4}>
        {children}
      </MenuPopup>
    </Ariakit.MenuProvider>
  );
}

function AnchoredMenuWiring({
  trigger,
  handle,
  initialFocus,
  onOpenChange,
}: Pick<AnchoredMenuProps, 'trigger' | 'handle' | 'initialFocus' | 'onOpenChange'>) {
  const store = Ariakit.useMenuContext();
  const firstFocus = useRef(initialFocus);
  // Read from the store rather than MenuProvider's setOpen, which subscribes after this mounts
  // and so would miss the first opening.
  const open = Ariakit.useStoreState(store, 'open') ?? false;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useLayoutEffect(() => {
    onOpenChangeRef.current?.(open);
  }, [open]);
  useLayoutEffect(() => {
    if (!store) return;
    // What Ariakit's MenuButton does on click and on ArrowDown / ArrowUp, for a trigger that is not one.
    const show = (focus: MenuInitialFocus) => {
      const element = trigger.current;
      store.setAnchorElement(element);
      store.setDisclosureElement(element);
      store.setAutoFocusOnShow(true);
      store.setInitialFocus(focus);
      store.show();
    };
    handle.current = {
      show,
      hide: () => store.hide(),
      isOpen: () => store.getState().open,
      move: (to) => store.move(to === 'last' ? store.last() : store.first()),
      triggerFocused: () => {
        store.setAutoFocusOnShow(false);
        store.setActiveId(null);
      },
    };
    show(firstFocus.current);
    return () => {
      handle.current = null;
    };
  }, [store, trigger, handle]);
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
