import { useMessage } from '@console/core/react';
import { ChevronDownIcon, IconButton, ReleaseBadge } from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useId } from 'react';
import * as styles from './admin-nav.css';
import { activeTrail, type NavEntry } from './nav-model';
import { useAdminNavExpansion } from './use-admin-nav-expansion';

/** Props of {@link AdminNav}. */
export interface AdminNavProps {
  /** The visible entries, from `buildAdminNav`. */
  entries: readonly NavEntry[];
  /** The current hash path, e.g. `/administration/apps/api/client`. */
  path: string;
}

/**
 * The administration side navigation (000 §2.1): a 300 px panel labelled "Administration
 * navigation"; tabs with collapsible sub-tabs (Collapse {name} / Expand {name}) that open by
 * themselves under the current path; Beta badges. The page's own link carries
 * `aria-current="page"`; the entries above it show as part of the active trail.
 */
export function AdminNav({ entries, path }: AdminNavProps) {
  const t = useMessage();
  const { isOpen, toggle } = useAdminNavExpansion(entries, path);
  const trail = activeTrail(entries, path).map((entry) => entry.id);
  const headingId = useId();
  return (
    <nav aria-label={t('adminNav.label')} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {t('adminNav.title')}
      </h2>
      <NavList entries={entries} trail={trail} isOpen={isOpen} toggle={toggle} labelledBy={headingId} />
    </nav>
  );
}

interface NavListProps {
  entries: readonly NavEntry[];
  trail: readonly string[];
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
  id?: string;
  labelledBy?: string;
}

function NavList({ entries, trail, isOpen, toggle, id, labelledBy }: NavListProps) {
  return (
    <ul className={styles.list} id={id} aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <NavItem key={entry.id} entry={entry} trail={trail} isOpen={isOpen} toggle={toggle} />
      ))}
    </ul>
  );
}

function NavItem({
  entry,
  trail,
  isOpen,
  toggle,
}: Omit<NavListProps, 'entries' | 'id'> & { entry: NavEntry }) {
  const t = useMessage();
  const subListId = useId();
  const name = entry.label || t(entry.labelKey);
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>, route: string) => {
    // Let the browser handle new tabs and windows; navigate in place otherwise.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate({ to: route });
  };
  const hasSubTabs = entry.subTabs.length > 0;
  const open = hasSubTabs && isOpen(entry.id);
  const position = trail.indexOf(entry.id);
  // The deepest entry of the trail is the page itself; the ones above it are its parents.
  const active = position === -1 ? undefined : position === trail.length - 1 ? 'page' : 'trail';
  return (
    <li className={styles.item} data-state={hasSubTabs ? (open ? 'open' : 'closed') : undefined}>
      <div className={styles.row} data-active={active}>
        {/* A plain anchor: the router's Link marks every link to the current path as the page, and
            a tab shares its route with its default sub-tab. */}
        <a
          href={`#${entry.route}`}
          className={styles.link}
          data-depth={entry.depth}
          data-active={active}
          aria-current={active === 'page' ? 'page' : undefined}
          onClick={(event) => follow(event, entry.route)}
        >
          <span className={styles.label}>{name}</span>
        </a>
        {entry.badge === 'beta' ? <ReleaseBadge type="beta" className={styles.badge} /> : null}
        {hasSubTabs ? (
          <IconButton
            size="sm"
            label={t(open ? 'adminNav.collapse' : 'adminNav.expand', { name })}
            tooltipPlacement={false}
            aria-expanded={open}
            aria-controls={subListId}
            onClick={() => toggle(entry.id)}
            icon={
              <span className={styles.toggleIcon} data-state={open ? 'open' : 'closed'}>
                <ChevronDownIcon />
              </span>
            }
          />
        ) : null}
      </div>
      {hasSubTabs ? (
        <div hidden={!open}>
          <NavList entries={entry.subTabs} trail={trail} isOpen={isOpen} toggle={toggle} id={subListId} />
        </div>
      ) : null}
    </li>
  );
}
