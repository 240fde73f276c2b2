import { createTestFetch, expectNoAxeViolations, jsonResponse, renderWithProviders } from '@console/testing';
import { ToastProvider } from '@console/ui';
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
import { CloudMonitorAlertsPanel } from './cloud-monitor-alerts-panel';
import { CloudMonitorDashboardPage } from './cloud-monitor-dashboard-page';

const monitor = {
  id: 41,
  monitorType: 'HTTP',
  enabled: true,
  clientId: 2,
  locationId: 5,
  systemName: 'Shop front',
  frequency: 300,
  timeout: 30,
  url: 'https://shop.example.com/health',
  saveCertificateInformation: false,
  methodType: 'GET',
  authenticationType: 'NONE',
  authenticationUsername: '',
  authenticationPassword: null,
  saveResponseBody: false,
  requestHeaders: [],
  requestBodyType: 'NONE',
  formBodyType: 'URL_ENCODED',
  formBody: [],
  rawBodyType: 'TEXT',
  rawBody: '',
  conditions: [],
  secretsSet: [],
  status: 'DOWN',
  lastRunAt: '2026-11-27T03:10:00.000Z',
  nextRunAt: '2026-11-27T03:15:00.000Z',
  lastResponseTimeMs: 412.5,
  activeAlerts: 1,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
};

const result = (id: number, status: 'UP' | 'DOWN', responseTimeMs: number | null, message = '') => ({
  id,
  monitorId: 41,
  startedAt: `2026-11-27T03:0${id}:00.000Z`,
  durationMs: 20,
  status,
  responseTimeMs,
  message,
  details: {},
});

const alert = {
  id: 9,
  monitorId: 41,
  monitorName: 'Shop front',
  conditionUid: '6f1c2b4e-1d2a-4b5c-9e8f-0a1b2c3d4e5f',
  conditionType: 'HttpSiteKeyword',
  conditionName: '',
  severity: 'MAJOR',
  priority: 'HIGH',
  message: 'the page does not contain "open"',
  raisedAt: '2026-11-27T03:09:00.000Z',
  resetAt: null,
  active: true,
};

/** Renders the page or the panel; answers the requests it made. */
async function render(
  routes: Parameters<typeof createTestFetch>[0],
  view: 'dashboard' | 'panel' = 'dashboard',
) {
  const fetch = createTestFetch(routes);
  const root = createRootRoute({ component: Outlet });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/cloudMonitorDashboard/$id/overview',
    component: () => <CloudMonitorDashboardPage id={41} />,
  });
  const system = createRoute({
    getParentRoute: () => root,
    path: '/systemDashboard/overview',
    component: () => <CloudMonitorAlertsPanel />,
  });
  const search = createRoute({ getParentRoute: () => root, path: '/deviceSearch' });
  const router = createRouter({
    routeTree: root.addChildren([dashboard, system, search]),
    history: createMemoryHistory({
      initialEntries: [
        view === 'dashboard' ? '/cloudMonitorDashboard/41/overview' : '/systemDashboard/overview',
      ],
    }),
  });
  await renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages },
    wrapper: ToastProvider,
  });
  return fetch.requests;
}

describe('the cloud monitor dashboard', () => {
  it('shows the status, a response-time chart, the recent results and the active alerts', async () => {
    await render({
      'GET /ws/cloudmonitor/41': monitor,
      'GET /ws/cloudmonitor/41/results': {
        results: [result(3, 'DOWN', null, 'HTTP 503'), result(2, 'UP', 120.4), result(1, 'UP', 80)],
      },
      'GET /ws/cloudmonitor/41/alerts': { alerts: [alert] },
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Shop front' })).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    await expect.element(status.getByText('Down', { exact: true })).toBeVisible();
    await expect.element(status.getByText('https://shop.example.com/health')).toBeVisible();
    await expect.element(status.getByText('Every 5 min')).toBeVisible();
    await expect.element(status.getByText('412.5 ms')).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'Response time of the latest runs, in milliseconds' }))
      .toBeVisible();
    const results = page.getByRole('table', { name: 'Recent results' });
    await expect.element(results.getByText('HTTP 503')).toBeVisible();
    await expect.element(results.getByText('120.4 ms')).toBeVisible();
    const alerts = page.getByRole('table', { name: 'Active alerts' });
    await expect.element(alerts.getByText('Site keyword')).toBeVisible();
    await expect.element(alerts.getByText('Major')).toBeVisible();
    await expect.element(alerts.getByText('the page does not contain "open"')).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });

  it('says when there are no results and no alerts yet', async () => {
    await render({
      'GET /ws/cloudmonitor/41': { ...monitor, status: 'PENDING', lastRunAt: null, lastResponseTimeMs: null },
      'GET /ws/cloudmonitor/41/results': { results: [] },
      'GET /ws/cloudmonitor/41/alerts': { alerts: [] },
    });
    await expect.element(page.getByText('Not run yet')).toBeVisible();
    await expect.element(page.getByText('No results yet')).toBeVisible();
    await expect.element(page.getByText('No active alerts')).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });

  it('checks the monitor now on request, and not while it is disabled', async () => {
    const requests = await render({
      'GET /ws/cloudmonitor/41': monitor,
      'GET /ws/cloudmonitor/41/results': { results: [] },
      'GET /ws/cloudmonitor/41/alerts': { alerts: [] },
      'POST /ws/cloudmonitor/41/check': jsonResponse({ nextRunAt: '2026-11-27T03:11:00.000Z' }, 202),
    });
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect.element(page.getByText('The monitor will be checked in a moment.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      '/ws/cloudmonitor/41/check',
    ]);
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });

  it('offers no check of a disabled monitor', async () => {
    await render({
      'GET /ws/cloudmonitor/41': { ...monitor, enabled: false },
      'GET /ws/cloudmonitor/41/results': { results: [] },
      'GET /ws/cloudmonitor/41/alerts': { alerts: [] },
    });
    await expect.element(page.getByRole('button', { name: 'Check now' })).toBeDisabled();
  });

  it('says so when the monitor does not exist', async () => {
    await render({
      'GET /ws/cloudmonitor/41': jsonResponse({ resultCode: 'NOT_FOUND', errorMessage: 'Not found' }, 404),
      'GET /ws/cloudmonitor/41/results': jsonResponse(
        { resultCode: 'NOT_FOUND', errorMessage: 'Not found' },
        404,
      ),
      'GET /ws/cloudmonitor/41/alerts': jsonResponse(
        { resultCode: 'NOT_FOUND', errorMessage: 'Not found' },
        404,
      ),
    });
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});

describe('the system dashboard cloud monitor panel', () => {
  it('lists the active alerts with a link to each monitor', async () => {
    await render({ 'GET /ws/cloudmonitor/alerts': { alerts: [alert] } }, 'panel');
    const link = page.getByRole('link', { name: 'Shop front' });
    await expect.element(link).toBeVisible();
    await expect.element(link).toHaveAttribute('href', '/cloudMonitorDashboard/41/overview');
    await expectNoAxeViolations(document.body);
  });

  it('says when nothing is raised', async () => {
    await render({ 'GET /ws/cloudmonitor/alerts': { alerts: [] } }, 'panel');
    await expect.element(page.getByText('No active cloud monitor alerts')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
