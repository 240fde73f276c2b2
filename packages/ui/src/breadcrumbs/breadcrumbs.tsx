import { useMessage } from '@console/core/react';
import { type MouseEvent, type ReactNode, useCallback } from 'react';
import { ChevronRightIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './breadcrumbs.css';

/** One entry of the breadcrumb history. */
export interface BreadcrumbItem {
  /** The visible text. */
  label: ReactNode;
  /** The route the item leads to, e.g. `/administration/customers`. */
  path: string;
  /**
   * The item shows but cannot be followed.
   * @default false
   */
  disabled?: boolean;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The history (controlled), oldest first; the last item is the current page. */
  items?: BreadcrumbItem[];
  /**
   * The initial history when uncontrolled.
   * @default []
   */
  defaultItems?: BreadcrumbItem[];
  /** Called with the trimmed history when an earlier item is followed. */
  onItemsChange?: (items: BreadcrumbItem[]) => void;
  /**
   * Called with the path of a followed item, after the history was trimmed to it. Route here: the
   * breadcrumbs never touch `window.location` themselves.
   */
  onNavigate?: (path: string, item: BreadcrumbItem) => void;
  /**
   * The `href` of an item's link, so it can be opened in a new tab.
   * @default (path) => `#${path}` (hash routes, as in the reference console)
   */
  getHref?: (path: string) => string;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Breadcrumb' (from the catalogue)
   */
  label?: string;
  /** Extra class on the `<nav>`. */
  className?: string;
}

const hashHref = (path: string) => (path.startsWith('#') ? path : `#${path}`);

/**
 * The breadcrumb bar (002 §2.3): clicking an earlier item trims the history to it and calls
 * `onNavigate(path)`; disabled items do nothing; the last item is the current page
 * (`aria-current="page"`). Ctrl-, Cmd- or Shift-clicks follow the link's `href` natively.
 *
 * @example
 * ```tsx
 * <Breadcrumbs
 *   defaultItems={[
 *     { label: 'Organizations', path: '/administration/customers' },
 *     { label: 'Acme', path: '/customerDashboard/12/overview' },
 *   ]}
 *   onNavigate={(path) => navigate(path)}
 * />
 * ```
 */
export function Breadcrumbs({
  items,
  defaultItems = [],
  onItemsChange,
  onNavigate,
  getHref = hashHref,
  label,
  className,
}: BreadcrumbsProps) {
  const t = useMessage();
  const [history, setHistory] = useControllableState({
    value: items,
    defaultValue: defaultItems,
    onChange: onItemsChange,
  });

  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, index: number) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      const item = history[index];
      if (!item || item.disabled) return;
      setHistory(history.slice(0, index + 1));
      onNavigate?.(item.path, item);
    },
    [history, setHistory, onNavigate],
  );

  if (history.length === 0) return null;
  const lastIndex = history.length - 1;
  // Keys from paths; a path met again (A > B > A) gets its occurrence number.
  const seen = new Map<string, number>();
  const keys = history.map((item) => {
    const count = (seen.get(item.path) ?? 0) + 1;
    seen.set(item.path, count);
    return `${item.path}#${count}`;
  });
  return (
    <nav
      aria-label={label ?? t('ui.breadcrumbs.label')}
      className={className ? `${styles.nav} ${className}` : styles.nav}
    >
      <ol className={styles.list}>
        {history.map((item, index) => {
          const isCurrent = index === lastIndex;
          let content: ReactNode;
          if (isCurrent) {
            content = (
              <span className={styles.current} aria-current="page" data-state="current">
                {item.label}
              </span>
            );
          } else if (item.disabled) {
            content = (
              // A link without href is not focusable; the role and aria-disabled keep it announced.
              // biome-ignore lint/a11y/useValidAnchor: a disabled breadcrumb has no destination.
              <a role="link" aria-disabled="true" className={styles.disabled} data-state="disabled">
                {item.label}
              </a>
            );
          } else {
            content = (
              <a
                href={getHref(item.path)}
                className={styles.link}
                data-state="link"
                onClick={(event) => follow(event, index)}
              >
                {item.label}
              </a>
            );
          }
          return (
            <li key={keys[index]} className={styles.item}>
              {content}
              {isCurrent ? null : (
                <span className={styles.separator} aria-hidden="true">
                  <ChevronRightIcon />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
