import type { NodeRole } from '@console/core';

/** A role tree node as the ui's TreeList takes it (`@console/ui` TreeNode), children left lazy. */
export interface RoleTreeNode {
  id: string;
  label: string;
  hasChildren: boolean;
  disabled: boolean;
}

/** Children of each role id (`null`: the top level), sorted by name. Pure, testable in node. */
export function childrenByParent(roles: readonly NodeRole[]): Map<number | null, NodeRole[]> {
  const byParent = new Map<number | null, NodeRole[]>();
  const ids = new Set(roles.map((role) => role.id));
  for (const role of roles) {
    // A role whose parent the user cannot see shows at the top.
    const parent =
      role.nodeRoleParentId !== null && ids.has(role.nodeRoleParentId) ? role.nodeRoleParentId : null;
    const list = byParent.get(parent) ?? [];
    list.push(role);
    byParent.set(parent, list);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return byParent;
}

/**
 * The tree nodes of one level: each role with `hasChildren` when it has any (loaded when it
 * expands), greyed out when `selectable` refuses it (000 §2.12: only roles carrying full
 * permission are selectable where devices are created), labelled by `labelOf` (the tree passes
 * `nodeRoleLabel`: the roots and built-in class roles by their display names).
 */
export function roleNodes(
  children: readonly NodeRole[] | undefined,
  byParent: Map<number | null, NodeRole[]>,
  selectable: (role: NodeRole) => boolean,
  labelOf: (role: NodeRole) => string = (role) => role.name,
): RoleTreeNode[] {
  return (children ?? []).map((role) => ({
    id: String(role.id),
    label: labelOf(role),
    hasChildren: (byParent.get(role.id)?.length ?? 0) > 0,
    disabled: !selectable(role),
  }));
}

/** The roles under (and including) the first role named `rootName`, or every top-level role. */
export function topLevel(
  roles: readonly NodeRole[],
  byParent: Map<number | null, NodeRole[]>,
  rootName?: string,
): NodeRole[] {
  if (rootName === undefined) return byParent.get(null) ?? [];
  const root = roles.find((role) => role.name === rootName);
  return root ? (byParent.get(root.id) ?? []) : [];
}

/** A role node with every descendant built (a search looks through all of them). */
export interface FullRoleTreeNode extends Omit<RoleTreeNode, 'hasChildren'> {
  children?: FullRoleTreeNode[];
}

/** The whole tree under `children`, for searching every role at once (labelled as {@link roleNodes}). */
export function roleTree(
  children: readonly NodeRole[] | undefined,
  byParent: Map<number | null, NodeRole[]>,
  selectable: (role: NodeRole) => boolean,
  labelOf: (role: NodeRole) => string = (role) => role.name,
): FullRoleTreeNode[] {
  return (children ?? []).map((role) => {
    const below = byParent.get(role.id);
    return {
      id: String(role.id),
      label: labelOf(role),
      disabled: !selectable(role),
      ...(below && below.length > 0 ? { children: roleTree(below, byParent, selectable, labelOf) } : {}),
    };
  });
}
