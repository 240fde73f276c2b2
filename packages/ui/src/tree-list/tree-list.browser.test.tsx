import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { TreeList } from './tree-list';
import type { TreeNode } from './tree-model';

const roles: TreeNode[] = [
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
  { id: 'printers', label: 'Printers' },
];

const item = (name: string) => page.getByRole('treeitem', { name, exact: true });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('TreeList', () => {
  it('renders an ARIA tree with levels, expansion and the 38 px / 20 px geometry', async () => {
    const screen = await renderWithProviders(
      <TreeList label="Device roles" nodes={roles} defaultExpanded={['servers']} />,
    );
    const tree = page.getByRole('tree', { name: 'Device roles' });
    await expect.element(tree).toBeVisible();
    expect(tree.getByRole('treeitem').elements()).toHaveLength(5);
    await expect.element(item('Servers')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('Servers')).toHaveAttribute('aria-level', '1');
    await expect.element(item('Windows Server')).toHaveAttribute('aria-level', '2');
    await expect.element(item('Workstations')).toHaveAttribute('aria-expanded', 'false');
    await expect.element(item('Printers')).not.toHaveAttribute('aria-expanded');
    const servers = item('Servers').element();
    const windows = item('Windows Server').element();
    expect(servers.getBoundingClientRect().height).toBe(38);
    const indentOf = (el: Element) => Number.parseFloat(getComputedStyle(el).paddingInlineStart);
    expect(indentOf(windows) - indentOf(servers)).toBe(20);
    await expect.element(page.getByRole('button', { name: 'Expand All' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Collapse All' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('passes axe in the dark theme with a selected, a disabled and a matching row', async () => {
    const screen = await renderWithProviders(
      <TreeList
        label="Roles"
        nodes={roles}
        defaultExpanded={['servers']}
        defaultValue="windows-server"
        defaultSearch="server"
      />,
      { theme: 'dark' },
    );
    await expect.element(item('Windows Server')).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(screen.container);
  });

  it('takes its row height and indent from props', async () => {
    await renderWithProviders(
      <TreeList label="Roles" nodes={roles} defaultExpanded={['servers']} rowHeight={30} indent={16} />,
    );
    expect(item('Servers').element().getBoundingClientRect().height).toBe(30);
    const indentOf = (name: string) =>
      Number.parseFloat(getComputedStyle(item(name).element()).paddingInlineStart);
    expect(indentOf('Windows Server') - indentOf('Servers')).toBe(16);
  });

  it('moves with the arrows, expands with Right, collapses with Left and selects with Enter or Space', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TreeList label="Roles" nodes={roles} onValueChange={onValueChange} />);
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    await expect.element(item('Servers')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Workstations')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('Workstations')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('Workstations')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('Mac')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(item('MacBook')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('macbook');
    await expect.element(item('MacBook')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(item('Mac')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(item('Mac')).toHaveAttribute('aria-expanded', 'false');
    expect(item('MacBook').query()).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Workstations')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith('workstations');
    await userEvent.keyboard('{End}');
    await expect.element(item('Printers')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(item('Servers')).toHaveFocus();
    // Only one row is in the tab order.
    expect(
      page
        .getByRole('treeitem')
        .elements()
        .filter((el) => el.tabIndex === 0),
    ).toHaveLength(1);
    await expectNoAxeViolations(page.getByRole('tree').element());
  });

  it('selects on click and toggles on double-click', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(<TreeList label="Roles" nodes={roles} onValueChange={onValueChange} />);
    await item('Printers').click();
    expect(onValueChange).toHaveBeenCalledWith('printers');
    await expect.element(item('Printers')).toHaveAttribute('aria-selected', 'true');
    await expect.element(item('Servers')).toHaveAttribute('aria-selected', 'false');
    await item('Servers').dblClick();
    await expect.element(item('Servers')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('Windows Server')).toBeVisible();
    await item('Servers').dblClick();
    await expect.element(item('Servers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('greys out disabled rows and never selects them', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <TreeList label="Roles" nodes={roles} defaultExpanded={['servers']} onValueChange={onValueChange} />,
    );
    const linux = item('Linux Server');
    await expect.element(linux).toHaveAttribute('aria-disabled', 'true');
    expect(getComputedStyle(linux.element()).color).not.toBe(
      getComputedStyle(item('Windows Server').element()).color,
    );
    await linux.click({ force: true });
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(linux).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(linux).not.toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithProviders(
      <TreeList label="Roles" nodes={roles} value="printers" onValueChange={onValueChange} />,
    );
    await item('Servers').click();
    expect(onValueChange).toHaveBeenCalledWith('servers');
    await expect.element(item('Printers')).toHaveAttribute('aria-selected', 'true');
    await screen.rerender(
      <TreeList label="Roles" nodes={roles} value="servers" onValueChange={onValueChange} />,
    );
    await expect.element(item('Servers')).toHaveAttribute('aria-selected', 'true');
  });

  describe('given lazy children', () => {
    const lazy: TreeNode[] = [{ id: 'org', label: 'Acme', hasChildren: true }];

    it('shows a spinner row while loading, then the children', async () => {
      const request = deferred<TreeNode[]>();
      const loadChildren = vi.fn(() => request.promise);
      const screen = await renderWithProviders(
        <TreeList label="Organizations" nodes={lazy} loadChildren={loadChildren} />,
      );
      await expect.element(item('Acme')).toHaveAttribute('aria-expanded', 'false');
      await item('Acme').click();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(page.getByRole('status')).toHaveTextContent('Loading');
      await expect.element(item('Acme')).toHaveAttribute('aria-busy', 'true');
      expect(loadChildren).toHaveBeenCalledWith(lazy[0]);
      await expectNoAxeViolations(screen.container);
      request.resolve([
        { id: 'site-a', label: 'Head office' },
        { id: 'site-b', label: 'Warehouse' },
      ]);
      await expect.element(item('Head office')).toBeVisible();
      await expect.element(item('Warehouse')).toHaveAttribute('aria-level', '2');
      expect(page.getByRole('status').query()).toBeNull();
      // Loaded once: collapsing and expanding again does not reload.
      await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
      await expect.element(item('Head office')).toBeVisible();
      expect(loadChildren).toHaveBeenCalledTimes(1);
    });

    it('shows an error row when loading fails and retries on the next expansion', async () => {
      let request = deferred<TreeNode[]>();
      const onLoadError = vi.fn();
      const loadChildren = vi.fn(() => request.promise);
      await renderWithProviders(
        <TreeList label="Organizations" nodes={lazy} loadChildren={loadChildren} onLoadError={onLoadError} />,
      );
      await item('Acme').dblClick();
      request.reject(new Error('offline'));
      await expect.element(page.getByText('Could not load items')).toBeVisible();
      expect(onLoadError).toHaveBeenCalledWith(lazy[0], expect.any(Error));
      request = deferred<TreeNode[]>();
      await item('Acme').dblClick();
      await item('Acme').dblClick();
      expect(loadChildren).toHaveBeenCalledTimes(2);
      request.resolve([{ id: 'x', label: 'Branch' }]);
      await expect.element(item('Branch')).toBeVisible();
    });
  });

  it('filters by search, keeping and expanding the ancestors of matches', async () => {
    const onSearchChange = vi.fn();
    const screen = await renderWithProviders(
      <TreeList label="Roles" nodes={roles} onSearchChange={onSearchChange} />,
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('book');
    expect(onSearchChange).toHaveBeenLastCalledWith('book');
    await expect.element(item('MacBook')).toBeVisible();
    expect(
      page
        .getByRole('treeitem')
        .elements()
        .map((el) => el.textContent),
    ).toEqual(['Workstations', 'Mac', 'MacBook']);
    await expect.element(item('Workstations')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(screen.container);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
    await expect.element(page.getByText('No results')).toBeVisible();
    await expect.element(page.getByRole('tree', { includeHidden: true })).not.toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    expect(page.getByRole('treeitem').elements().length).toBeGreaterThanOrEqual(3);
  });

  it('expands and collapses everything', async () => {
    const onExpandedChange = vi.fn();
    await renderWithProviders(<TreeList label="Roles" nodes={roles} onExpandedChange={onExpandedChange} />);
    await page.getByRole('button', { name: 'Expand All' }).click();
    expect(onExpandedChange).toHaveBeenLastCalledWith(['servers', 'workstations', 'mac']);
    expect(page.getByRole('treeitem').elements()).toHaveLength(7);
    await page.getByRole('button', { name: 'Collapse All' }).click();
    expect(page.getByRole('treeitem').elements()).toHaveLength(3);
  });

  it('keeps focus on the collapsed ancestor of the focused row', async () => {
    await renderWithProviders(
      <TreeList label="Roles" nodes={roles} defaultExpanded={['workstations', 'mac']} />,
    );
    await item('MacBook').click();
    await expect.element(item('MacBook')).toHaveFocus();
    await page
      .getByRole('treeitem', { name: 'Workstations' })
      .element()
      .querySelector<HTMLElement>('[data-part="toggle"]')!
      .click();
    await expect.element(item('Workstations')).toHaveFocus();
    await expect.element(item('Workstations')).toHaveAttribute('aria-expanded', 'false');
  });
});
