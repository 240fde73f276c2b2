import * as Ariakit from '@ariakit/react/menu';
import { useStoreState } from '@ariakit/react/store';
import { createContext, type ReactNode, useContext } from 'react';
import { usePortalElement } from '../theme/theme-root';
import * as styles from './menu.css';

/** Options a {@link Menu} hands down to its popups (the submenus' too). */
export interface MenuOptionsContextValue {
  blockTab: boolean;
}

/** The options of the menu around. */
export const MenuOptionsContext = /* @__PURE__ */ createContext<MenuOptionsContextValue>({ blockTab: false });

/** Props of {@link MenuPopup}. */
export interface MenuPopupProps {
  id?: string | undefined;
  label?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
  portal: boolean;
  gutter: number;
  shift?: number;
  hideOnEscape?: Ariakit.MenuProps['hideOnEscape'];
}

/** The menu element of a menu or submenu: themed portal, `data-state`, optional Tab blocking. */
export function MenuPopup({ label, className, children, portal, ...props }: MenuPopupProps) {
  const { blockTab } = useContext(MenuOptionsContext);
  const portalElement = usePortalElement();
  const menu = Ariakit.useMenuContext();
  const open = useStoreState(menu, 'open');
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
