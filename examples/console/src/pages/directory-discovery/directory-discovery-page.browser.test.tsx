import { formatDateTime } from '@console/core';
import { createTestFetch, expectNoAxeViolations, renderWithProviders } from '@console/testing';
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
import { DirectoryDiscoveryPage } from './directory-discovery-page';

const job = {
  id: 7,
  name: 'Nightly servers',
  clientId: 2,
  jobType: 'SCHEDULED',
  runOnce: false,
  content: {
    ouPath: 'OU=Servers,DC=corp,DC=example',
    domainController: { id: 50, name: 'DC-01' },
    recursiveOuPath: false,
    schedule: null,
    deployment: {
      windowsServers: true,
      windowsServersLocation: 5,
      windowsServersApprovalMode: 'AUTO_APPROVE',
      windowsWorkstations: false,
      windowsWorkstationsLocation: null,
      windowsWorkstationsApprovalMode: null,
    },
  },
  credentialId: 11,
  lastRunAt: '2026-11-27T03:00:00.000Z',
  lastError: null,
  nextRunAt: '2026-11-28T03:00:00.000Z',
};

function renderPage() {
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: '/directoryDiscovery',
    component: () => <DirectoryDiscoveryPage clientId={2} onClientChange={() => {}} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/directoryDiscovery'] }),
  });
  const fetch = createTestFetch({
    'GET /ws/query/organizations': {
      items: [{ id: 2, name: 'Northwind Traders', locations: [] }],
      page: 1,
      pageSize: 50,
      total: 1,
    },
    'GET /ws/client/2/discoveryjobs': [job],
    'GET /ws/discoveryjob/7': {
      ...job,
      candidateNodes: [
        {
          name: 'SRV-0006',
          objectGuid: 'g6',
          status: 'APPROVED',
          location: 5,
          dnsHostName: 'srv-0006.corp.example',
          operatingSystem: 'Windows Server 2022',
          isServer: true,
        },
        {
          name: 'SRV-0007',
          objectGuid: 'g7',
          status: 'NEW',
          location: null,
          dnsHostName: null,
          operatingSystem: null,
          isServer: true,
        },
      ],
    },
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages },
  });
}

describe('the Active Directory discovery page', () => {
  it("lists the organization's jobs and shows a job's candidates with their statuses", async () => {
    await renderPage();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Active Directory discovery' }))
      .toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Nightly servers (Scheduled)' })).toBeVisible();
    // Last and next run read as dates and times, never as raw ISO strings.
    await expect
      .element(page.getByRole('cell', { name: formatDateTime('2026-11-28T03:00:00.000Z') }))
      .toBeVisible();
    expect(document.body.textContent).not.toContain('2026-11-28T03:00:00.000Z');
    await expect.element(page.getByRole('button', { name: 'New scheduled discovery job' })).toBeVisible();
    await page.getByRole('button', { name: 'Candidate devices' }).click();
    const table = page.getByRole('table', { name: 'Candidate devices' });
    await expect.element(table.getByRole('cell', { name: 'Approved', exact: true })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Discovered', exact: true })).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });
});
