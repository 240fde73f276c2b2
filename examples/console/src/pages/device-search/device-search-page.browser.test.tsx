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
import { DeviceSearchPage } from './device-search-page';

const item = (id: number, name: string, nodeClass: string) => ({
  id,
  name,
  displayName: name,
  nodeClass,
  nodeType: 'AGENT',
  nodeRoleId: 1,
  clientId: 2,
  locationId: 5,
  isUp: true,
  healthStatus: 'HEALTHY',
  approvalStatus: 'APPROVED',
  lastContact: null,
  lastLoggedInUser: null,
  maintenanceMode: null,
  details: {},
  systemName: null,
  policyId: null,
  publicIp: null,
  ipAddresses: [],
  isVmMonitorDelegate: false,
});

function renderPage(notice?: 'dataDeleted') {
  const root = createRootRoute({ component: Outlet });
  const search = createRoute({
    getParentRoute: () => root,
    path: '/deviceSearch',
    component: () => <DeviceSearchPage params={{ notice }} onParamsChange={() => {}} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([search]),
    history: createMemoryHistory({ initialEntries: ['/deviceSearch'] }),
  });
  const fetch = createTestFetch({
    'GET /ws/client/list': [{ id: 2, name: 'Contoso Health' }],
    'GET /ws/query/devices': {
      items: [item(7, 'DC-01', 'WINDOWS_SERVER'), item(8, 'web-01', 'LINUX_SERVER')],
      total: 2,
      page: 1,
      pageSize: 50,
    },
    'POST /ws/maintenance/schedules/deleteList': () => jsonResponse(undefined, 204),
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages },
  });
}

describe('device search selection and toolbar actions (002 §4.1, §7)', () => {
  it('selects devices and offers the toolbar actions for them', async () => {
    await renderPage('dataDeleted');
    await expect.element(page.getByRole('status').getByText('Data deleted successfully')).toBeVisible();
    const actions = page.getByRole('button', { name: 'Actions' });
    await expect.element(actions).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select DC-01' }).click();
    await page.getByRole('checkbox', { name: 'Select web-01' }).click();
    await expect
      .element(page.getByRole('checkbox', { name: 'Select all devices on this page' }))
      .toBeChecked();
    await actions.click();
    const menu = page.getByRole('menu', { name: 'Actions for 2 selected device(s)' });
    await expect.element(menu.getByRole('menuitem', { name: 'Configure maintenance' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Wake-on-LAN' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Sync policy' })).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(menu.element());
  });
});
