import { createConsoleClient } from '@console/core';
import { createTestFetch, createTestSession } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { mount } from './mount';
import { fakeRoutes } from './testing/fake-api';

describe('given a host that is not a React app', () => {
  it('mounts the library into an element, updates its tab and unmounts', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const client = createConsoleClient({ fetch: createTestFetch(fakeRoutes()), getCsrfToken: () => 'x' });
    const navigate = vi.fn();
    const props = { client, session: createTestSession(), navigate, settingsStorage: null };
    const library = mount(element, props);
    await expect
      .element(page.getByRole('table', { name: 'Automations' }).getByText('Clear Temp Files'))
      .toBeVisible();
    expect(element.querySelector('[data-console-root]')).not.toBeNull();
    library.update({ tab: 'underReview' });
    await expect.element(page.getByRole('table', { name: 'Automations under review' })).toBeVisible();
    library.unmount();
    expect(element.childElementCount).toBe(0);
    element.remove();
  });
});
