import { useMessage } from '@console/core/react';
import { Button } from '@console/ui';
import { type ReactNode, useState } from 'react';
import * as styles from './cloud-monitor-wizard.css';
import { formatSeconds } from './format';
import type { MonitorDraft } from './monitor-draft';
import type { MonitorPageProps } from './page-props';

function Secret({ label, value }: { label: string; value: string | null }) {
  const t = useMessage();
  const [shown, setShown] = useState(false);
  if (value === null) return <>{t('monitorWizards.confirm.storedPassword')}</>;
  if (value === '') return <>{t('monitorWizards.confirm.notSet')}</>;
  return (
    <>
      <span data-testid="secret">{shown ? value : '•'.repeat(Math.min(value.length, 12))}</span>
      <Button
        size="sm"
        aria-pressed={shown}
        aria-label={t(shown ? 'monitorWizards.confirm.hidePassword' : 'monitorWizards.confirm.showPassword', {
          field: label,
        })}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'monitorWizards.confirm.hide' : 'monitorWizards.confirm.show')}
      </Button>
    </>
  );
}

function rows(draft: MonitorDraft, t: ReturnType<typeof useMessage>): [string, ReactNode][] {
  const yesNo = (value: boolean) => t(value ? 'monitorWizards.confirm.yes' : 'monitorWizards.confirm.no');
  const list: [string, ReactNode][] = [
    [t('monitorWizards.field.name'), draft.systemName],
    [t('monitorWizards.field.type'), t(`cloudMonitors.type.${draft.monitorType}`)],
    [t('monitorWizards.field.enabled'), yesNo(draft.enabled)],
    [t('monitorWizards.field.frequency'), formatSeconds(draft.frequency, t)],
    [t('monitorWizards.field.timeout'), formatSeconds(draft.timeout, t)],
  ];
  const secret = (key: string, value: string | null): [string, ReactNode] => [
    t(key as never),
    <Secret key={key} label={t(key as never)} value={value} />,
  ];
  switch (draft.monitorType) {
    case 'PORT_SCAN':
      list.push([t('monitorWizards.field.hostname'), draft.hostname]);
      list.push([t('monitorWizards.field.ports'), draft.ports.join(', ')]);
      break;
    case 'HTTP':
      list.push([t('monitorWizards.field.url'), draft.url]);
      list.push([t('monitorWizards.field.method'), draft.methodType]);
      list.push([
        t('monitorWizards.field.authentication'),
        t(`monitorWizards.auth.${draft.authenticationType}`),
      ]);
      if (draft.authenticationType === 'BASIC') {
        list.push([t('monitorWizards.field.username'), draft.authenticationUsername]);
        list.push(secret('monitorWizards.field.httpPassword', draft.authenticationPassword));
      }
      list.push([t('monitorWizards.request.body'), t(`monitorWizards.bodyType.${draft.requestBodyType}`)]);
      break;
    case 'EMAIL': {
      const pop = draft.fetchOption === 'POP';
      list.push([t('monitorWizards.field.senderEmail'), draft.senderEmail]);
      list.push([t('monitorWizards.field.receiverEmail'), draft.receiverEmail]);
      list.push([t('monitorWizards.field.smtpHostname'), `${draft.smtpHostname}:${draft.smtpPort}`]);
      if (draft.smtpAuthRequired)
        list.push(secret('monitorWizards.field.smtpPassword', draft.senderPassword));
      list.push([
        t(pop ? 'monitorWizards.field.popHostname' : 'monitorWizards.field.imapHostname'),
        pop ? `${draft.popHostname}:${draft.popPort}` : `${draft.imapHostname}:${draft.imapPort}`,
      ]);
      list.push(
        secret(
          'monitorWizards.field.receiverPassword',
          pop ? draft.popReceiverPassword : draft.imapReceiverPassword,
        ),
      );
      break;
    }
    default:
      list.push([t('monitorWizards.field.hostname'), draft.hostname]);
  }
  list.push([
    t('monitorWizards.step.conditions'),
    t('monitorWizards.confirm.conditionCount', { count: draft.conditions.length }),
  ]);
  return list;
}

/** Confirm (002 §2.3, §4.7): the monitor's settings; passwords masked, each with Show / Hide. */
export default function ConfirmPage({ draft }: MonitorPageProps) {
  const t = useMessage();
  return (
    <div className={styles.page}>
      <p className={styles.note}>{t('monitorWizards.confirm.summary')}</p>
      <dl className={styles.summary}>
        {rows(draft, t).map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
