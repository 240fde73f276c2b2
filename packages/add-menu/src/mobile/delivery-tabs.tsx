import {
  type DeliverOption,
  deliveryOptions,
  splitRecipients,
  validateEmailList,
  validatePhoneList,
} from '@console/core';
import { useMessage } from '@console/core/react';
import { Banner, Button, Tabs, TextArea } from '@console/ui';
import { useState } from 'react';
import * as styles from './mobile.css';
import type { MobileResult } from './use-add-mobile-device';
import { useSendEnrollment } from './use-send-enrollment';

/**
 * The delivery tabs of the success dialog (000 §2.13): Download (Apple: the .mobileconfig profile),
 * Send by email, Send by SMS (Apple, or Android when personal usage is allowed); each send shows
 * the spec's result message.
 */
export function DeliveryTabs({ result }: { result: Exclude<MobileResult, { kind: 'none' }> }) {
  const t = useMessage();
  const platform = result.kind === 'apple' ? 'APPLE' : 'ANDROID';
  const options = deliveryOptions(platform, result.kind === 'android' ? result.usageType : null);
  const sender = useSendEnrollment(result);
  const items = options.map((option) => {
    if (option === 'download' && result.kind === 'apple') {
      return {
        id: 'download',
        label: t('mobile.delivery.download'),
        panel: (
          <div className={styles.tabPanel}>
            <a className={styles.link} href={result.enrollment.qrCode} download="enroll.mobileconfig">
              {t('mobile.delivery.downloadProfile')}
            </a>
          </div>
        ),
      };
    }
    const channel = option === 'sms' ? 'sms' : 'email';
    return {
      id: channel,
      label: t(channel === 'sms' ? 'mobile.delivery.sms' : 'mobile.delivery.email'),
      panel: <SendPanel option={channel} sender={sender} />,
    };
  });
  return <Tabs label={t('mobile.qr.success')} items={items} onSelectedIdChange={() => sender.reset()} />;
}

function SendPanel({
  option,
  sender,
}: {
  option: DeliverOption;
  sender: ReturnType<typeof useSendEnrollment>;
}) {
  const t = useMessage();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const entries = splitRecipients(text);
  const issue = option === 'sms' ? validatePhoneList(entries) : validateEmailList(entries);
  const { state } = sender;
  const sending = state.status === 'sending';
  const shown = state.status === 'sent' || state.status === 'failed' ? state : null;
  return (
    <div className={styles.tabPanel} data-state={state.status}>
      <TextArea
        label={t(option === 'sms' ? 'mobile.delivery.phones' : 'mobile.delivery.emails')}
        description={t(option === 'sms' ? 'mobile.delivery.phonesHint' : 'mobile.delivery.emailsHint')}
        rows={2}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (state.status !== 'sending') sender.reset();
        }}
        onBlur={() => setTouched(true)}
        error={issue && (touched || entries.length > 1) ? t(issue.key, issue.params) : undefined}
        touched={touched || entries.length > 1}
        disabled={sending}
      />
      <div>
        <Button
          variant="primary"
          disabled={entries.length === 0 || issue !== undefined}
          accessibleWhenDisabled
          loading={sending}
          onClick={() =>
            void sender.send(option, option === 'sms' ? { phoneNumbers: entries } : { emails: entries })
          }
        >
          {t('mobile.delivery.send')}
        </Button>
      </div>
      {shown ? <Banner tone={shown.status === 'sent' ? 'success' : 'danger'}>{shown.message}</Banner> : null}
    </div>
  );
}
