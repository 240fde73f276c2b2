import * as Ariakit from '@ariakit/react/menu';
import { type ReactNode, useId } from 'react';
import { ChevronRightIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './menu.css';
import { ItemContent, type ItemContentProps } from './menu-items';
import { MenuPopup } from './menu-popup';

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
