import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PlusIcon } from '../internal/icons';
import { LazyMenu } from './lazy-menu';
import { MenuItem, Submenu } from './menu';
import { MenuIconButton } from './menu-icon-button';

/** The items' "module": what a real `load` gets from `import()`, here the entries' names. */
const ENTRIES = ['Ticket', 'Policy', 'Report'] as const;

/** A loader that resolves when the test says so (a chunk still on its way). */
function deferredLoader() {
  let release: (value: readonly string[]) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<readonly string[]>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return { load, release: () => release(ENTRIES), fail: () => fail(new Error('chunk failed')) };
}

function AddMenu({
  load,
  onSelect = () => {},
  open,
  onOpenChange,
}: {
  load: () => Promise<readonly string[]>;
  onSelect?: (item: string) => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <LazyMenu
      trigger={<MenuIconButton label="Add" icon={<PlusIcon />} variant="primary" tooltipPlacement="bottom" />}
      label="Add"
      blockTab
      load={load}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {(entries) => (
        <>
          {entries.map((name) => (
            <MenuItem key={name} onSelect={() => onSelect(name)}>
              {name}
            </MenuItem>
          ))}
          <Submenu label="Device">
            <MenuItem onSelect={() => onSelect('Computer')}>Computer</MenuItem>
          </Submenu>
        </>
      )}
    </LazyMenu>
  );
}

/** A host that opens the menu itself, with a button of its own. */
function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open from the host
      </button>
      <AddMenu load={loadEntries} open={open} onOpenChange={setOpen} />
    </>
  );
}

const loadEntries = async () => ENTRIES;

const trigger = () => page.getByRole('button', { name: 'Add' });
const menu = () => page.getByRole('menu', { name: 'Add' });
const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
const menuAxe = { ignoreAriakitFocusTraps: true, popupRole: 'menu' } as const;

describe('LazyMenu', () => {
  it('renders only a plain menu button and loads nothing before an intent', async () => {
    const { load } = deferredLoader();
    await renderWithProviders(<AddMenu load={load} />);
    const button = trigger().element() as HTMLButtonElement;
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu().query()).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['{Enter}', 'Ticket'],
    [' ', 'Ticket'],
    ['{ArrowDown}', 'Ticket'],
    ['{ArrowUp}', 'Device'],
  ])('opens with %s pressed before the items arrived, focusing %s once they do', async (key, focused) => {
    const { load, release } = deferredLoader();
    await renderWithProviders(<AddMenu load={load} />);
    const element = trigger().element() as HTMLElement;
    element.focus();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(key);
    await expect.element(trigger()).toHaveAttribute('data-pending');
    expect(element.getAttribute('aria-expanded')).toBe('false');
    release();
    await expect.element(item(focused)).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger().element()).toBe(element);
    expect(element.hasAttribute('data-pending')).toBe(false);
    await expectNoAxeViolations(document.body, menuAxe);
    await userEvent.keyboard('{Escape}');
    await expect.element(menu()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays pressed while loading, a second click does not toggle it, then opens once', async () => {
    const { load, release } = deferredLoader();
    const onOpenChange = vi.fn();
    await renderWithProviders(<AddMenu load={load} onOpenChange={onOpenChange} />);
    await trigger().click();
    await expect.element(trigger()).toHaveAttribute('data-active');
    await trigger().click();
    expect(menu().query()).toBeNull();
    release();
    await expect.element(menu()).toBeVisible();
    await expect.element(menu()).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true]]);
    await expect.element(item('Policy')).toBeVisible();
    await trigger().click();
    await expect.element(menu()).not.toBeInTheDocument();
    await trigger().click();
    await expect.element(menu()).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('selects, blocks Tab and opens submenus like Menu once loaded', async () => {
    const onSelect = vi.fn();
    await renderWithProviders(<AddMenu load={async () => ENTRIES} onSelect={onSelect} />);
    (trigger().element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Ticket')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(item('Ticket')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect.element(item('Computer')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Computer');
    await expect.element(menu()).not.toBeInTheDocument();
  });

  it('tries again on the next intent when loading failed', async () => {
    const first = deferredLoader();
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? first.load() : Promise.resolve(ENTRIES);
    };
    await renderWithProviders(<AddMenu load={load} />);
    await trigger().click();
    first.fail();
    await expect.poll(() => calls).toBe(1);
    expect(menu().query()).toBeNull();
    await trigger().click();
    await expect.element(menu()).toBeVisible();
    expect(calls).toBe(2);
  });

  it('loads and opens when the host opens it before any intent', async () => {
    await renderWithProviders(<Host />);
    await page.getByRole('button', { name: 'Open from the host' }).click();
    await expect.element(menu()).toBeVisible();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('MenuIconButton', () => {
  it('shows its label as a tooltip on hover, hidden from assistive technology, until Escape', async () => {
    await renderWithProviders(<AddMenu load={async () => ENTRIES} />);
    const tip = page.getByText('Add', { exact: true });
    await expect.element(tip).not.toBeVisible();
    await trigger().hover();
    await expect.element(tip).toBeVisible();
    expect(tip.element().getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    await expect.element(tip).not.toBeVisible();
  });
});
