/** The VM hosts domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerVmHostRoutes } from './routes';

/** Add VM host: HyperV and ESXi hosts watched by a monitor delegate, with a real connection test. */
export const vmHostsDomain = defineDomain({
  name: 'vm-hosts',
  routes: (app, options) => registerVmHostRoutes(app, options.deviceChecks),
});
