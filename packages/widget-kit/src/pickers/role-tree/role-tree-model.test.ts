import { describe, expect, it } from 'vitest';
import { pickerRoles } from '../fixtures';
import { childrenByParent, roleNodes, roleTree, topLevel } from './role-tree-model';

const byParent = childrenByParent(pickerRoles);
const full = (role: { permissions: { full: boolean } }) => role.permissions.full;

describe('the role tree model', () => {
  it('starts at the roots, each with lazy children', () => {
    expect(roleNodes(topLevel(pickerRoles, byParent), byParent, full)).toEqual([
      { id: '1', label: 'MANAGED_DEVICE', hasChildren: true, disabled: false },
      { id: '2', label: 'UNMANAGED_DEVICE_ROOT', hasChildren: true, disabled: false },
    ]);
  });

  it('starts under a named role and greys out what cannot be selected', () => {
    expect(roleNodes(topLevel(pickerRoles, byParent, 'UNMANAGED_DEVICE'), byParent, full)).toEqual([
      { id: '32', label: 'Camera', hasChildren: false, disabled: true },
      { id: '31', label: 'Printer', hasChildren: false, disabled: false },
    ]);
  });

  it('lists a role whose parent is not visible at the top', () => {
    const orphans = childrenByParent(pickerRoles.filter((role) => role.id !== 10));
    expect(orphans.get(null)?.map((role) => role.name)).toContain('Kiosk');
  });

  it('is empty under an unknown root', () => {
    expect(topLevel(pickerRoles, byParent, 'NOPE')).toEqual([]);
  });
});

describe('the whole role tree (for a search)', () => {
  it('builds every descendant at once', () => {
    const tree = roleTree(topLevel(pickerRoles, byParent, 'MANAGED_DEVICE'), byParent, full);
    const windows = tree.find((node) => node.label === 'Windows Workstation');
    expect(windows?.children?.map((node) => node.label)).toEqual(['Kiosk', 'Reserved Windows']);
    expect(tree.find((node) => node.label === 'Linux Server')?.children).toBeUndefined();
  });
});

describe('labels', () => {
  it('labels every node of a level and of the whole tree with labelOf', () => {
    const upper = (role: { name: string }) => role.name.toUpperCase();
    expect(roleNodes(topLevel(pickerRoles, byParent, 'UNMANAGED_DEVICE'), byParent, full, upper)).toEqual([
      { id: '32', label: 'CAMERA', hasChildren: false, disabled: true },
      { id: '31', label: 'PRINTER', hasChildren: false, disabled: false },
    ]);
    const tree = roleTree(topLevel(pickerRoles, byParent), byParent, full, upper);
    expect(tree[0]?.children?.find((node) => node.label === 'WINDOWS WORKSTATION')?.children).toHaveLength(2);
  });
});
