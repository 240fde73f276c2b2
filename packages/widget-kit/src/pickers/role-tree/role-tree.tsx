import { type NodeRole, routes } from '@console/core';
import { useConsoleQuery, useMessage } from '@console/core/react';
import {
  Banner,
  Spinner,
  TREE_LIST_INDENT,
  TREE_LIST_ROW_HEIGHT,
  TreeList,
  type TreeNode,
} from '@console/ui';
import { useCallback, useMemo, useState } from 'react';
import { nodeRoleLabel } from '../device-role-picker/device-role-options';
import { childrenByParent, roleNodes, roleTree, topLevel } from './role-tree-model';

/** Props of {@link RoleTree}. */
export interface RoleTreeProps {
  /** The chosen role id (controlled); `null` for none. */
  value?: number | null;
  /**
   * The role chosen first when uncontrolled.
   * @default null
   */
  defaultValue?: number | null;
  /** Called with the role the user selects. */
  onValueChange?: (id: number | null, role: NodeRole | null) => void;
  /**
   * Show only the roles under the role of this name (000 §3.3: `UNMANAGED_DEVICE` for unmanaged
   * devices).
   * @default every role, from the roots
   */
  rootName?: string;
  /**
   * Which roles may be chosen; the others are greyed out.
   * @default roles carrying full permission (000 §2.12)
   */
  selectable?: (role: NodeRole) => boolean;
  /**
   * Accessible name of the tree.
   * @default the catalogue's 'Device roles'
   */
  label?: string;
  /** Maximum height of the scrolling tree. */
  maxHeight?: number | string;
  /** Extra class on the outer element. */
  className?: string;
}

const fullPermission = (role: NodeRole) => role.permissions.full;

/**
 * The role tree (000 §2.12, 001 §2.6): the node roles of `GET /noderole/list` on the ui's
 * TreeList, rows 38 px high and indented 20 px per level, with search, Expand All / Collapse All
 * and children built lazily as a node expands. Roles read by their display names
 * (`nodeRoleLabel`: 'Managed devices', 'Unmanaged devices', a class role by its class).
 * @example <RoleTree rootName="UNMANAGED_DEVICE" onValueChange={(id) => setRoleId(id)} />
 */
export function RoleTree({
  value,
  defaultValue = null,
  onValueChange,
  rootName,
  selectable = fullPermission,
  label,
  maxHeight,
  className,
}: RoleTreeProps) {
  const t = useMessage();
  const roles = useConsoleQuery(routes.nodeRole.list, {}, { staleTime: 60_000 });
  const byParent = useMemo(() => childrenByParent(roles.data ?? []), [roles.data]);
  const [search, setSearch] = useState('');
  const searching = search.trim() !== '';
  // Children are built as a node expands; a search needs every role, so it gets the whole tree.
  // The roots and built-in class roles show their display names, never the stored MANAGED_DEVICE.
  const labelOf = useCallback((role: NodeRole) => nodeRoleLabel(role, t), [t]);
  const nodes = useMemo<TreeNode[]>(() => {
    const top = topLevel(roles.data ?? [], byParent, rootName);
    return searching
      ? roleTree(top, byParent, selectable, labelOf)
      : roleNodes(top, byParent, selectable, labelOf);
  }, [roles.data, byParent, rootName, selectable, searching, labelOf]);
  const loadChildren = useCallback(
    async (node: TreeNode) => roleNodes(byParent.get(Number(node.id)), byParent, selectable, labelOf),
    [byParent, selectable, labelOf],
  );
  if (roles.isLoading) return <Spinner showLabel />;
  if (roles.isError) return <Banner tone="danger">{t('pickers.deviceRole.error')}</Banner>;
  const toId = (id: string | null | undefined) => (id === null || id === undefined ? null : Number(id));
  return (
    <TreeList
      label={label ?? t('pickers.roleTree.label')}
      nodes={nodes}
      loadChildren={loadChildren}
      search={search}
      onSearchChange={setSearch}
      {...(value !== undefined ? { value: value === null ? null : String(value) } : {})}
      defaultValue={defaultValue === null ? null : String(defaultValue)}
      onValueChange={(id) => {
        const roleId = toId(id);
        onValueChange?.(roleId, roles.data?.find((role) => role.id === roleId) ?? null);
      }}
      rowHeight={TREE_LIST_ROW_HEIGHT}
      indent={TREE_LIST_INDENT}
      maxHeight={maxHeight}
      className={className}
    />
  );
}
