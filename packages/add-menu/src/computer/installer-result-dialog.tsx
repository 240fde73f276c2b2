import { formatBytes } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, CopyButton, Dialog } from '@console/ui';
import * as styles from '../internal/dialog.css';
import { installCommand } from '../logic/computer-options';
import type { AddComputerResult } from './use-add-computer';

/** Props of {@link InstallerResultDialog}. */
interface InstallerResultDialogProps {
  result: AddComputerResult;
  /** The download flag (000 §4.2). */
  downloaded: boolean;
  onDownload: () => void;
  onClose: () => void;
  /** Opens the MDM profile email, when the host has it. */
  onSendProfile?: (() => void) | undefined;
}

/**
 * What Generate installer answered (000 §4.2): the success dialog with the download link and size,
 * the token modal (`agent_tokenization`) with the token, its copy button and the install command,
 * or the MDM profile's link.
 */
export function InstallerResultDialog({
  result,
  downloaded,
  onDownload,
  onClose,
  onSendProfile,
}: InstallerResultDialogProps) {
  const t = useMessage();
  if (result.kind === 'none') return null;
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  const footer = (
    <div className={styles.footer}>
      {result.kind === 'profile' && onSendProfile ? (
        <Button onClick={onSendProfile}>{t('addMenu.computer.sendProfile')}</Button>
      ) : null}
      <Button variant="primary" onClick={onClose}>
        {t('ui.close')}
      </Button>
    </div>
  );
  const url = result.kind === 'profile' ? result.url : result.installer.url;
  const link = (
    <p className={styles.note}>
      <a href={url} download onClick={onDownload}>
        {t('addMenu.computer.download')}
      </a>
      {result.kind === 'profile' ? null : (
        <>
          {' · '}
          {t('addMenu.computer.size', { size: formatBytes(result.installer.installerSize) })}
        </>
      )}
    </p>
  );
  const status = (
    <p className={styles.note} role="status">
      {downloaded ? t('addMenu.computer.downloaded') : ''}
    </p>
  );
  if (result.kind === 'token') {
    const { installer } = result;
    const command = installCommand(result.installerType, installer.url, installer.fileName);
    return (
      <Dialog open onOpenChange={close} title={t('addMenu.computer.tokenTitle')} footer={footer}>
        <div className={styles.stack} data-state="token">
          <p className={styles.note}>{t('addMenu.computer.tokenInstructions')}</p>
          <CopyValue caption={t('addMenu.computer.token')} value={installer.enrollmentToken} />
          <CopyValue caption={t('addMenu.computer.command')} value={command} />
          {installer.tokenExpiresAt ? (
            <p className={styles.note}>
              {t('addMenu.computer.tokenExpires', {
                expires: new Date(installer.tokenExpiresAt).toLocaleString(),
              })}
            </p>
          ) : null}
          {link}
          {status}
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open onOpenChange={close} title={t('addMenu.computer.successTitle')} footer={footer}>
      <div className={styles.stack} data-state={downloaded ? 'downloaded' : 'ready'}>
        {link}
        {status}
      </div>
    </Dialog>
  );
}

function CopyValue({ caption, value }: { caption: string; value: string }) {
  return (
    <div>
      <p className={styles.caption}>{caption}</p>
      <div className={styles.copyRow}>
        <pre className={styles.code}>{value}</pre>
        <CopyButton text={value} label={caption} iconOnly />
      </div>
    </div>
  );
}
