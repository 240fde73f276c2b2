import { useMessage } from '@console/core/react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button';
import { ChevronRightIcon } from '../internal/icons';
import { useControllableState } from '../internal/use-controllable-state';
import { Spinner } from '../loading-placeholder/spinner';
import * as styles from './tree-list.css';
import {
  type ChildrenResolver,
  expandableIds,
  filterTree,
  flattenTree,
  keyAction,
  keyTarget,
  type LoadState,
  type TreeNode,
  type TreeRow,
} from './tree-model';

/**
 * Default row height of the tree list (000 §2.12: role tree rows are 38 px).
 * @example
 * <TreeList label="Roles" nodes={roles} rowHeight={TREE_LIST_ROW_HEIGHT} />
 */
export const TREE_LIST_ROW_HEIGHT = 38;
/**
 * Default indentation per level (000 §2.12: 20 px).
 * @example
 * <TreeList label="Roles" nodes={roles} indent={TREE_LIST_INDENT * 2} />
 */
export const TREE_LIST_INDENT = 20;

/** Props of {@link TreeList}. */
export interface TreeListProps {
  /** The top-level nodes. Keep the array stable between renders. */
  nodes: TreeNode[];
  /** Accessible name of the tree, e.g. 'Device roles'. */
  label: string;
  /**
   * Loads the children of a node that has `hasChildren` but no `children`, the first time it
   * expands. A spinner row shows meanwhile; a rejection shows an error row until the node is
   * collapsed and expanded again.
   */
  loadChildren?: (node: TreeNode) => Promise<TreeNode[]>;
  /** Id of the selected node (controlled); `null` for none. */
  value?: string | null;
  /**
   * Id of the node selected first when uncontrolled.
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the id of the node the user selects (disabled nodes cannot be selected). */
  onValueChange?: (id: string | null) => void;
  /** Ids of the expanded nodes (controlled). */
  expanded?: string[];
  /**
   * Ids of the nodes expanded first when uncontrolled.
   * @default []
   */
  defaultExpanded?: string[];
  /** Called with the ids of the expanded nodes after each change. */
  onExpandedChange?: (ids: string[]) => void;
  /** The search text (controlled). */
  search?: string;
  /**
   * The initial search text when uncontrolled.
   * @default ''
   */
  defaultSearch?: string;
  /** Called as the user types in the search field. */
  onSearchChange?: (search: string) => void;
  /**
   * Show the search field. Search keeps matching nodes, their ancestors (expanded to reveal them)
   * and their own children; only children already known are searched.
   * @default true
   */
  searchable?: boolean;
  /**
   * Show the 'Expand All' and 'Collapse All' buttons. 'Expand All' opens every node whose children
   * are known; it does not load lazy children.
   * @default true
   */
  expandControls?: boolean;
  /**
   * Height of a row in pixels.
   * @default 38
   */
  rowHeight?: number;
  /**
   * Indentation per level in pixels.
   * @default 20
   */
  indent?: number;
  /**
   * Maximum height of the scrolling tree (any CSS length, or pixels).
   * @default none: the tree grows with its rows
   */
  maxHeight?: number | string;
  /** Renders a node's label; the default highlights the part that matches the search. */
  renderLabel?: (node: TreeNode, search: string) => ReactNode;
  /** Called when `loadChildren` rejects. */
  onLoadError?: (node: TreeNode, error: unknown) => void;
  /** Extra class on the outer element. */
  className?: string;
}

