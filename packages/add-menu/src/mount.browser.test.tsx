import { createConsoleClient } from '@console/core';
import { createTestFetch, createTestSession } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { guidePreference } from './fixtures/add-menu-data';
import { mount } from './mount';

function host() {
  const element = document.createElement('div');
  document.body.append(element);
  const fetch = createTestFetch({
    'GET /ws/appuser/preference/addMenu.guideDismissed': guidePreference(true),
  });
  const client = createConsoleClient({ fetch, getCsrfToken: () => 'x' });
  return { element, props: { client, session: createTestSession(), navigate: vi.fn() } };
}

describe('given a host that is not a React app', () => {
  it('mounts the menu into an element (its mounting code loaded on demand), updates and unmounts', async () => {
    const { element, props } = host();
    const menu = mount(element, props);
    // An update before the mounting code arrived is kept for the first render.
    menu.update({ className: 'portal-add' });
    await expect.element(page.getByRole('button', { name: 'Add new' })).toBeVisible();
    expect(element.querySelector('[data-console-root]')).not.toBeNull();
    expect(element.querySelector('.portal-add')).not.toBeNull();
    menu.update({ className: 'portal-add-2' });
    await expect.poll(() => element.querySelector('.portal-add-2')).not.toBeNull();
    menu.unmount();
    expect(element.childElementCount).toBe(0);
    element.remove();
  });

  it('renders nothing when unmounted before its mounting code arrived', async () => {
    const { element, props } = host();
    mount(element, props).unmount();
    // Wait for the mounting code to load, then check nothing was drawn.
    await import('./mount-now');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.childElementCount).toBe(0);
    element.remove();
  });
});
