import type { SearchFilter } from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, ChevronDownIcon, Menu, MenuItemRadio, Skeleton } from '@console/ui';
import { Fragment, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { MatchText, resultContext, resultTypeLabelKey } from '../internal/result-text';
import * as shared from '../internal/shared.css';
import { filterLabelKey } from '../logic/filters';
import type { SearchResult } from '../logic/grouping';
import * as styles from './global-search.css';
import type { GlobalSearchOption, GlobalSearchState } from './use-global-search';

/** Space kept between the popover and the window's edges. */
const VIEWPORT_MARGIN = 8;

/**
 * How far left the popover must move so it stays in the window: it opens aligned with the box's
 * start, and a box near the right edge of a narrow window would push it out (measured on open and
 * on resize; never past the window's left edge).
 */
function useViewportShift(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return undefined;
    const place = () => {
      if (view.getComputedStyle(element).direction === 'rtl') return setShift(0);
      const anchor = (element.offsetParent ?? element.parentElement)?.getBoundingClientRect();
      if (!anchor) return setShift(0);
      const viewport = element.ownerDocument.documentElement.clientWidth;
      const overflow = anchor.left + element.offsetWidth - (viewport - VIEWPORT_MARGIN);
      setShift(Math.max(0, Math.min(overflow, anchor.left - VIEWPORT_MARGIN)));
    };
    place();
    view.addEventListener('resize', place);
    return () => view.removeEventListener('resize', place);
  }, []);
  return [ref, shift];
}

/**
 * The popover of `GlobalSearch` (001 §2.1): the filter dropdown, recent searches, skeleton rows,
 * exact and suggested results, 'No results found' and the link to the full results page. Loaded
 * on demand (see `./lazy-popover`); `GlobalSearch` renders it while the popover is open.
 */
export function SearchPopover({ search }: { search: GlobalSearchState }) {
  const t = useMessage();
  const [ref, shift] = useViewportShift();
  return (
    <div
      ref={ref}
      id={search.ids.popover}
      className={styles.popover}
      data-state={search.state}
      style={shift > 0 ? { insetInlineStart: -shift } : undefined}
    >
      <div className={styles.toolbar}>
        <FilterDropdown search={search} />
      </div>
      {/* The box keeps focus while the arrows move; the scrolling list is also a tab stop so a
          keyboard user can page through a long list (axe: scrollable regions need keyboard access). */}
      <div className={styles.body} tabIndex={search.state === 'results' ? 0 : undefined}>
        {search.message ? (
          <Banner tone="danger" className={styles.errorBanner}>
            {search.message}
          </Banner>
        ) : null}
        <PopoverBody search={search} />
      </div>
      {search.searchable ? (
        <div className={styles.footer}>
          <button
            type="button"
            className={`${shared.linkButton} ${styles.footerLink}`}
            onClick={search.submit}
          >
            {t('search.showAll', { query: search.value.trim() })}
          </button>
          <span className={styles.keyHint} aria-hidden="true">
            ↵
          </span>
        </div>
      ) : null}
    </div>
  );
}

function FilterDropdown({ search }: { search: GlobalSearchState }) {
  const t = useMessage();
  return (
    <Menu
      label={t('search.filter.label')}
      className={styles.filterMenu}
      values={{ filter: search.filter }}
      onValuesChange={(values) => {
        const next = values.filter as SearchFilter;
        if (next && next !== search.filter) search.setFilter(next);
      }}
      onOpenChange={(open) => {
        // After choosing, go back to typing.
        if (!open) requestAnimationFrame(() => search.inputRef.current?.focus());
      }}
      trigger={
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('search.filter.current', { filter: t(filterLabelKey(search.filter)) })}
        >
          {t('search.filter.current', { filter: t(filterLabelKey(search.filter)) })}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      }
    >
      {search.filters.map((filter) => (
        <MenuItemRadio key={filter} name="filter" value={filter} hideOnSelect>
          {t(filterLabelKey(filter))}
        </MenuItemRadio>
      ))}
    </Menu>
  );
}

/** The skeleton rows' bars: a short one and a long one that shortens row by row. */
const skeletonBars = (row: number) => ['18%', `${55 - row * 8}%`];

