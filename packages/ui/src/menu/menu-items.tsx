import * as Ariakit from '@ariakit/react/menu';
import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent, type ReactNode, useId } from 'react';
import { composeEventHandlers } from '../internal/compose-event-handlers';
import { CheckIcon } from '../internal/icons';
import * as styles from './menu.css';

/** Props shared by every kind of item. */
export interface ItemContentProps {
  /** A leading icon. */
  icon?: ReactNode;
  /** A secondary line under the label, also announced as the item's description. */
  description?: ReactNode;
}

/** An item's content: check slot, icon, label and description. */
export function ItemContent({
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
export const MenuItem = /* @__PURE__ */ forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
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
export const MenuItemCheckbox = /* @__PURE__ */ forwardRef<HTMLDivElement, MenuItemCheckboxProps>(
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
export const MenuItemRadio = /* @__PURE__ */ forwardRef<HTMLDivElement, MenuItemRadioProps>(
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
