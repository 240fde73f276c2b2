import { describe, expect, it } from 'vitest';
import {
  type ChildrenResolver,
  expandableIds,
  filterTree,
  flattenTree,
  keyAction,
  keyTarget,
  type TreeNode,
} from './tree-model';

const tree: TreeNode[] = [
  {
    id: 'servers',
    label: 'Servers',
    children: [
      { id: 'windows-server', label: 'Windows Server' },
      { id: 'linux-server', label: 'Linux Server', disabled: true },
    ],
  },
  {
    id: 'workstations',
    label: 'Workstations',
    children: [{ id: 'mac', label: 'Mac', children: [{ id: 'macbook', label: 'MacBook' }] }],
  },
  { id: 'printers', label: 'Printers', hasChildren: true },
];
const resolve: ChildrenResolver = (node) => node.children;
const ids = (rows: { node: TreeNode; kind: string }[]) => rows.map((r) => `${r.kind}:${r.node.id}`);

describe('flattenTree', () => {
  it('shows only top-level rows when nothing is expanded', () => {
    const rows = flattenTree(tree, new Set(), resolve);
    expect(ids(rows)).toEqual(['node:servers', 'node:workstations', 'node:printers']);
    expect(rows.map((r) => [r.level, r.posInSet, r.setSize, r.expandable])).toEqual([
      [1, 1, 3, true],
      [1, 2, 3, true],
      [1, 3, 3, true],
    ]);
  });

  it('lays out expanded children depth first with levels and parents', () => {
    const rows = flattenTree(tree, new Set(['workstations', 'mac']), resolve);
    expect(ids(rows)).toEqual([
      'node:servers',
      'node:workstations',
      'node:mac',
      'node:macbook',
      'node:printers',
    ]);
    expect(rows[3]).toMatchObject({ level: 3, parentId: 'mac', expandable: false });
  });

  it('adds a loading row under an expanded node whose children are loading', () => {
    const rows = flattenTree(
      tree,
      new Set(['printers']),
      resolve,
      new Map([['printers', 'loading' as const]]),
    );
    expect(ids(rows)).toEqual(['node:servers', 'node:workstations', 'node:printers', 'loading:printers']);
    expect(rows[3]?.level).toBe(2);
  });

  it('treats a node with an empty loaded list as a leaf', () => {
    const rows = flattenTree([{ id: 'x', label: 'X', hasChildren: true }], new Set(['x']), () => []);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expandable).toBe(false);
  });
});

describe('filterTree', () => {
  it('keeps matches and their ancestors, case-insensitively', () => {
    const result = filterTree(tree, 'book', resolve);
    expect(result.nodes.map((n) => n.id)).toEqual(['workstations']);
    expect(result.nodes[0]?.children?.[0]?.children?.map((n) => n.id)).toEqual(['macbook']);
    expect([...result.ancestorIds].sort()).toEqual(['mac', 'workstations']);
    expect([...result.matchIds]).toEqual(['macbook']);
  });

  it('keeps the whole subtree of a matching node', () => {
    const result = filterTree(tree, 'servers', resolve);
    expect(result.nodes.map((n) => n.id)).toEqual(['servers']);
    expect(result.nodes[0]?.children).toHaveLength(2);
  });

  it('returns nothing when nothing matches and everything for a blank query', () => {
    expect(filterTree(tree, 'zzz', resolve).nodes).toEqual([]);
    expect(filterTree(tree, '  ', resolve).nodes).toHaveLength(3);
  });
});

describe('keyboard targets', () => {
  const rows = flattenTree(tree, new Set(['servers']), resolve);

  it('moves up and down, home and end', () => {
    expect(keyTarget(rows, 'servers', 'ArrowDown')).toBe('windows-server');
    expect(keyTarget(rows, 'windows-server', 'ArrowUp')).toBe('servers');
    expect(keyTarget(rows, 'servers', 'ArrowUp')).toBeNull();
    expect(keyTarget(rows, 'windows-server', 'End')).toBe('printers');
    expect(keyTarget(rows, 'printers', 'Home')).toBe('servers');
  });

  it('goes to the parent on Left and the first child on Right', () => {
    expect(keyTarget(rows, 'linux-server', 'ArrowLeft')).toBe('servers');
    expect(keyTarget(rows, 'servers', 'ArrowRight')).toBe('windows-server');
    expect(keyTarget(rows, 'servers', 'ArrowLeft')).toBeNull();
  });

  it('collapses an open node on Left and expands a closed one on Right', () => {
    const [servers, , , workstations] = rows;
    expect(keyAction(servers!, 'ArrowLeft')).toBe('collapse');
    expect(keyAction(workstations!, 'ArrowRight')).toBe('expand');
    expect(keyAction(servers!, 'ArrowRight')).toBe('move');
  });
});

it('expandableIds lists nodes with known children only', () => {
  expect(expandableIds(tree, resolve)).toEqual(['servers', 'workstations', 'mac']);
});
