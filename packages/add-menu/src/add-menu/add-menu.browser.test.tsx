import { FEATURE_FLAGS } from '@console/core';
import {
  createTestFetch,
  createTestSession,
  expectNoAxeViolations,
  renderWithProviders,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { guidePreference, pickerApi, ticketForms } from '../fixtures/add-menu-data';
import { AddMenu } from './add-menu';

const PREFERENCE = 'GET /ws/appuser/preference/addMenu.guideDismissed';
const SET_PREFERENCE = 'PUT /ws/appuser/preference/addMenu.guideDismissed';

function api(dismissed = false) {
  return createTestFetch({
    [PREFERENCE]: guidePreference(dismissed),
    [SET_PREFERENCE]: { resultCode: 'SUCCESS' },
    'GET /ws/tickettemplate/list': ticketForms,
    ...pickerApi(),
  });
}

const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
const addButton = () => page.getByRole('button', { name: 'Add new' });
/** The open menu's portal carries Ariakit's focus-trap sentinels (see @console/testing's axe). */
const menuAxe = { ignoreAriakitFocusTraps: true, popupRole: 'menu' } as const;

async function openWithKeyboard() {
  await expect.element(addButton()).toBeVisible();
  addButton().element().focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('menu', { name: 'Add new' })).toBeVisible();
}

