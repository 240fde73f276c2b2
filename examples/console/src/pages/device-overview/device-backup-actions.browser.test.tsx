import {
  createTestFetch,
  expectNoAxeViolations,
  renderWithProviders,
  type TestRequest,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { consoleMessages } from '../../messages';
import { settleAnimations } from '../../test-support/settle';
import { NmsDeviceActions, RestoreMenu } from './device-backup-actions';

const agent = { id: 7, clientId: 2, nodeClass: 'WINDOWS_SERVER', displayName: 'DC-01', name: 'dc-01' };
const nms = { id: 9, clientId: 2, nodeClass: 'NMS_SWITCH', displayName: 'core-sw1', name: 'core-sw1' };

describe('the device page backup and NMS actions (002 §2.3)', () => {
  it('the Backup menu opens each restore dialog; a restore is sent as a device job', async () => {
    const onDone = vi.fn();
    const fetch = createTestFetch({
      'GET /ws/node/7/restore/options': { networkLocations: [], volumes: ['C:', 'D:'] },
      'POST /ws/node/7/restore': (request: TestRequest) => ({
        resultCode: 'SUCCESS',
        jobId: 31,
        sent: request.body,
      }),
    });
    await renderWithProviders(<RestoreMenu device={agent} onDone={onDone} />, {
      console: { fetch, messages: consoleMessages },
    });
    await page.getByRole('button', { name: 'Backup' }).click();
    for (const name of [
      'Back up now',
      'File and folder restore',
      'Bare metal restore',
      'Virtual disk restore',
      'Physical disk restore',
      'Delete files',
      'Synchronize repository',
    ]) {
      await expect.element(page.getByRole('menuitem', { name })).toBeVisible();
    }
    await settleAnimations();
    await expectNoAxeViolations(page.getByRole('menu', { name: 'Backup' }).element());
    await page.getByRole('menuitem', { name: 'Physical disk restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Physical disk restore' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Network location' })).toBeDisabled();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect.element(dialog.getByText('A restore destination is required').first()).toBeVisible();
    await settleAnimations();
    await expectNoAxeViolations(dialog.element());
    await dialog.getByRole('radio', { name: 'Selected volume' }).click();
    await expect.element(dialog.getByRole('radio', { name: 'C: (system volume)' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'D:' }).click();
    await page.getByRole('button', { name: 'Restore' }).click();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('The restore was sent to the device'));
    const post = fetch.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      restoreType: 'PHYSICAL_DISK',
      destination: 'SELECTED',
      destinationPath: 'D:',
    });
  });

  it('is not offered for a device without an agent; NMS devices get monitoring settings and rename', async () => {
    const onDone = vi.fn();
    const fetch = createTestFetch({
      'GET /ws/nms/device/9/monitoring': {
        resultCode: 'SUCCESS',
        monitoring: { monitorBy: 'IP_ADDRESS', ipAddress: '127.0.0.9', netBiosName: '', dnsName: '' },
      },
      'PUT /ws/nms/device/9/monitoring': (request: TestRequest) => ({
        resultCode: 'SUCCESS',
        monitoring: request.body,
      }),
      'PUT /ws/node': (request: TestRequest) => ({
        resultCode: 'SUCCESS',
        node: { ...nms, ...(request.body as object) },
      }),
    });
    await renderWithProviders(
      <>
        <RestoreMenu device={nms} onDone={onDone} />
        <NmsDeviceActions device={nms} onDone={onDone} />
      </>,
      { console: { fetch, messages: consoleMessages } },
    );
    await expect.element(page.getByRole('button', { name: 'Monitoring settings' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Backup' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Monitoring settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Monitoring settings' });
    await expect.element(settings.getByRole('radio', { name: 'DNS name' })).toBeVisible();
    await settings.getByRole('radio', { name: 'DNS name' }).click();
    await settings.getByRole('textbox', { name: 'DNS name' }).fill('core-sw1.lan');
    await settleAnimations();
    await expectNoAxeViolations(settings.element());
    await settings.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Monitoring settings saved'));
    await page.getByRole('button', { name: 'Rename device' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename device' });
    await expect.element(rename.getByRole('textbox', { name: 'Name' })).toHaveValue('core-sw1');
    await rename.getByRole('textbox', { name: 'Name' }).fill('core-sw1-lab');
    await rename.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Device renamed'));
    const put = fetch.requests.find((request) => request.method === 'PUT' && request.path.endsWith('/node'));
    expect(put?.body).toMatchObject({ id: 9, name: 'core-sw1-lab' });
  });
});
