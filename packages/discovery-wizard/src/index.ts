/**
 * @console/discovery-wizard — discovery for the console (000 §2.11, §3.5, §4.4, §5.3, §5.4, §8;
 * 002 §2.3): the three-step ad hoc network discovery wizard, its headless hook and framework-free
 * store, the pure rules behind its tables, and the directory (AD) discovery wizard.
 * @packageDocumentation
 */

export {
  DirectoryDiscoveryWizard,
  type DirectoryDiscoveryWizardProps,
} from './directory/directory-discovery-wizard';
export {
  type CandidateRow,
  canFinish,
  canGoNext,
  credentialCheckMessageKey,
  type DirectoryJobType,
  type DirectoryStep,
  type DirectoryWizardValues,
  toJobRequest,
} from './directory/directory-rules';
export {
  type MountDirectoryDiscoveryWizardProps,
  mountDirectoryDiscoveryWizard,
} from './directory/mount-directory';
export {
  type DirectoryDiscoveryWizardModel,
  type UseDirectoryDiscoveryWizardOptions,
  useDirectoryDiscoveryWizard,
} from './directory/use-directory-discovery-wizard';
export {
  deviceTags,
  matchesFilter,
  RESULTS_FILTERS,
  REVIEW_FILTERS,
} from './logic/device-rules';
export type {
  DiscoveryFilter,
  DiscoveryStep,
  SuppliedSnmpCredential,
} from './logic/discovery-types';
export { type ReviewedDevice, validateReview } from './logic/review-rules';
export {
  type DiscoverySetupValues,
  initialSetupValues,
  validateSetup,
} from './logic/setup-rules';
export { directoryDiscoveryMessages } from './messages-directory';
export { discoveryMessages, networkDiscoveryMessages } from './messages-network';
export { type MountNetworkDiscoveryWizardProps, mountNetworkDiscoveryWizard } from './mount';
export {
  createDiscoveryStore,
  type DiscoveryPhase,
  type DiscoveryState,
  type DiscoveryStore,
} from './network/discovery-store';
export { NetworkDiscoveryWizard } from './network/lazy-network-discovery-wizard';
export type { NetworkDiscoveryWizardProps } from './network/network-discovery-wizard';
export {
  type NetworkDiscoveryWizardModel,
  type UseNetworkDiscoveryWizardOptions,
  useNetworkDiscoveryWizard,
} from './network/use-network-discovery-wizard';
