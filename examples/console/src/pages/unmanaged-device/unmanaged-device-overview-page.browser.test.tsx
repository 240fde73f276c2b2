import { createTestFetch, expectNoAxeViolations, jsonResponse, renderWithProviders } from '@console/testing';
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
import { UnmanagedDeviceOverviewPage } from './unmanaged-device-overview-page';

const node = {
  id: 41,
  name: 'Lobby printer',
  displayName: 'Lobby printer',
  serialNumber: 'PR-1',
  assignedUserUid: '8b1f7f58-8d5c-4a43-9d1f-0d9a1b2f0a01',
  nodeClass: 'UNMANAGED_DEVICE',
  nodeType: 'UNMANAGED',
  nodeRoleId: 31,
  clientId: 2,
  locationId: 5,
  warrantyStartDate: '2026-01-15',
  warrantyEndDate: '2028-01-14',
};

function renderPage(answer: unknown) {
  const root = createRootRoute({ component: Outlet });
  const overview = createRoute({
    getParentRoute: () => root,
    path: '/unmanagedDeviceDashboard/$id/overview',
    component: () => <UnmanagedDeviceOverviewPage id={41} />,
  });
  const customer = createRoute({ getParentRoute: () => root, path: '/customerDashboard/$id/overview' });
  const router = createRouter({
    routeTree: root.addChildren([overview, customer]),
    history: createMemoryHistory({ initialEntries: ['/unmanagedDeviceDashboard/41/overview'] }),
  });
  const fetch = createTestFetch({
    'GET /ws/node/41': answer,
    'GET /ws/client/2': {
      resultCode: 'SUCCESS',
      client: { id: 2, name: 'Contoso Health', locations: [{ id: 5, name: 'Main Clinic' }] },
    },
    'GET /ws/noderole/list': [{ id: 31, name: 'Printer' }],
    'GET /ws/appuser': [
      { uid: node.assignedUserUid, firstName: 'Alex', lastName: 'Admin', email: 'admin@demo.console' },
    ],
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages },
  });
}

describe('the unmanaged device dashboard overview', () => {
  it('shows name, serial, role, organization, location, assigned user and warranty', async () => {
    await renderPage({ resultCode: 'SUCCESS', node });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Lobby printer' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect.element(overview.getByText('PR-1')).toBeVisible();
    await expect.element(overview.getByText('Printer', { exact: true })).toBeVisible();
    await expect.element(overview.getByText('Alex Admin (admin@demo.console)')).toBeVisible();
    const place = page.getByRole('region', { name: 'Management' });
    await expect.element(place.getByRole('link', { name: 'Contoso Health' })).toBeVisible();
    await expect.element(place.getByText('Main Clinic')).toBeVisible();
    await expect.element(place.getByText('2026-01-15')).toBeVisible();
    await expect.element(place.getByText('2028-01-14')).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });

  it('says so when the device does not exist', async () => {
    await renderPage(jsonResponse({ resultCode: 'NOT_FOUND', errorMessage: 'Not found' }, 404));
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
