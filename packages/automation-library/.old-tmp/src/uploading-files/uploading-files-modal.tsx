import { formatBytes } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, Dialog } from '@console/ui';
import { Notice } from '../internal/controls';
import type { UploadItem } from '../save-flow/save-flow';
import * as styles from './uploading-files-modal.css';

/** Props of {@link UploadingFilesModal}. */
export interface UploadingFilesModalProps {
  /** Whether the modal shows (while the save flow uploads). */
  open: boolean;
  /** The files and their progress. */
  uploads: readonly UploadItem[];
  /** Cancels the upload: the caller aborts every request in flight. */
  onCancel: () => void;
}

function percentOf(item: UploadItem): number {
  if (item.status === 'done') return 100;
  return item.size > 0 ? Math.floor((Math.min(item.loaded, item.size) / item.size) * 100) : 0;
}

/**
 * The Uploading files modal (001 §2.7, §4): one progress bar per file and the warning to keep the
 * modal open or the upload may be cancelled. It cannot be dismissed; Cancel aborts the upload.
 * @example <UploadingFilesModal open={state.step === 'uploading'} uploads={state.uploads} onCancel={flow.cancel} />
 */
export function UploadingFilesModal({ open, uploads, onCancel }: UploadingFilesModalProps) {
  const t = useMessage();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('automation.uploading.title')}
      size="md"
      dismissible={false}
      hideCloseButton
      footer={
        <Button variant="secondary" onClick={onCancel}>
          {t('automation.uploading.cancel')}
        </Button>
      }
    >
      <div className={styles.body}>
        <Notice tone="warning">{t('automation.uploading.keepOpen')}</Notice>
        <ul className={styles.list}>
          {uploads.map((item) => {
            const percent = percentOf(item);
            const status =
              item.status === 'done'
                ? t('automation.uploading.done')
                : item.status === 'failed'
                  ? t('automation.uploading.failed')
                  : item.status === 'waiting'
                    ? t('automation.uploading.waiting')
                    : t('automation.uploading.progress', { percent });
            return (
              <li key={item.id} className={styles.item} data-state={item.status}>
                <div className={styles.line}>
                  <span className={styles.name} title={item.name}>
                    {item.name}
                  </span>
                  <span className={styles.size}>{formatBytes(item.size)}</span>
                  <span className={styles.status}>{status}</span>
                </div>
                <progress className={styles.bar} max={100} value={percent} aria-label={item.name} />
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
