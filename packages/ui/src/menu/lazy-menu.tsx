import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import type { MenuProps } from './menu';
import { useMenuTrigger } from './menu-trigger';
import type { MountedMenu as MountedMenuComponent } from './mounted-menu';

type Mounted = typeof MountedMenuComponent;

// The menu's store and popup module, shared by every LazyMenu: loaded once, then rendered at once.
let mountedMenu: Mounted | undefined;
let mountedMenuLoad: Promise<Mounted> | undefined;
function loadMountedMenu(): Promise<Mounted> {
  mountedMenuLoad ??= import('./mounted-menu').then(
    (module) => {
      mountedMenu = module.MountedMenu;
      return module.MountedMenu;
    },
    (error: unknown) => {
      mountedMenuLoad = undefined;
      throw error;
    },
  );
  return mountedMenuLoad;
}

// What each `load` resolved to, so a LazyMenu mounted again (another page, the same loader) opens
// with no wait at all.
const loadedItems = new WeakMap<() => Promise<unknown>, { value: unknown }>();

/** Props of {@link LazyMenu}. */
export interface LazyMenuProps<T> extends Omit<MenuProps, 'children'> {
  /**
   * Loads what the items need, typically `() => import('./my-menu-items').then((m) => m.MyItems)`.
   * Called on the first intent to use the menu; pass a stable function (module level) so a menu
   * mounted again reuses what it resolved to.
   */
  load: () => Promise<T>;
  /** Renders the items ({@link MenuItem}, {@link Submenu}...) from what `load` resolved to. */
  children: (loaded: T) => ReactNode;
}

/**
 * A {@link Menu} whose Ariakit store, popup and items load on demand: its first load is the trigger
 * alone (a plain element with `aria-haspopup="menu"` and `aria-expanded`; pair it with the light
 * {@link MenuIconButton}). Loading starts on the first intent — pointer enter, pointer down, focus
 * or a key on the trigger — and the activation that follows opens the menu as {@link Menu} would:
 * Enter, Space and ArrowDown with the first item focused, ArrowUp with the last, a click with the
 * menu focused. If the activation comes before the modules have arrived the trigger stays pressed
 * (`data-active`, `data-pending`), further clicks do not toggle it, and the menu opens when they
 * arrive. A failed load is retried on the next intent. Same keyboard, focus and Tab rules as
 * {@link Menu} once open.
 *
 * @example
 * ```tsx
 * const loadItems = () => import('./add-items').then((m) => m.AddItems);
 * <LazyMenu trigger={<MenuIconButton label="Add" icon={<PlusIcon />} />} label="Add" load={loadItems}>
 *   {(AddItems) => <AddItems onAdd={add} />}
 * </LazyMenu>
 * ```
 */
export function LazyMenu<T>({
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  load,
  children,
  ...props
}: LazyMenuProps<T>) {
  const placement = props.placement ?? 'bottom-start';
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [loaded, setLoaded] = useState(() => {
    const items = loadedItems.get(load);
    return mountedMenu && items ? { Menu: mountedMenu, items: items.value as T } : null;
  });
  const loading = useRef(false);
  const intent = useCallback(() => {
    if (loaded || loading.current) return;
    loading.current = true;
    Promise.all([loadMountedMenu(), load()]).then(
      ([Menu, items]) => {
        loadedItems.set(load, { value: items });
        setLoaded({ Menu, items });
      },
      () => {
        // Nothing to show: the next intent tries again.
        loading.current = false;
      },
    );
  }, [loaded, load]);
  const menu = useMenuTrigger(trigger, isOpen, placement, { intent, ready: loaded !== null });
  // Opened by the host before any intent on the trigger.
  useEffect(() => {
    if (menu.mounted) intent();
  }, [menu.mounted, intent]);
  return (
    <>
      {menu.trigger}
      {menu.mounted && loaded ? (
        <loaded.Menu
          {...props}
          placement={placement}
          isOpen={isOpen}
          setOpen={setOpen}
          wiring={menu.wiring}
          menuId={menu.menuId}
        >
          {children(loaded.items)}
        </loaded.Menu>
      ) : null}
    </>
  );
}
