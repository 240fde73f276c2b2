import type { Story } from '@ladle/react';
import { action } from '@ladle/react';
import { monitorApi, savedHttpMonitor } from '../fixtures/monitor-data';
import { StoryConsole } from '../fixtures/story-console';
import { CloudMonitorWizard, type CloudMonitorWizardProps } from './cloud-monitor-wizard';
import { newCondition } from './condition-rules';
import type { MonitorDraft } from './monitor-draft';

export default { title: 'Monitor wizards / Cloud monitor' };

const routes = {
  ...monitorApi(),
  'POST /ws/cloudmonitor': ({ body }: { body: unknown }) => ({
    resultCode: 'SUCCESS',
    cloudMonitor: { ...savedHttpMonitor, ...(body as object), id: 43, authenticationPassword: null },
  }),
  'PUT /ws/cloudmonitor/42': ({ body }: { body: unknown }) => ({
    resultCode: 'SUCCESS',
    cloudMonitor: { ...savedHttpMonitor, ...(body as object), authenticationPassword: null },
  }),
};

function Wizard(props: CloudMonitorWizardProps) {
  return (
    <StoryConsole routes={routes}>
      <CloudMonitorWizard onSaved={action('saved')} onOpenChange={action('openChange')} {...props} />
    </StoryConsole>
  );
}

const place: Partial<MonitorDraft> = { clientId: 2, locationId: 201 };
const email: Partial<MonitorDraft> = {
  ...place,
  monitorType: 'EMAIL',
  timeout: 120,
  systemName: 'Mail round trip',
  senderEmail: 'probe@example.com',
  receiverEmail: 'inbox@example.com',
  smtpHostname: 'smtp.example.com',
  smtpPort: 587,
  smtpUseTLS: true,
  smtpAuthRequired: true,
  senderUsername: 'probe',
  senderPassword: 'smtp-secret',
  imapHostname: 'imap.example.com',
  imapPort: 993,
  imapUseSSL: true,
  imapReceiverUsername: 'inbox',
  imapReceiverPassword: 'imap-secret',
};
const http: Partial<MonitorDraft> = {
  ...place,
  monitorType: 'HTTP',
  timeout: 30,
  systemName: 'Shop front',
  url: 'https://shop.example/health',
  methodType: 'POST',
  requestHeaders: [
    { key: 'X-Probe', value: '1' },
    { key: 'Accept', value: 'text/html' },
  ],
  requestBodyType: 'FORM',
  formBody: [{ key: 'q', value: 'status' }],
  conditions: [
    {
      ...newCondition('HttpSiteKeyword'),
      conditionName: 'Open sign',
      parameters: { runCount: 1, containsOption: 'DOES_NOT_CONTAIN', keyword: 'open' },
    },
    { ...newCondition('SSLCertificateExpiration'), enabled: false },
  ] as MonitorDraft['conditions'],
};

/** Setup of a new monitor: nothing chosen yet. */
export const NewSetup: Story = () => <Wizard />;
/** Setup of a new HTTP monitor with basic authentication. */
export const NewHttpSetup: Story = () => (
  <Wizard defaults={{ ...http, authenticationType: 'BASIC', authenticationUsername: 'probe' }} />
);
/** Setup of a port scan monitor with its ports. */
export const PortScanSetup: Story = () => (
  <Wizard
    defaults={{
      ...place,
      monitorType: 'PORT_SCAN',
      systemName: 'Mail ports',
      hostname: 'mail.example.com',
      ports: [25, 587, 993],
    }}
  />
);
/** Outbound of an email monitor (SMTP with authentication). */
export const EmailOutbound: Story = () => <Wizard defaults={email} defaultStep="outbound" />;
/** Inbound of an email monitor (IMAP). */
export const EmailInboundImap: Story = () => <Wizard defaults={email} defaultStep="inbound" />;
/** Inbound of an email monitor (POP). */
export const EmailInboundPop: Story = () => (
  <Wizard
    defaults={{ ...email, fetchOption: 'POP', popHostname: 'pop.example.com', popReceiverUsername: 'inbox' }}
    defaultStep="inbound"
  />
);
/** Request of an HTTP monitor: two header rows (each removable) and a form body. */
export const HttpRequestForm: Story = () => <Wizard defaults={http} defaultStep="request" />;
/** Request of an HTTP monitor with a raw JSON body. */
export const HttpRequestRaw: Story = () => (
  <Wizard
    defaults={{
      ...http,
      requestHeaders: [{ key: '', value: '' }],
      requestBodyType: 'RAW',
      rawBodyType: 'JSON',
      rawBody: '{"ping":true}',
    }}
    defaultStep="request"
  />
);
/** Conditions: one enabled, one disabled. */
export const Conditions: Story = () => <Wizard defaults={http} defaultStep="conditions" />;
/** Conditions: none yet. */
export const NoConditions: Story = () => (
  <Wizard defaults={{ ...http, conditions: [] }} defaultStep="conditions" />
);
/** Confirm of an email monitor: both passwords masked, each with Show. */
export const ConfirmEmail: Story = () => <Wizard defaults={email} defaultStep="confirm" />;
/** Edit: a saved HTTP monitor (organization, location and type read-only; its password stored). */
export const Edit: Story = () => <Wizard monitorId={42} />;
/** Edit: loading fails. */
export const EditLoadError: Story = () => <Wizard monitorId={404} />;
