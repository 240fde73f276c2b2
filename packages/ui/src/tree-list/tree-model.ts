/**
 * Pure logic of the tree list (001 §4): which rows are visible for a set of expanded ids, a search
 * filter that keeps the ancestors of matches, and keyboard targets. No React, testable in node.
 */

/** One node of a {@link TreeList}. */
export interface TreeNode {
  /** Unique, stable id. */
  id: string;
  /** The visible text; also what search matches. */
  label: string;
  /** Known children. Leave out (with `hasChildren`) to load them lazily. */
  children?: TreeNode[];
  /**
   * The node has children that are not loaded yet: expanding it calls `loadChildren`.
   * @default false
   */
  hasChildren?: boolean;
  /**
   * The node cannot be selected; it is greyed out but can still be focused and expanded.
   * @default false
   */
  disabled?: boolean;
}

/** A node as laid out in the flat list of visible rows. */
export interface TreeRow {
  /** Row kind: a node, or the spinner / error row shown under a node whose children load. */
  kind: 'node' | 'loading' | 'error';
  /** The node (for `loading` / `error` rows: the node whose children load). */
  node: TreeNode;
  /** 1-based depth (`aria-level`). */
  level: number;
  /** 1-based position among its siblings (`aria-posinset`). */
  posInSet: number;
  /** Number of siblings including itself (`aria-setsize`). */
  setSize: number;
  /** Id of the parent node, `null` at the top. */
  parentId: string | null;
  /** The node has (or may have) children. */
  expandable: boolean;
  /** The node is expanded. */
  expanded: boolean;
}

/** Children of a node: its own `children`, else those loaded lazily, else `undefined` (unknown). */
export type ChildrenResolver = (node: TreeNode) => TreeNode[] | undefined;

/** Whether a node has or may have children. */
export function isExpandable(node: TreeNode, resolve: ChildrenResolver): boolean {
  const children = resolve(node);
  if (children) return children.length > 0;
  return node.hasChildren === true;
}

/** Loading state of a node's lazily loaded children. */
export type LoadState = 'loading' | 'error';

/**
 * Lays out the visible rows: top-level nodes, and the children of every expanded node, depth first.
 * An expanded node whose children are loading (or failed) gets a `loading` (or `error`) row.
 *
 * @example
 * flattenTree(nodes, new Set(['root']), (n) => n.children)
 */
export function flattenTree(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  resolve: ChildrenResolver,
  loadStates: ReadonlyMap<string, LoadState> = new Map(),
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (list: readonly TreeNode[], level: number, parentId: string | null) => {
    list.forEach((node, index) => {
      const expandable = isExpandable(node, resolve);
      const isExpanded = expandable && expanded.has(node.id);
      rows.push({
        kind: 'node',
        node,
        level,
        posInSet: index + 1,
        setSize: list.length,
        parentId,
        expandable,
        expanded: isExpanded,
      });
      if (!isExpanded) return;
      const children = resolve(node);
      const loadState = loadStates.get(node.id);
      if (children) walk(children, level + 1, node.id);
      else if (loadState) {
        rows.push({
          kind: loadState,
          node,
          level: level + 1,
          posInSet: 1,
          setSize: 1,
          parentId: node.id,
          expandable: false,
          expanded: false,
        });
      }
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** Case-insensitive, trimmed match of a node label against a query. */
export function matchesQuery(label: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return q === '' || label.toLocaleLowerCase().includes(q);
}

/** The result of {@link filterTree}. */
export interface FilteredTree {
  /** The pruned tree: matches, their ancestors, and the full subtree below each match. */
  nodes: TreeNode[];
  /** Ids of ancestors of matches: expand these to reveal every match. */
  ancestorIds: Set<string>;
  /** Ids of the matching nodes. */
  matchIds: Set<string>;
}

/**
 * Keeps the nodes whose label matches `query`, with their ancestors (so the path stays visible)
 * and their own children (so a matching folder can still be opened). Only children already known
 * (given or loaded) are searched. An empty query returns the tree unchanged.
 *
 * @example
 * filterTree(nodes, 'server', (n) => n.children).ancestorIds // ids to expand
 */
export function filterTree(
  nodes: readonly TreeNode[],
  query: string,
  resolve: ChildrenResolver,
): FilteredTree {
  const ancestorIds = new Set<string>();
  const matchIds = new Set<string>();
  if (query.trim() === '') return { nodes: [...nodes], ancestorIds, matchIds };
  const visit = (list: readonly TreeNode[]): TreeNode[] => {
    const kept: TreeNode[] = [];
    for (const node of list) {
      const children = resolve(node);
      const matches = matchesQuery(node.label, query);
      const keptChildren = children ? visit(children) : [];
      if (matches) matchIds.add(node.id);
      if (keptChildren.length > 0) ancestorIds.add(node.id);
      if (matches) kept.push(node);
      else if (keptChildren.length > 0) kept.push({ ...node, children: keptChildren, hasChildren: true });
    }
    return kept;
  };
  return { nodes: visit(nodes), ancestorIds, matchIds };
}

/**
 * Ids of every node that has known children (given or loaded): what 'Expand All' opens. Nodes whose
 * children were never loaded are left closed, so 'Expand All' does not fire a request per node.
 */
export function expandableIds(nodes: readonly TreeNode[], resolve: ChildrenResolver): string[] {
  const ids: string[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      const children = resolve(node);
      if (children && children.length > 0) {
        ids.push(node.id);
        walk(children);
      }
    }
  };
  walk(nodes);
  return ids;
}

/**
 * The id the focus moves to for a navigation key, or `null` to stay. Left on an expanded node and
 * Right on a collapsed one do not move: the caller toggles instead (see {@link keyAction}).
 */
export function keyTarget(
  rows: readonly TreeRow[],
  currentId: string,
  key: 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'ArrowLeft' | 'ArrowRight',
): string | null {
  const nodeRows = rows.filter((row) => row.kind === 'node');
  const index = nodeRows.findIndex((row) => row.node.id === currentId);
  if (index === -1) return nodeRows[0]?.node.id ?? null;
  const row = nodeRows[index]!;
  switch (key) {
    case 'ArrowUp':
      return nodeRows[index - 1]?.node.id ?? null;
    case 'ArrowDown':
      return nodeRows[index + 1]?.node.id ?? null;
    case 'Home':
      return nodeRows[0]?.node.id ?? null;
    case 'End':
      return nodeRows[nodeRows.length - 1]?.node.id ?? null;
    case 'ArrowLeft':
      return row.expanded ? null : row.parentId;
    case 'ArrowRight': {
      if (!row.expanded) return null;
      const next = nodeRows[index + 1];
      return next && next.parentId === row.node.id ? next.node.id : null;
    }
  }
}

/** What Left or Right does on a row: toggle it open or closed, move, or nothing. */
export function keyAction(row: TreeRow, key: 'ArrowLeft' | 'ArrowRight'): 'expand' | 'collapse' | 'move' {
  if (key === 'ArrowRight') return row.expandable && !row.expanded ? 'expand' : 'move';
  return row.expanded ? 'collapse' : 'move';
}
