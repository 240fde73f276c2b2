import { LOCK_PIN_LENGTH, PASSCODE_MAX_LENGTH } from '@console/core';
import { MessageSection, useMessage } from '@console/core/react';
import { Banner, Button, Checkbox, ConfirmDialog, Dialog, RadioGroup, TextInput } from '@console/ui';
import * as styles from '../internal/dialog.css';
import {
  type ActionDevice,
  lockNeedsPin,
  needsOnline,
  type SecurityAction,
} from '../logic/device-actions-rules';
import { deviceActionsTexts } from '../messages';
import { OfflineNotice } from './offline-notice';
import { useSecurityAction } from './use-security-action';

/** Props of {@link SecurityActionDialog}. */
export interface SecurityActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The action to send. */
  action: SecurityAction;
  /** The devices it goes to. */
  devices: readonly ActionDevice[];
  /** Called after the action was sent. */
  onSent?: () => void;
}

/**
 * A device security action (002 §2.3, §4.5, §5.7): lock (6-digit PIN for macOS, message, phone),
 * reset passcode (rules, confirmation), clear passcode, disown (confirm by e-mail), renew the
 * enrollment profile, erase (second confirmation, obliteration options), shut down, reboot,
 * install agent, sync policy. Idle → busy → success or error. For a single offline device the
 * offline-device notice replaces it.
 * @example <SecurityActionDialog open action="LOCK_DEVICE" devices={[device]} onOpenChange={setOpen} />
 */
export function SecurityActionDialog(props: SecurityActionDialogProps) {
  const single = props.devices.length === 1 ? props.devices[0] : undefined;
  return (
    <MessageSection messages={deviceActionsTexts}>
      {single && !single.isUp && needsOnline(props.action) ? (
        <OfflineNotice open={props.open} onOpenChange={props.onOpenChange} deviceName={single.displayName} />
      ) : props.open ? (
        <SecurityActionBody {...props} />
      ) : null}
    </MessageSection>
  );
}

function SecurityActionBody({ open, onOpenChange, action, devices, onSent }: SecurityActionDialogProps) {
  const t = useMessage();
  const { values, update, errorOf, invalid, state, setState, submit } = useSecurityAction(action, devices);
  const title = t(`deviceActions.security.${action}`);
  const deviceName = devices[0]?.displayName ?? '';
  const busy = state.step === 'busy';
  const done = state.step === 'success';
  const close = () => {
    onOpenChange(false);
    if (done) onSent?.();
  };
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : close())}
        title={title}
        busy={busy}
        footer={
          <div className={styles.footer}>
            {done ? (
              <Button variant="primary" onClick={close}>
                {t('deviceActions.close')}
              </Button>
            ) : (
              <>
                <Button onClick={close} disabled={busy}>
                  {t('deviceActions.cancel')}
                </Button>
                <Button
                  variant={action === 'ERASE_DEVICE' ? 'danger' : 'primary'}
                  type="submit"
                  form="security-action-form"
                  loading={busy}
                  disabled={busy}
                >
                  {t('deviceActions.security.send')}
                </Button>
              </>
            )}
          </div>
        }
      >
        <form
          id="security-action-form"
          className={styles.stack}
          noValidate
          data-state={state.step}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {state.step === 'success' ? <Banner tone="success">{state.message}</Banner> : null}
          {state.step === 'error' ? <Banner tone="danger">{state.message}</Banner> : null}
          {invalid && action === 'RESET_PASSCODE_DEVICE' ? (
            <Banner tone="danger">{t('deviceOps.validation.invalidValue')}</Banner>
          ) : null}
          <p className={styles.note}>
            {devices.length === 1
              ? t('deviceActions.security.confirm', { action: title, deviceName })
              : t('deviceActions.security.confirmMany', { action: title, count: devices.length })}
          </p>
          {action === 'LOCK_DEVICE' ? (
            <>
              {devices.some(lockNeedsPin) ? (
                <TextInput
                  label={t('deviceActions.security.pin')}
                  required
                  inputMode="numeric"
                  maxLength={LOCK_PIN_LENGTH}
                  value={values.pin}
                  onValueChange={(pin) => update({ pin: pin.replace(/\D/g, '') })}
                  error={errorOf('pin')}
                  touched
                />
              ) : null}
              <TextInput
                label={t('deviceActions.security.message')}
                value={values.message}
                onValueChange={(message) => update({ message })}
                error={errorOf('message')}
                touched
              />
              <TextInput
                label={t('deviceActions.security.phoneNumber')}
                type="tel"
                value={values.phoneNumber}
                onValueChange={(phoneNumber) => update({ phoneNumber })}
                error={errorOf('phoneNumber')}
                touched
              />
            </>
          ) : null}
          {action === 'RESET_PASSCODE_DEVICE' ? (
            <>
              <TextInput
                label={t('deviceActions.security.newPasscode')}
                type="password"
                required
                maxLength={PASSCODE_MAX_LENGTH}
                description={t('deviceActions.security.passcodeHistory')}
                value={values.newPasscode}
                onValueChange={(newPasscode) => update({ newPasscode })}
                error={errorOf('newPasscode')}
                touched
              />
              <TextInput
                label={t('deviceActions.security.confirmPasscode')}
                type="password"
                required
                maxLength={PASSCODE_MAX_LENGTH}
                value={values.confirmPasscode}
                onValueChange={(confirmPasscode) => update({ confirmPasscode })}
                error={errorOf('confirmPasscode')}
                touched
              />
            </>
          ) : null}
          {action === 'DISOWN' ? (
            <TextInput
              label={t('deviceActions.security.disownEmail')}
              type="email"
              required
              value={values.email}
              onValueChange={(email) => update({ email })}
              error={errorOf('email')}
              touched
            />
          ) : null}
          {action === 'ERASE_DEVICE' ? (
            <>
              <Checkbox
                label={t('deviceActions.security.wipeExternalStorage')}
                checked={values.wipeExternalStorage}
                onCheckedChange={(wipeExternalStorage) => update({ wipeExternalStorage })}
              />
              <RadioGroup
                label={t('deviceActions.security.obliteration')}
                value={values.obliterationBehavior}
                onValueChange={(obliterationBehavior) => update({ obliterationBehavior })}
                options={(['DEFAULT', 'ALWAYS', 'DO_NOT_OBLITERATE'] as const).map((value) => ({
                  value,
                  label: t(`deviceActions.security.obliteration.${value}`),
                }))}
              />
            </>
          ) : null}
        </form>
      </Dialog>
      <ConfirmDialog
        open={state.step === 'confirmErase'}
        onOpenChange={(next) => {
          if (!next) setState((current) => (current.step === 'confirmErase' ? { step: 'idle' } : current));
        }}
        title={t('deviceActions.security.eraseConfirmTitle', { deviceName })}
        confirmLabel={t('deviceActions.security.erase')}
        tone="danger"
        onConfirm={() => {
          void submit(true);
        }}
      >
        {t('deviceActions.security.cannotUndo')}
      </ConfirmDialog>
    </>
  );
}
