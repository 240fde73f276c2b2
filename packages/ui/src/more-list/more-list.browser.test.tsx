import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MORE_LIST_MAX, MoreList } from './more-list';

const devices = Array.from({ length: 12 }, (_, index) => `Device ${index + 1}`);

describe('MoreList', () => {
  it('shows 9 items, then "+3 more", and expands and collapses', async () => {
    expect(MORE_LIST_MAX).toBe(9);
    const onExpandedChange = vi.fn();
    await renderWithProviders(
      <MoreList items={devices} aria-label="Devices" onExpandedChange={onExpandedChange} />,
    );
    const list = page.getByRole('list', { name: 'Devices' });
    await expect.element(list.getByRole('listitem')).toHaveLength(9);
    await expect.element(page.getByText('Device 9', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Device 10')).not.toBeInTheDocument();
    const more = page.getByRole('button', { name: '+3 more' });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(document.body);

    await more.click();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect.element(list.getByRole('listitem')).toHaveLength(12);
    const less = page.getByRole('button', { name: 'Show less' });
    await expect.element(less).toHaveAttribute('aria-expanded', 'true');
    await expect.element(less).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(list.getByRole('listitem')).toHaveLength(9);
    await expect.element(page.getByRole('button', { name: '+3 more' })).toBeVisible();
  });

  it('shows every item without a toggle when they fit', async () => {
    await renderWithProviders(<MoreList items={devices.slice(0, 9)} aria-label="Devices" />);
    await expect.element(page.getByRole('listitem')).toHaveLength(9);
    expect(document.querySelector('button')).toBeNull();
  });

  it('honours max, renderItem, getKey, inline layout and plain text counts', async () => {
    const orgs = [
      { id: 'a', name: 'Acme' },
      { id: 'b', name: 'Globex' },
      { id: 'c', name: 'Initech' },
    ];
    await renderWithProviders(
      <MoreList
        items={orgs}
        max={2}
        getKey={(org) => org.id}
        renderItem={(org) => <strong>{org.name}</strong>}
        layout="inline"
        expandable={false}
        aria-label="Organizations"
      />,
      { theme: 'dark' },
    );
    await expect.element(page.getByRole('listitem')).toHaveLength(2);
    await expect.element(page.getByText('+1 more')).toBeVisible();
    expect(document.querySelector('button')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('keeps repeated items apart', async () => {
    await renderWithProviders(<MoreList items={['x', 'x', 'y']} aria-label="Tags" />);
    await expect.element(page.getByRole('listitem')).toHaveLength(3);
  });
});
