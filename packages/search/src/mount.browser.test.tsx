import { createConsoleClient } from '@console/core';
import { createTestFetch, createTestSession } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { searchSessionOptions } from './fixtures/search-data';
import { mount } from './mount';

describe('given a host that is not a React app', () => {
  it('mounts the search box, merges updated props and unmounts', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const client = createConsoleClient({ fetch: createTestFetch({}), getCsrfToken: () => 'x' });
    const search = mount(element, {
      client,
      session: createTestSession(searchSessionOptions),
      navigate: vi.fn(),
      placeholder: 'Search the portal',
    });
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect.element(box).toHaveAttribute('placeholder', 'Search the portal');
    search.update({ theme: 'dark' });
    await vi.waitFor(() =>
      expect(element.querySelector<HTMLElement>('[data-console-root]')?.dataset.theme).toBe('dark'),
    );
    await expect.element(box).toHaveAttribute('placeholder', 'Search the portal');
    search.unmount();
    expect(element.childElementCount).toBe(0);
    element.remove();
  });
});
