import {
  commonTimeZoneIds,
  guessTimeZone,
  isConsoleApiError,
  routes,
  validateRebootSchedule,
} from '@console/core';
import { MessageSection, useConsoleMutation, useLocale, useMessage } from '@console/core/react';
import { Banner, Button, Checkbox, DateTimePicker, Dialog, Select } from '@console/ui';
import { useMemo, useState } from 'react';
import * as styles from '../internal/dialog.css';
import type { ActionDevice } from '../logic/device-actions-rules';
import { deviceActionsTexts } from '../messages';
import { rebootSchedule, rebootTask } from './reboot-task';

/** Props of {@link ScheduleRebootDialog}. */
export interface ScheduleRebootDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The devices to reboot. */
  devices: readonly ActionDevice[];
  /** Called with the run time (ISO 8601) after the reboot was scheduled. */
  onScheduled?: (runAt: string) => void;
}

/**
 * The reboot schedule dialog (002 §2.3, §3, §5.2): a date and time (days before today disallowed)
 * read in the chosen time zone (default: local), which must be in the future; sends the run-once
 * scheduled task to POST /scheduledtask/reboot.
 * @example <ScheduleRebootDialog open devices={[device]} onOpenChange={setOpen} />
 */
export function ScheduleRebootDialog(props: ScheduleRebootDialogProps) {
  return (
    <MessageSection messages={deviceActionsTexts}>
      {props.open ? <ScheduleRebootBody {...props} /> : null}
    </MessageSection>
  );
}

function ScheduleRebootBody({ open, onOpenChange, devices, onScheduled }: ScheduleRebootDialogProps) {
  const t = useMessage();
  const locale = useLocale();
  const local = useMemo(() => guessTimeZone(), []);
  const [when, setWhen] = useState<Date | null>(() => new Date(Date.now() + 60 * 60_000));
  const [timeZone, setTimeZone] = useState(local);
  const [skipIfOffline, setSkipIfOffline] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schedule = useMutationSchedule();
  const issue = when
    ? validateRebootSchedule(rebootSchedule(when, timeZone), Date.now())
    : { key: 'errors.validation.required' as const };
  const zones = useMemo(
    () =>
      [...new Set([local, ...commonTimeZoneIds])].map((zone) => ({
        value: zone,
        label: zone.replace(/_/g, ' '),
      })),
    [local],
  );
  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (issue || !when) return;
    try {
      const answer = await schedule.mutateAsync({
        body: rebootTask({
          name: t('deviceActions.reboot.name', {
            deviceName: devices.length === 1 ? (devices[0]?.displayName ?? '') : String(devices.length),
          }),
          devices,
          when,
          timeZone,
          skipIfOffline,
        }),
      });
      onOpenChange(false);
      onScheduled?.(answer.runAt);
    } catch (error) {
      setFailure(
        isConsoleApiError(error) && error.status < 500 && error.errorMessage
          ? error.errorMessage
          : t('deviceOps.action.error'),
      );
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deviceActions.reboot.title')}
      busy={schedule.isPending}
      footer={
        <div className={styles.footer}>
          <Button onClick={() => onOpenChange(false)} disabled={schedule.isPending}>
            {t('deviceActions.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="schedule-reboot-form" loading={schedule.isPending}>
            {t('deviceActions.reboot.submit')}
          </Button>
        </div>
      }
    >
      <form
        id="schedule-reboot-form"
        className={styles.stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure ? <Banner tone="danger">{failure}</Banner> : null}
        <DateTimePicker
          label={t('deviceActions.reboot.date')}
          required
          disallowPast
          locale={locale}
          value={when}
          onValueChange={setWhen}
          error={submitted && issue ? t(issue.key) : undefined}
          touched
        />
        <Select
          label={t('deviceActions.reboot.timeZone')}
          options={zones}
          value={timeZone}
          onValueChange={setTimeZone}
        />
        <Checkbox
          label={t('deviceActions.reboot.skipIfOffline')}
          checked={skipIfOffline}
          onCheckedChange={setSkipIfOffline}
        />
      </form>
    </Dialog>
  );
}

function useMutationSchedule() {
  return useConsoleMutation(routes.deviceActions.scheduleReboot);
}
