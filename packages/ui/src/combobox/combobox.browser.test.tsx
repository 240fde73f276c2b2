import { expectNoAxeViolations, renderWithProviders } from '@console/testing';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Combobox, type ComboboxOption } from './combobox';

const organizations: ComboboxOption[] = [
  { value: 'acme', label: 'Acme Corporation' },
  { value: 'globex', label: 'Globex' },
  { value: 'initech', label: 'Initech', description: 'Austin office' },
  { value: 'umbrella', label: 'Umbrella', disabled: true },
  { value: 'zurich', label: 'Zürich Versicherung' },
];

const input = (name = 'Organization') => page.getByRole('combobox', { name });

/** A host's search that answers when the test says so (`answer()`), so the loading state holds. */
function AsyncSearch({ onSearch, answered }: { onSearch: (text: string) => void; answered: Promise<void> }) {
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<ComboboxOption[]>([]);
  useEffect(() => {
    if (query === '') return;
    let current = true;
    setLoading(true);
    void answered.then(() => {
      if (!current) return;
      setResults(organizations.filter((o) => o.label.toLowerCase().startsWith(query.toLowerCase())));
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [query, answered]);
  return (
    <Combobox
      label="Organization"
      options={results}
      filter={false}
      loading={loading}
      onInputValueChange={(text) => {
        onSearch(text);
        setQuery(text);
      }}
    />
  );
}

describe('Combobox', () => {
  it('filters as you type, ignoring case and accents, and chooses with Enter', async () => {
    const onValueChange = vi.fn();
    const screen = await renderWithProviders(
      <Combobox
        label="Organization"
        options={organizations}
        onValueChange={onValueChange}
        placeholder="Search"
      />,
    );
    await input().click();
    await userEvent.keyboard('zur');
    await expect.element(page.getByRole('listbox')).toHaveAttribute('data-state', 'ready');
    await expect.element(page.getByRole('option')).toHaveTextContent('Zürich Versicherung');
    // The first match becomes the active option, so Enter picks it.
    await expect.element(page.getByRole('option')).toHaveAttribute('data-active-item');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'listbox' });
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('zurich');
    await expect.element(input()).toHaveValue('Zürich Versicherung');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves with arrows and chooses with a click; disabled options cannot be chosen', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <Combobox label="Organization" options={organizations} onValueChange={onValueChange} />,
    );
    await input().click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expect.element(page.getByRole('option')).toHaveLength(5);
    await page.getByRole('option', { name: 'Umbrella' }).click({ force: true });
    expect(onValueChange).not.toHaveBeenCalled();
    await page.getByRole('option', { name: /Initech/ }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('initech');
    await expect.element(input()).toHaveValue('Initech');
    // Reopening lists every option, not just the one matching the chosen label.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option')).toHaveLength(5);
    await expect
      .element(page.getByRole('option', { name: /Initech/ }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('shows the empty state, and restores the chosen label when closed without choosing', async () => {
    const screen = await renderWithProviders(
      <Combobox label="Organization" options={organizations} defaultValue="globex" />,
    );
    await expect.element(input()).toHaveValue('Globex');
    await userEvent.fill(input(), 'nothing like this');
    await expect.element(page.getByRole('status')).toHaveTextContent('No results found');
    await expect.element(page.getByRole('status')).toHaveAttribute('data-state', 'empty');
    // The filtered-out item was the active one: the input stops pointing at it once the list is empty
    // (axe flags a dangling aria-activedescendant if it is checked in between).
    await expect.element(input()).not.toHaveAttribute('aria-activedescendant');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'status' });
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(input()).toHaveValue('Globex');
  });

  it('clears the value when the text is cleared', async () => {
    const onValueChange = vi.fn();
    await renderWithProviders(
      <Combobox
        label="Organization"
        options={organizations}
        defaultValue="acme"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.clear(input());
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('supports async search: reports the text, shows loading, then the host results', async () => {
    const onSearch = vi.fn();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const screen = await renderWithProviders(<AsyncSearch onSearch={onSearch} answered={answered} />, {
      theme: 'dark',
    });
    await input().click();
    await userEvent.keyboard('g');
    expect(onSearch).toHaveBeenLastCalledWith('g');
    const status = page.getByRole('status');
    await expect.element(status).toHaveAttribute('data-state', 'loading');
    await expect.element(status).toHaveTextContent('Loading');
    await expect.element(status).toHaveAttribute('aria-busy', 'true');
    await expectNoAxeViolations(screen.container, { ignoreAriakitFocusTraps: true, popupRole: 'status' });
    answer();
    await expect.element(page.getByRole('option', { name: 'Globex' })).toBeVisible();
    await expect.element(page.getByRole('listbox')).toHaveAttribute('data-state', 'ready');
  });

  it('ties the description and error to the input', async () => {
    await renderWithProviders(
      <Combobox
        label="Organization"
        options={organizations}
        description="Owner of the device."
        error="Required"
      />,
    );
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('Owner of the device. Required');
  });
});
