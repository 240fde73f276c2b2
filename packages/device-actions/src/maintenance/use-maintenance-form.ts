import {
  defaultMaintenanceSchedule,
  followStart,
  isConsoleApiError,
  isInternalAccount,
  MAINTENANCE_OPTION_KEYS,
  type MaintenanceEndType,
  type MaintenanceOption,
  type MaintenanceStartType,
  maintenanceOptionsFor,
  routes,
  validateMaintenanceEnd,
  validateMaintenanceReason,
  validateMaintenanceStart,
} from '@console/core';
import { useConsole, useConsoleMutation, useMessage } from '@console/core/react';
import { useWidgetForm } from '@console/widget-kit';
import { useState } from 'react';
import { type ActionDevice, isInMaintenance } from '../logic/device-actions-rules';

/** The maintenance form's values (002 §3 form state; dates are local Date objects). */
export interface MaintenanceValues {
  startType: MaintenanceStartType;
  startAt: Date | null;
  endType: MaintenanceEndType;
  endAt: Date | null;
  reasonMessage: string;
  options: Record<MaintenanceOption, boolean>;
}

/** Options of {@link useMaintenanceForm}. */
export interface UseMaintenanceFormOptions {
  /** The selected devices (one for a dashboard). */
  devices: readonly ActionDevice[];
  /** Called after maintenance was enabled. */
  onEnabled?: () => void;
}

function initialValues(devices: readonly ActionDevice[], nowMs: number): MaintenanceValues {
  // A single device in maintenance prefills the form (002 §4.1).
  const existing = devices.length === 1 ? devices[0]?.maintenanceMode : null;
  const schedule = defaultMaintenanceSchedule(nowMs, existing ?? null);
  const disabled = new Set(
    devices.length === 1 && existing && 'disabledOptions' in existing
      ? ((existing as { disabledOptions?: string[] }).disabledOptions ?? [])
      : [],
  );
  return {
    startType: schedule.startType,
    startAt: new Date(schedule.startAt),
    endType: schedule.endType,
    endAt: new Date(schedule.endAt),
    reasonMessage:
      devices.length === 1 && existing && 'reasonMessage' in existing
        ? ((existing as { reasonMessage?: string | null }).reasonMessage ?? '')
        : '',
    options: {
      NOTIFICATIONS: true,
      ALERTS: disabled.has('ALERTS'),
      PATCHING: disabled.has('PATCHING'),
      AVSCANS: disabled.has('AVSCANS'),
      TASKS: disabled.has('TASKS'),
      NOTIFICATION_CHANNELS: disabled.has('NOTIFICATION_CHANNELS'),
    },
  };
}

const ms = (date: Date | null) => (date ? date.getTime() : Number.NaN);

/**
 * The Enable maintenance mode form (002 §4.1, §5.1): the rules of core (start in the future, the
 * 5-minute gap or 0 for internal accounts, reason ≤ 250), the options the selection's device
 * classes offer (their union), the override question for devices already in maintenance, and the
 * POST /maintenance call.
 */
export function useMaintenanceForm({ devices, onEnabled }: UseMaintenanceFormOptions) {
  const t = useMessage();
  const { session } = useConsole();
  const internal = isInternalAccount(session?.user.email);
  const form = useWidgetForm<MaintenanceValues, 'start' | 'end' | 'reasonMessage'>({
    initialValues: () => initialValues(devices, Date.now()),
    fields: (path) => {
      const text = path.join('.').replace(/^body\./, '');
      if (text.startsWith('schedule.startTime')) return 'start';
      if (text.startsWith('schedule.endTime')) return 'end';
      return text.startsWith('reasonMessage') ? 'reasonMessage' : undefined;
    },
    validate: (values) => {
      const now = Date.now();
      const schedule = {
        startType: values.startType,
        startAt: ms(values.startAt),
        endType: values.endType,
        endAt: ms(values.endAt),
      };
      return {
        start: validateMaintenanceStart(schedule, now),
        end: validateMaintenanceEnd(schedule, now, internal),
        reasonMessage: validateMaintenanceReason(values.reasonMessage),
      };
    },
  });
  const [confirmOverride, setConfirmOverride] = useState(false);
  const enable = useConsoleMutation(routes.deviceActions.maintenance);
  const offered = maintenanceOptionsFor(devices.map((device) => device.nodeClass));
  const needsOverride = devices.some((device) => isInMaintenance(device, Date.now()));

  const setStart = (patch: Partial<Pick<MaintenanceValues, 'startType' | 'startAt'>>) => {
    const next = { ...form.values, ...patch };
    const followed = followStart({
      startType: next.startType,
      startAt: ms(next.startAt),
      endType: next.endType,
      endAt: ms(next.endAt),
    });
    form.update({ ...patch, endAt: Number.isNaN(followed.endAt) ? next.endAt : new Date(followed.endAt) });
  };

  const save = (values: MaintenanceValues) => {
    const seconds = (date: Date | null) => Math.floor(ms(date) / 1000);
    const options = Object.fromEntries(
      Object.entries(MAINTENANCE_OPTION_KEYS).map(([option, key]) => [
        key,
        option === 'NOTIFICATIONS' ||
          (offered.includes(option as MaintenanceOption) && values.options[option as MaintenanceOption]),
      ]),
    ) as Record<(typeof MAINTENANCE_OPTION_KEYS)[MaintenanceOption], boolean>;
    return enable.mutateAsync({
      body: {
        deviceIds: devices.map((device) => device.id),
        schedule: {
          startTime: values.startType === 'NOW' ? null : seconds(values.startAt),
          endTime: values.endType === 'NEVER' ? null : seconds(values.endAt),
        },
        options,
        reasonMessage: values.reasonMessage.trim(),
      },
    });
  };

  /** Submits: asks the override question first when a device is already in maintenance. */
  const submit = async (overrideConfirmed = false): Promise<boolean> => {
    if (form.beginSubmit().length > 0) return false;
    if (needsOverride && !overrideConfirmed) {
      setConfirmOverride(true);
      return false;
    }
    try {
      await save(form.values);
      onEnabled?.();
      return true;
    } catch (error) {
      if (isConsoleApiError(error) && error.status === 400) form.showServerError(error);
      else form.setFormError(t('deviceOps.maintenance.failed'));
      return false;
    }
  };

  return {
    form,
    offered,
    internal,
    setStart,
    submit,
    busy: enable.isPending,
    confirmOverride,
    setConfirmOverride,
  };
}
