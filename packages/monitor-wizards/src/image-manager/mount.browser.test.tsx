import { createConsoleClient } from '@console/core';
import { createTestFetch, createTestSession } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { savedPlans } from '../fixtures/image-manager-plans';
import { mountImageManagerSettings } from './mount';

describe('given a host that is not a React app', () => {
  it("mounts a policy's image manager pages, updates and unmounts them", async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const fetch = createTestFetch({
      'GET /ws/policy/12/backup': { resultCode: 'SUCCESS', policyId: 12, backupPlans: savedPlans },
    });
    const client = createConsoleClient({ fetch, getCsrfToken: () => 'x' });
    const mounted = mountImageManagerSettings(element, {
      client,
      session: createTestSession(),
      navigate: vi.fn(),
      policyId: 12,
    });
    await expect.element(page.getByRole('table', { name: 'Managed folders' })).toBeVisible();
    await expect.element(page.getByText('D:\\Images\\Servers')).toBeVisible();
    await page.getByRole('button', { name: 'Add an application' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Add an application' })).toBeVisible();
    mounted.unmount();
    expect(element.childElementCount).toBe(0);
    element.remove();
  });
});
