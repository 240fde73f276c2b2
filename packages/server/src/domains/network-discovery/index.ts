/** The network-discovery domain module (shape: ../module.ts). */
import { nmsDiscoveryTopic } from '@console/core/contract';
import { defineDomain } from '../module';
import { registerNetworkDiscoveryRoutes } from './routes';
import { networkScanJob } from './scan-job';

/** Ad hoc network discovery: network probes, scans on the scanner, adding the found devices. */
export const networkDiscoveryDomain = defineDomain({
  name: 'network-discovery',
  routes: registerNetworkDiscoveryRoutes,
  jobs: [networkScanJob],
  topics: [nmsDiscoveryTopic],
});
