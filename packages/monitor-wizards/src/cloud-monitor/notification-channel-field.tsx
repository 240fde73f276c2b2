import { type NotificationChannel, routes } from '@console/core';
import { MessageSection, useConsoleQuery, useMessage } from '@console/core/react';
import { Checkbox, Spinner } from '@console/ui';
import { useId } from 'react';
import { notificationChannelMessages } from '../messages-cloud-monitors';
import * as wizardStyles from '../shared/wizard.css';
import * as styles from './notification-channel-field.css';

/** Props of {@link NotificationChannelField}. */
export interface NotificationChannelFieldProps {
  /** The chosen channel ids. */
  value: readonly number[];
  onValueChange: (ids: number[]) => void;
}

function label(channel: NotificationChannel, t: ReturnType<typeof useMessage>): string {
  return `${channel.name} (${t(`notificationChannels.type.${channel.type}`)})`;
}

function ChannelChoices({ value, onValueChange }: NotificationChannelFieldProps) {
  const t = useMessage();
  const hintId = useId();
  const channels = useConsoleQuery(routes.notificationChannel.list, {});
  const list = channels.data ?? [];
  // Ids of channels deleted since the condition was saved are dropped on the next change.
  const known = value.filter((id) => list.some((channel) => channel.id === id));
  return (
    <fieldset className={wizardStyles.checkboxGroup} aria-describedby={hintId}>
      <legend className={wizardStyles.checkboxLegend}>{t('notificationChannels.picker')}</legend>
      <p id={hintId} className={styles.note}>
        {t('notificationChannels.pickerHint')}
      </p>
      {channels.isPending ? <Spinner /> : null}
      {channels.isSuccess && list.length === 0 ? (
        <p className={styles.note}>{t('notificationChannels.pickerEmpty')}</p>
      ) : null}
      {list.map((channel) => (
        <Checkbox
          key={channel.id}
          label={label(channel, t)}
          checked={value.includes(channel.id)}
          onCheckedChange={(on) =>
            onValueChange(on ? [...known, channel.id] : known.filter((id) => id !== channel.id))
          }
        />
      ))}
    </fieldset>
  );
}

/**
 * The monitor condition's notification channel field (002 §3 Monitor condition: notification
 * channel): a checkbox per channel of the division (`GET /notificationchannel/list`), each named
 * with its type. No channel chosen: the notification goes to the technicians with email
 * notifications on.
 * @example <NotificationChannelField value={[3]} onValueChange={(ids) => set({ notificationChannels: ids })} />
 */
export function NotificationChannelField(props: NotificationChannelFieldProps) {
  return (
    <MessageSection messages={notificationChannelMessages}>
      <ChannelChoices {...props} />
    </MessageSection>
  );
}
