import { cloudMonitorCoreMessages, notificationChannelCoreMessages } from '@console/core';

/**
 * Cloud monitor texts (002 §3, §4.7, §5.11; 001 §2.2 monitor dashboards). Keys are
 * `cloudMonitors.<what>`. The spec gives no wording for the wizard's per-field errors (§5.11) nor
 * for the dashboard: every text here is chosen (listed in docs/cloud-monitors.md). The shared
 * validators' messages and the server's texts are core's (`cloudMonitorCoreMessages`). This package's own section of the message catalogue; a host overrides any text with the
 * ConsoleProvider's `messages`.
 * @example cloudMonitorMessages['cloudMonitors.type.PING']
 */
export const cloudMonitorMessages = {
  'cloudMonitors.validation.unresolvable': 'This host name does not resolve.',
  'cloudMonitors.saveError': 'Error saving cloud monitor',
  'cloudMonitors.type.PING': 'Ping',
  'cloudMonitors.type.DNS': 'DNS',
  'cloudMonitors.type.PORT_SCAN': 'Port scan',
  'cloudMonitors.type.HTTP': 'HTTP',
  'cloudMonitors.type.EMAIL': 'Email',
  'cloudMonitors.condition.PingFailed': 'Ping failed',
  'cloudMonitors.condition.PingPacketLoss': 'Packet loss',
  'cloudMonitors.condition.PingTTL': 'TTL',
  'cloudMonitors.condition.PingResponseTime': 'Ping response time',
  'cloudMonitors.condition.PortState': 'Port state',
  'cloudMonitors.condition.PortResponse': 'Port response time',
  'cloudMonitors.condition.DnsTimeOut': 'DNS time-out',
  'cloudMonitors.condition.DnsResolve': 'DNS resolve',
  'cloudMonitors.condition.DnsRecordType': 'DNS record type',
  'cloudMonitors.condition.WhoisExpiration': 'WHOIS expiration',
  'cloudMonitors.condition.EmailSSL': 'Email SSL',
  'cloudMonitors.condition.EmailFailed': 'Email failed',
  'cloudMonitors.condition.HttpWebsiteFailed': 'Website failed',
  'cloudMonitors.condition.HttpResponseTime': 'HTTP response time',
  'cloudMonitors.condition.HttpCode': 'HTTP code',
  'cloudMonitors.condition.HttpSiteKeyword': 'Site keyword',
  'cloudMonitors.condition.SSLCertificateExpiration': 'SSL certificate expiration',
  'cloudMonitors.severity.NONE': 'None',
  'cloudMonitors.severity.MINOR': 'Minor',
  'cloudMonitors.severity.MODERATE': 'Moderate',
  'cloudMonitors.severity.MAJOR': 'Major',
  'cloudMonitors.severity.CRITICAL': 'Critical',
  'cloudMonitors.priority.NONE': 'None',
  'cloudMonitors.priority.LOW': 'Low',
  'cloudMonitors.priority.MEDIUM': 'Medium',
  'cloudMonitors.priority.HIGH': 'High',
  'cloudMonitors.alert.raised': '{{condition}}: {{detail}}',
} as const;

/** The keys and default texts of {@link cloudMonitorMessages}. */
type CloudMonitorMessages = typeof cloudMonitorMessages;

declare module '@console/core' {
  interface MessageCatalogue extends CloudMonitorMessages {}
}

/**
 * Monitor wizard texts (002 §2.3, §3, §4.7, §5.11; `@console/monitor-wizards`). Keys are
 * `monitorWizards.<what>`. The spec gives the step names, the unsaved-changes prompt (in `ui.*`)
 * and the 1–365 day bound; every other text here is chosen and listed in
 * packages/monitor-wizards/README.md. Field errors reuse `cloudMonitors.validation.*`, the
 * texts of the shared validator.
 * @example monitorWizardMessages['monitorWizards.step.setup'] // 'Setup'
 */