describe('given a user who never clicked the plus button', () => {
  it('shows the guide until the first click and remembers the dismissal on the server', async () => {
    const fetch = api(false);
    await renderWithProviders(<AddMenu />, { console: { fetch } });
    const guide = page.getByRole('tooltip', { name: 'Task: Add a device' });
    await expect.element(guide).toBeVisible();
    await expect.element(addButton()).toHaveAccessibleDescription('Task: Add a device');
    await expectNoAxeViolations(document.body);
    await addButton().click();
    await expect.element(guide).not.toBeInTheDocument();
    await expect.poll(() => fetch.requests.find((r) => r.method === 'PUT')?.body).toEqual({ value: true });
    await userEvent.keyboard('{Escape}');
    await addButton().click();
    expect(fetch.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});

describe('given a user who dismissed the guide before', () => {
  it('shows no guide', async () => {
    const fetch = api(true);
    await renderWithProviders(<AddMenu />, { console: { fetch } });
    await expect.poll(() => fetch.requests.length).toBe(1);
    await expect.element(addButton()).toBeVisible();
    expect(page.getByRole('tooltip', { name: 'Task: Add a device' }).query()).toBeNull();
  });
});

describe('given a system administrator with ticketing on', () => {
  const session = () =>
    createTestSession({
      settings: { ticketingEnabled: true },
      featureFlags: [FEATURE_FLAGS.mdm, FEATURE_FLAGS.nmsNetworkDiscovery],
    });

  it('lists every entry and drives the menu and its submenus by keyboard, Tab blocked', async () => {
    const screen = await renderWithProviders(<AddMenu />, {
      console: { fetch: api(true), session: session() },
    });
    await openWithKeyboard();
    for (const name of [
      'Ticket',
      'Ticket from template',
      'Ticket board',
      'Device',
      'User',
      'Report',
      'Organization',
      'Policy',
      'Scheduled task',
    ]) {
      await expect.element(item(name)).toBeVisible();
    }
    await expect.element(item('Ticket')).toHaveFocus();
    await expectNoAxeViolations(document.body, menuAxe);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('Computer')).toHaveFocus();
    for (const name of [
      'Mobile device',
      'Virtual infrastructure',
      'Cloud monitor',
      'NMS',
      'Run Ad Hoc Network Discovery',
    ]) {
      await expect.element(item(name)).toBeVisible();
    }
    expect(item('Unmanaged').query()).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(item('Windows')).toHaveFocus();
    await expectNoAxeViolations(document.body, menuAxe);
    // Escape closes only the innermost submenu; the others stay open.
    await userEvent.keyboard('{Escape}');
    await expect.element(item('Computer')).toHaveFocus();
    expect(item('Windows').query()).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(item('Device')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.element(item('Technician')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.consoleProps?.navigate).toHaveBeenCalledWith('/editor/endUser?showOrganizationPicker=true');
    await expect.element(page.getByRole('menu', { name: 'Add new' })).not.toBeInTheDocument();
  });

  it('goes to each route of 000 §2.4 through the host', async () => {
    const screen = await renderWithProviders(<AddMenu />, {
      console: { fetch: api(true), session: session() },
    });
    const routes: [string, string][] = [
      ['Ticket', '/ticketing/ticket/new'],
      ['Ticket board', '/administration/apps/ticketing'],
      ['Report', '/reporting/reports'],
      ['Organization', '/editor/customer'],
      ['Scheduled task', '/editor/scheduledTask'],
    ];
    for (const [name, route] of routes) {
      await addButton().click();
      await item(name).click();
      expect(screen.consoleProps?.navigate).toHaveBeenLastCalledWith(route);
    }
    await addButton().click();
    await item('Device').click();
    await item('Cloud monitor').click();
    expect(screen.consoleProps?.navigate).toHaveBeenLastCalledWith('/editor/cloudMonitor');
    await addButton().click();
    await item('User').click();
    await item('Technician').click();
    expect(screen.consoleProps?.navigate).toHaveBeenLastCalledWith('/editor/user');
  });

  it('opens the ticket forms from the server and a non-default form with its formId', async () => {
    const screen = await renderWithProviders(<AddMenu />, {
      console: { fetch: api(true), session: session() },
    });
    await addButton().click();
    await item('Ticket from template').click();
    const dialog = page.getByRole('dialog', { name: 'Ticket forms' });
    await expect.element(dialog.getByRole('button', { name: 'Standard ticket (Default)' })).toBeVisible();
    await expectNoAxeViolations(document.body);
    await dialog.getByRole('button', { name: 'Hardware request' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenLastCalledWith('/ticketing/ticket/new?formId=2');
    await expect.element(dialog).not.toBeInTheDocument();
    await addButton().click();
    await item('Ticket from template').click();
    await page.getByRole('button', { name: 'Standard ticket (Default)' }).click();
    expect(screen.consoleProps?.navigate).toHaveBeenLastCalledWith('/ticketing/ticket/new');
  });
});

describe('given the dialogs behind the entries', () => {
  it('opens Add a computer for the platform chosen and Create policy, each on demand', async () => {
    await renderWithProviders(<AddMenu />, { console: { fetch: api(true) } });
    await addButton().click();
    await item('Device').click();
    await item('Computer').click();
    await item('Linux').click();
    const computer = page.getByRole('dialog', { name: 'Add a computer' });
    await expect.element(computer).toBeVisible();
    await expect.element(computer.getByRole('radio', { name: 'Linux' })).toBeChecked();
    await computer.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(computer).not.toBeInTheDocument();
    await addButton().click();
    await item('Policy').click();
    await expect.element(page.getByRole('dialog', { name: 'Create policy' })).toBeVisible();
  });

  it('opens the network discovery wizard from Run Ad Hoc Network Discovery', async () => {
    const session = createTestSession({ featureFlags: [FEATURE_FLAGS.nmsNetworkDiscovery] });
    await renderWithProviders(<AddMenu />, { console: { fetch: api(true), session } });
    await addButton().click();
    await item('Device').click();
    await item('Run Ad Hoc Network Discovery').click();
    await expect.element(page.getByRole('dialog', { name: 'Network discovery' })).toBeVisible();
  });
});

describe('given a limited technician', () => {
  it('shows only the entries their permissions allow', async () => {
    const session = createTestSession({
      sysadmin: false,
      grants: [
        { type: 'DEVICE', name: 'Create' },
        { type: 'POLICY', name: 'Create' },
      ],
      settings: { ticketingEnabled: true },
    });
    await renderWithProviders(<AddMenu />, { console: { fetch: api(true), session } });
    await openWithKeyboard();
    await expect.element(item('Device')).toBeVisible();
    await expect.element(item('Policy')).toBeVisible();
    for (const name of ['Ticket', 'User', 'Report', 'Organization', 'Scheduled task']) {
      expect(item(name).query()).toBeNull();
    }
    await expectNoAxeViolations(document.body, menuAxe);
  });

  it('renders nothing for a user allowed no entry', async () => {
    const session = createTestSession({ sysadmin: false });
    const fetch = api(true);
    await renderWithProviders(<AddMenu />, { console: { fetch, session } });
    await expect.poll(() => fetch.requests.length).toBe(1);
    expect(addButton().query()).toBeNull();
  });
});
