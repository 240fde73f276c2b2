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
import { VmHostOverviewPage } from './vm-host-overview-page';

const vmHost = {
  id: 77,
  type: 'ESXI',
  name: 'ESXi lab',
  hostname: 'esxi-01.contoso.local',
  apiPort: 443,
  credentialId: 31,
  delegateNodeId: 11,
  delegateName: 'CH-SRV-001',
  clientId: 2,
  organizationName: 'Contoso Health',
  locationId: 5,
  isUp: true,
  isDownVmHost: false,
  guests: [{ id: 90, name: 'vm-web-01', isUp: true }],
  createdAt: '2026-11-27T03:00:00.000Z',
};

function renderPage(answer: unknown) {
  const root = createRootRoute({ component: Outlet });
  const overview = createRoute({
    getParentRoute: () => root,
    path: '/vmDashboard/$id/overview',
    component: () => <VmHostOverviewPage id={77} />,
  });
  const customer = createRoute({ getParentRoute: () => root, path: '/customerDashboard/$id/overview' });
  const device = createRoute({ getParentRoute: () => root, path: '/deviceDashboard/$id/overview' });
  const router = createRouter({
    routeTree: root.addChildren([overview, customer, device]),
    history: createMemoryHistory({ initialEntries: ['/vmDashboard/77/overview'] }),
  });
  const fetch = createTestFetch({ 'GET /ws/vmhost/77': answer });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages },
  });
}

describe('the VM host dashboard overview', () => {
  it('shows the type, DNS/IP, API port, status, organization, delegate and virtual machines', async () => {
    await renderPage({ resultCode: 'SUCCESS', vmHost });
    await expect.element(page.getByRole('heading', { level: 1, name: 'ESXi lab' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect.element(overview.getByText('VMWare ESXi')).toBeVisible();
    await expect.element(overview.getByText('esxi-01.contoso.local')).toBeVisible();
    await expect.element(overview.getByText('443')).toBeVisible();
    await expect.element(overview.getByText('Up')).toBeVisible();
    const place = page.getByRole('region', { name: 'Management' });
    await expect.element(place.getByRole('link', { name: 'Contoso Health' })).toBeVisible();
    await expect.element(place.getByRole('link', { name: 'CH-SRV-001' })).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Virtual machines' }).getByText('vm-web-01'))
      .toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });

  it('says so when the host does not exist', async () => {
    await renderPage(jsonResponse({ resultCode: 'NOT_FOUND', errorMessage: 'Not found' }, 404));
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
