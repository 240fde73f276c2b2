import { adminNavMessages } from '@console/core';
import { MessageSection, useMessage } from '@console/core/react';
import { CloseIcon, SearchIcon, visuallyHidden } from '@console/ui/primitives';
import { useEffect } from 'react';
import { filterLabelKey } from '../logic/filters';
import { searchMessages } from '../messages';
import * as styles from './global-search.css';
import { preloadSearchPopover, SearchPopoverSlot } from './lazy-popover';
import { type GlobalSearchState, type UseGlobalSearchOptions, useGlobalSearch } from './use-global-search';

/** Props of {@link GlobalSearch}: every option of {@link useGlobalSearch}, plus the look. */
export interface GlobalSearchProps extends UseGlobalSearchOptions {
  /** Accessible name of the box. @default the catalogue's 'Search' */
  label?: string;
  /** Placeholder of the box. @default the catalogue's 'Search' */
  placeholder?: string;
  /** Extra class on the widget root. */
  className?: string;
}

/**
 * The global search box with its popover (001 §2.1): a filter dropdown and a removable filter
 * tag, shortcut prefixes (`devices:`), the `/` key, recent searches, skeleton rows, exact and
 * suggested results, 'No results found' with a hint per filter, and Enter for the full results
 * page. Navigation goes through the ConsoleProvider's `navigate` (or `onNavigate`).
 * @example
 * <ConsoleProvider client={client} session={session} navigate={navigate}>
 *   <ThemeRoot><GlobalSearch currentRoute={route} /></ThemeRoot>
 * </ConsoleProvider>
 */
export function GlobalSearch(props: GlobalSearchProps) {
  return (
    <MessageSection messages={searchMessages}>
      {/* Administration page results are named by the administration navigation's texts. */}
      <MessageSection messages={adminNavMessages}>
        <GlobalSearchView {...props} />
      </MessageSection>
    </MessageSection>
  );
}

function GlobalSearchView({ label, placeholder, className, ...options }: GlobalSearchProps) {
  const t = useMessage();
  const search = useGlobalSearch(options);
  const { registerInside } = search;
  useEffect(() => registerInside(`.${styles.filterMenu}`), [registerInside]);
  // The popover's code loads after the box's first paint, before anyone opens it.
  useEffect(() => {
    preloadSearchPopover().catch(() => undefined);
  }, []);
  const rootProps = search.getRootProps();
  const inputProps = search.getInputProps();
  const filterName = t(filterLabelKey(search.filter));
  return (
    <div
      {...rootProps}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={search.state}
      data-filter={search.filter}
    >
      {/* Clicking the box's padding focuses the input, as a native field would. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; the input is the control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input itself takes the keyboard */}
      <div className={styles.box} onClick={() => search.inputRef.current?.focus()}>
        <span className={styles.searchIcon} aria-hidden="true">
          <SearchIcon size={16} />
        </span>
        {search.filter !== 'all' ? (
          <span className={styles.tag} data-filter={search.filter}>
            <span className={styles.tagText}>{filterName}</span>
            <button
              type="button"
              className={styles.tagRemove}
              aria-label={t('search.filter.remove', { filter: filterName })}
              onClick={(event) => {
                event.stopPropagation();
                search.setFilter('all');
                search.inputRef.current?.focus();
              }}
            >
              <CloseIcon size={12} />
            </button>
          </span>
        ) : null}
        <input
          {...inputProps}
          className={styles.input}
          aria-label={label ?? t('search.label')}
          placeholder={placeholder ?? t('search.placeholder')}
        />
        {!search.open && !search.value ? (
          <kbd className={styles.keyHint} title={t('search.shortcutHint')}>
            /
          </kbd>
        ) : null}
      </div>
      <span id={search.ids.status} className={visuallyHidden} role="status">
        {statusText(search, t)}
      </span>
      {search.open ? <SearchPopoverSlot search={search} /> : null}
    </div>
  );
}

function statusText(search: GlobalSearchState, t: ReturnType<typeof useMessage>): string {
  if (search.state === 'loading') return t('search.loading');
  if (search.state === 'empty') return t('search.noResults');
  if (search.state === 'results') {
    const count = search.options.length;
    return count === 1 ? t('search.resultCountOne') : t('search.resultCount', { count });
  }
  return '';
}
