import {
  createTestFetch,
  eventually,
  expectNoAxeViolations,
  renderWithProviders,
  transitionsDone,
  validationErrorResponse,
} from '@console/testing';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { rebootSchedule } from './reboot-task';
import { ScheduleRebootDialog } from './schedule-reboot-dialog';

const device = { id: 9, nodeClass: 'LINUX_SERVER', isUp: true, displayName: 'web-01' };

describe('Schedule reboot (002 §3, §5.2)', () => {
  it('sends the run-once task of the spec for the chosen time and zone', async () => {
    const fetch = createTestFetch({
      'POST /ws/scheduledtask/reboot': { resultCode: 'SUCCESS', runAt: '2030-01-01T03:00:00.000Z' },
    });
    const onScheduled = vi.fn();
    await renderWithProviders(
      <ScheduleRebootDialog open onOpenChange={() => {}} devices={[device]} onScheduled={onScheduled} />,
      { console: { fetch } },
    );
    const dialog = page.getByRole('dialog', { name: 'Schedule reboot' });
    await expect.element(dialog.getByRole('group', { name: 'Date and time' })).toBeVisible();
    await transitionsDone();
    await expectNoAxeViolations(dialog.element());
    await dialog.getByRole('checkbox', { name: 'Skip if the device is offline' }).click();
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await eventually(() => expect(onScheduled).toHaveBeenCalledWith('2030-01-01T03:00:00.000Z'));
    expect(fetch.requests[0]?.body).toMatchObject({
      id: 0,
      name: 'Reboot web-01',
      content: { skipIfOffline: true },
      enabled: true,
      runsOnNodeScheduledTask: false,
      adHoc: true,
      scripts: { actionList: [{ scriptId: 3, scriptName: 'Reboot' }] },
      schedule: {
        schema: '2.0',
        repeats: 'RUN_ONCE',
        repeatsEveryCount: 0,
        end: { type: 'AFTER', occurenceCount: 1 },
      },
      targets: [{ targetId: 9, scheduledTaskId: 0, targetType: 'NODE' }],
    });
  });

  it('shows the server refusal', async () => {
    const fetch = createTestFetch({
      'POST /ws/scheduledtask/reboot': () =>
        validationErrorResponse('schedule', 'Date and time must be in the future'),
    });
    await renderWithProviders(<ScheduleRebootDialog open onOpenChange={() => {}} devices={[device]} />, {
      console: { fetch },
    });
    const dialog = page.getByRole('dialog', { name: 'Schedule reboot' });
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect.element(dialog.getByText('Date and time must be in the future')).toBeVisible();
  });

  it('reads the picked wall-clock time in the chosen zone', () => {
    const when = new Date(2030, 0, 2, 3, 4);
    expect(rebootSchedule(when, 'Asia/Tokyo')).toMatchObject({
      startDate: '2030-01-02',
      runAtHour: 3,
      runAtMinute: 4,
      timeZone: 'Asia/Tokyo',
    });
  });
});
