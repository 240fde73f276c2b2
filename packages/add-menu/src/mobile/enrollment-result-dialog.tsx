import { useMessage } from '@console/core/react';
import { Button, CopyButton, Dialog } from '@console/ui';
import { useState } from 'react';
import * as dialogStyles from '../internal/dialog.css';
import { DeliveryTabs } from './delivery-tabs';
import * as styles from './mobile.css';
import { QrCode } from './qr-code';
import type { MobileResult } from './use-add-mobile-device';

/**
 * The 'Successfully generated' dialog (000 §2.13): the enlargeable QR code, the copyable enrollment
 * code (Apple) or JSON payload (Android), the instructions and the delivery tabs.
 */
export function EnrollmentResultDialog({ result, onClose }: { result: MobileResult; onClose: () => void }) {
  const t = useMessage();
  const [enlarged, setEnlarged] = useState(false);
  if (result.kind === 'none') return null;
  const platform = result.kind === 'apple' ? 'APPLE' : 'ANDROID';
  const copyable = result.kind === 'apple' ? result.enrollment.code : result.enrollment.qrCodeJson;
  const expires = new Date(result.enrollment.expiresAt).toLocaleString();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('mobile.qr.success')}
      footer={
        <div className={dialogStyles.footer}>
          <Button onClick={onClose}>{t('ui.close')}</Button>
        </div>
      }
    >
      <div className={dialogStyles.stack} data-state="generated" data-platform={platform}>
        <div className={styles.qrBlock}>
          <QrCode text={result.enrollment.qrCode} label={t('mobile.qr.image')} enlarged={enlarged} />
          <Button variant="ghost" size="sm" aria-pressed={enlarged} onClick={() => setEnlarged(!enlarged)}>
            {t(enlarged ? 'mobile.qr.shrink' : 'mobile.qr.enlarge')}
          </Button>
        </div>
        <div>
          <p className={dialogStyles.caption}>
            {t(result.kind === 'apple' ? 'mobile.qr.code' : 'mobile.qr.payload')}
          </p>
          <div className={dialogStyles.copyRow}>
            <pre className={dialogStyles.code}>{copyable}</pre>
            <CopyButton text={copyable} label={t('mobile.qr.copy')} size="sm" />
          </div>
        </div>
        <div>
          <p className={dialogStyles.caption}>{t('mobile.qr.instructionsTitle')}</p>
          <p className={dialogStyles.note}>{t(`mobile.qr.instructions.${platform}`)}</p>
          <p className={dialogStyles.note}>{t('mobile.qr.expires', { date: expires })}</p>
        </div>
        <DeliveryTabs result={result} />
      </div>
    </Dialog>
  );
}
