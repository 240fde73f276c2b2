/**
 * @console/discovery-wizard — discovery for the console (000 §2.11, §3.5, §4.4, §5.3, §5.4, §8;
 * 002 §2.3): the three-step ad hoc network discovery wizard, its headless hook and framework-free
 * store, the pure rules behind its tables, and the directory (AD) discovery wizard.
 * @packageDocumentation
 */

export { type MountNetworkDiscoveryWizardProps, mountNetworkDiscoveryWizard } from './mount';
export {
  NetworkDiscoveryWizard,
  type NetworkDiscoveryWizardProps,
} from './network/network-discovery-wizard';
