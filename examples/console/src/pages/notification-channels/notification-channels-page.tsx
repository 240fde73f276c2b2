import { describeError, type NotificationChannel, routes } from '@console/core';
import {
  endpointQueryKey,
  MessageSection,
  useCan,
  useConsoleMutation,
  useConsoleQuery,
  useMessage,
} from '@console/core/react';
import { notificationChannelMessages } from '@console/monitor-wizards';
import { type BreadcrumbItem, Button, ConfirmDialog } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';
import { ChannelDialog } from './channel-dialog';

/** What the page's dialog shows: the form (a channel or a new one) or a delete confirmation. */
type Open =
  | { kind: 'form'; channel: NotificationChannel | null }
  | { kind: 'delete'; channel: NotificationChannel };

function ChannelsView({ title, description, breadcrumbs }: NotificationChannelsPageProps) {
  const t = useMessage();
  const can = useCan();
  const queryClient = useQueryClient();
  const list = useConsoleQuery(routes.notificationChannel.list, {});
  const remove = useConsoleMutation(routes.notificationChannel.delete);
  const [open, setOpen] = useState<Open | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const admin = can.isSysadmin;
  const target = (channel: NotificationChannel) =>
    channel.type === 'EMAIL' ? channel.recipients.join(', ') : channel.url;
  return (
    <Page
      title={title}
      subtitle={description}
      breadcrumbs={breadcrumbs}
      actions={
        admin ? (
          <Button variant="primary" onClick={() => setOpen({ kind: 'form', channel: null })}>
            {t('notificationChannels.add')}
          </Button>
        ) : null
      }
    >
      {failure ? (
        <p className={styles.errorText} role="alert">
          {describeError(failure, t) ?? t('errors.generic')}
        </p>
      ) : null}
      <QueryState status={list.status} error={list.error} onRetry={() => void list.refetch()}>
        {() =>
          (list.data ?? []).length === 0 ? (
            <p className={styles.muted} data-state="empty">
              {t('notificationChannels.empty')}
            </p>
          ) : (
            <table className={styles.table} aria-label={title}>
              <thead>
                <tr>
                  <th className={styles.th}>{t('notificationChannels.column.name')}</th>
                  <th className={styles.th}>{t('notificationChannels.column.type')}</th>
                  <th className={styles.th}>{t('notificationChannels.column.target')}</th>
                  {admin ? <th className={styles.th}>{t('notificationChannels.column.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {(list.data ?? []).map((channel) => (
                  <tr key={channel.id}>
                    <td className={styles.td}>{channel.name}</td>
                    <td className={styles.td}>{t(`notificationChannels.type.${channel.type}`)}</td>
                    <td className={`${styles.td} ${styles.muted}`}>{target(channel)}</td>
                    {admin ? (
                      <td className={styles.td}>
                        <div className={styles.toolbar}>
                          <Button size="sm" onClick={() => setOpen({ kind: 'form', channel })}>
                            {t('notificationChannels.edit')}
                          </Button>
                          <Button size="sm" onClick={() => setOpen({ kind: 'delete', channel })}>
                            {t('notificationChannels.delete')}
                          </Button>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
      {open?.kind === 'form' ? <ChannelDialog channel={open.channel} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
          title={t('notificationChannels.deleteTitle')}
          confirmLabel={t('notificationChannels.delete')}
          cancelLabel={t('notificationChannels.cancel')}
          tone="danger"
          onConfirm={async () => {
            setFailure(null);
            try {
              await remove.mutateAsync({ params: { id: open.channel.id } });
              await queryClient.invalidateQueries({
                queryKey: endpointQueryKey(routes.notificationChannel.list),
              });
            } catch (caught) {
              setFailure(caught);
            }
            setOpen(null);
          }}
        >
          {t('notificationChannels.deleteBody', { name: open.channel.name })}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}

/** Props of {@link NotificationChannelsPage}. */
export interface NotificationChannelsPageProps {
  title: string;
  description?: string;
  breadcrumbs?: BreadcrumbItem[];
}

/**
 * Administration › Apps › Notification channels (#/administration/apps/notificationChannels, 001
 * §2): the division's channels with what each sends to; system administrators add, edit and
 * delete them (other technicians see the list).
 */
export function NotificationChannelsPage(props: NotificationChannelsPageProps) {
  return (
    <MessageSection messages={notificationChannelMessages}>
      <ChannelsView {...props} />
    </MessageSection>
  );
}