export const monitorWizardMessages = {
  'monitorWizards.title.new': 'New cloud monitor',
  'monitorWizards.title.edit': 'Edit cloud monitor',
  'monitorWizards.step.setup': 'Setup',
  'monitorWizards.step.outbound': 'Outbound',
  'monitorWizards.step.inbound': 'Inbound',
  'monitorWizards.step.request': 'Request',
  'monitorWizards.step.conditions': 'Conditions',
  'monitorWizards.step.confirm': 'Confirm',
  'monitorWizards.loading': 'Loading the cloud monitor…',
  'monitorWizards.loadError': 'Error loading the cloud monitor',
  'monitorWizards.saved': 'Cloud monitor saved',
  'monitorWizards.fixErrors': 'Correct the highlighted fields before saving.',
  'monitorWizards.field.enabled': 'Enabled',
  'monitorWizards.field.organization': 'Organization',
  'monitorWizards.field.location': 'Location',
  'monitorWizards.field.type': 'Monitor type',
  'monitorWizards.field.name': 'Monitor name',
  'monitorWizards.field.frequency': 'Frequency',
  'monitorWizards.field.timeout': 'Time-out',
  'monitorWizards.field.hostname': 'Host name',
  'monitorWizards.field.ports': 'Ports to monitor',
  'monitorWizards.field.url': 'URL',
  'monitorWizards.field.saveCertificateInformation': 'Save certificate information',
  'monitorWizards.field.method': 'Method',
  'monitorWizards.field.authentication': 'Authentication',
  'monitorWizards.field.username': 'User name',
  'monitorWizards.field.password': 'Password',
  'monitorWizards.field.saveResponseBody': 'Save response body',
  'monitorWizards.auth.NONE': 'None',
  'monitorWizards.auth.BASIC': 'Basic',
  'monitorWizards.seconds': '{{count}} s',
  'monitorWizards.minutes': '{{count}} min',
  'monitorWizards.hours': '{{count}} h',
  'monitorWizards.field.senderEmail': 'Sender email',
  'monitorWizards.field.receiverEmail': 'Receiver email',
  'monitorWizards.field.smtpHostname': 'SMTP host',
  'monitorWizards.field.port': 'Port',
  'monitorWizards.field.useSSL': 'Use SSL/TLS',
  'monitorWizards.field.useTLS': 'Use STARTTLS',
  'monitorWizards.field.smtpAuthRequired': 'SMTP server requires authentication',
  'monitorWizards.field.fetchOption': 'Fetch with',
  'monitorWizards.field.popHostname': 'POP host',
  'monitorWizards.field.imapHostname': 'IMAP host',
  'monitorWizards.field.imapFetchFolder': 'Folder',
  'monitorWizards.fetch.POP': 'POP',
  'monitorWizards.fetch.IMAP': 'IMAP',
  'monitorWizards.request.headers': 'Headers',
  'monitorWizards.request.key': 'Name',
  'monitorWizards.request.value': 'Value',
  'monitorWizards.request.addRow': 'Add row',
  'monitorWizards.request.removeRow': 'Remove row {{index}}',
  'monitorWizards.request.body': 'Body',
  'monitorWizards.request.formBodyType': 'Form encoding',
  'monitorWizards.request.rawBodyType': 'Content type',
  'monitorWizards.request.rawBody': 'Raw body',
  'monitorWizards.request.formRows': 'Form fields',
  'monitorWizards.bodyType.NONE': 'None',
  'monitorWizards.bodyType.FORM': 'Form',
  'monitorWizards.bodyType.RAW': 'Raw',
  'monitorWizards.formBodyType.URL_ENCODED': 'URL encoded',
  'monitorWizards.formBodyType.MULTIPART': 'Multipart',
  'monitorWizards.rawBodyType.TEXT': 'Text',
  'monitorWizards.rawBodyType.JSON': 'JSON',
  'monitorWizards.rawBodyType.XML': 'XML',
  'monitorWizards.rawBodyType.HTML': 'HTML',
  'monitorWizards.rawBodyType.JAVASCRIPT': 'JavaScript',
  'monitorWizards.conditions.add': 'Add condition',
  'monitorWizards.conditions.empty': 'No conditions yet',
  'monitorWizards.conditions.name': 'Name',
  'monitorWizards.conditions.type': 'Condition',
  'monitorWizards.conditions.severity': 'Severity',
  'monitorWizards.conditions.state': 'State',
  'monitorWizards.conditions.enabled': 'Enabled',
  'monitorWizards.conditions.disabled': 'Disabled',
  'monitorWizards.conditions.actions': 'Actions',
  'monitorWizards.conditions.edit': 'Edit',
  'monitorWizards.conditions.remove': 'Remove',
  'monitorWizards.conditions.enable': 'Enable',
  'monitorWizards.conditions.disable': 'Disable',
  'monitorWizards.conditions.rowActions': 'Actions for {{name}}',
  'monitorWizards.condition.newTitle': 'Add condition',
  'monitorWizards.condition.editTitle': 'Edit condition',
  'monitorWizards.condition.type': 'Condition',
  'monitorWizards.condition.name': 'Condition name',
  'monitorWizards.condition.settings': 'Settings…',
  'monitorWizards.condition.settingsTitle': 'Condition settings',
  'monitorWizards.condition.apply': 'Apply',
  'monitorWizards.condition.cancel': 'Cancel',
  'monitorWizards.condition.reset': 'Reset after',
  'monitorWizards.condition.severity': 'Severity',
  'monitorWizards.condition.priority': 'Priority',
  'monitorWizards.condition.notificationAction': 'Notification',
  'monitorWizards.condition.ticketingAction': 'Ticketing',
  'monitorWizards.condition.ticketTemplate': 'Ticket template',
  'monitorWizards.condition.runCount': 'Times in a row',
  'monitorWizards.condition.thresholdPercent': 'Packet loss above (%)',
  'monitorWizards.condition.ttlThreshold': 'TTL below',
  'monitorWizards.condition.roundTripThreshold': 'Response time above (ms)',
  'monitorWizards.condition.period': 'Response time above (ms)',
  'monitorWizards.condition.port': 'Port',
  'monitorWizards.condition.portState': 'Port state',
  'monitorWizards.condition.dnsRecordType': 'Record type',
  'monitorWizards.condition.code': 'Expected status code',
  'monitorWizards.condition.containsOption': 'Raise when the page',
  'monitorWizards.condition.keyword': 'Keyword',
  'monitorWizards.condition.daysUntilWhoisExpiration': 'Days until WHOIS expiration',
  'monitorWizards.condition.daysUntilSSLCertificateExpiration': 'Days until certificate expiration',
  'monitorWizards.contains.CONTAINS': 'Contains the keyword',
  'monitorWizards.contains.DOES_NOT_CONTAIN': 'Does not contain the keyword',
  'monitorWizards.portState.OPEN': 'Open',
  'monitorWizards.portState.CLOSED': 'Closed',
  'monitorWizards.reset.immediately': 'Immediately',
  'monitorWizards.notification.NONE': 'None',
  'monitorWizards.notification.SEND': 'Send',
  'monitorWizards.notification.SEND_AND_RESET': 'Send and send on reset',
  'monitorWizards.ticketing.NONE': 'None',
  'monitorWizards.ticketing.CREATE_TICKET': 'Create a ticket',
  'monitorWizards.ticketing.CREATE_AND_RESOLVE_TICKET': 'Create a ticket and resolve it on reset',
  'monitorWizards.confirm.summary': 'Review the monitor before saving',
  'monitorWizards.confirm.show': 'Show',
  'monitorWizards.confirm.hide': 'Hide',
  'monitorWizards.confirm.showPassword': 'Show {{field}}',
  'monitorWizards.confirm.hidePassword': 'Hide {{field}}',
  'monitorWizards.confirm.storedPassword': 'Stored password (unchanged)',
  'monitorWizards.confirm.notSet': 'Not set',
  'monitorWizards.confirm.yes': 'Yes',
  'monitorWizards.confirm.no': 'No',
  'monitorWizards.confirm.conditionCount': '{{count}} condition(s)',
  'monitorWizards.field.smtpPassword': 'SMTP password',
  'monitorWizards.field.receiverPassword': 'Receiver password',
  'monitorWizards.field.httpPassword': 'HTTP password',
} as const;

