import type { NotificationChannel } from '@console/core';
import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  renderWithProviders,
  type TestRequest,
} from '@console/testing';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { consoleMessages } from '../../messages';
import { settleAnimations } from '../../test-support/settle';
import { NotificationChannelsPage } from './notification-channels-page';

/** A fake server keeping the channels between requests. */
function channelServer() {
  const channels: NotificationChannel[] = [
    { id: 3, name: 'NOC mail', type: 'EMAIL', recipients: ['noc@demo.console'], url: '' },
    { id: 4, name: 'Chat hook', type: 'WEBHOOK', recipients: [], url: 'https://hooks.example.com/a' },
  ];
  const stored = (request: TestRequest, id: number) => {
    const body = request.body as NotificationChannel;
    return {
      id,
      name: body.name,
      type: body.type,
      recipients: body.type === 'EMAIL' ? body.recipients : [],
      url: body.type === 'WEBHOOK' ? body.url : '',
    };
  };
  return createTestFetch({
    'GET /ws/notificationchannel/list': () => [...channels],
    'POST /ws/notificationchannel/': (request: TestRequest) => {
      const channel = stored(request, 9);
      channels.push(channel);
      return { resultCode: 'SUCCESS', notificationChannel: channel };
    },
    'PUT /ws/notificationchannel/4': (request: TestRequest) => {
      const channel = stored(request, 4);
      channels.splice(1, 1, channel);
      return { resultCode: 'SUCCESS', notificationChannel: channel };
    },
    'DELETE /ws/notificationchannel/3': () => {
      channels.splice(0, 1);
      return { resultCode: 'SUCCESS' };
    },
  });
}

function renderPage(fetch: ReturnType<typeof createTestFetch>, sysadmin = true) {
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: '/administration/apps/notificationChannels',
    component: () => <NotificationChannelsPage title="Notification channels" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/administration/apps/notificationChannels'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages, session: createTestSession({ sysadmin }) },
  });
}

const table = () => page.getByRole('table', { name: 'Notification channels' });
const row = (name: string) => table().getByRole('row').filter({ hasText: name });

describe('Administration › Apps › Notification channels', () => {
  it('lists, adds, edits and deletes channels with the form rules', async () => {
    const fetch = channelServer();
    await renderPage(fetch);
    await expect.element(table().getByRole('cell', { name: 'NOC mail' })).toBeVisible();
    await expect.element(table().getByRole('cell', { name: 'https://hooks.example.com/a' })).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);

    // Add: the rules of validateNotificationChannel before anything is sent.
    await page.getByRole('button', { name: 'Add channel' }).click();
    const add = page.getByRole('dialog', { name: 'Add notification channel' });
    await expect.element(add).toBeVisible();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.element(add.getByText('Enter at least one email address.')).toBeVisible();
    await add.getByRole('textbox', { name: 'Name' }).fill('On call');
    await add.getByRole('textbox', { name: 'Recipients' }).fill('oncall@demo.console, nope');
    await expect.element(add.getByText('"nope" is not a valid email address.')).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(add.element());
    await add.getByRole('textbox', { name: 'Recipients' }).fill('oncall@demo.console\nlead@demo.console');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect.element(add).not.toBeInTheDocument();
    expect(fetch.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'On call',
      type: 'EMAIL',
      recipients: ['oncall@demo.console', 'lead@demo.console'],
    });
    await expect
      .element(table().getByRole('cell', { name: 'oncall@demo.console, lead@demo.console' }))
      .toBeVisible();

    // Edit the webhook: its URL must be http(s).
    await row('Chat hook').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit notification channel' });
    await edit.getByRole('textbox', { name: 'Webhook URL' }).fill('ftp://hooks.example.com/');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect
      .element(edit.getByText('Enter a valid address starting with http:// or https://.'))
      .toBeVisible();
    await edit.getByRole('textbox', { name: 'Webhook URL' }).fill('https://hooks.example.com/b');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.element(edit).not.toBeInTheDocument();
    await expect.element(table().getByRole('cell', { name: 'https://hooks.example.com/b' })).toBeVisible();

    // Delete after a confirmation.
    await row('NOC mail').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete notification channel' });
    await expect.element(confirm.getByText('Delete the channel "NOC mail"?', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.element(table().getByRole('cell', { name: 'NOC mail' })).not.toBeInTheDocument();
    expect(fetch.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('shows the list without changes to a technician who is not an administrator', async () => {
    await renderPage(createTestFetch({ 'GET /ws/notificationchannel/list': [] }), false);
    await expect.element(page.getByText('No notification channels yet.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add channel' })).not.toBeInTheDocument();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });
});
