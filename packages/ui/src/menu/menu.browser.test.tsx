import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../button/button';
import { IconButton } from '../button/icon-button';
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

/** A filter menu with controlled checkbox values, as a host's toolbar has them. */
function Filters({ onValuesChange }: { onValuesChange?: (values: unknown) => void }) {
  const [values, setValues] = useState<Record<string, string[]>>({ os: ['linux'] });
  return (
    <Menu
      label="OS"
      values={values}
      onValuesChange={(next) => {
        onValuesChange?.(next);
        setValues({ os: Array.isArray(next.os) ? next.os.map(String) : [] });
      }}
      trigger={<Button>{`OS (${values.os?.length ?? 0})`}</Button>}
    >
      <MenuItemCheckbox name="os" value="windows">
        Windows
      </MenuItemCheckbox>
      <MenuItemCheckbox name="os" value="linux">
        Linux
      </MenuItemCheckbox>
      <MenuItemCheckbox name="os" value="mac">
        Mac
      </MenuItemCheckbox>
    </Menu>
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

  describe('given a menu that was never used', () => {
    it('renders only its trigger, then opens on the first click from the same element', async () => {
      const onOpenChange = vi.fn();
      const screen = await renderWithProviders(
        <Menu trigger={<Button>Actions</Button>} label="Actions" onOpenChange={onOpenChange}>
          <MenuItem>Reboot</MenuItem>
        </Menu>,
      );
      const trigger = page.getByRole('button', { name: 'Actions' });
      await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect.element(trigger).not.toHaveAttribute('aria-controls');
      // No popup and no hidden menu element: nothing of the menu is mounted.
      expect(document.querySelector('[role="menu"]')).toBeNull();
      await expectNoAxeViolations(screen.container);
      const element = trigger.element();

      await trigger.click();
      const menu = page.getByRole('menu', { name: 'Actions' });
      await expect.element(menu).toBeVisible();
      await expect.element(menu).toHaveFocus();
      expect(onOpenChange).toHaveBeenLastCalledWith(true);
      // The trigger is the same DOM node, now expanded and pointing at the menu.
      expect(trigger.element()).toBe(element);
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect.element(trigger).toHaveAttribute('aria-controls', menu.element().id);
      await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });

      await trigger.click();
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it.each([
      ['{Enter}', 'Ticket'],
      [' ', 'Ticket'],
      ['{ArrowDown}', 'Ticket'],
      ['{ArrowUp}', 'Policy'],
    ])('opens from the keyboard with %s on its first use, focusing %s', async (key, focused) => {
      await renderWithProviders(<AddMenu />);
      const trigger = page.getByRole('button', { name: 'Add' });
      const element = trigger.element() as HTMLElement;
      element.focus();
      await userEvent.keyboard(key);
      await expect.element(menu('Add')).toBeVisible();
      await expect.element(item(focused)).toHaveFocus();
      expect(trigger.element()).toBe(element);
      await userEvent.keyboard('{Escape}');
      await expect.element(menu('Add')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
      await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('shows controlled checkbox values when it first opens and reports changes', async () => {
      const onValuesChange = vi.fn();
      await renderWithProviders(<Filters onValuesChange={onValuesChange} />);
      const trigger = page.getByRole('button', { name: 'OS (1)' });
      trigger.element().focus();
      await userEvent.keyboard('{ArrowDown}');
      const windows = page.getByRole('menuitemcheckbox', { name: 'Windows' });
      const linux = page.getByRole('menuitemcheckbox', { name: 'Linux' });
      await expect.element(windows).toHaveFocus();
      await expect.element(windows).toHaveAttribute('aria-checked', 'false');
      await expect.element(linux).toHaveAttribute('aria-checked', 'true');
      // Mounting the items on first use reports no change.
      expect(onValuesChange).not.toHaveBeenCalled();
      await expectNoAxeViolations(document.body, { ignoreAriakitFocusTraps: true, popupRole: 'menu' });

      await userEvent.keyboard(' ');
      await expect.element(windows).toHaveAttribute('aria-checked', 'true');
      expect(onValuesChange).toHaveBeenLastCalledWith({ os: ['linux', 'windows'] });
      await expect.element(page.getByRole('button', { name: 'OS (2)' })).toBeInTheDocument();
      await linux.click();
      await expect.element(linux).toHaveAttribute('aria-checked', 'false');
      expect(onValuesChange).toHaveBeenLastCalledWith({ os: ['windows'] });
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('menu')).not.toBeInTheDocument();

      // Opened again, the mounted menu shows the values it was given since.
      await page.getByRole('button', { name: 'OS (1)' }).click();
      await expect.element(windows).toHaveAttribute('aria-checked', 'true');
      await expect.element(linux).toHaveAttribute('aria-checked', 'false');
    });

    it('keeps the trigger’s own handlers and ref, and lets them prevent opening', async () => {
      const onClick = vi.fn();
      const ref = { current: null as HTMLButtonElement | null };
      await renderWithProviders(
        <>
          <Menu
            trigger={
              <Button ref={ref} onClick={onClick}>
                Open
              </Button>
            }
          >
            <MenuItem>Reboot</MenuItem>
          </Menu>
          <Menu trigger={<Button onClick={(event) => event.preventDefault()}>Blocked</Button>}>
            <MenuItem>Shutdown</MenuItem>
          </Menu>
        </>,
      );
      await page.getByRole('button', { name: 'Open' }).click();
      await expect.element(page.getByRole('menu')).toBeVisible();
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(ref.current).toBe(page.getByRole('button', { name: 'Open' }).element());
      await userEvent.keyboard('{Escape}');
      await page.getByRole('button', { name: 'Blocked' }).click();
      expect(page.getByRole('menuitem', { name: 'Shutdown' }).query()).toBeNull();
      await expect
        .element(page.getByRole('button', { name: 'Blocked' }))
        .toHaveAttribute('aria-expanded', 'false');
    });
  });
});
