import { EMAIL_FETCH_OPTIONS } from '@console/core';
import { useMessage } from '@console/core/react';
import { Checkbox, NumberInput, RadioGroup, TextInput } from '@console/ui';
import * as styles from './cloud-monitor-wizard.css';
import type { MonitorDraft } from './monitor-draft';
import { fieldError, type MonitorPageProps } from './page-props';

type Update = (change: Partial<MonitorDraft>) => void;

function PasswordField({
  label,
  field,
  draft,
  update,
  error,
}: {
  label: string;
  field: 'senderPassword' | 'popReceiverPassword' | 'imapReceiverPassword';
  draft: MonitorDraft;
  update: Update;
  error: string | undefined;
}) {
  const t = useMessage();
  const value = draft[field];
  return (
    <TextInput
      label={label}
      required={!draft.secretsSet.includes(field)}
      type="password"
      autoComplete="new-password"
      placeholder={value === null ? t('monitorWizards.confirm.storedPassword') : undefined}
      value={value ?? ''}
      onValueChange={(text) => update({ [field]: text })}
      error={error}
      touched
    />
  );
}

/** Outbound (email monitors, 002 §3): sender, receiver, SMTP host, port, SSL/TLS, STARTTLS, authentication. */
export function OutboundPage({ draft, update, issues }: MonitorPageProps) {
  const t = useMessage();
  const error = (path: string) => fieldError(issues, path, t);
  return (
    <div className={styles.page}>
      <TextInput
        label={t('monitorWizards.field.senderEmail')}
        required
        type="email"
        value={draft.senderEmail}
        onValueChange={(senderEmail) => update({ senderEmail })}
        error={error('senderEmail')}
        touched
      />
      <TextInput
        label={t('monitorWizards.field.receiverEmail')}
        required
        type="email"
        value={draft.receiverEmail}
        onValueChange={(receiverEmail) => update({ receiverEmail })}
        error={error('receiverEmail')}
        touched
      />
      <div className={styles.pair}>
        <TextInput
          label={t('monitorWizards.field.smtpHostname')}
          required
          value={draft.smtpHostname}
          onValueChange={(smtpHostname) => update({ smtpHostname })}
          error={error('smtpHostname')}
          touched
        />
        <NumberInput
          label={t('monitorWizards.field.port')}
          required
          min={1}
          max={65535}
          value={draft.smtpPort}
          onValueChange={(smtpPort) => update({ smtpPort: smtpPort ?? 0 })}
          error={error('smtpPort')}
          touched
        />
      </div>
      <Checkbox
        label={t('monitorWizards.field.useSSL')}
        checked={draft.smtpUseSSL}
        onCheckedChange={(smtpUseSSL) => update({ smtpUseSSL })}
      />
      <Checkbox
        label={t('monitorWizards.field.useTLS')}
        checked={draft.smtpUseTLS}
        onCheckedChange={(smtpUseTLS) => update({ smtpUseTLS })}
        error={error('smtpUseTLS')}
        touched
      />
      <Checkbox
        label={t('monitorWizards.field.smtpAuthRequired')}
        checked={draft.smtpAuthRequired}
        onCheckedChange={(smtpAuthRequired) => update({ smtpAuthRequired })}
      />
      {draft.smtpAuthRequired ? (
        <>
          <TextInput
            label={t('monitorWizards.field.username')}
            required
            autoComplete="off"
            value={draft.senderUsername}
            onValueChange={(senderUsername) => update({ senderUsername })}
            error={error('senderUsername')}
            touched
          />
          <PasswordField
            label={t('monitorWizards.field.password')}
            field="senderPassword"
            draft={draft}
            update={update}
            error={error('senderPassword')}
          />
        </>
      ) : null}
    </div>
  );
}

/** Inbound (email monitors, 002 §3): fetch the message back over POP or IMAP. */
export function InboundPage({ draft, update, issues }: MonitorPageProps) {
  const t = useMessage();
  const error = (path: string) => fieldError(issues, path, t);
  const p = draft.fetchOption === 'IMAP' ? 'imap' : 'pop';
  return (
    <div className={styles.page}>
      <RadioGroup
        label={t('monitorWizards.field.fetchOption')}
        orientation="horizontal"
        options={EMAIL_FETCH_OPTIONS.map((value) => ({ value, label: t(`monitorWizards.fetch.${value}`) }))}
        value={draft.fetchOption}
        onValueChange={(fetchOption) => update({ fetchOption })}
      />
      <div className={styles.pair}>
        <TextInput
          label={t(p === 'imap' ? 'monitorWizards.field.imapHostname' : 'monitorWizards.field.popHostname')}
          required
          value={draft[`${p}Hostname`]}
          onValueChange={(text) => update({ [`${p}Hostname`]: text })}
          error={error(`${p}Hostname`)}
          touched
        />
        <NumberInput
          label={t('monitorWizards.field.port')}
          required
          min={1}
          max={65535}
          value={draft[`${p}Port`]}
          onValueChange={(port) => update({ [`${p}Port`]: port ?? 0 })}
          error={error(`${p}Port`)}
          touched
        />
      </div>
      <TextInput
        label={t('monitorWizards.field.username')}
        required
        autoComplete="off"
        value={draft[`${p}ReceiverUsername`]}
        onValueChange={(text) => update({ [`${p}ReceiverUsername`]: text })}
        error={error(`${p}ReceiverUsername`)}
        touched
      />
      <PasswordField
        label={t('monitorWizards.field.password')}
        field={`${p}ReceiverPassword`}
        draft={draft}
        update={update}
        error={error(`${p}ReceiverPassword`)}
      />
      {p === 'imap' ? (
        <TextInput
          label={t('monitorWizards.field.imapFetchFolder')}
          required
          value={draft.imapFetchFolder}
          onValueChange={(imapFetchFolder) => update({ imapFetchFolder })}
          error={error('imapFetchFolder')}
          touched
        />
      ) : null}
      <Checkbox
        label={t('monitorWizards.field.useSSL')}
        checked={draft[`${p}UseSSL`]}
        onCheckedChange={(checked) => update({ [`${p}UseSSL`]: checked })}
      />
      <Checkbox
        label={t('monitorWizards.field.useTLS')}
        checked={draft[`${p}UseTLS`]}
        onCheckedChange={(checked) => update({ [`${p}UseTLS`]: checked })}
        error={error(`${p}UseTLS`)}
        touched
      />
    </div>
  );
}
