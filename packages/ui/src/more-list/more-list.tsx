import { useMessage } from '@console/core/react';
import { type ReactNode, useId } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './more-list.css';

/** How many items a {@link MoreList} shows before '+N more' (002 §9). */
export const MORE_LIST_MAX = 9;

/** Props of {@link MoreList}. */
export interface MoreListProps<T> {
  /** The items. */
  items: readonly T[];
  /**
   * Items shown before the '+N more' toggle.
   * @default 9
   */
  max?: number;
  /**
   * Renders one item.
   * @default String(item)
   */
  renderItem?: (item: T) => ReactNode;
  /**
   * A stable key per item.
   * @default String(item), then the position for repeats
   */
  getKey?: (item: T) => string;
  /**
   * `list` stacks the items; `inline` runs them on a line, separated by commas.
   * @default 'list'
   */
  layout?: 'list' | 'inline';
  /**
   * The '+N more' text is a button that shows the rest (and 'Show less' hides it again). When false
   * it is plain text.
   * @default true
   */
  expandable?: boolean;
  /** Controlled expanded state. */
  expanded?: boolean;
  /**
   * Initial expanded state when uncontrolled.
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called when the toggle asks to expand or collapse. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Accessible name of the list. */
  'aria-label'?: string;
  /** Extra class on the list. */
  className?: string;
}

function keysOf<T>(items: readonly T[], getKey: ((item: T) => string) | undefined): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = getKey ? getKey(item) : String(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  });
}

/**
 * Shows up to `max` (9) items, then '+N more' (002 §9), which expands to the rest. State shows as
 * `data-state="collapsed|expanded"` (or `complete` when everything fits).
 *
 * @example
 * ```tsx
 * <MoreList items={policy.organizations} renderItem={(org) => org.name} getKey={(org) => org.id} layout="inline" />
 * ```
 */
export function MoreList<T>({
  items,
  max = MORE_LIST_MAX,
  renderItem = (item) => String(item),
  getKey,
  layout = 'list',
  expandable = true,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  'aria-label': ariaLabel,
  className,
}: MoreListProps<T>) {
  const t = useMessage();
  const id = useId();
  const [isExpanded, setExpanded] = useControllableState({
    value: expanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const limit = Math.max(0, max);
  const hidden = Math.max(0, items.length - limit);
  const showAll = hidden === 0 || (expandable && isExpanded);
  const visible = showAll ? items : items.slice(0, limit);
  const keys = keysOf(visible, getKey);
  const state = hidden === 0 ? 'complete' : showAll ? 'expanded' : 'collapsed';
  return (
    <div className={className} data-state={state}>
      <ul id={id} className={styles.list} data-layout={layout} aria-label={ariaLabel}>
        {visible.map((item, index) => (
          <li key={keys[index]} className={styles.item}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {hidden === 0 ? null : expandable ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={showAll}
          aria-controls={id}
          onClick={() => setExpanded(!showAll)}
        >
          {showAll ? t('ui.showLess') : t('ui.moreCount', { count: hidden })}
        </button>
      ) : (
        <span className={styles.count}>{t('ui.moreCount', { count: hidden })}</span>
      )}
    </div>
  );
}
