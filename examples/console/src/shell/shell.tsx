import { useCan, useMessage } from '@console/core/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnnouncementBanner } from '../announcement-banner/announcement-banner';
import { TrialBanner } from '../trial-banner/trial-banner';
import { UserMenu, type UserMenuProps } from '../user-menu/user-menu';
import * as styles from './shell.css';
import { ThemeToggle } from './theme-toggle';

/** Props of {@link Shell}. */
export interface ShellProps extends UserMenuProps {
  /** The header's search slot (the global search widget). */
  search?: ReactNode;
  /** The header's Add menu slot (the global Add menu widget). */
  addMenu?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in console: header (brand, main navigation, search and Add menu slots, theme toggle,
 * user menu), the announcement and trial banners, and the page.
 */
export function Shell({ search, addMenu, children, onAccountSwitched, onLoggedOut }: ShellProps) {
  const t = useMessage();
  const can = useCan();
  return (
    <div className={styles.app}>
      <header className={styles.header}>
        <Link to="/systemDashboard/overview" className={styles.brand} aria-label={t('shell.header.home')}>
          <span className={styles.logo} aria-hidden="true">
            ◆
          </span>
          <span aria-hidden="true">{t('shell.brand')}</span>
        </Link>
        <nav aria-label={t('shell.header.mainNavigation')} className={styles.mainNav}>
          <ul className={styles.mainNavList}>
            <li>
              <Link to="/systemDashboard/overview" className={styles.mainNavLink}>
                {t('shell.header.dashboard')}
              </Link>
            </li>
            {can.canViewAtLeastOneDevice ? (
              <li>
                <Link to="/deviceSearch" className={styles.mainNavLink}>
                  {t('shell.header.devices')}
                </Link>
              </li>
            ) : null}
            {can.isTechnician ? (
              <li>
                <Link to="/administration" className={styles.mainNavLink}>
                  {t('shell.header.administration')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className={styles.slot} data-slot="search">
          {search}
        </div>
        <div className={styles.spacer} />
        <div className={styles.slot} data-slot="add-menu">
          {addMenu}
        </div>
        <ThemeToggle />
        <UserMenu onAccountSwitched={onAccountSwitched} onLoggedOut={onLoggedOut} />
      </header>
      <div className={styles.banners}>
        <AnnouncementBanner />
        <TrialBanner />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
