import { ConsoleApiError, type DeliverOption, type MessageKey, routes } from '@console/core';
import { useConsoleMutation, useMessage } from '@console/core/react';
import { useState } from 'react';
import type { MobileResult } from './use-add-mobile-device';

/** The state of a send (000 §8): idle, sending, sent, or failed with the spec's message. */
export type SendState =
  | { status: 'idle' }
  | { status: 'sending'; option: DeliverOption }
  | { status: 'sent'; option: DeliverOption; message: string }
  | { status: 'failed'; option: DeliverOption; message: string };

/** Recipients of one send. */
export interface EnrollmentRecipients {
  emails?: string[];
  uids?: string[];
  phoneNumbers?: string[];
}

/**
 * The spec's message for a failed send (000 §8): the expired push certificate, or the generic one.
 * @example sendErrorKey(new ConsoleApiError(...client_push_certificate_expired...)) // 'mobile.send.errorCertificateExpired'
 */
export function sendErrorKey(cause: unknown): MessageKey {
  return cause instanceof ConsoleApiError && cause.resultCode === 'client_push_certificate_expired'
    ? 'mobile.send.errorCertificateExpired'
    : 'mobile.send.error';
}

/**
 * Sends a generated enrollment by email or SMS (000 §7.4): 'The action was sent successfully.', or
 * the spec's failure messages.
 * @example const send = useSendEnrollment(result); await send.send('sms', { phoneNumbers: ['+14155550132'] });
 */
export function useSendEnrollment(result: MobileResult) {
  const t = useMessage();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const apple = useConsoleMutation(routes.mdm.sendAppleEnrollment);
  const android = useConsoleMutation(routes.mdm.sendAndroidEnrollment);

  const send = async (option: DeliverOption, recipients: EnrollmentRecipients) => {
    if (result.kind === 'none') return;
    setState({ status: 'sending', option });
    const payload = { ...recipients, deviceType: 'MOBILE' as const };
    try {
      if (result.kind === 'apple') {
        await apple.mutateAsync({
          body: {
            pushCertificateId: result.pushCertificateId,
            deliverOption: option,
            code: result.enrollment.code,
            payload,
          },
        });
      } else {
        await android.mutateAsync({
          body: {
            enterpriseId: result.enterpriseId,
            enrollmentTokenUid: result.enrollment.enrollmentUuid,
            deliverOption: option,
            payload,
          },
        });
      }
      setState({ status: 'sent', option, message: t('mobile.send.success') });
    } catch (cause) {
      setState({ status: 'failed', option, message: t(sendErrorKey(cause)) });
    }
  };

  return { state, send, reset: () => setState({ status: 'idle' }) };
}
