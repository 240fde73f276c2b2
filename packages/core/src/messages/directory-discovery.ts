/**
 * The Active Directory discovery texts core and the server produce (002 §5.3, §8): the errors the
 * server answers, the schedule rules' and OU conflicts' messages. `@console/discovery-wizard`
 * registers them with its own section (`directoryDiscoveryMessages`).
 * @example directoryDiscoveryCoreMessages['directoryDiscovery.error.invalidOuPath'] // 'Invalid OU Path'
 */
export const directoryDiscoveryCoreMessages = {
  // Errors (002 §8)
  'directoryDiscovery.error.ouPathInUse': 'Domain Controller and OU Path already in use.',
  'directoryDiscovery.error.invalidOuPath': 'Invalid OU Path',
  'directoryDiscovery.error.validatingOuPath': 'Error validating OU Path',
  'directoryDiscovery.error.loadingTree': 'Error loading Active Directory tree',
  'directoryDiscovery.error.domainControllerNotFound': 'Domain controller not found',
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
  'directoryDiscovery.run.noJob': 'No discovery job uses this domain controller',
} as const;
