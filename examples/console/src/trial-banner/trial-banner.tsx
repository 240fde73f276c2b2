import { endpoints } from '@console/core';
import { useConsole, useConsoleQuery, useMessage } from '@console/core/react';
import { Button, Dialog, Spinner } from '@console/ui';
import { useState } from 'react';
import * as styles from './trial-banner.css';
import { trialBannerText } from './trial-rule';

/** Props of {@link TrialBanner}. */
export interface TrialBannerProps {
  /** The clock, in milliseconds. @default Date.now */
  now?: () => number;
}

type OpenDialog = 'none' | 'contact' | 'requested' | 'buy';

/**
 * The trial banner (000 §2.2, §4.1): shown for a trial license. It says 'Your trial is ending soon'
 * with the days left (never below 0) when an expiration exists, the account was created on or
 * after 2023-01-10 and 14 or fewer days remain; otherwise 'Welcome to your {product} trial!'.
 * Contact opens Contact us (the sales contact, then Request a Call and its confirmation); Buy opens
 * Buy now.
 */
export function TrialBanner({ now = Date.now }: TrialBannerProps) {
  const t = useMessage();
  const { session, permissions } = useConsole();
  const { division } = session;
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const [requestedName, setRequestedName] = useState('');
  // The trial is the account's business: end users are not offered sales contact or purchase.
  if (!division.isTrialLicense || !permissions.isTechnician) return null;
  const text = trialBannerText(division, now());
  return (
    <section
      className={styles.banner}
      aria-label={t('shell.trial.label')}
      data-state={text.kind === 'endingSoon' ? 'ending-soon' : 'welcome'}
    >
      <p className={styles.text}>
        {text.kind === 'endingSoon' ? (
          <>
            <strong className={styles.headline}>{t('shell.trial.endingSoon')}</strong>
            <span className={styles.days}>
              {t(text.daysLeft === 1 ? 'shell.trial.daysLeftOne' : 'shell.trial.daysLeftOther', {
                count: text.daysLeft,
              })}
            </span>
          </>
        ) : (
          <strong className={styles.headline}>{t('shell.trial.welcome')}</strong>
        )}
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => setDialog('contact')}>
          {t('shell.trial.contact')}
        </Button>
        <Button size="sm" variant="primary" onClick={() => setDialog('buy')}>
          {t('shell.trial.buy')}
        </Button>
      </div>
      <ContactUsDialog
        open={dialog === 'contact'}
        divisionUid={division.uid}
        onClose={() => setDialog('none')}
        onRequested={(name) => {
          setRequestedName(name);
          setDialog('requested');
        }}
      />
      <Dialog
        open={dialog === 'requested'}
        onOpenChange={(open) => !open && setDialog('none')}
        title={t('shell.trial.requestCallConfirmation')}
        size="sm"
        footer={
          <Button variant="primary" onClick={() => setDialog('none')}>
            {t('ui.close')}
          </Button>
        }
      >
        <p>{t('shell.trial.requestCallConfirmationBody', { name: requestedName })}</p>
      </Dialog>
      <BuyNowDialog open={dialog === 'buy'} divisionUid={division.uid} onClose={() => setDialog('none')} />
    </section>
  );
}

interface ContactUsDialogProps {
  open: boolean;
  divisionUid: string;
  onClose: () => void;
  onRequested: (contactName: string) => void;
}

/** Contact us: the sales contact (000 §7.1) and the Request a Call action. */
function ContactUsDialog({ open, divisionUid, onClose, onRequested }: ContactUsDialogProps) {
  const t = useMessage();
  const { client } = useConsole();
  const contact = useConsoleQuery(endpoints.trial.contactUs, { params: { divisionUid } }, { enabled: open });
  const [requesting, setRequesting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const requestCall = async () => {
    setRequesting(true);
    setError(undefined);
    try {
      await client.call(endpoints.trial.requestCall, { params: { divisionUid } });
      onRequested(contact.data?.contactName ?? '');
    } catch {
      setError(t('shell.trial.requestCallError'));
    } finally {
      setRequesting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(undefined);
          onClose();
        }
      }}
      title={t('shell.trial.contactUs')}
      size="sm"
      busy={requesting}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={requesting}>
            {t('ui.cancel')}
          </Button>
          <Button
            variant="primary"
            loading={requesting}
            disabled={!contact.data}
            onClick={() => void requestCall()}
          >
            {t('shell.trial.requestCall')}
          </Button>
        </>
      }
    >
      <div className={styles.body} data-state={contact.status}>
        <p>{t('shell.trial.contactBody')}</p>
        {contact.isPending ? <Spinner /> : null}
        {contact.isError ? (
          <p className={styles.error} role="alert">
            {t('shell.trial.contactLoadError')}
          </p>
        ) : null}
        {contact.data ? (
          <dl className={styles.contact}>
            <dt className={styles.term}>{t('shell.trial.contactName')}</dt>
            <dd className={styles.definition}>{contact.data.contactName}</dd>
            <dt className={styles.term}>{t('shell.trial.contactEmail')}</dt>
            <dd className={styles.definition}>
              <a href={`mailto:${contact.data.contactEmail}`}>{contact.data.contactEmail}</a>
            </dd>
          </dl>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/** Buy now: the purchase helper's link (000 §7.1; its path and answer are not shown, chosen). */
function BuyNowDialog({
  open,
  divisionUid,
  onClose,
}: {
  open: boolean;
  divisionUid: string;
  onClose: () => void;
}) {
  const t = useMessage();
  const buy = useConsoleQuery(endpoints.trial.buyNow, { params: { divisionUid } }, { enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('shell.trial.buyNow')}
      size="sm"
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t('ui.close')}
        </Button>
      }
    >
      <div className={styles.body} data-state={buy.status}>
        <p>{t('shell.trial.buyNowBody')}</p>
        {buy.isPending ? <Spinner /> : null}
        {buy.isError ? (
          <p className={styles.error} role="alert">
            {t('shell.trial.buyNowError')}
          </p>
        ) : null}
        {buy.data ? (
          <a href={buy.data.url} target="_blank" rel="noopener noreferrer">
            {t('shell.trial.buyNowLink')}
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
