import { useMessage } from '@console/core/react';
import { Button, TextInput } from '@console/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as styles from './mfa.css';
import { isMfaCodeComplete, normalizeMfaCode } from './mfa-code';

/** Props of {@link MfaCodeForm}. */
export interface MfaCodeFormProps {
  /** Called with a complete six-digit code. */
  onSubmit: (code: string) => void;
  /** The server's verdict on the last code ('Error during MFA code verification'). */
  error?: string | undefined;
  /** A verification is running. */
  busy?: boolean;
  /** Extra actions beside Verify (Back, Cancel). */
  secondaryAction?: ReactNode;
}

/** The six-digit code field with its Verify button, shared by the sign-in page and the MFA dialog. */
export function MfaCodeForm({ onSubmit, error, busy = false, secondaryAction }: MfaCodeFormProps) {
  const t = useMessage();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeMfaCode(code);
    if (!isMfaCodeComplete(normalized)) {
      setFormatError(t('auth.mfa.codeFormat'));
      return;
    }
    setFormatError(undefined);
    onSubmit(normalized);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('auth.mfa.code')}
        description={t('auth.mfa.description')}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setFormatError(undefined);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        autoFocus
        required
        error={formatError ?? error}
        touched={Boolean(formatError ?? error)}
      />
      <div className={styles.actions}>
        {secondaryAction}
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? t('auth.mfa.verifying') : t('auth.mfa.verify')}
        </Button>
      </div>
    </form>
  );
}
