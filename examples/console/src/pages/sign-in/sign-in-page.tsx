import { describeError, endpoints, isConsoleApiError, RESULT_CODES, type Session } from '@console/core';
import { useMessage } from '@console/core/react';
import { Button, TextInput } from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useAppServices } from '../../app-context';
import { MfaCodeForm } from '../../mfa/mfa-code-form';
import * as styles from './sign-in.css';

/** Props of {@link SignInPage}. */
export interface SignInPageProps {
  /** Called with the new session once the user is signed in. */
  onSignedIn: (session: Session) => void;
  /** Why the user landed here, e.g. an expired session. */
  notice?: string | undefined;
}

type Pending = { resolve: (code: string) => void; reject: (error: Error) => void };

/**
 * Sign-in with email and password, then, for a user with MFA, the code step (docs/protocol.md):
 * the first call answers 403 MFA_REQUIRED, the client asks this page for the code and repeats the
 * call at the MFA URL. A wrong code shows 'Error during MFA code verification' and keeps the step.
 */
export function SignInPage({ onSignedIn, notice }: SignInPageProps) {
  const t = useMessage();
  const { client } = useAppServices();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'credentials' | 'mfa'>('credentials');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [mfaError, setMfaError] = useState<string | undefined>();
  const pending = useRef<Pending | null>(null);

  const signIn = async (supplyCode?: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const session = await client.call(
        endpoints.auth.login,
        { body: { email, password } },
        {
          onMfaRequired: () =>
            supplyCode === undefined
              ? new Promise<string>((resolve, reject) => {
                  pending.current = { resolve, reject };
                  setStep('mfa');
                  setBusy(false);
                })
              : Promise.resolve(supplyCode),
        },
      );
      onSignedIn(session);
    } catch (caught) {
      pending.current = null;
      setBusy(false);
      if (!isConsoleApiError(caught)) {
        setError(t('errors.generic'));
        return;
      }
      if (caught.isSilent) return;
      if (caught.messageKey === 'errors.mfaVerification') {
        setStep('mfa');
        setMfaError(t('errors.mfaVerification'));
        return;
      }
      setStep('credentials');
      if (caught.resultCode === 'INVALID_CREDENTIALS' || caught.status === 401) {
        setError(t('shell.signIn.invalid'));
      } else if (caught.resultCode === RESULT_CODES.rateLimited) {
        setError(t('errors.rateLimited'));
      } else {
        setError(describeError(caught, t));
      }
    }
  };

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('shell.signIn.invalid'));
      return;
    }
    void signIn();
  };

  const submitCode = (code: string) => {
    setMfaError(undefined);
    if (pending.current) {
      setBusy(true);
      pending.current.resolve(code);
      pending.current = null;
    } else {
      // A previous code was refused: sign in again and answer the new prompt with this code.
      void signIn(code);
    }
  };

  const back = () => {
    pending.current?.reject(new Error('Back to sign-in'));
    pending.current = null;
    setMfaError(undefined);
    setStep('credentials');
  };

  return (
    <main className={styles.screen}>
      <div className={styles.card} data-state={step}>
        <div className={styles.brand} aria-hidden="true">
          <span className={styles.logo}>◆</span>
          {t('shell.brand')}
        </div>
        {step === 'credentials' ? (
          <>
            <h1 className={styles.title}>{t('auth.signIn.title')}</h1>
            {notice && !error ? (
              <p className={styles.alert} role="status">
                {notice}
              </p>
            ) : null}
            {error ? (
              <p className={styles.alert} role="alert">
                {error}
              </p>
            ) : null}
            <form className={styles.form} onSubmit={submitCredentials} noValidate>
              <TextInput
                label={t('auth.signIn.email')}
                type="email"
                autoComplete="username"
                value={email}
                onValueChange={setEmail}
                required
                autoFocus
              />
              <TextInput
                label={t('auth.signIn.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onValueChange={setPassword}
                required
              />
              <Button type="submit" variant="primary" loading={busy}>
                {busy ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
              </Button>
            </form>
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t('auth.mfa.title')}</h1>
            <MfaCodeForm
              onSubmit={submitCode}
              error={mfaError}
              busy={busy}
              secondaryAction={
                <Button variant="ghost" onClick={back}>
                  {t('shell.signIn.mfaBack')}
                </Button>
              }
            />
          </>
        )}
      </div>
    </main>
  );
}
