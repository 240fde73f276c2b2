import {
  describeError,
  NOTIFICATION_CHANNEL_TYPES,
  type NotificationChannel,
  type NotificationChannelInput,
  type NotificationChannelType,
  parseRecipients,
  routes,
  validateNotificationChannel,
} from '@console/core';
import { endpointQueryKey, useConsoleMutation, useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Select, TextArea, TextInput } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../page.css';

/** Props of {@link ChannelDialog}. */
export interface ChannelDialogProps {
  /** The channel edited, or `null` to add one. */
  channel: NotificationChannel | null;
  onClose: (saved?: NotificationChannel) => void;
}

/**
 * The add and edit form of a notification channel: name, type, then the recipients (EMAIL) or the
 * webhook URL (WEBHOOK). Save checks core's `validateNotificationChannel` (the server's rules)
 * before `POST` or `PUT /notificationchannel`; a server refusal shows in a banner.
 */
export function ChannelDialog({ channel, onClose }: ChannelDialogProps) {
  const t = useMessage();
  const queryClient = useQueryClient();
  const create = useConsoleMutation(routes.notificationChannel.create);
  const change = useConsoleMutation(routes.notificationChannel.update);
  const [name, setName] = useState(channel?.name ?? '');
  const [type, setType] = useState<NotificationChannelType>(channel?.type ?? 'EMAIL');
  const [recipients, setRecipients] = useState((channel?.recipients ?? []).join('\n'));
  const [url, setUrl] = useState(channel?.url ?? '');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const body: NotificationChannelInput = { name, type, recipients: parseRecipients(recipients), url };
  const issues = validateNotificationChannel(body);
  const error = (path: 'name' | 'recipients' | 'url') => {
    const found = tried ? issues.find((issue) => issue.path === path) : undefined;
    return found ? t(found.issue.key, found.issue.params) : undefined;
  };
  const busy = create.isPending || change.isPending;
  const save = async () => {
    setTried(true);
    if (issues.length > 0) return;
    setFailure(null);
    try {
      const answer = channel
        ? await change.mutateAsync({ params: { id: channel.id }, body })
        : await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.notificationChannel.list) });
      onClose(answer.notificationChannel);
    } catch (caught) {
      setFailure(caught);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(channel ? 'notificationChannels.editTitle' : 'notificationChannels.addTitle')}
      busy={busy}
      footer={
        <>
          <Button onClick={() => onClose()}>{t('notificationChannels.cancel')}</Button>
          <Button variant="primary" onClick={() => void save()} disabled={busy}>
            {t('notificationChannels.save')}
          </Button>
        </>
      }
    >
      <div className={styles.cardBody}>
        {failure ? <Banner tone="danger">{describeError(failure, t) ?? t('errors.generic')}</Banner> : null}
        <TextInput
          label={t('notificationChannels.field.name')}
          required
          value={name}
          onValueChange={setName}
          error={error('name')}
          touched={tried}
        />
        <Select
          label={t('notificationChannels.field.type')}
          options={NOTIFICATION_CHANNEL_TYPES.map((value) => ({
            value,
            label: t(`notificationChannels.type.${value}`),
          }))}
          value={type}
          onValueChange={(value) => setType(value as NotificationChannelType)}
        />
        {type === 'EMAIL' ? (
          <TextArea
            label={t('notificationChannels.field.recipients')}
            description={t('notificationChannels.field.recipientsHint')}
            required
            rows={3}
            value={recipients}
            onValueChange={setRecipients}
            error={error('recipients')}
            touched={tried}
          />
        ) : (
          <TextInput
            label={t('notificationChannels.field.url')}
            description={t('notificationChannels.field.urlHint')}
            required
            type="url"
            value={url}
            onValueChange={setUrl}
            error={error('url')}
            touched={tried}
          />
        )}
      </div>
    </Dialog>
  );
}
