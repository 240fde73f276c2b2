import { topics } from '@console/core';
import {
  createTestFetch,
  createTestRealtime,
  eventually,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SecurityActionDialog } from './security-action-dialog';

const mac = { id: 3, nodeClass: 'MAC', isUp: true, displayName: 'Design iMac' };
const phone = { id: 4, nodeClass: 'APPLE_IOS', isUp: true, displayName: "Ana's iPhone" };
const sent = { resultCode: 'SUCCESS', successNodeIds: [4], errorNodeIds: [] };

describe('security action dialogs (002 §4.5, §5.7)', () => {
  it('locks a Mac only with a 6-digit PIN, then goes busy and shows success', async () => {
    const fetch = createTestFetch({ 'POST /ws/device/action': () => ({ ...sent, successNodeIds: [3] }) });
    const onSent = vi.fn();
    await renderWithProviders(
      <SecurityActionDialog
        open
        onOpenChange={() => {}}
        action="LOCK_DEVICE"
        devices={[mac]}
        onSent={onSent}
      />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'Lock device' });
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.element(dialog.getByText('A PIN is required')).toBeVisible();
    const pin = dialog.getByRole('textbox', { name: 'PIN' });
    await pin.fill('12ab3');
    await expect.element(pin).toHaveValue('123');
    await expect.element(dialog.getByText('The PIN must be exactly 6 numerical digits')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('abc');
    await expect.element(dialog.getByText('Invalid phone number')).toBeVisible();
    await pin.fill('123456');
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+1 555 010 4477');
    expect(fetch.requests).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.element(dialog.getByText('The action was sent successfully')).toBeVisible();
    expect(fetch.requests[0]?.body).toMatchObject({ type: 'LOCK_DEVICE', nodeIds: [3], pin: '123456' });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await eventually(() => expect(onSent).toHaveBeenCalled());
  });

  it('checks the new passcode and its confirmation', async () => {
    const fetch = createTestFetch({ 'POST /ws/device/action': sent });
    await renderWithProviders(
      <SecurityActionDialog open onOpenChange={() => {}} action="RESET_PASSCODE_DEVICE" devices={[phone]} />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'Reset passcode' });
    await expect
      .element(dialog.getByText('The passcode must not match any of the previous 10 passcodes.'))
      .toBeVisible();
    await dialog.getByLabelText('New passcode').fill('12');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.element(dialog.getByText('Please enter a valid value')).toBeVisible();
    await expect.element(dialog.getByText('Passcode must be a minimum of 4 characters')).toBeVisible();
    await dialog.getByLabelText('New passcode').fill('12a4');
    await expect.element(dialog.getByText('Passcode must contain only numeric values')).toBeVisible();
    await dialog.getByLabelText('New passcode').fill('1234');
    await dialog.getByLabelText('Confirm passcode').fill('1235');
    await expect.element(dialog.getByText('Passcodes do not match')).toBeVisible();
    await dialog.getByLabelText('Confirm passcode').fill('1234');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.element(dialog.getByText('The action was sent successfully')).toBeVisible();
    expect(fetch.requests[0]?.body).toEqual({
      type: 'RESET_PASSCODE_DEVICE',
      nodeIds: [4],
      newPasscode: '1234',
    });
  });

  it('asks to confirm erasing a second time, and shows the server refusal', async () => {
    const fetch = createTestFetch({
      'POST /ws/device/action': () =>
        jsonResponse(
          { resultCode: 'NO_MDM_CONNECTION', errorMessage: 'No Apple MDM connections configured.' },
          422,
        ),
    });
    await renderWithProviders(
      <SecurityActionDialog open onOpenChange={() => {}} action="ERASE_DEVICE" devices={[phone]} />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'Erase device' });
    await dialog.getByRole('radio', { name: 'Always obliterate' }).click();
    await dialog.getByRole('button', { name: 'Send' }).click();
    const confirm = page.getByRole('dialog', { name: "Erase Ana's iPhone?" });
    await expect.element(confirm.getByText('This action cannot be undone.')).toBeVisible();
    expect(fetch.requests).toHaveLength(0);
    await transitionsDone();
    await expectNoAxeViolations(confirm.element());
    await confirm.getByRole('button', { name: 'Erase' }).click();
    await expect.element(dialog.getByText('No Apple MDM connections configured.')).toBeVisible();
    expect(fetch.requests[0]?.body).toMatchObject({
      obliterationBehavior: 'ALWAYS',
      wipeExternalStorage: false,
    });
  });

  it('confirms disown by a valid e-mail and reports its own failure', async () => {
    const fetch = createTestFetch({
      'POST /ws/device/action': () => jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }, 500),
    });
    await renderWithProviders(
      <SecurityActionDialog open onOpenChange={() => {}} action="DISOWN" devices={[phone]} />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'Disown device' });
    await dialog.getByRole('textbox', { name: 'Enter your email address to confirm' }).fill('nope');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.element(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Enter your email address to confirm' })
      .fill('tech@demo.console');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.element(dialog.getByText('Error disowning device')).toBeVisible();
  });

  it('turns a sent MDM action into an error when the device refuses it (docs/mdm.md)', async () => {
    const realtime = createTestRealtime();
    const fetch = createTestFetch({ 'POST /ws/device/action': sent });
    await renderWithProviders(
      <SecurityActionDialog open onOpenChange={() => {}} action="CLEAR_PASSCODE_DEVICE" devices={[phone]} />,
      { console: { fetch, realtime } },
    );
    const dialog = page.getByRole('dialog', { name: 'Clear passcode' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.element(dialog.getByText('The action was sent successfully')).toBeVisible();
    // Another action's event, or another state, changes nothing.
    const event = { commandId: 9, nodeId: 4, action: 'CLEAR_PASSCODE_DEVICE', errorMessage: null };
    realtime.emit(
      topics.deviceMdm,
      { id: 4 },
      { ...event, action: 'LOCK_DEVICE', status: 'ERROR', errorMessage: 'x' },
    );
    realtime.emit(topics.deviceMdm, { id: 4 }, { ...event, status: 'SENT' });
    await expect.element(dialog.getByText('The action was sent successfully')).toBeVisible();
    realtime.emit(
      topics.deviceMdm,
      { id: 4 },
      {
        ...event,
        status: 'ERROR',
        errorMessage: 'The passcode could not be cleared. (MCMDMErrorDomain 12021)',
      },
    );
    await expect
      .element(dialog.getByText('The passcode could not be cleared. (MCMDMErrorDomain 12021)'))
      .toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
  });

  it('shows the offline-device notice for an offline device', async () => {
    await renderWithProviders(
      <SecurityActionDialog
        open
        onOpenChange={() => {}}
        action="SHUTDOWN_DEVICE"
        devices={[{ ...mac, isUp: false }]}
      />,
      { console: { fetch: createTestFetch({}) } },
    );
    const notice = page.getByRole('dialog', { name: 'Design iMac is offline' });
    await expect
      .element(
        notice.getByText(
          "You can't connect or send commands to an offline device. This action requires Design iMac to be online.",
        ),
      )
      .toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(notice.element());
  });
});
