import { routes, splitRecipients, validateProfileEmail } from '@console/core';
import { useConsoleMutation, useConsoleQuery, useMessage } from '@console/core/react';
import { Banner, Button, Dialog, Select, TextArea } from '@console/ui';
import { useState } from 'react';
import * as dialogStyles from '../internal/dialog.css';
import { sendErrorKey } from './use-send-enrollment';

/** The Mac MDM profile's target (organization, location, role, push certificate). */
export interface MdmProfileEmailTarget {
  clientId: number;
  locationId: number;
  /** Null: Auto. */
  nodeRole: number | null;
  pushCertificateId: number;
}

/** Props of {@link MdmProfileEmailDialog}. */
export interface MdmProfileEmailDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called with `false` when the dialog closes. */
  onOpenChange: (open: boolean) => void;
  /** The profile to send (from Add a computer's MDM profile). */
  target: MdmProfileEmailTarget;
}

type SendState = { status: 'idle' | 'sending' } | { status: 'sent' | 'failed'; message: string };

/**
 * The Mac MDM profile email (000 §2.8, §5.1, §8): choose users (at least one) and type more
 * addresses (each a valid email); Send mails each a single-use enrollment profile and answers 'The
 * action was sent successfully.', the expired push certificate's message, or the generic failure.
 * @example <MdmProfileEmailDialog open onOpenChange={setOpen} target={{ clientId: 1, locationId: 2, nodeRole: null, pushCertificateId: 3 }} />
 */
export function MdmProfileEmailDialog({ open, onOpenChange, target }: MdmProfileEmailDialogProps) {
  const t = useMessage();
  const [uids, setUids] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const recipients = useConsoleQuery(
    routes.mdm.recipients,
    { query: { clientId: target.clientId } },
    { enabled: open },
  );
  const sendProfile = useConsoleMutation(routes.mdm.sendMacProfile);
  const emails = splitRecipients(text);
  const issues = validateProfileEmail({ uids, emails });
  const sending = state.status === 'sending';
  const users = recipients.data ?? [];

  const send = async () => {
    setTouched(true);
    if (issues.uids || issues.emails) return;
    setState({ status: 'sending' });
    try {
      await sendProfile.mutateAsync({ body: { ...target, uids, emails } });
      setState({ status: 'sent', message: t('mobile.send.success') });
    } catch (cause) {
      setState({ status: 'failed', message: t(sendErrorKey(cause)) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('mobile.profileEmail.title')}
      busy={sending}
      footer={
        <div className={dialogStyles.footer}>
          <Button onClick={() => onOpenChange(false)} disabled={sending}>
            {t(state.status === 'sent' ? 'ui.close' : 'ui.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={uids.length === 0 || issues.emails !== undefined}
            accessibleWhenDisabled
            loading={sending}
            onClick={() => void send()}
          >
            {t('mobile.delivery.send')}
          </Button>
        </div>
      }
    >
      <div className={dialogStyles.stack} data-state={state.status}>
        {state.status === 'sent' || state.status === 'failed' ? (
          <Banner tone={state.status === 'sent' ? 'success' : 'danger'}>{state.message}</Banner>
        ) : null}
        <Select
          multiple
          label={t('mobile.profileEmail.users')}
          placeholder={t('mobile.profileEmail.selectUser')}
          options={users.map((user) => ({ value: user.uid, label: `${user.name} (${user.email})` }))}
          value={uids}
          onValueChange={(next) => {
            setUids(next);
            setState({ status: 'idle' });
          }}
          disabled={sending}
          error={touched && issues.uids ? t(issues.uids.key, issues.uids.params) : undefined}
          description={
            recipients.isSuccess && users.length === 0 ? t('mobile.profileEmail.usersEmpty') : undefined
          }
        />
        <TextArea
          label={t('mobile.delivery.emails')}
          description={t('mobile.delivery.emailsHint')}
          rows={2}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setState({ status: 'idle' });
          }}
          onBlur={() => setTouched(true)}
          error={
            issues.emails && (touched || emails.length > 1)
              ? t(issues.emails.key, issues.emails.params)
              : undefined
          }
          touched={touched || emails.length > 1}
          disabled={sending}
        />
      </div>
    </Dialog>
  );
}
