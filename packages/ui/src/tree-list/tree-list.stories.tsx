import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { TreeList } from './tree-list';
import type { TreeNode } from './tree-model';

const meta: StoryDefault = {
  title: 'Layout / Tree list',
  decorators: [
    (Component, { globalState }) => (
      <ThemeRoot
        theme={globalState.theme === 'dark' ? 'dark' : 'light'}
        style={{ padding: 16, maxWidth: 480 }}
      >
        <Component />
      </ThemeRoot>
    ),
  ],
};
export default meta;

const roles: TreeNode[] = [
  {
    id: 'windows',
    label: 'Windows',
    children: [
      { id: 'windows-server', label: 'Windows Server' },
      { id: 'windows-desktop', label: 'Windows Desktop' },
      { id: 'windows-legacy', label: 'Windows XP (retired)', disabled: true },
    ],
  },
  {
    id: 'mac',
    label: 'Mac',
    children: [
      { id: 'macbook', label: 'MacBook' },
      { id: 'imac', label: 'iMac' },
    ],
  },
  {
    id: 'nms',
    label: 'Network devices',
    children: [
      { id: 'router', label: 'Router' },
      { id: 'switch', label: 'Switch', children: [{ id: 'managed-switch', label: 'Managed switch' }] },
      { id: 'firewall', label: 'Firewall' },
    ],
  },
  { id: 'printer', label: 'Printer' },
];

/** The role tree of the unmanaged device modal (000 §2.12): search, Expand All, Collapse All. */
export const RoleTree: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <TreeList label="Device roles" nodes={roles} value={value} onValueChange={setValue} maxHeight={320} />
      <p style={{ marginTop: 12 }}>Selected: {value ?? 'none'}</p>
    </>
  );
};

/** Expanded, with a selected row and a greyed-out disabled row. */
export const ExpandedWithSelection: Story = () => (
  <TreeList
    label="Device roles"
    nodes={roles}
    defaultExpanded={['windows', 'nms', 'switch']}
    defaultValue="router"
  />
);

/** Searching keeps the ancestors of matches and expands them. */
export const Searching: Story = () => <TreeList label="Device roles" nodes={roles} defaultSearch="switch" />;

/** Search with no match. */
export const NoResults: Story = () => <TreeList label="Device roles" nodes={roles} defaultSearch="zzz" />;

let counter = 0;
const lazyRoots: TreeNode[] = [
  { id: 'dc1', label: 'dc1.corp.example', hasChildren: true },
  { id: 'dc2', label: 'dc2.corp.example (fails)', hasChildren: true },
];

/** Children load lazily, with a spinner row (1.5 s); the second root fails to load. */
export const LazyChildren: Story = () => (
  <TreeList
    label="Active Directory"
    nodes={lazyRoots}
    searchable={false}
    loadChildren={(node) =>
      new Promise((resolve, reject) =>
        setTimeout(() => {
          if (node.id === 'dc2') reject(new Error('unreachable'));
          else
            resolve(
              ['Computers', 'Servers', 'Users'].map((name) => ({
                id: `${node.id}/${name}/${++counter}`,
                label: `OU=${name}`,
                hasChildren: name !== 'Users',
              })),
            );
        }, 1500),
      )
    }
  />
);

/** A denser tree: 28 px rows, 14 px indent, no toolbar. */
export const Compact: Story = () => (
  <TreeList
    label="Device roles"
    nodes={roles}
    rowHeight={28}
    indent={14}
    searchable={false}
    expandControls={false}
    defaultExpanded={['windows', 'mac']}
  />
);
