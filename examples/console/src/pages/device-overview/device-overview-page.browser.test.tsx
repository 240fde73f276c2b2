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
import { DeviceOverviewPage } from './device-overview-page';

const NOW = Math.floor(Date.now() / 1000);

const node = {
  id: 7,
  name: 'dc-01',
  systemName: 'DC-01',
  friendlyName: null,
  displayName: 'DC-01',
  dnsName: 'dc-01.contoso.local',
  netbiosName: 'DC-01',
  serialNumber: 'SN-1',
  biosSerialNumber: 'BIOS-1',
  serviceTag: null,
  lastLoggedInUser: 'CONTOSO\\ana',
  publicIp: '203.0.113.7',
  ipAddresses: ['10.0.0.7'],
  macAddresses: ['aa:bb:cc:dd:ee:07'],
  assignedUserUid: null,
  nodeClass: 'WINDOWS_SERVER',
  nodeType: 'AGENT',
  nodeRoleId: 3,
  policyId: null,
  policyIdSource: 'CLIENT',
  clientId: 2,
  locationId: 5,
  parentNodeId: null,
  delegateNodeId: null,
  maintenanceMode: {
    startTime: NOW - 600,
    endTime: null,
    disabledOptions: ['NOTIFICATIONS'],
    reasonMessage: 'Disk swap',
  },
  isUp: false,
  isDown: true,
  isServer: true,
  isMac: false,
  isLinux: false,
  isVmMonitorDelegate: false,
  healthStatus: 'HEALTHY',
  approvalStatus: 'APPROVED',
  warrantyStartDate: null,
  warrantyEndDate: null,
  lastContact: NOW - 300,
  details: {
    submitTime: NOW - 300,
    osName: 'Windows Server 2022',
    osArchitecture: '64-bit',
    manufacturer: 'Dell',
    model: 'R650',
  },
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

function renderPage(
  role: { name: string; system: boolean } = { name: 'Domain controllers', system: false },
  device: Partial<typeof node> = {},
) {
  const root = createRootRoute({ component: Outlet });
  const overview = createRoute({
    getParentRoute: () => root,
    path: '/deviceDashboard/$id/overview',
    component: () => <DeviceOverviewPage id={7} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([overview]),
    history: createMemoryHistory({ initialEntries: ['/deviceDashboard/7/overview'] }),
  });
  const fetch = createTestFetch({
    'GET /ws/node/7': { resultCode: 'SUCCESS', node: { ...node, ...device } },
    'GET /ws/client/2': {
      resultCode: 'SUCCESS',
      client: { id: 2, name: 'Contoso Health', locations: [{ id: 5, name: 'Seattle' }] },
    },
    // The Actions menu lists the automations it can run (no test here opens it).
    'GET /ws/scripting/scripts': [],
    'GET /ws/noderole/list': [
      {
        id: 3,
        name: role.name,
        description: null,
        nodeRoleParentId: 1,
        nodeClass: 'WINDOWS_SERVER',
        icon: null,
        system: role.system,
        permissions: { view: true, update: true, create: true, delete: true, full: true },
      },
    ],
    'GET /ws/node/7/jobs': { jobs: [] },
    'GET /ws/node/7/activities': {
      activities: [
        {
          id: 1,
          type: 'JOB_COMPLETED',
          message: 'Flush DNS completed in 2 s',
          severity: 'success',
          userName: 'Alex Admin',
          jobId: 4,
          output: 'Successfully flushed the DNS Resolver Cache.',
          createdAt: new Date(Date.now() - 60_000).toISOString(),
        },
      ],
    },
  });
  return renderWithProviders(<RouterProvider router={router} />, {
    console: { fetch, messages: consoleMessages },
  });
}

describe('the device dashboard overview', () => {
  it('reads like a technician would: status, system, network, management, activities and actions', async () => {
    await renderPage();
    await expect.element(page.getByRole('heading', { level: 1, name: 'DC-01' })).toBeVisible();
    await expect.element(page.getByText('Offline 5 minutes ago').first()).toBeVisible();
    const system = page.getByRole('region', { name: 'System' });
    await expect.element(system.getByText('Windows Server 2022')).toBeVisible();
    await expect.element(system.getByText('Domain controllers')).toBeVisible();
    const network = page.getByRole('region', { name: 'Network' });
    await expect.element(network.getByText('aa:bb:cc:dd:ee:07')).toBeVisible();
    await expect.element(network.getByText('CONTOSO\\ana')).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    await expect.element(status.getByText(/In maintenance since/)).toBeVisible();
    await expect.element(status.getByText('Reason: Disk swap')).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Management' }).getByText('Seattle')).toBeVisible();
    await expect
      .element(
        page.getByRole('region', { name: 'Recent activities' }).getByText(/Flush DNS completed in 2 s/),
      )
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('region', { name: 'Recent activities' })
          .getByText('Successfully flushed the DNS Resolver Cache.'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Actions' })).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(document.body);
  });

  it("shows a built-in role by its class's display name, never the stored WINDOWS_SERVER", async () => {
    await renderPage({ name: 'WINDOWS_SERVER', system: true });
    const system = page.getByRole('region', { name: 'System' });
    await expect.element(system.getByText('Windows Server 2022')).toBeVisible();
    // The class row and the role row both read 'Windows server'.
    await expect.poll(() => system.getByText('Windows server', { exact: true }).elements().length).toBe(2);
    expect(system.getByText('WINDOWS_SERVER').query()).toBeNull();
  });

  it('shows a custom role by its own name even when it is spelled like a class (the flag comes from the server)', async () => {
    await renderPage({ name: 'WINDOWS_SERVER', system: false });
    const system = page.getByRole('region', { name: 'System' });
    await expect.element(system.getByText('WINDOWS_SERVER', { exact: true })).toBeVisible();
    expect(system.getByText('Windows server', { exact: true }).elements()).toHaveLength(1);
  });

  it('wraps a list of addresses between addresses, never inside one', async () => {
    const ipAddresses = [
      '10.0.0.7',
      'fe80::1c2d:3e4f:5a6b:7c8d',
      '2001:db8:85a3::8a2e:370:7334',
      '192.168.100.200',
    ];
    const macAddresses = ['aa:bb:cc:dd:ee:07', '00:15:5d:01:02:03', '02:42:ac:11:00:02'];
    await page.viewport(560, 900);
    await renderPage(undefined, { ipAddresses, macAddresses });
    const network = page.getByRole('region', { name: 'Network' });
    await expect.element(network.getByText(ipAddresses[1] ?? '', { exact: true })).toBeVisible();
    const lines = new Set<number>();
    for (const address of [...ipAddresses, ...macAddresses]) {
      const element = network.getByText(address, { exact: true }).element();
      // One box: the address sits on one line.
      expect(element.getClientRects(), address).toHaveLength(1);
      lines.add(Math.round(element.getBoundingClientRect().top));
    }
    // The lists are longer than the card is wide: they wrap, between addresses.
    expect(lines.size).toBeGreaterThan(2);
  });
});
