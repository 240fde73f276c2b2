import type { ReactElement, ReactNode } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import { useMenuTrigger } from './menu-trigger';
import type { MenuPlacement, MenuValues } from './menu-types';
import { MountedMenu } from './mounted-menu';

export {
  MenuGroup,
  type MenuGroupProps,
  MenuItem,
  MenuItemCheckbox,
  type MenuItemCheckboxProps,
  type MenuItemProps,
  MenuItemRadio,
  type MenuItemRadioProps,
  MenuSeparator,
} from './menu-items';
export type { MenuPlacement, MenuValues } from './menu-types';
export { Submenu, type SubmenuProps } from './submenu';

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
