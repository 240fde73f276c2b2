import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import * as styles from './tabs.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable id, unique within these tabs; the value of `selectedId`. */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /**
   * Shown but not selectable (still reachable with arrow keys, announced as disabled).
   * @default false
   */
  disabled?: boolean;
  /** The content shown when the tab is selected. */
  panel: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list (e.g. "Device settings"). */
  label: string;
  /** Controlled selected tab id. */
  selectedId?: string;
  /**
   * Initially selected tab id when uncontrolled.
   * @default the first enabled tab
   */
  defaultSelectedId?: string;
  /** Called with the id of the tab the user selects. */
  onSelectedIdChange?: (id: string) => void;
  /**
   * Keep unselected panels mounted (hidden) so their state survives switching.
   * @default false
   */
  keepMounted?: boolean;
  /** Extra class on the outer element. */
  className?: string;
}

/** Where arrow, Home and End keys move from tab `index` of `count` (wrapping, as Ariakit's tabs). */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): Left and Right (and Home, End) move between
 * tabs and select them, wrapping at the ends; a disabled tab is reachable and announced but never
 * selected; Tab moves into the panel, which is a tab stop itself only when it holds nothing
 * focusable. Each tab's and panel's state shows as `data-state="active|inactive"`.
 *
 * Plain elements with one roving tab stop, not a composite store: a page mounting tabs pays for
 * no store, no item registration and no re-render after mount.
 *
 * @example
 * ```tsx
 * <Tabs label="Policy" items={[
 *   { id: 'general', label: 'General', panel: <General /> },
 *   { id: 'patching', label: 'Patching', panel: <Patching /> },
 * ]} />
 * ```
 */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onSelectedIdChange,
  keepMounted = false,
  className,
}: TabsProps) {
  const prefix = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? items[0]?.id ?? '';
  const [selected, setSelected] = useControllableState({
    value: selectedId,
    defaultValue: defaultSelectedId ?? firstEnabled,
    onChange: onSelectedIdChange,
  });
  // The tab holding focus inside the list (a disabled tab reached with the arrows stays the tab
  // stop while focused); outside the list, the selected tab is the tab stop.
  const [focused, setFocused] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // DOM ids must be unique on the page even when two tab sets share item ids.
  const tabDomId = (id: string) => `${prefix}-tab-${id}`;
  const panelDomId = (id: string) => `${prefix}-panel-${id}`;
  const tabStop = focused !== null && items.some((item) => item.id === focused) ? focused : selected;

  /** Focuses the tab at `index` and selects it unless it is disabled. */
  const moveTo = (index: number) => {
    const item = items[index];
    if (!item) return;
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabDomId(item.id))}`)?.focus();
    if (!item.disabled) setSelected(item.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, from: string) => {
    const index = items.findIndex((item) => item.id === from);
    const next = targetIndex(event.key, index, items.length);
    if (index < 0 || next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles.list}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
        }}
      >
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabDomId(item.id)}
              aria-selected={active}
              aria-disabled={item.disabled || undefined}
              aria-controls={active || keepMounted ? panelDomId(item.id) : undefined}
              tabIndex={item.id === tabStop ? 0 : -1}
              className={styles.tab}
              data-state={active ? 'active' : 'inactive'}
              onFocus={() => setFocused(item.id)}
              onClick={() => {
                if (!item.disabled) setSelected(item.id);
              }}
              onKeyDown={(event) => onKeyDown(event, item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.id === selected;
        if (!active && !keepMounted) return null;
        return (
          <TabPanel
            key={item.id}
            id={panelDomId(item.id)}
            tabId={tabDomId(item.id)}
            active={active}
            onKeyDown={(event) => {
              // Arrows on the panel itself (a tab stop when it holds nothing focusable) move
              // between tabs, as on the tab list.
              if (event.target === event.currentTarget) onKeyDown(event, selected);
            }}
          >
            {item.panel}
          </TabPanel>
        );
      })}
    </div>
  );
}

// What can take focus with Tab inside a panel (visibility is not checked: no forced layout).
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

function TabPanel({
  id,
  tabId,
  active,
  onKeyDown,
  children,
}: {
  id: string;
  tabId: string;
  active: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // A panel with nothing focusable in it is a tab stop itself (WAI-ARIA tabs pattern), checked
  // each time it is shown. Set on the element, not in state, so it costs no second render.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    if (element.querySelector(TABBABLE)) element.removeAttribute('tabindex');
    else element.setAttribute('tabindex', '0');
  }, [active]);
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      hidden={!active}
      className={styles.panel}
      data-state={active ? 'active' : 'inactive'}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
