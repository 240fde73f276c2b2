import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type TabItem, Tabs } from './tabs';

const items: TabItem[] = [
  { id: 'basic', label: 'Basic', panel: <p>Basic settings</p> },
  {
    id: 'schedule',
    label: 'Schedule',
    panel: <input aria-label="Start time" style={{ background: 'transparent' }} />,
  },
  { id: 'advanced', label: 'Advanced', panel: <p>Advanced settings</p>, disabled: true },
  { id: 'retention', label: 'Retention', panel: <p>Retention settings</p> },
];

describe('Tabs', () => {
  it('shows the first tab and switches with a click', async () => {
    const onSelectedIdChange = vi.fn();
    await renderWithProviders(
      <Tabs label="Backup job" items={items} onSelectedIdChange={onSelectedIdChange} />,
    );
    await expect.element(page.getByRole('tablist', { name: 'Backup job' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel', { name: 'Basic' })).toHaveTextContent('Basic settings');
    await expectNoAxeViolations(document.body);

    await page.getByRole('tab', { name: 'Schedule' }).click();
    expect(onSelectedIdChange).toHaveBeenLastCalledWith('schedule');
    await expect.element(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('data-state', 'active');
    await expect.element(page.getByRole('tabpanel', { name: 'Schedule' })).toBeVisible();
    await expect.element(page.getByText('Basic settings')).not.toBeInTheDocument();
  });

  it('moves with arrow keys, never selecting a disabled tab, and tabs into the panel', async () => {
    await renderWithProviders(<Tabs label="Backup job" items={items} defaultSelectedId="schedule" />);
    const schedule = page.getByRole('tab', { name: 'Schedule' });
    await schedule.click();
    // A disabled tab is reachable (announced as disabled) but never selected.
    await userEvent.keyboard('{ArrowRight}');
    const advanced = page.getByRole('tab', { name: 'Advanced' });
    await expect.element(advanced).toHaveFocus();
    await expect.element(advanced).toHaveAttribute('aria-disabled', 'true');
    await expect.element(advanced).toHaveAttribute('aria-selected', 'false');
    await expect.element(schedule).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Retention' })).toHaveFocus();
    await expect
      .element(page.getByRole('tab', { name: 'Retention' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tabpanel', { name: 'Schedule' })).toBeVisible();
    // Ariakit settles the new panel's tab stop (panel or its first field) one render later.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Start time' })).toHaveFocus();
  });

  it('follows a controlled selection', async () => {
    const onSelectedIdChange = vi.fn();
    const screen = await renderWithProviders(
      <Tabs label="Wizard" items={items} selectedId="basic" onSelectedIdChange={onSelectedIdChange} />,
    );
    await page.getByRole('tab', { name: 'Retention' }).click();
    expect(onSelectedIdChange).toHaveBeenCalledWith('retention');
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await screen.rerender(
      <Tabs label="Wizard" items={items} selectedId="retention" onSelectedIdChange={onSelectedIdChange} />,
    );
    await expect
      .element(page.getByRole('tabpanel', { name: 'Retention' }))
      .toHaveTextContent('Retention settings');
  });

  it('keeps unselected panels mounted when asked, and passes axe in the dark theme', async () => {
    await renderWithProviders(<Tabs label="Wizard" items={items} keepMounted />, { theme: 'dark' });
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await userEvent.fill(page.getByRole('textbox', { name: 'Start time' }), '09:00');
    await page.getByRole('tab', { name: 'Basic' }).click();
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Start time' })).toHaveValue('09:00');
    await expectNoAxeViolations(document.body);
  });

  it('keeps one tab stop: the selected tab, or the tab the arrows focused while focus stays in the list', async () => {
    await renderWithProviders(<Tabs label="Backup job" items={items} defaultSelectedId="schedule" />);
    const tabs = page.getByRole('tab');
    const stops = () => tabs.elements().map((tab) => tab.getAttribute('tabindex'));
    expect(stops()).toEqual(['-1', '0', '-1', '-1']);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Advanced' })).toHaveFocus();
    expect(stops()).toEqual(['-1', '-1', '0', '-1']);
    // Tab leaves the list for the selected panel's first field; coming back lands on the selected tab.
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Start time' })).toHaveFocus();
    expect(stops()).toEqual(['-1', '0', '-1', '-1']);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
  });

  it('wraps at the ends, and makes a panel with nothing focusable a tab stop', async () => {
    await renderWithProviders(<Tabs label="Backup job" items={items} />);
    await page.getByRole('tab', { name: 'Basic' }).click();
    await userEvent.keyboard('{ArrowLeft}');
    const retention = page.getByRole('tab', { name: 'Retention' });
    await expect.element(retention).toHaveFocus();
    await expect.element(retention).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Tab}');
    const panel = page.getByRole('tabpanel', { name: 'Basic' });
    await expect.element(panel).toHaveFocus();
    await expect
      .element(page.getByRole('tab', { name: 'Basic' }))
      .toHaveAttribute('aria-controls', panel.element().id);
    // Arrows on the focused panel move between the tabs, as on the list.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
    await expect.element(page.getByRole('tabpanel', { name: 'Schedule' })).toBeVisible();
  });
});
