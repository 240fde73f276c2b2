import { type RebootTask, rebootScriptId, type Schedule } from '@console/core';

/** The chosen wall-clock time (the picker's local fields) read in `timeZone`, as a run-once schedule. */
export function rebootSchedule(when: Date, timeZone: string): Schedule {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    schema: '2.0',
    repeats: 'RUN_ONCE',
    repeatsEveryCount: 0,
    runAtHour: when.getHours(),
    runAtMinute: when.getMinutes(),
    dayOfMonth: when.getDate(),
    daysOfWeek: [],
    startDate: `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}`,
    end: { type: 'AFTER', occurenceCount: 1, endDate: null },
    timeZone,
  };
}

/**
 * The scheduled reboot task of 002 §3: id 0, enabled, ad hoc, not a node scheduled task, one action
 * (the reboot job) and the devices as NODE targets.
 * @example rebootTask({ name: 'Reboot DC-01', devices: [{ id: 7, nodeClass: 'WINDOWS_SERVER' }], when, timeZone: 'Europe/Berlin', skipIfOffline: false })
 */
export function rebootTask(input: {
  name: string;
  devices: readonly { id: number; nodeClass: string }[];
  when: Date;
  timeZone: string;
  skipIfOffline: boolean;
}): RebootTask {
  return {
    id: 0,
    name: input.name,
    description: '',
    content: { skipIfOffline: input.skipIfOffline },
    enabled: true,
    runsOnNodeScheduledTask: false,
    adHoc: true,
    scripts: {
      actionList: [{ scriptId: rebootScriptId(input.devices[0]?.nodeClass ?? ''), scriptName: 'Reboot' }],
    },
    schedule: { ...rebootSchedule(input.when, input.timeZone), repeats: 'RUN_ONCE' },
    targets: input.devices.map((device) => ({ targetId: device.id, scheduledTaskId: 0, targetType: 'NODE' })),
  };
}
