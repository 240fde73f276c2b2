import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type BreadcrumbItem, Breadcrumbs } from './breadcrumbs';

const history: BreadcrumbItem[] = [
  { label: 'Administration', path: '/administration/general' },
  { label: 'Organizations', path: '/administration/customers' },
  { label: 'Locked', path: '/locked', disabled: true },
  { label: 'Acme', path: '/customerDashboard/12/overview' },
  { label: 'Devices', path: '/customerDashboard/12/devices' },
];

describe('Breadcrumbs', () => {
  it('lists the history with the last item as the current page', async () => {
    const screen = await renderWithProviders(<Breadcrumbs defaultItems={history} />);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.element(nav).toBeVisible();
    expect(nav.getByRole('listitem').elements()).toHaveLength(5);
    await expect.element(page.getByText('Devices')).toHaveAttribute('aria-current', 'page');
    expect(page.getByRole('link', { name: 'Devices' }).query()).toBeNull();
    await expect
      .element(page.getByRole('link', { name: 'Organizations' }))
      .toHaveAttribute('href', '#/administration/customers');
    await expectNoAxeViolations(screen.container);
  });

  it('trims the history to a clicked earlier item and reports its path', async () => {
    const onNavigate = vi.fn();
    const onItemsChange = vi.fn();
    const before = window.location.hash;
    await renderWithProviders(
      <Breadcrumbs defaultItems={history} onNavigate={onNavigate} onItemsChange={onItemsChange} />,
    );
    await page.getByRole('link', { name: 'Organizations' }).click();
    expect(onNavigate).toHaveBeenCalledWith('/administration/customers', history[1]);
    expect(onItemsChange).toHaveBeenCalledWith(history.slice(0, 2));
    expect(page.getByRole('listitem').elements()).toHaveLength(2);
    await expect.element(page.getByText('Organizations')).toHaveAttribute('aria-current', 'page');
    // Embedded: the location is the host's business.
    expect(window.location.hash).toBe(before);
  });

  it('follows an item from the keyboard', async () => {
    const onNavigate = vi.fn();
    await renderWithProviders(<Breadcrumbs defaultItems={history} onNavigate={onNavigate} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Administration' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/administration/general', history[0]);
    expect(page.getByRole('listitem').elements()).toHaveLength(1);
  });

  it('does nothing for a disabled item', async () => {
    const onNavigate = vi.fn();
    await renderWithProviders(<Breadcrumbs defaultItems={history} onNavigate={onNavigate} />);
    const locked = page.getByRole('link', { name: 'Locked' });
    await expect.element(locked).toHaveAttribute('aria-disabled', 'true');
    await locked.click({ force: true });
    expect(onNavigate).not.toHaveBeenCalled();
    expect(page.getByRole('listitem').elements()).toHaveLength(5);
  });

  it('passes axe in the dark theme', async () => {
    const screen = await renderWithProviders(<Breadcrumbs defaultItems={history} />, { theme: 'dark' });
    await expect.element(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('leaves a controlled history to its owner', async () => {
    const onItemsChange = vi.fn();
    await renderWithProviders(<Breadcrumbs items={history} onItemsChange={onItemsChange} />);
    await page.getByRole('link', { name: 'Acme' }).click();
    expect(onItemsChange).toHaveBeenCalledWith(history.slice(0, 4));
    expect(page.getByRole('listitem').elements()).toHaveLength(5);
  });
});
