import {
  createTestFetch,
  eventually,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  transitionsDone,
  validationErrorResponse,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DisableMaintenanceDialog } from './disable-maintenance-dialog';
import { MaintenanceDialog } from './maintenance-dialog';

const windows = { id: 7, nodeClass: 'WINDOWS_SERVER', isUp: true, displayName: 'DC-01' };
const switchDevice = { id: 8, nodeClass: 'NMS_SWITCH', isUp: true, displayName: 'Core switch' };

describe('Enable maintenance mode (002 §4.1, §5.1)', () => {
  it('starts now and never ends by default, offers the options of the device class and sends them', async () => {
    const fetch = createTestFetch({ 'POST /ws/maintenance': () => jsonResponse(undefined, 204) });
    const onEnabled = vi.fn();
    const onOpenChange = vi.fn();
    await renderWithProviders(
      <MaintenanceDialog open onOpenChange={onOpenChange} devices={[windows]} onEnabled={onEnabled} />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'Enable maintenance mode' });
    await expect.element(dialog.getByRole('radio', { name: 'Now' })).toBeChecked();
    await expect.element(dialog.getByRole('radio', { name: 'Never' })).toBeChecked();
    await expect.element(dialog.getByRole('checkbox', { name: 'Notifications' })).toBeDisabled();
    await expect.element(dialog.getByRole('checkbox', { name: 'AV scans' })).toBeVisible();
    await expect
      .element(dialog.getByText('Some settings might not apply based on the device type.'))
      .toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());

    await dialog.getByRole('checkbox', { name: 'Alerts' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('  Disk swap  ');
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await eventually(() => expect(onEnabled).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetch.requests[0]?.body).toEqual({
      deviceIds: [7],
      schedule: { startTime: null, endTime: null },
      options: {
        notifications: true,
        alerts: true,
        patching: false,
        avScans: false,
        tasks: false,
        notificationChannels: false,
      },
      reasonMessage: 'Disk swap',
    });
  });

  it('offers the union of the selected classes only', async () => {
    await renderWithProviders(<MaintenanceDialog open onOpenChange={() => {}} devices={[switchDevice]} />, {
      console: { fetch: createTestFetch({}) },
    });
    const dialog = page.getByRole('dialog', { name: 'Enable maintenance mode' });
    await expect.element(dialog.getByRole('checkbox', { name: 'Alerts' })).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: 'Patching' }).query()).toBeNull();
    expect(dialog.getByRole('checkbox', { name: 'Tasks' }).query()).toBeNull();
  });

  it('defaults the end to 6 minutes ahead (valid) and caps the reason at 250 characters', async () => {
    const fetch = createTestFetch({ 'POST /ws/maintenance': () => jsonResponse(undefined, 204) });
    await renderWithProviders(<MaintenanceDialog open onOpenChange={() => {}} devices={[windows]} />, {
      console: { fetch },
    });
    const dialog = page.getByRole('dialog', { name: 'Enable maintenance mode' });
    await dialog.getByRole('radio', { name: 'On' }).click();
    await expect.element(dialog.getByRole('group', { name: 'End date and time' })).toBeVisible();
    // Over 250 characters in the reason.
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await reason.fill('x'.repeat(250));
    await userEvent.keyboard('y');
    await expect.element(reason).toHaveValue('x'.repeat(250));
    await dialog.getByRole('button', { name: 'Enable' }).click();
    // 6 minutes ahead is valid: it is sent, with the end about 6 minutes from now.
    await eventually(() => expect(fetch.requests).toHaveLength(1));
    const body = fetch.requests[0]?.body as { schedule: { endTime: number } };
    expect(Math.abs(body.schedule.endTime - (Date.now() / 1000 + 360))).toBeLessThan(90);
  });

  it('asks to override when a device is already in maintenance, and shows a failure', async () => {
    const fetch = createTestFetch({
      'POST /ws/maintenance': () => jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }, 500),
    });
    const inMaintenance = { ...windows, maintenanceMode: { startTime: 1, endTime: null } };
    await renderWithProviders(<MaintenanceDialog open onOpenChange={() => {}} devices={[inMaintenance]} />, {
      console: { fetch },
    });
    const dialog = page.getByRole('dialog', { name: 'Enable maintenance mode' });
    await dialog.getByRole('button', { name: 'Enable' }).click();
    const confirm = page.getByRole('dialog', { name: 'Override maintenance mode?' });
    await expect.element(confirm).toBeVisible();
    expect(fetch.requests).toHaveLength(0);
    await transitionsDone();
    await expectNoAxeViolations(confirm.element());
    await confirm.getByRole('button', { name: 'Override' }).click();
    await expect.element(dialog.getByText('Something went wrong on our end. Please try again')).toBeVisible();
    expect(fetch.requests).toHaveLength(1);
  });

  it('shows the server refusal under its field', async () => {
    const fetch = createTestFetch({
      'POST /ws/maintenance': () =>
        validationErrorResponse('schedule.endTime', 'Minimum of 5 minutes required after Start date'),
    });
    await renderWithProviders(<MaintenanceDialog open onOpenChange={() => {}} devices={[windows]} />, {
      console: { fetch },
    });
    const dialog = page.getByRole('dialog', { name: 'Enable maintenance mode' });
    await dialog.getByRole('radio', { name: 'On' }).click();
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await expect.element(dialog.getByText('Minimum of 5 minutes required after Start date')).toBeVisible();
  });
});

describe('Disable maintenance mode', () => {
  it('confirms, then ends maintenance; a failure says so', async () => {
    let calls = 0;
    const fetch = createTestFetch({
      'POST /ws/maintenance/schedules/deleteList': () =>
        calls++ === 0
          ? jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }, 500)
          : jsonResponse(undefined, 204),
    });
    const onError = vi.fn();
    const onDisabled = vi.fn();
    await renderWithProviders(
      <DisableMaintenanceDialog
        open
        onOpenChange={() => {}}
        devices={[windows]}
        onError={onError}
        onDisabled={onDisabled}
      />,
      { console: { fetch } },
    );
    const confirm = page.getByRole('dialog', { name: 'Disable maintenance mode?' });
    await transitionsDone();
    await expectNoAxeViolations(confirm.element());
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await eventually(() => expect(onError).toHaveBeenCalledWith('Failed to disable maintenance.'));
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await eventually(() => expect(onDisabled).toHaveBeenCalled());
    expect(fetch.requests.map((request) => request.body)).toEqual([{ deviceIds: [7] }, { deviceIds: [7] }]);
  });
});
