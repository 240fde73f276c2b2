import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button, IconButton } from '../button/button';
import { MoreIcon } from '../internal/icons';
import { Menu, MenuGroup, MenuItem, MenuItemCheckbox, MenuItemRadio, MenuSeparator, Submenu } from './menu';

function AddMenu({
  onSelect = () => {},
  blockTab = false,
}: {
  onSelect?: (item: string) => void;
  blockTab?: boolean;
}) {
  return (
    <>
      <Menu trigger={<Button>Add</Button>} label="Add" blockTab={blockTab}>
        <MenuItem onSelect={() => onSelect('Ticket')}>Ticket</MenuItem>
        <Submenu label="Device">
          <MenuGroup label="Computer">
            <MenuItem onSelect={() => onSelect('Windows')}>Windows</MenuItem>
            <MenuItem onSelect={() => onSelect('Linux')}>Linux</MenuItem>
          </MenuGroup>
          <MenuSeparator />
          <MenuItem onSelect={() => onSelect('Cloud monitor')}>Cloud monitor</MenuItem>
        </Submenu>
        <Submenu label="User">
          <MenuItem onSelect={() => onSelect('Technician')}>Technician</MenuItem>
          <MenuItem onSelect={() => onSelect('End user')}>End user</MenuItem>
        </Submenu>
        <MenuItem onSelect={() => onSelect('Report')} disabled description="Needs the reports permission">
          Report
        </MenuItem>
        <MenuItem href="#/policies">Policy</MenuItem>
      </Menu>
      <Button>After</Button>
    </>
  );
}

const menu = (name: string) => page.getByRole('menu', { name });
const item = (name: string) => page.getByRole('menuitem', { name });

/** Opens the menu from the keyboard: Enter on the focused trigger focuses the first item. */
async function openWithKeyboard(name: string) {
  const trigger = page.getByRole('button', { name });
  trigger.element().focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('menu').first()).toBeVisible();
  return trigger;
}

