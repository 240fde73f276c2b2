import { type Announcement, endpoints } from '@console/core';
import { endpointQueryKey, useConsole, useConsoleQuery, useMessage } from '@console/core/react';
import { CloseIcon, IconButton } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from './announcement-banner.css';
import { LimitedMarkdown } from './limited-markdown-view';

/**
 * The announcement banner (000 §2.14, §7.2): each current announcement with its message in limited
 * markdown and a dismiss button; dismissing sends `PATCH /appuser/application-announcement` with
 * the announcement id as the body and removes the banner.
 */
export function AnnouncementBanner() {
  const announcements = useConsoleQuery(endpoints.announcements.list, {}, { staleTime: 5 * 60_000 });
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const visible = (announcements.data ?? []).filter((announcement) => !dismissed.has(announcement.id));
  if (visible.length === 0) return null;
  return (
    <div className={styles.list}>
      {visible.map((announcement) => (
        <AnnouncementItem
          key={announcement.id}
          announcement={announcement}
          onDismissed={() => setDismissed((previous) => new Set([...previous, announcement.id]))}
        />
      ))}
    </div>
  );
}

function AnnouncementItem({
  announcement,
  onDismissed,
}: {
  announcement: Announcement;
  onDismissed: () => void;
}) {
  const t = useMessage();
  const { client } = useConsole();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const dismiss = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await client.call(endpoints.announcements.dismiss, { body: announcement.id });
      onDismissed();
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoints.announcements.list) });
    } catch {
      setError(t('shell.announcement.dismissError'));
      setBusy(false);
    }
  };
  return (
    <section
      className={styles.banner}
      aria-label={t('shell.announcement.label')}
      data-state={busy ? 'dismissing' : 'shown'}
    >
      <div className={styles.message}>
        <LimitedMarkdown source={announcement.message} />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <IconButton
        size="sm"
        label={t('shell.announcement.dismiss')}
        icon={<CloseIcon />}
        loading={busy}
        onClick={() => void dismiss()}
        tooltipPlacement="left"
      />
    </section>
  );
}
