/** The directory-discovery domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { directoryPushJob } from './push';
import { registerDirectoryDiscoveryRoutes } from './routes';
import { directoryRunJob } from './run-job';

/** Directory (AD) discovery jobs over LDAP (002 §2.3, §4.2, §5.3, §7), and the agent push to approved computers. */
export const directoryDiscoveryDomain = defineDomain({
  name: 'directory-discovery',
  routes: registerDirectoryDiscoveryRoutes,
  jobs: [directoryRunJob, directoryPushJob],
});