/** The keys and default texts of {@link monitorWizardMessages}. */
type MonitorWizardMessages = typeof monitorWizardMessages;

declare module '@console/core' {
  interface MessageCatalogue extends MonitorWizardMessages {}
}

/**
 * Notification channel texts (001 §2 Apps › Notification channels; 002 §3 monitor condition's
 * notification channel): the channel field of a monitor condition and the channel types' names.
 * Every text here is chosen (listed in docs/notification-channels.md). Keys are
 * `notificationChannels.<what>`; the validators' texts are core's (`notificationChannelCoreMessages`).
 * @example notificationChannelMessages['notificationChannels.picker'] // 'Notification channels'
 */
export const notificationChannelMessages = {
  'notificationChannels.type.EMAIL': 'Email',
  'notificationChannels.type.WEBHOOK': 'Webhook',
  'notificationChannels.picker': 'Notification channels',
  'notificationChannels.pickerHint': 'Where the notification is sent.',
  'notificationChannels.pickerEmpty': 'No notification channels. An administrator adds them under Apps.',
} as const;

/** The keys and default texts of {@link notificationChannelMessages}. */
type NotificationChannelMessages = typeof notificationChannelMessages;

declare module '@console/core' {
  interface MessageCatalogue extends NotificationChannelMessages {}
}

/** What the cloud monitor wizard registers (`<MessageSection>`): its texts and core's monitor texts. */
export const cloudMonitorTexts = {
  ...cloudMonitorCoreMessages,
  ...notificationChannelCoreMessages,
  ...cloudMonitorMessages,
  ...monitorWizardMessages,
  ...notificationChannelMessages,
} as const;
