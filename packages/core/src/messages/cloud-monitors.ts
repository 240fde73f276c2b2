/**
 * The cloud monitors' texts core and the server produce (002 §5, §8): the shared validators'
 * messages, the server's refusals, and the e-mails and tickets a raised or reset condition sends.
 * `@console/monitor-wizards` registers them with its own section (`cloudMonitorMessages`).
 * @example cloudMonitorCoreMessages['cloudMonitors.validation.name']
 */
export const cloudMonitorCoreMessages = {
  'cloudMonitors.validation.name': 'Enter a monitor name.',
  'cloudMonitors.validation.hostname': 'Enter a valid host name or IP address.',
  'cloudMonitors.validation.url': 'Enter a valid address starting with http:// or https://.',
  'cloudMonitors.validation.frequency': 'Choose a frequency from the list.',
  'cloudMonitors.validation.timeout': 'Choose a time-out from the list, shorter than the frequency.',
  'cloudMonitors.validation.port': 'Ports are numbers from 1 to 65535.',
  'cloudMonitors.validation.portsRequired': 'Enter at least one port to monitor.',
  'cloudMonitors.validation.portsDuplicate': 'Each port can be listed only once.',
  'cloudMonitors.validation.headBody': 'The response body cannot be saved for a HEAD request.',
  'cloudMonitors.validation.bodyMethod': 'A request body needs a method other than GET or HEAD.',
  'cloudMonitors.validation.username': 'Enter a user name.',
  'cloudMonitors.validation.password': 'Enter a password.',
  'cloudMonitors.validation.sslOrTls': 'Choose either SSL/TLS or STARTTLS, not both.',
  'cloudMonitors.validation.folder': 'Enter the folder to fetch from.',
  'cloudMonitors.validation.rowKey': 'Enter a name without line breaks or colons.',
  'cloudMonitors.validation.keyword': 'Enter a keyword.',
  'cloudMonitors.validation.days': 'Enter a number of days from 1 to 365.',
  'cloudMonitors.validation.resetThreshold': 'Choose a reset interval from the list.',
  'cloudMonitors.validation.ticketTemplate': 'Choose a ticket template.',
  'cloudMonitors.validation.conditionType': 'This condition does not apply to a {{type}} monitor.',
  'cloudMonitors.validation.readOnly':
    'The organization, location and type of a saved monitor cannot change.',
  'cloudMonitors.validation.privateTarget':
    'This address cannot be monitored from {{product}}. An administrator can allow private targets in the settings.',
  'cloudMonitors.dashboard.checkDisabled': 'A disabled monitor is not checked. Enable it first.',
  'cloudMonitors.notify.raisedSubject': '{{product}} alert: {{monitor}}: {{condition}}',
  'cloudMonitors.notify.resetSubject': '{{product}} alert reset: {{monitor}}: {{condition}}',
  'cloudMonitors.notify.raisedBody':
    'The condition {{condition}} of the cloud monitor {{monitor}} ({{organization}}) was raised at {{time}}: {{detail}}.\nSeverity: {{severity}}. Priority: {{priority}}.',
  'cloudMonitors.notify.resetBody':
    'The condition {{condition}} of the cloud monitor {{monitor}} ({{organization}}) was reset at {{time}}.',
  'cloudMonitors.ticket.subject': '{{monitor}}: {{condition}}',
} as const;
