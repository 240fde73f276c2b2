import {
  deviceMdmTopic,
  isConsoleApiError,
  isMobileDeviceClass,
  routes,
  type ValidationIssue,
  validateDisownEmail,
  validateLock,
  validatePasscode,
  validatePasscodeConfirmation,
} from '@console/core';
import { useConsoleMutation, useMessage } from '@console/core/react';
import { useTopic } from '@console/widget-kit';
import { useState } from 'react';
import { type ActionDevice, lockNeedsPin, type SecurityAction } from '../logic/device-actions-rules';

/** The security action form's values (002 §3 device action data). */
export interface SecurityActionValues {
  pin: string;
  message: string;
  phoneNumber: string;
  newPasscode: string;
  confirmPasscode: string;
  email: string;
  wipeExternalStorage: boolean;
  obliterationBehavior: 'DEFAULT' | 'ALWAYS' | 'DO_NOT_OBLITERATE';
}

/** The dialog's state (002 §4.5): idle, busy (button disabled), then success or error. */
export type SecurityActionState =
  | { step: 'idle' }
  | { step: 'confirmErase' }
  | { step: 'busy' }
  | { step: 'success'; message: string }
  | { step: 'error'; message: string };

const EMPTY: SecurityActionValues = {
  pin: '',
  message: '',
  phoneNumber: '',
  newPasscode: '',
  confirmPasscode: '',
  email: '',
  wipeExternalStorage: false,
  obliterationBehavior: 'DEFAULT',
};

/** The failure text of an action (002 §8). */
function failureKey(action: SecurityAction) {
  if (action === 'DISOWN') return 'deviceOps.action.disownError' as const;
  if (action === 'RENEW_ENROLLMENT_PROFILE') return 'deviceOps.action.renewError' as const;
  return 'deviceOps.action.notSent' as const;
}

/** The rule issues of the action's fields, by field. */
export function securityIssues(
  action: SecurityAction,
  values: SecurityActionValues,
  devices: readonly Pick<ActionDevice, 'nodeClass'>[],
): Partial<Record<keyof SecurityActionValues, ValidationIssue>> {
  if (action === 'LOCK_DEVICE') {
    return validateLock(values, devices.some(lockNeedsPin));
  }
  if (action === 'RESET_PASSCODE_DEVICE') {
    const issues: Partial<Record<keyof SecurityActionValues, ValidationIssue>> = {};
    const passcode = validatePasscode(values.newPasscode);
    if (passcode) issues.newPasscode = passcode;
    const confirm = validatePasscodeConfirmation(values.newPasscode, values.confirmPasscode);
    if (confirm) issues.confirmPasscode = confirm;
    return issues;
  }
  if (action === 'DISOWN') {
    const email = validateDisownEmail(values.email);
    return email ? { email } : {};
  }
  return {};
}

/**
 * A security action's form and call (002 §4.5, §5.7): the values, their rules, the erase second
 * confirmation, and POST /device/action with idle → busy → success or error. For one mobile device
 * the dialog follows its MDM command on `device.{id}.mdm`: the device's refusal shows as the error.
 */
export function useSecurityAction(action: SecurityAction, devices: readonly ActionDevice[]) {
  const t = useMessage();
  const [values, setValues] = useState<SecurityActionValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<SecurityActionState>({ step: 'idle' });
  const send = useConsoleMutation(routes.deviceActions.action);
  // One mobile device: its MDM reports what the device did with the command (docs/mdm.md); a
  // refusal turns the sent action into an error with the device's (or Google's) reason.
  const watched =
    devices.length === 1 && devices[0] && isMobileDeviceClass(devices[0].nodeClass) ? devices[0] : undefined;
  useTopic(
    deviceMdmTopic,
    { id: watched?.id ?? 0 },
    (event) => {
      if (event.action !== action || event.status !== 'ERROR') return;
      setState({ step: 'error', message: event.errorMessage ?? t(failureKey(action)) });
    },
    { enabled: watched !== undefined && (state.step === 'busy' || state.step === 'success') },
  );
  const issues = securityIssues(action, values, devices);
  const errorOf = (field: keyof SecurityActionValues) => {
    const issue = submitted ? issues[field] : undefined;
    return issue ? t(issue.key, issue.params) : undefined;
  };

  const body = () => {
    const nodeIds = devices.map((device) => device.id);
    switch (action) {
      case 'LOCK_DEVICE':
        return {
          type: action,
          nodeIds,
          ...(devices.some(lockNeedsPin) ? { pin: values.pin } : {}),
          message: values.message,
          phoneNumber: values.phoneNumber,
        };
      case 'RESET_PASSCODE_DEVICE':
        return { type: action, nodeIds, newPasscode: values.newPasscode };
      case 'DISOWN':
        return { type: action, nodeIds, email: values.email.trim() };
      case 'ERASE_DEVICE':
        return {
          type: action,
          nodeIds,
          wipeExternalStorage: values.wipeExternalStorage,
          obliterationBehavior: values.obliterationBehavior,
        };
      default:
        return { type: action, nodeIds };
    }
  };

  /** Submits: rules first ('Please enter a valid value' for an invalid reset), erase asks twice. */
  const submit = async (eraseConfirmed = false) => {
    setSubmitted(true);
    if (Object.keys(issues).length > 0) return;
    if (action === 'ERASE_DEVICE' && !eraseConfirmed) {
      setState({ step: 'confirmErase' });
      return;
    }
    setState({ step: 'busy' });
    try {
      const answer = await send.mutateAsync({ body: body() as never });
      setState(
        answer.errorNodeIds.length > 0 && answer.successNodeIds.length === 0
          ? { step: 'error', message: t(failureKey(action)) }
          : { step: 'success', message: t('deviceOps.action.sent') },
      );
    } catch (error) {
      const text =
        isConsoleApiError(error) && error.status >= 400 && error.status < 500 && error.errorMessage
          ? error.errorMessage
          : t(
              action === 'DISOWN' || action === 'RENEW_ENROLLMENT_PROFILE'
                ? failureKey(action)
                : 'deviceOps.action.error',
            );
      setState({ step: 'error', message: text });
    }
  };

  return {
    values,
    update: (patch: Partial<SecurityActionValues>) => setValues((previous) => ({ ...previous, ...patch })),
    errorOf,
    invalid: submitted && Object.keys(issues).length > 0,
    state,
    setState,
    submit,
  };
}
