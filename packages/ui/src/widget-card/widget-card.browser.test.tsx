import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MenuItem } from '../menu/menu';
import { WidgetCard } from './widget-card';

const statusOptions = [
  { value: 'online', label: 'Online' },
  { value: 'offline', label: 'Offline' },
  { value: 'maintenance', label: 'In maintenance' },
];

const card = () => page.getByRole('region', { name: 'Devices' });

describe('WidgetCard', () => {
  it('shows the title, the secondary text and the content when ready', async () => {
    const screen = await renderWithProviders(
      <WidgetCard
        title="Devices"
        secondaryText="Last 24 hours"
        onSearchChange={() => undefined}
        actions={<MenuItem>Refresh</MenuItem>}
        filterOptions={statusOptions}
      >
        <p>42 devices</p>
      </WidgetCard>,
    );
    await expect.element(card()).toHaveAttribute('data-state', 'ready');
    await expect.element(page.getByRole('heading', { level: 3, name: 'Devices' })).toBeVisible();
    await expect.element(page.getByText('Last 24 hours')).toBeVisible();
    await expect.element(page.getByText('42 devices')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Filter' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Actions' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('has no search, filter or actions buttons unless asked', async () => {
    await renderWithProviders(<WidgetCard title="Devices">content</WidgetCard>);
    await expect.element(card()).toBeVisible();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('reveals a search field from the search button and closes it with Escape', async () => {
    const onSearchChange = vi.fn();
    const screen = await renderWithProviders(
      <WidgetCard title="Devices" onSearchChange={onSearchChange}>
        content
      </WidgetCard>,
    );
    expect(page.getByRole('searchbox').query()).toBeNull();
    await page.getByRole('button', { name: 'Search' }).click();
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('srv');
    expect(onSearchChange).toHaveBeenLastCalledWith('srv');
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('searchbox').query()).toBeNull();
    expect(onSearchChange).toHaveBeenLastCalledWith('');
    await expect.element(page.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('closes the search field with its close button', async () => {
    const onSearchChange = vi.fn();
    await renderWithProviders(
      <WidgetCard title="Devices" defaultSearch="abc" onSearchChange={onSearchChange}>
        content
      </WidgetCard>,
    );
    await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('abc');
    await page.getByRole('button', { name: 'Close search' }).click();
    expect(onSearchChange).toHaveBeenCalledWith('');
    expect(page.getByRole('searchbox').query()).toBeNull();
  });

  it('filters with a single-select menu', async () => {
    const onFilterValueChange = vi.fn();
    await renderWithProviders(
      <WidgetCard title="Devices" filterOptions={statusOptions} onFilterValueChange={onFilterValueChange}>
        content
      </WidgetCard>,
    );
    await page.getByRole('button', { name: 'Filter' }).click();
    const menu = page.getByRole('menu', { name: 'Filter' });
    await expect.element(menu).toBeVisible();
    expect(menu.getByRole('menuitemradio').elements()).toHaveLength(3);
    await expectNoAxeViolations(menu.element());
    await page.getByRole('menuitemradio', { name: 'Offline' }).click();
    expect(onFilterValueChange).toHaveBeenLastCalledWith(['offline']);
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Filter' })).toHaveAttribute('data-active', 'true');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect
      .element(page.getByRole('menuitemradio', { name: 'Offline' }))
      .toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'Online' }).click();
    expect(onFilterValueChange).toHaveBeenLastCalledWith(['online']);
  });

  it('filters with a multi-select menu', async () => {
    const onFilterValueChange = vi.fn();
    await renderWithProviders(
      <WidgetCard
        title="Devices"
        filterMode="multi"
        filterOptions={statusOptions}
        defaultFilterValue={['online']}
        onFilterValueChange={onFilterValueChange}
      >
        content
      </WidgetCard>,
    );
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect
      .element(page.getByRole('menuitemcheckbox', { name: 'Online' }))
      .toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemcheckbox', { name: 'In maintenance' }).click();
    expect(onFilterValueChange).toHaveBeenLastCalledWith(['online', 'maintenance']);
    await page.getByRole('menuitemcheckbox', { name: 'Online' }).click();
    expect(onFilterValueChange).toHaveBeenLastCalledWith(['maintenance']);
    // Multi-select stays open for more choices.
    await expect.element(page.getByRole('menu', { name: 'Filter' })).toBeVisible();
  });

  it('runs an action from the actions menu', async () => {
    const onRefresh = vi.fn();
    await renderWithProviders(
      <WidgetCard title="Devices" actions={<MenuItem onSelect={onRefresh}>Refresh</MenuItem>}>
        content
      </WidgetCard>,
    );
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows the error state with an exclamation icon and the message, scrolling beyond 252 px', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the error.`).join(' ');
    const screen = await renderWithProviders(
      <WidgetCard title="Devices" state="error" errorMessage={long}>
        <p>hidden content</p>
      </WidgetCard>,
    );
    await expect.element(card()).toHaveAttribute('data-state', 'error');
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Line 40 of the error.');
    expect(alert.element().querySelector('svg[data-icon="Alert"]')).not.toBeNull();
    expect(page.getByText('hidden content').query()).toBeNull();
    const area = alert.element() as HTMLElement;
    expect(area.getBoundingClientRect().height).toBeLessThanOrEqual(252);
    expect(area.scrollHeight).toBeGreaterThan(area.clientHeight);
    expect(getComputedStyle(area).overflowY).toBe('auto');
    await expectNoAxeViolations(screen.container);
  });

  it('passes axe in the dark theme, ready and in error', async () => {
    const screen = await renderWithProviders(
      <div>
        <WidgetCard
          title="Devices"
          secondaryText="Today"
          onSearchChange={() => undefined}
          filterOptions={statusOptions}
        >
          <p>content</p>
        </WidgetCard>
        <WidgetCard
          title="Alerts"
          state="error"
          errorMessage="Something went wrong on our end. Please try again"
        />
      </div>,
      { theme: 'dark' },
    );
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('shows the catalogue message when the error has none', async () => {
    await renderWithProviders(<WidgetCard title="Devices" state="error" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Error');
  });

  it('shows a spinner while loading', async () => {
    const screen = await renderWithProviders(
      <WidgetCard title="Devices" state="loading">
        <p>content</p>
      </WidgetCard>,
    );
    await expect.element(card()).toHaveAttribute('data-state', 'loading');
    await expect.element(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(page.getByText('content').query()).toBeNull();
    await expectNoAxeViolations(screen.container);
  });

  it('keeps a sticky title in view while the content scrolls, and lets a plain one scroll away', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => `Row ${i + 1}`).map((line) => <p key={line}>{line}</p>);
    await renderWithProviders(
      <div style={{ display: 'grid', gap: 16 }}>
        <div style={{ height: 200, display: 'flex' }}>
          <WidgetCard title="Sticky" stickyTitle>
            <button type="button">first</button>
            {rows}
          </WidgetCard>
        </div>
        <div style={{ height: 200, display: 'flex' }}>
          <WidgetCard title="Plain">
            <button type="button">second</button>
            {rows}
          </WidgetCard>
        </div>
      </div>,
    );
    for (const [name, sticky] of [
      ['Sticky', true],
      ['Plain', false],
    ] as const) {
      const section = page.getByRole('region', { name }).element() as HTMLElement;
      const heading = page.getByRole('heading', { name }).element();
      section.scrollTop = 300;
      await expect.poll(() => section.scrollTop).toBe(300);
      const visible = heading.getBoundingClientRect().top >= section.getBoundingClientRect().top;
      expect(visible, name).toBe(sticky);
    }
  });
});