function PopoverBody({ search }: { search: GlobalSearchState }) {
  const t = useMessage();
  switch (search.state) {
    case 'recent':
      if (search.recentsLoading)
        return <Skeleton rows={search.skeletonRows} bars={skeletonBars} label={t('search.loading')} />;
      return (
        <div className={styles.group}>
          <div className={styles.groupHeading} id={`${search.ids.listbox}-recent`}>
            {t('search.recent')}
          </div>
          {search.options.length === 0 ? (
            <p className={styles.empty}>{t('search.noRecent')}</p>
          ) : (
            <div
              {...search.getListboxProps()}
              role="listbox"
              aria-labelledby={`${search.ids.listbox}-recent`}
            >
              {search.options.map((option) => (
                <Row key={option.id} search={search} option={option} />
              ))}
            </div>
          )}
        </div>
      );
    case 'loading':
      return <Skeleton rows={search.skeletonRows} bars={skeletonBars} label={t('search.loading')} />;
    case 'results':
      return (
        <div {...search.getListboxProps()} role="listbox" aria-label={t('search.resultsLabel')}>
          <ResultGroup search={search} labelKey="search.exact" from={0} count={search.groups.exact.length} />
          <ResultGroup
            search={search}
            labelKey="search.suggested"
            from={search.groups.exact.length}
            count={search.groups.suggested.length}
          />
        </div>
      );
    case 'empty':
      return <NoResults search={search} />;
    case 'error':
      return (
        <Banner
          tone="danger"
          className={styles.errorBanner}
          actions={
            <button type="button" className={shared.linkButton} onClick={search.retry}>
              {t('search.retry')}
            </button>
          }
        >
          {t('errors.generic')}
        </Banner>
      );
    default:
      return null;
  }
}

function ResultGroup({
  search,
  labelKey,
  from,
  count,
}: {
  search: GlobalSearchState;
  labelKey: 'search.exact' | 'search.suggested';
  from: number;
  count: number;
}) {
  const t = useMessage();
  if (count === 0) return null;
  const headingId = `${search.ids.listbox}-${labelKey.split('.')[1]}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options inside a listbox
    <div role="group" aria-labelledby={headingId} className={styles.group}>
      <div id={headingId} className={styles.groupHeading} role="presentation">
        {t(labelKey)}
      </div>
      {search.options.slice(from, from + count).map((option) => (
        <Row key={option.id} search={search} option={option} />
      ))}
    </div>
  );
}

function Row({ search, option }: { search: GlobalSearchState; option: GlobalSearchOption }) {
  const t = useMessage();
  const { result } = option;
  const context = resultContext(result);
  return (
    <div {...search.getOptionProps(option)} className={styles.option} data-type={result.type}>
      <span className={styles.optionMain}>
        <span className={styles.optionName}>{result.name}</span>
        <RowMeta result={result} context={context} />
      </span>
      <span className={shared.typeBadge}>{t(resultTypeLabelKey(result.type))}</span>
    </div>
  );
}

function RowMeta({ result, context }: { result: SearchResult; context: string | null }): ReactNode {
  const parts: ReactNode[] = [];
  if (context) parts.push(<span key="context">{context}</span>);
  const match = <MatchText result={result} />;
  if (result.matchAttr && result.score > 0) parts.push(<Fragment key="match">{match}</Fragment>);
  if (parts.length === 0) return null;
  return (
    <span className={styles.optionMeta}>
      {parts.map((part, index) => (
        <Fragment key={(part as { key?: string }).key ?? index}>
          {index > 0 ? ' · ' : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function NoResults({ search }: { search: GlobalSearchState }) {
  const t = useMessage();
  return (
    <div className={styles.alert} role="alert" data-state="empty">
      <p className={styles.alertTitle}>{t('search.noResults')}</p>
      <p className={styles.alertText}>{t(search.hint.textKey)}</p>
      {search.hint.links.length > 0 ? (
        <div className={styles.alertLinks}>
          {search.hint.links.map((link) => (
            <button
              key={link.route}
              type="button"
              className={shared.linkButton}
              onClick={() => search.go(link.route)}
            >
              {t(link.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
