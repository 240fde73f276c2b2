import {
  createTestFetch,
  expectNoAxeViolations,
  jsonResponse,
  renderWithProviders,
  transitionsDone,
} from '@console/testing';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { WakeOnLanDialog } from './wake-on-lan-dialog';

const devices = Array.from({ length: 34 }, (_, i) => ({ id: i + 1, displayName: `PC-${i + 1}` }));

describe('Wake-on-LAN (000 §4.7, §8)', () => {
  it('lists attempted and not attempted devices, 30 names then +N more', async () => {
    const fetch = createTestFetch({
      'POST /ws/device/wakeonlan': {
        resultCode: 'SUCCESS',
        successNodeIds: devices.slice(0, 33).map((d) => d.id),
        errorNodeIds: [34],
      },
    });
    await renderWithProviders(<WakeOnLanDialog open onOpenChange={() => {}} devices={devices} />, {
      console: { fetch },
    });
    const dialog = page.getByRole('dialog', { name: 'Wake-on-LAN' });
    const attempted = dialog.getByRole('region', { name: 'Attempted' });
    await expect.element(attempted.getByText('PC-30', { exact: true })).toBeVisible();
    expect(attempted.getByText('PC-31', { exact: true }).query()).toBeNull();
    await expect.element(attempted.getByText('+3 more')).toBeVisible();
    await expect
      .element(dialog.getByRole('region', { name: 'Not attempted' }).getByText('PC-34'))
      .toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
  });

  it('shows the generic failure, or the partial results an error carries', async () => {
    const fetch = createTestFetch({
      'POST /ws/device/wakeonlan': () =>
        jsonResponse({ resultCode: 'INTERNAL_ERROR', errorMessage: 'x' }, 500),
    });
    const screen = await renderWithProviders(
      <WakeOnLanDialog open onOpenChange={() => {}} devices={devices} />,
      {
        console: { fetch },
      },
    );
    const dialog = page.getByRole('dialog', { name: 'Wake-on-LAN' });
    await expect
      .element(dialog.getByText('Something went wrong on our end. Try again in a moment.'))
      .toBeVisible();
    await screen.unmount();
    const partial = createTestFetch({
      'POST /ws/device/wakeonlan': () =>
        jsonResponse(
          { resultCode: 'INTERNAL_ERROR', errorMessage: 'x', successNodeIds: [1], errorNodeIds: [2] },
          500,
        ),
    });
    await renderWithProviders(<WakeOnLanDialog open onOpenChange={() => {}} devices={devices} />, {
      console: { fetch: partial },
    });
    await expect
      .element(page.getByRole('region', { name: 'Attempted' }).getByText('PC-1', { exact: true }))
      .toBeVisible();
  });
});
