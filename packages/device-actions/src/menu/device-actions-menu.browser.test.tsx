import {
  createTestFetch,
  createTestSession,
  eventually,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DeviceActionsMenu } from './device-actions-menu';
import { DeviceSelectionMenu } from './device-selection-menu';

const server = {
  id: 7,
  clientId: 2,
  nodeRoleId: 3,
  nodeClass: 'WINDOWS_SERVER',
  isUp: true,
  displayName: 'DC-01',
};

describe('the device action menu (000 §2.14, §6)', () => {
  it('shows the actions the user may take and opens their dialogs', async () => {
    const onDelete = vi.fn();
    const onCommandLine = vi.fn();
    await renderWithProviders(
      <DeviceActionsMenu device={server} onDelete={onDelete} onCommandLine={onCommandLine} />,
      { console: { fetch: createTestFetch({}) } },
    );
    await page.getByRole('button', { name: 'Actions' }).click();
    const menu = page.getByRole('menu', { name: 'Actions' });
    await expect.element(menu.getByRole('menuitem', { name: 'Maintenance mode' })).toBeVisible();
    await expect.element(menu.getByRole('menuitem', { name: 'Command line' })).toBeVisible();
    // Wake-on-LAN is for devices that are down; OS update needs the policy's patch management.
    expect(menu.getByRole('menuitem', { name: 'Wake-on-LAN' }).query()).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'OS update' }).query()).toBeNull();
    await transitionsDone();
    await expectNoAxeViolations(menu.element());
    await menu.getByRole('menuitem', { name: 'Delete device' }).click();
    expect(onDelete).toHaveBeenCalled();
  });

  it('offers the Apple MDM actions of a Mac enrolled with the MDM profile, and only the agent ones otherwise', async () => {
    const mac = {
      id: 9,
      clientId: 2,
      nodeRoleId: 3,
      nodeClass: 'MAC',
      isUp: true,
      displayName: 'Design Mac',
    };
    const { unmount } = await renderWithProviders(
      <DeviceActionsMenu device={{ ...mac, details: { mdmStatus: 'ENROLLED' } }} />,
      { console: { fetch: createTestFetch({}) } },
    );
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Security actions' }).click();
    const security = page.getByRole('menu', { name: 'Security actions' });
    await expect.element(security.getByRole('menuitem', { name: 'Lock device' })).toBeVisible();
    await expect.element(security.getByRole('menuitem', { name: 'Renew enrollment profile' })).toBeVisible();
    await expect.element(security.getByRole('menuitem', { name: 'Shut down' })).toBeVisible();
    unmount();

    await renderWithProviders(<DeviceActionsMenu device={mac} />, {
      console: { fetch: createTestFetch({}) },
    });
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Security actions' }).click();
    const agentOnly = page.getByRole('menu', { name: 'Security actions' });
    await expect.element(agentOnly.getByRole('menuitem', { name: 'Shut down' })).toBeVisible();
    expect(agentOnly.getByRole('menuitem', { name: 'Lock device' }).query()).toBeNull();
    expect(agentOnly.getByRole('menuitem', { name: 'Renew enrollment profile' }).query()).toBeNull();
  });

  it('opens the command line with the shell and terminal type, 64-bit shells only on 64-bit devices', async () => {
    const onCommandLine = vi.fn();
    await renderWithProviders(
      <DeviceActionsMenu
        device={{ ...server, details: { osArchitecture: '32-bit' } }}
        onCommandLine={onCommandLine}
      />,
      { console: { fetch: createTestFetch({}) } },
    );
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Command line' }).click();
    await page.getByRole('menuitem', { name: 'As logged-in user' }).click();
    const shells = page.getByRole('menu', { name: 'As logged-in user' });
    await expect.element(shells.getByRole('menuitem', { name: 'PowerShell', exact: true })).toBeVisible();
    expect(shells.getByRole('menuitem', { name: 'PowerShell (64-bit)' }).query()).toBeNull();
    await shells.getByRole('menuitem', { name: 'PowerShell', exact: true }).click();
    expect(onCommandLine).toHaveBeenCalledWith({ shell: 'POWERSHELL', user: 'USER' });
  });

  it('hides what the permissions do not allow', async () => {
    const session = createTestSession({
      sysadmin: false,
      grants: [{ type: 'DEVICE', name: 'View' }],
    });
    await renderWithProviders(<DeviceActionsMenu device={server} onDelete={() => {}} />, {
      console: { fetch: createTestFetch({}), session },
    });
    await page.getByRole('button', { name: 'Actions' }).click();
    const menu = page.getByRole('menu', { name: 'Actions' });
    await expect.element(menu).toBeVisible();
    expect(menu.getByRole('menuitem', { name: 'Maintenance mode' }).query()).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'Delete device' }).query()).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'Reboot' }).query()).toBeNull();
  });

  it('reboots now after a confirmation, and shows the offline notice for an offline device', async () => {
    const fetch = createTestFetch({
      'POST /ws/device/action': { resultCode: 'SUCCESS', successNodeIds: [7], errorNodeIds: [] },
    });
    const onChanged = vi.fn();
    const screen = await renderWithProviders(<DeviceActionsMenu device={server} onChanged={onChanged} />, {
      console: { fetch },
    });
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Reboot' }).click();
    await page.getByRole('menuitem', { name: 'Reboot now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reboot now?' });
    await confirm.getByRole('button', { name: 'Reboot' }).click();
    await eventually(() => expect(onChanged).toHaveBeenCalledWith('The action was sent successfully'));
    expect(fetch.requests[0]?.body).toEqual({ type: 'REBOOT_DEVICE', nodeIds: [7] });
    await screen.unmount();

    await renderWithProviders(<DeviceActionsMenu device={{ ...server, isUp: false }} />, {
      console: { fetch: createTestFetch({}) },
    });
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Reboot' }).click();
    await page.getByRole('menuitem', { name: 'Reboot now' }).click();
    await expect.element(page.getByRole('dialog', { name: 'DC-01 is offline' })).toBeVisible();
  });
});

describe('the device search toolbar menu (002 §4.1, §7)', () => {
  it('runs maintenance for the whole selection', async () => {
    const fetch = createTestFetch({ 'POST /ws/maintenance': () => jsonResponse(undefined, 204) });
    const onDone = vi.fn();
    const linux = { ...server, id: 8, nodeClass: 'LINUX_SERVER', displayName: 'web-01' };
    await renderWithProviders(<DeviceSelectionMenu devices={[server, linux]} onDone={onDone} />, {
      console: { fetch },
    });
    await page.getByRole('button', { name: 'Actions' }).click();
    const menu = page.getByRole('menu', { name: 'Actions for 2 selected device(s)' });
    await expect.element(menu.getByRole('menuitem', { name: 'Shut down' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Configure maintenance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enable maintenance mode' });
    await expect.element(dialog.getByText('2 device(s) selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await eventually(() => expect(onDone).toHaveBeenCalledWith('Maintenance mode enabled'));
    expect(fetch.requests[0]?.body).toMatchObject({ deviceIds: [7, 8] });
  });
});
