import { useMessage } from '@console/core/react';
import { useEffect, useRef } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import { TextInput, type TextInputProps } from '../text-input/text-input';
import { checkConfirmEmail } from './confirm-email';

/** Props of {@link ConfirmEmailInput}. */
export interface ConfirmEmailInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onValueChange' | 'type' | 'counter'> {
  /** The email the user must type: the logged-in user's. */
  expectedEmail: string;
  /** The controlled text. */
  value?: string;
  /**
   * The initial text when uncontrolled.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the text on every edit. */
  onValueChange?: (value: string) => void;
  /** Called whenever the typed email starts or stops matching `expectedEmail`. */
  onValidChange?: (valid: boolean) => void;
}

/**
 * An email input that confirms a destructive action by asking for the user's own email, labelled
 * 'Enter your email to confirm'. A malformed entry shows 'Please enter a valid email address'; a
 * valid one that is not `expectedEmail` (compared case-insensitively) shows 'Input does not match
 * logged-in email'. Messages show once the input is left.
 *
 * @example
 * ```tsx
 * <ConfirmEmailInput expectedEmail={session.user.email} onValidChange={setCanDisown} />
 * ```
 */
export function ConfirmEmailInput({
  expectedEmail,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onValidChange,
  label,
  error,
  ...props
}: ConfirmEmailInputProps) {
  const t = useMessage();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const result = checkConfirmEmail(value, expectedEmail);
  const valid = result === 'valid';

  const reported = useRef<boolean | null>(null);
  const onValidChangeRef = useRef(onValidChange);
  onValidChangeRef.current = onValidChange;
  useEffect(() => {
    if (reported.current === valid) return;
    // The first report only matters when it is already valid (e.g. a prefilled value).
    if (reported.current !== null || valid) onValidChangeRef.current?.(valid);
    reported.current = valid;
  }, [valid]);

  const ownError =
    result === 'invalidFormat'
      ? t('ui.confirmEmail.invalid')
      : result === 'mismatch'
        ? t('ui.confirmEmail.mismatch')
        : undefined;

  return (
    <TextInput
      type="email"
      autoComplete="off"
      spellCheck={false}
      {...props}
      label={label ?? t('ui.confirmEmail.label')}
      value={value}
      onValueChange={setValue}
      error={error ?? ownError}
      data-state={valid ? 'valid' : 'invalid'}
    />
  );
}
