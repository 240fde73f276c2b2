import { useMessage } from '@console/core/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../button/icon-button';
import { AlertIcon, CloseIcon, FilterIcon, MoreIcon, SearchIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import { Spinner } from '../loading-placeholder/spinner';
import { Menu, MenuItemCheckbox, MenuItemRadio, type MenuValues } from '../menu/menu';
import * as styles from './widget-card.css';

/** What a widget card shows: its content, a spinner, or the error area. */
export type WidgetCardState = 'ready' | 'loading' | 'error';

/** One choice of a widget card's filter menu. */
export interface WidgetCardFilterOption {
  /** The value reported in `filterValue`. */
  value: string;
  /** The visible text. */
  label: ReactNode;
}

/** Props of {@link WidgetCard}. */
export interface WidgetCardProps {
  /** The card's title (its heading). */
  title: ReactNode;
  /** Optional secondary text beside the title (e.g. a count or a time range). */
  secondaryText?: ReactNode;
  /**
   * Level of the title heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The content, shown in the `ready` state. */
  children?: ReactNode;
  /**
   * `ready` shows the content, `loading` a spinner, `error` the error area.
   * @default 'ready'
   */
  state?: WidgetCardState;
  /**
   * The message of the error area (002 §8 Widgets: an exclamation icon with the supplied message).
   * @default 'Error' (from the catalogue)
   */
  errorMessage?: ReactNode;
  /**
   * Keep the title row in view while the card's content scrolls.
   * @default false
   */
  stickyTitle?: boolean;
  /**
   * Show the search button, which reveals a search field. On by default when `onSearchChange` or
   * `search` is given.
   */
  searchable?: boolean;
  /** The search text (controlled). */
  search?: string;
  /**
   * The initial search text when uncontrolled.
   * @default ''
   */
  defaultSearch?: string;
  /** Called as the user types in the search field, and with `''` when the field is closed. */
  onSearchChange?: (search: string) => void;
  /** The choices of the filter menu; the filter button shows only when there are some. */
  filterOptions?: WidgetCardFilterOption[];
  /**
   * `single`: one choice at a time (radio items); `multi`: any number (checkbox items).
   * @default 'single'
   */
  filterMode?: 'single' | 'multi';
  /** The chosen filter values (controlled). In `single` mode, at most one. */
  filterValue?: string[];
  /**
   * The initially chosen filter values when uncontrolled.
   * @default []
   */
  defaultFilterValue?: string[];
  /** Called with the chosen filter values after each change. */
  onFilterValueChange?: (values: string[]) => void;
  /** The actions menu's items (`<MenuItem>`s); the actions button shows only when given. */
  actions?: ReactNode;
  /** Extra class on the card. */
  className?: string;
}

const FILTER = 'filter';

/**
 * The dashboard widget card (002 §2.3, §8 Widgets, §9): a title with optional secondary text, a
 * search button that reveals a search field, a single- or multi-select filter menu, an actions menu,
 * an optionally sticky title row, and the content, a spinner, or an error area (exclamation icon
 * and message, at most 252 px high, then scrolling). State shows as
 * `data-state="ready|loading|error"`.
 *
 * @example
 * ```tsx
 * <WidgetCard
 *   title="Devices"
 *   secondaryText="Last 24 hours"
 *   state={query.isError ? 'error' : query.isPending ? 'loading' : 'ready'}
 *   errorMessage="Error"
 *   onSearchChange={setSearch}
 *   filterMode="multi"
 *   filterOptions={[{ value: 'online', label: 'Online' }, { value: 'offline', label: 'Offline' }]}
 *   actions={<MenuItem onSelect={refresh}>Refresh</MenuItem>}
 * >
 *   <DeviceList />
 * </WidgetCard>
 * ```
 */
export function WidgetCard({
  title,
  secondaryText,
  headingLevel = 3,
  children,
  state = 'ready',
  errorMessage,
  stickyTitle = false,
  searchable,
  search,
  defaultSearch = '',
  onSearchChange,
  filterOptions,
  filterMode = 'single',
  filterValue,
  defaultFilterValue = [],
  onFilterValueChange,
  actions,
  className,
}: WidgetCardProps) {
  const t = useMessage();
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useControllableState({
    value: search,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
  });
  const [searchOpen, setSearchOpen] = useState(query !== '');
  const [filters, setFilters] = useControllableState({
    value: filterValue,
    defaultValue: defaultFilterValue,
    onChange: onFilterValueChange,
  });
  const searchRef = useRef<HTMLInputElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterToggle = useRef<'input' | 'button' | null>(null);

  // Focus follows the search field as it opens and closes.
  useEffect(() => {
    const target = focusAfterToggle.current;
    focusAfterToggle.current = null;
    if (target === 'input' && searchOpen) searchRef.current?.focus();
    if (target === 'button' && !searchOpen) searchButtonRef.current?.focus();
  }, [searchOpen]);

  const showSearch = searchable ?? (onSearchChange !== undefined || search !== undefined);
  const Heading = `h${headingLevel}` as const;

  const openSearch = () => {
    focusAfterToggle.current = 'input';
    setSearchOpen(true);
  };
  const closeSearch = () => {
    focusAfterToggle.current = 'button';
    setSearchOpen(false);
    setQuery('');
  };

  const menuValues: MenuValues = { [FILTER]: filterMode === 'single' ? (filters[0] ?? '') : filters };
  const onMenuValuesChange = (values: MenuValues) => {
    const next = values[FILTER];
    if (Array.isArray(next)) setFilters(next.map(String));
    else if (next === '' || next === undefined || typeof next === 'boolean') setFilters([]);
    else setFilters([String(next)]);
  };

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div className={styles.loading}>
        <Spinner size="1.5em" />
      </div>
    );
  } else if (state === 'error') {
    body = (
      // Focusable so a long message can be scrolled from the keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the error area scrolls beyond 252 px.
      <div className={styles.error} role="alert" tabIndex={0} data-part="error">
        <span className={styles.errorIcon}>
          <AlertIcon />
        </span>
        <div>{errorMessage ?? t('ui.widgetCard.error')}</div>
      </div>
    );
  } else {
    body = children;
  }

  return (
    <section
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      data-state={state}
    >
      <div className={styles.header} data-sticky={stickyTitle}>
        <div className={styles.titles}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {secondaryText ? <span className={styles.secondary}>{secondaryText}</span> : null}
        </div>
        <div className={styles.tools}>
          {showSearch && searchOpen ? (
            <>
              <input
                ref={searchRef}
                id={searchId}
                type="search"
                className={styles.search}
                value={query}
                placeholder={t('ui.search')}
                aria-label={t('ui.search')}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    closeSearch();
                  }
                }}
              />
              <IconButton
                size="sm"
                label={t('ui.widgetCard.closeSearch')}
                icon={<CloseIcon />}
                onClick={closeSearch}
              />
            </>
          ) : null}
          {showSearch && !searchOpen ? (
            <IconButton
              ref={searchButtonRef}
              size="sm"
              label={t('ui.search')}
              icon={<SearchIcon />}
              onClick={openSearch}
            />
          ) : null}
          {filterOptions && filterOptions.length > 0 ? (
            <Menu
              label={t('ui.filter')}
              placement="bottom-end"
              values={menuValues}
              onValuesChange={onMenuValuesChange}
              trigger={
                <IconButton
                  size="sm"
                  label={t('ui.filter')}
                  icon={<FilterIcon />}
                  className={filters.length > 0 ? styles.filterActive : undefined}
                  data-active={filters.length > 0 || undefined}
                />
              }
            >
              {filterOptions.map((option) =>
                filterMode === 'single' ? (
                  <MenuItemRadio key={option.value} name={FILTER} value={option.value} hideOnSelect>
                    {option.label}
                  </MenuItemRadio>
                ) : (
                  <MenuItemCheckbox key={option.value} name={FILTER} value={option.value}>
                    {option.label}
                  </MenuItemCheckbox>
                ),
              )}
            </Menu>
          ) : null}
          {actions ? (
            <Menu
              label={t('ui.actions')}
              placement="bottom-end"
              trigger={<IconButton size="sm" label={t('ui.actions')} icon={<MoreIcon />} />}
            >
              {actions}
            </Menu>
          ) : null}
        </div>
      </div>
      <div className={styles.body}>{body}</div>
    </section>
  );
}
