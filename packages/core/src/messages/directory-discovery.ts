/**
 * Directory (AD) discovery job texts (002 §2.3, §4.2, §5.3, §8): the two-step wizard, its
 * dialogs, the server's refusals and the shared validators. Texts marked "chosen" are not given
 * by the spec.
 */
export const directoryDiscoveryMessages = {
  // Errors (002 §8)
  'directoryDiscovery.error.ouPathInUse': 'Domain Controller and OU Path already in use.',
  'directoryDiscovery.error.invalidOuPath': 'Invalid OU Path',
  'directoryDiscovery.error.validatingOuPath': 'Error validating OU Path',
  'directoryDiscovery.error.loadingTree': 'Error loading Active Directory tree',
  'directoryDiscovery.error.loadingDomainControllers': 'Error loading domain controllers',
  'directoryDiscovery.error.domainControllerNotFound': 'Domain controller not found',
  'directoryDiscovery.credentials.valid': 'Credentials are valid',
  'directoryDiscovery.credentials.insufficientPrivilege': 'Insufficient privilege',
  'directoryDiscovery.credentials.invalid': 'Invalid credentials',
  'directoryDiscovery.credentials.notValidated': 'Credentials could not be validated',
  // chosen: while the check runs
  'directoryDiscovery.credentials.checking': 'Checking credentials...',
  // Validation (002 §5.3)
  'directoryDiscovery.validation.selectCredentials': 'Select credentials',
  'directoryDiscovery.conflict.sameOuPath': 'Cannot create multiple discovery jobs for the same OU Path.',
  'directoryDiscovery.conflict.recursiveChildren':
    'Cannot create a recursive job for the selected OU Path. There are scheduled discovery jobs assigned to children OU folders.',
  'directoryDiscovery.conflict.recursiveParent':
    'Cannot create a scheduled job for the selected OU Path. There is a recursive scheduled job assigned to a parent OU folder.',
  // chosen: schedule rules of 002 §5.3
  'directoryDiscovery.validation.scheduleRepeat': 'Choose a daily, hourly, weekly or monthly schedule',
  'directoryDiscovery.validation.deploymentRequired': 'Choose servers, workstations or both',
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
  // Run from device search (chosen)
  'directoryDiscovery.run.queued': 'Discovery job started',
  'directoryDiscovery.run.noJob': 'No discovery job uses this domain controller',
} as const;
