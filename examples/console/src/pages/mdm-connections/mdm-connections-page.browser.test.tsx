import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  renderWithProviders,
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
import { MdmConnectionsPage } from './mdm-connections-page';

function renderPage(
  fetch: ReturnType<typeof createTestFetch>,
  platform: 'APPLE' | 'ANDROID',
  sysadmin = true,
) {
  const root = createRootRoute({ component: Outlet });
  const path = `/administration/apps/${platform === 'APPLE' ? 'mdmApple' : 'mdmAndroid'}`;
  const route = createRoute({
    getParentRoute: () => root,
    path,
    component: () => <MdmConnectionsPage platform={platform} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages, session: createTestSession({ sysadmin }) },
  });
}

describe('Administration › Apps › Android MDM', () => {
  it('lists the connections, syncs a managed one and adds one with its service account', async () => {
    const connections = [
      { id: 1, name: 'Demo Android Enterprise', enterpriseId: 'LC03demo7x', managed: false },
      { id: 2, name: 'Google enterprise', enterpriseId: 'LC04test9z', managed: true },
    ];
    const fetch = createTestFetch({
      'GET /ws/mdm/android/connections': () => [...connections],
      'POST /ws/mdm/android/connections/2/sync': { resultCode: 'SUCCESS', devices: 3, created: 1 },
      'POST /ws/mdm/android/connections': () => {
        const added = { id: 3, name: 'Field enterprise', enterpriseId: 'LC05field', managed: true };
        connections.push(added);
        return added;
      },
    });
    await renderPage(fetch, 'ANDROID');
    const table = page.getByRole('table', { name: 'Android MDM' });
    await expect.element(table.getByRole('cell', { name: 'Google enterprise' })).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);

    const row = table.getByRole('row').filter({ hasText: 'Google enterprise' });
    await row.getByRole('button', { name: 'Sync devices' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('3 devices in the enterprise, 1 added.');
    // A connection without a service account cannot sync.
    await expect
      .element(table.getByRole('row').filter({ hasText: 'Demo Android Enterprise' }).getByRole('button'))
      .toBeDisabled();

    const form = page.getByRole('form', { name: 'Add connection' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Field enterprise');
    await form.getByRole('textbox', { name: 'Enterprise ID' }).fill('LC05field');
    await form
      .getByRole('textbox', { name: 'Service account key (JSON)' })
      .fill('{"type":"service_account"}');
    await form.getByRole('button', { name: 'Add connection' }).click();
    await expect.element(form.getByText('Connection added')).toBeVisible();
    expect(
      fetch.requests.find(
        (request) => request.url.endsWith('/mdm/android/connections') && request.method === 'POST',
      )?.body,
    ).toEqual({
      name: 'Field enterprise',
      enterpriseId: 'LC05field',
      serviceAccount: '{"type":"service_account"}',
    });
    await expect.element(table.getByRole('cell', { name: 'LC05field' })).toBeVisible();
  });
});

describe('Administration › Apps › Apple MDM', () => {
  it('says none is configured, then uploads a push certificate with its key', async () => {
    const certificates: unknown[] = [];
    const fetch = createTestFetch({
      'GET /ws/mdm/apple/push-certificates': () => [...certificates],
      'POST /ws/mdm/apple/push-certificates': () => {
        const added = {
          id: 5,
          name: 'Production APNs',
          topic: 'com.apple.mgmt.External.abc',
          expiresAt: Date.UTC(2027, 0, 31),
          expired: false,
          canPush: true,
        };
        certificates.push(added);
        return added;
      },
    });
    await renderPage(fetch, 'APPLE');
    await expect.element(page.getByText('No Apple MDM connections configured.')).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
    const form = page.getByRole('form', { name: 'Upload push certificate' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Production APNs');
    await form
      .getByRole('textbox', { name: 'Certificate (PEM)' })
      .fill('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----');
    await form
      .getByRole('textbox', { name: 'Private key (PEM)' })
      .fill('-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----');
    await form.getByRole('button', { name: 'Upload push certificate' }).click();
    await expect.element(form.getByText('Push certificate uploaded')).toBeVisible();
    const table = page.getByRole('table', { name: 'Apple MDM' });
    await expect.element(table.getByRole('cell', { name: 'com.apple.mgmt.External.abc' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Yes' })).toBeVisible();
    // The key field is emptied once sent.
    await expect.element(form.getByRole('textbox', { name: 'Private key (PEM)' })).toHaveValue('');
  });

  it('shows the list without the form to a technician who may not add connections', async () => {
    await renderPage(createTestFetch({ 'GET /ws/mdm/apple/push-certificates': [] }), 'APPLE', false);
    await expect.element(page.getByText('No Apple MDM connections configured.')).toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Upload push certificate' })).not.toBeInTheDocument();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });
});