describe('Menu', () => {
  it('opens from its trigger, moves with arrows and selects with Enter, closing and refocusing the trigger', async () => {
    const onSelect = vi.fn();
    const screen = await renderWithProviders(<AddMenu onSelect={onSelect} />);
    const trigger = page.getByRole('button', { name: 'Add' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.click();
    await expect.element(menu('Add')).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    // A click focuses the menu itself; the first arrow press reaches the first item.
    await expect.element(menu('Add')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Ticket')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Ticket')).toHaveFocus();
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Ticket');
    await expect.element(menu('Add')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('selects with Space and with a click', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(<AddMenu onSelect={onSelect} />);
    const trigger = await openWithKeyboard('Add');
    await expect.element(item('Ticket')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('Ticket');
    await expect.element(menu('Add')).not.toBeInTheDocument();
    await trigger.click();
    await item('Ticket').click();
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    await renderWithProviders(<AddMenu />);
    const trigger = await openWithKeyboard('Add');
    await expect.element(item('Ticket')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect.element(menu('Add')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a submenu with Right and closes only that submenu with Left or Escape', async () => {
    const onSelect = vi.fn();
    const screen = await renderWithProviders(<AddMenu onSelect={onSelect} />);
    await openWithKeyboard('Add');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Device')).toHaveFocus();
    await expect.element(item('Device')).toHaveAttribute('aria-haspopup', 'menu');

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(menu('Device')).toBeVisible();
    await expect.element(item('Windows')).toHaveFocus();
    await expect.element(page.getByRole('group', { name: 'Computer' })).toBeVisible();
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });

    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(menu('Device')).not.toBeInTheDocument();
    await expect.element(menu('Add')).toBeVisible();
    await expect.element(item('Device')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('Windows')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu('Device')).not.toBeInTheDocument();
    await expect.element(menu('Add')).toBeVisible();
    await expect.element(item('Device')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect.element(item('Windows')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Linux')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Linux');
    await expect.element(menu('Add')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('opens and closes each submenu independently', async () => {
    await renderWithProviders(<AddMenu />);
    await openWithKeyboard('Add');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(menu('Device')).toBeVisible();
    await expect.element(item('Device')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item('User')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('User')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(menu('User')).toBeVisible();
    await expect.element(item('Technician')).toHaveFocus();
    await expect.element(menu('Device')).not.toBeInTheDocument();
    await expect.element(item('Device')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect.element(menu('User')).not.toBeInTheDocument();
    await expect.element(menu('Add')).toBeVisible();
    await expect.element(item('User')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu('Add')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('opens a submenu on hover', async () => {
    await renderWithProviders(<AddMenu />);
    await page.getByRole('button', { name: 'Add' }).click();
    await item('User').hover();
    await expect.element(menu('User')).toBeVisible();
    // The submenu sits beside its parent and is not clipped by the parent's scroll area.
    const rect = item('Technician').element().getBoundingClientRect();
    const parentRect = menu('Add').element().getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(parentRect.right);
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    expect(item('Technician').element().contains(hit)).toBe(true);
    await item('Technician').click();
    await expect.element(menu('Add')).not.toBeInTheDocument();
  });

  it('keeps focus inside the menu on Tab when blockTab is set', async () => {
    await renderWithProviders(<AddMenu blockTab />);
    await openWithKeyboard('Add');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Tab}');
    await expect.element(menu('Add')).toBeVisible();
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Tab}');
    await expect.element(item('Windows')).toHaveFocus();
  });

  it('lets Tab leave the menu without blockTab', async () => {
    await renderWithProviders(<AddMenu />);
    await openWithKeyboard('Add');
    await expect.element(item('Ticket')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect.element(menu('Add')).not.toBeInTheDocument();
  });

  it('announces a disabled item, with its description, and does not select it', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(<AddMenu onSelect={onSelect} />);
    await page.getByRole('button', { name: 'Add' }).click();
    const report = item('Report');
    await expect.element(report).toHaveAttribute('aria-disabled', 'true');
    await expect.element(report).toHaveAccessibleDescription('Needs the reports permission');
    await report.click({ force: true });
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(menu('Add')).toBeVisible();
  });

  it('renders href items as links', async () => {
    await renderWithProviders(<AddMenu />);
    await page.getByRole('button', { name: 'Add' }).click();
    const policy = item('Policy');
    expect(policy.element().tagName).toBe('A');
    await expect.element(policy).toHaveAttribute('href', '#/policies');
  });

  it('keeps checkbox and radio values in the menu, reporting changes', async () => {
    const onValuesChange = vi.fn();
    const screen = await renderWithProviders(
      <Menu
        trigger={<Button>Filter</Button>}
        defaultValues={{ status: ['online'], sort: 'name' }}
        onValuesChange={onValuesChange}
      >
        <MenuGroup label="Status">
          <MenuItemCheckbox name="status" value="online">
            Online
          </MenuItemCheckbox>
          <MenuItemCheckbox name="status" value="offline">
            Offline
          </MenuItemCheckbox>
        </MenuGroup>
        <MenuGroup label="Sort by">
          <MenuItemRadio name="sort" value="name">
            Name
          </MenuItemRadio>
          <MenuItemRadio name="sort" value="date">
            Date
          </MenuItemRadio>
        </MenuGroup>
      </Menu>,
    );
    await page.getByRole('button', { name: 'Filter' }).click();
    const online = page.getByRole('menuitemcheckbox', { name: 'Online' });
    const offline = page.getByRole('menuitemcheckbox', { name: 'Offline' });
    await expect.element(online).toHaveAttribute('aria-checked', 'true');
    await expect.element(offline).toHaveAttribute('aria-checked', 'false');
    expect(onValuesChange).not.toHaveBeenCalled();
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(online).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(offline).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(offline).toHaveAttribute('aria-checked', 'true');
    expect(onValuesChange).toHaveBeenLastCalledWith({ status: ['online', 'offline'], sort: 'name' });
    // A toggle keeps the menu open for the next one.
    await expect.element(page.getByRole('menu')).toBeVisible();

    await page.getByRole('menuitemradio', { name: 'Date' }).click();
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Date' }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Name' }))
      .toHaveAttribute('aria-checked', 'false');
    expect(onValuesChange).toHaveBeenLastCalledWith({ status: ['online', 'offline'], sort: 'date' });
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderWithProviders(
      <Menu trigger={<Button>Actions</Button>} open onOpenChange={onOpenChange}>
        <MenuItem>Reboot</MenuItem>
      </Menu>,
    );
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole('menu')).toBeVisible();
    await screen.rerender(
      <Menu trigger={<Button>Actions</Button>} open={false} onOpenChange={onOpenChange}>
        <MenuItem>Reboot</MenuItem>
      </Menu>,
    );
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from an icon button trigger named by its label', async () => {
    const onSelect = vi.fn();
    const screen = await renderWithProviders(
      <Menu trigger={<IconButton label="Actions" icon={<MoreIcon />} />} placement="bottom-end">
        <MenuItem onSelect={onSelect}>Reboot</MenuItem>
      </Menu>,
    );
    const trigger = page.getByRole('button', { name: 'Actions' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menu', { name: 'Actions' })).toBeVisible();
    await expect.element(item('Reboot')).toHaveFocus();
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    await expect.element(trigger).toHaveFocus();
  });

  it('keeps the theme in its portal', async () => {
    const screen = await renderWithProviders(<AddMenu />, { theme: 'dark' });
    await page.getByRole('button', { name: 'Add' }).click();
    const popup = menu('Add').element();
    const portal = popup.closest('[data-console-portal]') as HTMLElement;
    expect(portal.dataset.theme).toBe('dark');
    expect(getComputedStyle(popup).backgroundColor).toBe('rgb(34, 39, 49)');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });
  });
});
