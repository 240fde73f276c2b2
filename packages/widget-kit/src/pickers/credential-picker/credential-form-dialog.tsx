import { useConsole, useMessage } from '@console/core/react';
import { Banner, Dialog } from '@console/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from '../internal/pickers.css';
import {
  type CredentialFormResult,
  credentialFormUrl,
  readCredentialFormMessage,
  serverOriginOf,
} from './credential-form-message';

/** Props of {@link CredentialFormDialog}. */
export interface CredentialFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A new credential of this organization, or the credential to edit. */
  target: { organizationId: number } | { credentialId: number };
  /** Called when the form saved (the dialog closes itself). */
  onSaved: (result: CredentialFormResult & { status: 'SUCCESS' }) => void;
}

/**
 * The "New Credential" dialog (000 §5.4; 002 §4.3, §8): the server's secure form page in a frame.
 * It accepts the page's SUCCESS or FAILURE only from the server's origin and the frame's window;
 * FAILURE shows 'Error saving credential' and keeps the form open.
 * @example <CredentialFormDialog open target={{ organizationId: 3 }} onOpenChange={setOpen} onSaved={reload} />
 */
export function CredentialFormDialog({ open, onOpenChange, target, onSaved }: CredentialFormDialogProps) {
  const t = useMessage();
  const { client } = useConsole();
  const frame = useRef<HTMLIFrameElement>(null);
  const [failed, setFailed] = useState(false);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const origin = serverOriginOf(client.baseUrl, window.location.href);
  const src = credentialFormUrl(client.baseUrl, target, window.location.origin);

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    const listen = (event: MessageEvent) => {
      const result = readCredentialFormMessage(event, {
        origin,
        source: frame.current?.contentWindow ?? null,
      });
      if (!result) return;
      if (result.status === 'FAILURE') {
        setFailed(true);
        return;
      }
      onSavedRef.current({ ...result, status: 'SUCCESS' });
      onOpenChange(false);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [open, origin, onOpenChange]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('credentialId' in target ? 'pickers.credential.edit' : 'pickers.credential.new')}
      size="md"
    >
      {failed ? <Banner tone="danger">{t('pickers.credential.saveError')}</Banner> : null}
      <iframe ref={frame} src={src} title={t('pickers.credential.frameTitle')} className={styles.frame} />
    </Dialog>
  );
}
