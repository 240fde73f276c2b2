import { createConsoleClient } from '@console/core';
import { createTestFetch, createTestSession } from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { monitorApi } from './fixtures/monitor-data';
import { mountCloudMonitorWizard } from './mount';

describe('given a host that is not a React app', () => {
  it('mounts the cloud monitor wizard in edit mode, closes it and unmounts', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const client = createConsoleClient({ fetch: createTestFetch(monitorApi()), getCsrfToken: () => 'x' });
    const onOpenChange = vi.fn();
    const wizard = mountCloudMonitorWizard(element, {
      client,
      session: createTestSession(),
      navigate: vi.fn(),
      monitorId: 42,
      onOpenChange,
    });
    await expect.element(page.getByRole('dialog', { name: 'Edit cloud monitor' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Monitor name' })).toHaveValue('Shop front');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    wizard.unmount();
    expect(element.childElementCount).toBe(0);
    element.remove();
  });
});
