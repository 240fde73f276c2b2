import {
  createTestFetch,
  expectNoAxeViolations,
  renderWithProviders,
  type TestRequest,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { monitorApi, savedHttpMonitor } from '../fixtures/monitor-data';
import { CloudMonitorWizard } from './cloud-monitor-wizard';

function saving(channels?: unknown[]) {
  return createTestFetch({
    ...monitorApi(),
    ...(channels ? { 'GET /ws/notificationchannel/list': channels } : {}),
    'PUT /ws/cloudmonitor/42': (request: TestRequest) => ({
      resultCode: 'SUCCESS',
      cloudMonitor: { ...savedHttpMonitor, ...(request.body as object), authenticationPassword: null },
    }),
  });
}

async function openSettings() {
  await page.getByRole('button', { name: 'Conditions', exact: true }).click();
  await page
    .getByRole('group', { name: 'Actions for Shop is open' })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page
    .getByRole('dialog', { name: 'Edit condition' })
    .getByRole('button', { name: 'Settings…' })
    .click();
  const settings = page.getByRole('dialog', { name: 'Condition settings' });
  await expect.element(settings).toBeVisible();
  return settings;
}

async function choose(name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the condition notification channel field (002 §3 Monitor condition)', () => {
  it('offers the channels once the condition sends, and saves the chosen ones', async () => {
    const fetch = saving();
    const onSaved = vi.fn();
    await renderWithProviders(<CloudMonitorWizard monitorId={42} onSaved={onSaved} />, {
      console: { fetch },
    });
    const settings = await openSettings();
    await expect.element(page.getByRole('group', { name: 'Notification channels' })).not.toBeInTheDocument();
    await choose('Notification', 'Send and send on reset');
    const channels = page.getByRole('group', { name: 'Notification channels' });
    await expect.element(channels).toBeVisible();
    await expect.element(channels.getByRole('checkbox', { name: 'NOC mail (Email)' })).not.toBeChecked();
    await channels.getByRole('checkbox', { name: 'NOC mail (Email)' }).click();
    await channels.getByRole('checkbox', { name: 'Chat hook (Webhook)' }).click();
    await channels.getByRole('checkbox', { name: 'NOC mail (Email)' }).click();
    await expect.element(channels.getByRole('checkbox', { name: 'Chat hook (Webhook)' })).toBeChecked();
    await transitionsDone();
    await expectNoAxeViolations(settings.element());
    await settings.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('dialog', { name: 'Edit condition' }).getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetch.requests.find((request) => request.method === 'PUT');
    if (!put) throw new Error('no save');
    expect((put.body as { conditions: unknown[] }).conditions[0]).toMatchObject({
      notificationAction: 'SEND_AND_RESET',
      notificationChannels: [4],
    });
  });

  it('says when the division has no channel', async () => {
    await renderWithProviders(<CloudMonitorWizard monitorId={42} />, { console: { fetch: saving([]) } });
    const settings = await openSettings();
    await choose('Notification', 'Send');
    await expect
      .element(page.getByText('No notification channels. An administrator adds them under Apps.'))
      .toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(settings.element());
  });
});
