import { describeError, routes } from '@console/core';
import { MessageSection, useCan, useConsoleMutation, useConsoleQuery, useMessage } from '@console/core/react';
import { type BreadcrumbItem, Button } from '@console/ui';
import { useState } from 'react';
import * as styles from '../page.css';
import { Page, QueryState } from '../page-state';
import { AndroidConnectionForm, PushCertificateForm } from './mdm-connection-forms';
import { mdmConnectionsMessages } from './mdm-connections-messages';

function ApplePushCertificates() {
  const t = useMessage();
  const list = useConsoleQuery(routes.mdm.applePushCertificates, {});
  return (
    <QueryState status={list.status} error={list.error} onRetry={() => void list.refetch()}>
      {() =>
        (list.data ?? []).length === 0 ? (
          <p className={styles.muted} data-state="empty">
            {t('mdmConnections.apple.empty')}
          </p>
        ) : (
          <table className={styles.table} aria-label={t('mdmConnections.apple.title')}>
            <thead>
              <tr>
                <th className={styles.th}>{t('mdmConnections.column.name')}</th>
                <th className={styles.th}>{t('mdmConnections.column.topic')}</th>
                <th className={styles.th}>{t('mdmConnections.column.expires')}</th>
                <th className={styles.th}>{t('mdmConnections.column.commands')}</th>
              </tr>
            </thead>
            <tbody>
              {(list.data ?? []).map((row) => (
                <tr key={row.id}>
                  <td className={styles.td}>{row.name}</td>
                  <td className={`${styles.td} ${styles.muted}`}>{row.topic}</td>
                  <td className={styles.td}>
                    {row.expired
                      ? t('mdmConnections.expired')
                      : new Date(row.expiresAt).toISOString().slice(0, 10)}
                  </td>
                  <td className={styles.td}>{t(row.canPush ? 'mdmConnections.yes' : 'mdmConnections.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </QueryState>
  );
}

function AndroidConnections({ canSync }: { canSync: boolean }) {
  const t = useMessage();
  const list = useConsoleQuery(routes.mdm.androidConnections, {});
  const sync = useConsoleMutation(routes.mdm.syncAndroidDevices);
  const [outcome, setOutcome] = useState<{ id: number; text: string; failed: boolean } | null>(null);
  const run = async (id: number) => {
    setOutcome(null);
    try {
      const answer = await sync.mutateAsync({ params: { id } });
      setOutcome({ id, text: t('mdmConnections.android.synced', answer), failed: false });
    } catch (caught) {
      setOutcome({ id, text: describeError(caught, t) ?? t('errors.generic'), failed: true });
    }
  };
  return (
    <QueryState status={list.status} error={list.error} onRetry={() => void list.refetch()}>
      {() =>
        (list.data ?? []).length === 0 ? (
          <p className={styles.muted} data-state="empty">
            {t('mdmConnections.android.empty')}
          </p>
        ) : (
          <>
            {outcome ? (
              <p
                className={outcome.failed ? styles.errorText : styles.muted}
                role={outcome.failed ? 'alert' : 'status'}
              >
                {outcome.text}
              </p>
            ) : null}
            <table className={styles.table} aria-label={t('mdmConnections.android.title')}>
              <thead>
                <tr>
                  <th className={styles.th}>{t('mdmConnections.column.name')}</th>
                  <th className={styles.th}>{t('mdmConnections.column.enterpriseId')}</th>
                  <th className={styles.th}>{t('mdmConnections.column.commands')}</th>
                  {canSync ? <th className={styles.th}>{t('mdmConnections.column.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {(list.data ?? []).map((row) => (
                  <tr key={row.id}>
                    <td className={styles.td}>{row.name}</td>
                    <td className={`${styles.td} ${styles.muted}`}>{row.enterpriseId}</td>
                    <td className={styles.td}>
                      {t(row.managed ? 'mdmConnections.yes' : 'mdmConnections.no')}
                    </td>
                    {canSync ? (
                      <td className={styles.td}>
                        <Button
                          size="sm"
                          disabled={!row.managed || sync.isPending}
                          onClick={() => void run(row.id)}
                        >
                          {t('mdmConnections.android.sync')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )
      }
    </QueryState>
  );
}

/** Props of {@link MdmConnectionsPage}. */
export interface MdmConnectionsPageProps {
  platform: 'APPLE' | 'ANDROID';
  breadcrumbs?: BreadcrumbItem[];
}

function ConnectionsView({ platform, breadcrumbs }: MdmConnectionsPageProps) {
  const t = useMessage();
  const can = useCan();
  const apple = platform === 'APPLE';
  return (
    <Page
      title={t(apple ? 'mdmConnections.apple.title' : 'mdmConnections.android.title')}
      subtitle={t(apple ? 'mdmConnections.apple.description' : 'mdmConnections.android.description')}
      {...(breadcrumbs ? { breadcrumbs } : {})}
    >
      {apple ? <ApplePushCertificates /> : <AndroidConnections canSync={can.has('MDM', 'Update')} />}
      {can.canCreateMdmConnections ? (
        <div className={styles.card}>{apple ? <PushCertificateForm /> : <AndroidConnectionForm />}</div>
      ) : null}
    </Page>
  );
}

/**
 * Administration › Apps › Apple MDM / Android MDM (#/administration/apps/mdmApple, /mdmAndroid;
 * docs/mdm.md): the division's push certificates or Android Enterprise connections; an
 * administrator with `MDM Create` uploads a certificate with its key or adds a connection with its
 * service account (secrets are never shown back), and syncs an Android connection's devices.
 */
export function MdmConnectionsPage(props: MdmConnectionsPageProps) {
  return (
    <MessageSection messages={mdmConnectionsMessages}>
      <ConnectionsView {...props} />
    </MessageSection>
  );
}
