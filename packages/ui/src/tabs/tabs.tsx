import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { type ReactNode, useId } from 'react';
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

/**
 * Tabs on Ariakit Tab: Left and Right (and Home, End) move between tabs and select them; Tab moves
 * into the panel. Each tab's state shows as `data-state="active|inactive"`.
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
  // DOM ids must be unique on the page even when two tab sets share item ids.
  const domId = (id: string) => `${prefix}-tab-${id}`;
  const fromDomId = (id: string | null | undefined) =>
    items.find((item) => domId(item.id) === id)?.id ?? null;
  return (
    <div className={className}>
      <TabProvider
        selectedId={domId(selected)}
        setSelectedId={(id) => {
          const next = fromDomId(id);
          if (next !== null) setSelected(next);
        }}
      >
        <TabList aria-label={label} className={styles.list}>
          {items.map((item) => (
            <Tab
              key={item.id}
              id={domId(item.id)}
              disabled={item.disabled}
              accessibleWhenDisabled
              className={styles.tab}
              data-state={item.id === selected ? 'active' : 'inactive'}
            >
              {item.label}
            </Tab>
          ))}
        </TabList>
        {items.map((item) => (
          <TabPanel
            key={item.id}
            tabId={domId(item.id)}
            unmountOnHide={!keepMounted}
            className={styles.panel}
            data-state={item.id === selected ? 'active' : 'inactive'}
          >
            {item.panel}
          </TabPanel>
        ))}
      </TabProvider>
    </div>
  );
}
