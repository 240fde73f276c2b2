import { directoryDiscoveryCoreMessages } from '@console/core';

/**
 * Texts of the directory (AD) discovery wizard (002 §2.3, §4.2, §5.3, §8): the two-step wizard
 * and its dialogs. The server's refusals and the shared validators' texts are core's
 * (`directoryDiscoveryCoreMessages`). Texts marked "chosen" are not given by the spec.
 * @example directoryDiscoveryMessages['directoryDiscovery.wizard.step1'] // 'Domain controller'
 */
export const directoryDiscoveryMessages = {
  // Errors (002 §8)
  'directoryDiscovery.error.loadingDomainControllers': 'Error loading domain controllers',
  'directoryDiscovery.credentials.valid': 'Credentials are valid',
  'directoryDiscovery.credentials.insufficientPrivilege': 'Insufficient privilege',
  'directoryDiscovery.credentials.invalid': 'Invalid credentials',
  'directoryDiscovery.credentials.notValidated': 'Credentials could not be validated',
  // chosen: while the check runs
  'directoryDiscovery.credentials.checking': 'Checking credentials...',
  // Statuses (002 §3, §4.2)
  'directoryDiscovery.status.NEW': 'Discovered',
  'directoryDiscovery.status.PENDING': 'Pending',
  'directoryDiscovery.status.APPROVED': 'Approved',
  'directoryDiscovery.status.REJECTED': 'Rejected',
  'directoryDiscovery.status.all': 'All',
  // Approval modes (002 §4.2; labels chosen)
  'directoryDiscovery.approval.none': 'None',
  'directoryDiscovery.approval.PENDING_APPROVAL': 'Pending approval',
  'directoryDiscovery.approval.AUTO_APPROVE': 'Auto approve',
  // The wizard (002 §2.3, §4.2; labels not quoted by the spec are chosen)
  'directoryDiscovery.wizard.title.AD_HOC': 'Active Directory discovery',
  'directoryDiscovery.wizard.title.SCHEDULED': 'Scheduled Active Directory discovery job',
  'directoryDiscovery.wizard.step1': 'Domain controller and OU path',
  'directoryDiscovery.wizard.step2': 'Credentials and devices',
  'directoryDiscovery.wizard.step2.SCHEDULED': 'Credentials, schedule and deployment',
  'directoryDiscovery.wizard.stepOf': 'Step {{step}} of 2',
  'directoryDiscovery.wizard.domainController': 'Domain controller',
  'directoryDiscovery.wizard.noDomainControllers': 'No domain controller of this organization is up',
  'directoryDiscovery.wizard.ouPath': 'OU path',
  'directoryDiscovery.wizard.ouPathHelp':
    'Choose an OU in the tree or type its path, e.g. OU=Servers,DC=corp,DC=example',
  'directoryDiscovery.wizard.tree': 'Active Directory tree',
  'directoryDiscovery.wizard.treeLoading': 'Loading...',
  'directoryDiscovery.wizard.expand': 'Show the OUs of {{name}}',
  'directoryDiscovery.wizard.recursive': 'Recursive',
  'directoryDiscovery.wizard.computersFound': '{{count}} computers found',
  'directoryDiscovery.wizard.credentials': 'Credentials',
  'directoryDiscovery.wizard.devices': 'Devices',
  'directoryDiscovery.wizard.statusFilter': 'Filter by status',
  'directoryDiscovery.wizard.column.name': 'Name',
  'directoryDiscovery.wizard.column.dnsHostName': 'DNS name',
  'directoryDiscovery.wizard.column.operatingSystem': 'OS',
  'directoryDiscovery.wizard.column.status': 'Status',
  'directoryDiscovery.wizard.column.location': 'Location',
  'directoryDiscovery.wizard.column.agentPush': 'Agent install',
  'directoryDiscovery.push.QUEUED': 'Queued',
  'directoryDiscovery.push.RUNNING': 'Installing',
  'directoryDiscovery.push.INSTALLED': 'Installed',
  'directoryDiscovery.push.FAILED': 'Failed: {{error}}',
  'directoryDiscovery.wizard.selectRow': 'Select {{name}}',
  'directoryDiscovery.wizard.selectAll': 'Select all',
  'directoryDiscovery.wizard.setStatus': 'Set status and location',
  'directoryDiscovery.wizard.status': 'Status',
  'directoryDiscovery.wizard.location': 'Location',
  'directoryDiscovery.wizard.setSchedule': 'Set schedule',
  'directoryDiscovery.wizard.schedule': 'Schedule',
  'directoryDiscovery.wizard.noSchedule': 'No schedule set',
  'directoryDiscovery.wizard.repeats': 'Repeats',
  'directoryDiscovery.wizard.repeat.DAILY': 'Daily',
  'directoryDiscovery.wizard.repeat.HOURLY': 'Hourly',
  'directoryDiscovery.wizard.repeat.WEEKLY': 'Weekly',
  'directoryDiscovery.wizard.repeat.MONTHLY': 'Monthly',
  'directoryDiscovery.wizard.every': 'Every',
  'directoryDiscovery.wizard.runAt': 'At',
  'directoryDiscovery.wizard.dayOfMonth': 'Day of month',
  'directoryDiscovery.wizard.daysOfWeek': 'Days',
  'directoryDiscovery.wizard.scheduleSummary.DAILY': 'Every {{count}} day(s) at {{time}}',
  'directoryDiscovery.wizard.scheduleSummary.HOURLY': 'Every {{count}} hour(s) from {{time}}',
  'directoryDiscovery.wizard.scheduleSummary.WEEKLY': 'Every {{count}} week(s) on {{days}} at {{time}}',
  'directoryDiscovery.wizard.scheduleSummary.MONTHLY': 'Every {{count}} month(s) on day {{day}} at {{time}}',
  'directoryDiscovery.wizard.agentTime': 'Times are the agent time.',
  'directoryDiscovery.wizard.deployment': 'Deployment',
  'directoryDiscovery.wizard.windowsServers': 'Windows servers',
  'directoryDiscovery.wizard.windowsWorkstations': 'Windows workstations',
  'directoryDiscovery.wizard.approvalMode': 'Approval mode',
  'directoryDiscovery.wizard.nameJob': 'Name discovery job',
  'directoryDiscovery.wizard.jobName': 'Job name',
  'directoryDiscovery.wizard.back': 'Back',
  'directoryDiscovery.wizard.next': 'Next',
  'directoryDiscovery.wizard.apply': 'Apply',
  'directoryDiscovery.wizard.save': 'Save',
  'directoryDiscovery.wizard.cancel': 'Cancel',
  'directoryDiscovery.wizard.ok': 'OK',
  'directoryDiscovery.wizard.saveFailed': 'Error saving discovery job',
} as const;

/** The keys and default texts of {@link directoryDiscoveryMessages}. */
type DirectoryDiscoveryMessages = typeof directoryDiscoveryMessages;

declare module '@console/core' {
  interface MessageCatalogue extends DirectoryDiscoveryMessages {}
}

/** What the directory wizard registers (`<MessageSection>`): its texts and core's directory discovery texts. */
export const directoryDiscoveryTexts = {
  ...directoryDiscoveryCoreMessages,
  ...directoryDiscoveryMessages,
} as const;