function Highlight({ text, search }: { text: string; search: string }) {
  const query = search.trim().toLocaleLowerCase();
  const at = query ? text.toLocaleLowerCase().indexOf(query) : -1;
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.match}>{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

type NavigationKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'ArrowLeft' | 'ArrowRight';
const NAVIGATION_KEYS = /* @__PURE__ */ new Set<string>([
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'ArrowLeft',
  'ArrowRight',
]);

/**
 * A tree with lazy children, search and keyboard support (001 §4, 000 §2.12), following the ARIA
 * tree pattern: `role="tree"` with `treeitem`s carrying `aria-level`, `aria-expanded`,
 * `aria-selected`. Up and Down move, Left collapses or goes to the parent, Right expands or goes to
 * the first child, Home and End jump, Enter or Space selects, double-click toggles. Disabled nodes
 * are greyed out and cannot be selected.
 *
 * @example
 * ```tsx
 * <TreeList
 *   label="Device roles"
 *   nodes={roles}
 *   loadChildren={(node) => client.roles.children(node.id)}
 *   onValueChange={setRoleId}
 * />
 * ```
 */
export function TreeList({
  nodes,
  label,
  loadChildren,
  value,
  defaultValue = null,
  onValueChange,
  expanded,
  defaultExpanded = [],
  onExpandedChange,
  search,
  defaultSearch = '',
  onSearchChange,
  searchable = true,
  expandControls = true,
  rowHeight = TREE_LIST_ROW_HEIGHT,
  indent = TREE_LIST_INDENT,
  maxHeight,
  renderLabel,
  onLoadError,
  className,
}: TreeListProps) {
  const t = useMessage();
  const treeId = useId();
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [expandedIds, setExpandedIds] = useControllableState({
    value: expanded,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const [query, setQuery] = useControllableState({
    value: search,
    defaultValue: defaultSearch,
    onChange: onSearchChange,
  });
  const [loaded, setLoaded] = useState<ReadonlyMap<string, TreeNode[]>>(() => new Map());
  const [loadStates, setLoadStates] = useState<ReadonlyMap<string, LoadState>>(() => new Map());
  const [activeId, setActiveId] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLDivElement>());
  const pendingFocus = useRef(false);
  const requested = useRef(new Set<string>());

  const resolve = useCallback<ChildrenResolver>((node) => node.children ?? loaded.get(node.id), [loaded]);
  const filtered = useMemo(() => filterTree(nodes, query, resolve), [nodes, query, resolve]);
  const expandedSet = useMemo(() => new Set(expandedIds), [expandedIds]);
  const rows = useMemo(
    () => flattenTree(filtered.nodes, expandedSet, resolve, loadStates),
    [filtered.nodes, expandedSet, resolve, loadStates],
  );
  const nodeRows = useMemo(() => rows.filter((row) => row.kind === 'node'), [rows]);

  // Reveal every match: searching expands the ancestors of matching nodes.
  const { ancestorIds } = filtered;
  useLayoutEffect(() => {
    if (ancestorIds.size === 0) return;
    setExpandedIds((previous) => {
      const missing = [...ancestorIds].filter((id) => !previous.includes(id));
      return missing.length === 0 ? previous : [...previous, ...missing];
    });
  }, [ancestorIds, setExpandedIds]);

  // Lazy children: load those of every expanded node that has none yet.
  useEffect(() => {
    if (!loadChildren) return;
    for (const row of rows) {
      const { node } = row;
      if (row.kind !== 'node' || !row.expanded || resolve(node) || requested.current.has(node.id)) continue;
      requested.current.add(node.id);
      setLoadStates((previous) => new Map(previous).set(node.id, 'loading'));
      loadChildren(node).then(
        (children) => {
          setLoaded((previous) => new Map(previous).set(node.id, children));
          setLoadStates((previous) => {
            const next = new Map(previous);
            next.delete(node.id);
            return next;
          });
        },
        (error: unknown) => {
          setLoadStates((previous) => new Map(previous).set(node.id, 'error'));
          onLoadError?.(node, error);
        },
      );
    }
  }, [rows, resolve, loadChildren, onLoadError]);

  // The focusable row: the active one if visible, else the selected one, else the first.
  const focusId =
    (activeId !== null && nodeRows.some((row) => row.node.id === activeId) ? activeId : null) ??
    (selected !== null && nodeRows.some((row) => row.node.id === selected) ? selected : null) ??
    nodeRows[0]?.node.id ??
    null;

  useLayoutEffect(() => {
    if (!pendingFocus.current || focusId === null) return;
    pendingFocus.current = false;
    const element = itemRefs.current.get(focusId);
    element?.focus();
    element?.scrollIntoView({ block: 'nearest' });
  });

  const moveTo = useCallback((id: string) => {
    pendingFocus.current = true;
    setActiveId(id);
  }, []);

  const setNodeExpanded = useCallback(
    (row: TreeRow, open: boolean) => {
      const id = row.node.id;
      if (!open) {
        // A failed load is retried on the next expansion.
        if (loadStates.get(id) === 'error') {
          requested.current.delete(id);
          setLoadStates((previous) => {
            const next = new Map(previous);
            next.delete(id);
            return next;
          });
        }
        // Keep focus visible when the focused row disappears under a collapsed ancestor.
        if (focusId !== null && focusId !== id) {
          let parent = nodeRows.find((r) => r.node.id === focusId)?.parentId ?? null;
          while (parent !== null && parent !== id)
            parent = nodeRows.find((r) => r.node.id === parent)?.parentId ?? null;
          if (parent === id) moveTo(id);
        }
      }
      setExpandedIds((previous) =>
        open ? (previous.includes(id) ? previous : [...previous, id]) : previous.filter((x) => x !== id),
      );
    },
    [focusId, loadStates, moveTo, nodeRows, setExpandedIds],
  );

  const select = useCallback(
    (row: TreeRow) => {
      if (row.node.disabled) return;
      setSelected(row.node.id);
    },
    [setSelected],
  );

  const rowOf = (target: EventTarget): TreeRow | undefined => {
    const id = (target as Element).closest<HTMLElement>('[role="treeitem"]')?.dataset.id;
    return nodeRows.find((row) => row.node.id === id);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row) return;
    setActiveId(row.node.id);
    if ((event.target as Element).closest('[data-part="toggle"]')) {
      if (row.expandable) setNodeExpanded(row, !row.expanded);
      return;
    }
    select(row);
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row?.expandable || (event.target as Element).closest('[data-part="toggle"]')) return;
    setNodeExpanded(row, !row.expanded);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(row);
      return;
    }
    if (!NAVIGATION_KEYS.has(event.key)) return;
    event.preventDefault();
    const key = event.key as NavigationKey;
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const action = keyAction(row, key);
      if (action === 'expand') return setNodeExpanded(row, true);
      if (action === 'collapse') return setNodeExpanded(row, false);
    }
    const target = keyTarget(rows, row.node.id, key);
    if (target !== null) moveTo(target);
  };

  const showToolbar = searchable || expandControls;
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      style={assignInlineVars({ [styles.rowHeightVar]: `${rowHeight}px`, [styles.indentVar]: `${indent}px` })}
    >
      {showToolbar ? (
        <div className={styles.toolbar}>
          {searchable ? (
            <input
              type="search"
              className={styles.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('ui.search')}
              aria-label={t('ui.search')}
              aria-controls={treeId}
            />
          ) : null}
          {expandControls ? (
            <>
              <Button size="sm" variant="ghost" onClick={() => setExpandedIds(expandableIds(nodes, resolve))}>
                {t('ui.treeList.expandAll')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setExpandedIds([])}>
                {t('ui.treeList.collapseAll')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 && query.trim() !== '' ? (
        <p className={styles.empty} role="status">
          {t('ui.treeList.noResults')}
        </p>
      ) : null}
      <div
        id={treeId}
        role="tree"
        aria-label={label}
        className={styles.tree}
        style={maxHeight === undefined ? undefined : { maxHeight }}
        hidden={rows.length === 0}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => {
          const depth = assignInlineVars({ [styles.depthVar]: String(row.level - 1) });
          if (row.kind !== 'node') {
            return (
              <div
                key={`${row.kind}:${row.node.id}`}
                role="treeitem"
                tabIndex={-1}
                aria-level={row.level}
                aria-setsize={1}
                aria-posinset={1}
                aria-disabled="true"
                className={styles.row}
                data-kind={row.kind}
                style={depth}
              >
                <span className={styles.toggle} aria-hidden="true" />
                {row.kind === 'loading' ? (
                  <Spinner showLabel />
                ) : (
                  <span className={styles.label}>{t('ui.treeList.loadError')}</span>
                )}
              </div>
            );
          }
          const { node } = row;
          const isSelected = selected === node.id;
          return (
            <div
              key={node.id}
              ref={(element) => {
                if (element) itemRefs.current.set(node.id, element);
                else itemRefs.current.delete(node.id);
              }}
              role="treeitem"
              data-id={node.id}
              data-kind="node"
              tabIndex={node.id === focusId ? 0 : -1}
              aria-level={row.level}
              aria-setsize={row.setSize}
              aria-posinset={row.posInSet}
              aria-expanded={row.expandable ? row.expanded : undefined}
              aria-selected={node.disabled ? undefined : isSelected}
              aria-disabled={node.disabled ? true : undefined}
              aria-busy={loadStates.get(node.id) === 'loading' ? true : undefined}
              className={styles.row}
              style={depth}
              onFocus={() => setActiveId(node.id)}
            >
              <span
                className={styles.toggle}
                data-part="toggle"
                data-expanded={row.expanded}
                aria-hidden="true"
              >
                {row.expandable ? <ChevronRightIcon /> : null}
              </span>
              <span className={styles.label}>
                {renderLabel ? renderLabel(node, query) : <Highlight text={node.label} search={query} />}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
