import { BACKUP_PASSWORD_MASK, type BackupFieldIssue } from '@console/core';
import { useMessage } from '@console/core/react';
import { NumberInput, TextInput } from '@console/ui';
import type { ReactNode } from 'react';

/** Looks up the shown message of the rule broken at `path`, if any. */
export type FieldError = (path: string) => string | undefined;

/**
 * The error function of a form: each field's first broken rule, in the catalogue's words, once
 * `shown` (after Next, Save or Done was pressed).
 * @example const error = useFieldError(validateFtpLocation(draft), submitted);
 */
export function useFieldError(issues: readonly BackupFieldIssue[], shown: boolean): FieldError {
  const t = useMessage();
  return (path) => {
    if (!shown) return undefined;
    const found = issues.find((issue) => issue.path === path);
    return found ? t(found.issue.key, found.issue.params) : undefined;
  };
}

/** Typing into a masked (stored) password replaces the mask; deleting from it clears it. */
function replaceMask(value: string): string {
  if (value.startsWith(BACKUP_PASSWORD_MASK)) return value.slice(BACKUP_PASSWORD_MASK.length);
  return BACKUP_PASSWORD_MASK.startsWith(value) ? '' : value;
}

/** Props of {@link PasswordPair}. */
export interface PasswordPairProps {
  /** Labels of the password and its confirmation. */
  labels: [string, string];
  /** The rule paths of the two fields (their errors). */
  paths: [string, string];
  password: string;
  confirm: string;
  onChange: (password: string, confirm: string) => void;
  error: FieldError;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A password with its confirmation (002 §3). A stored password comes back masked: the fields then
 * say so ('Stored'), and keep it unless a new one is typed; typing a new one clears the masked
 * confirmation, so it must be confirmed again.
 */
export function PasswordPair({
  labels,
  paths,
  password,
  confirm,
  onChange,
  error,
  required,
  disabled,
}: PasswordPairProps) {
  const t = useMessage();
  const stored = password === BACKUP_PASSWORD_MASK;
  return (
    <>
      <TextInput
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        required={required}
        disabled={disabled}
        value={password}
        description={stored ? t('imageManager.storedHint') : undefined}
        placeholder={stored ? t('imageManager.stored') : undefined}
        onValueChange={(value: string) => {
          const next = stored ? replaceMask(value) : value;
          onChange(next, confirm === BACKUP_PASSWORD_MASK ? '' : confirm);
        }}
        error={error(paths[0])}
        touched
      />
      <TextInput
        label={labels[1]}
        type="password"
        autoComplete="new-password"
        required={required}
        disabled={disabled}
        value={confirm}
        onValueChange={(value: string) => onChange(password, value)}
        error={error(paths[1])}
        touched
      />
    </>
  );
}

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  label: ReactNode;
  path: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  bounds: { min: number; max: number };
  error: FieldError;
  disabled?: boolean;
  required?: boolean;
}

/** A spinner with the bounds of its rule and its per-field error (002 §5.11 spinner values). */
export function NumberField({
  label,
  path,
  value,
  onChange,
  bounds,
  error,
  disabled,
  required,
}: NumberFieldProps) {
  return (
    <NumberInput
      label={label}
      min={bounds.min}
      max={bounds.max}
      required={required}
      disabled={disabled}
      value={value ?? null}
      onValueChange={onChange}
      error={error(path)}
      touched
    />
  );
}
