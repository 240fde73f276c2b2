/** The cloud-monitors domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { notifyJob } from './actions';
import { provideMonitorJobServices } from './mail';
import { demoNmsPollSeed, syncNmsMonitorsJob } from './nms';
import { pruneMonitorResultsJob } from './prune';
import { registerCloudMonitorRoutes } from './routes';

/** Cloud monitors: saves and reads, the probes, the scheduler, conditions and alerts (issue 12). */
export const cloudMonitorsDomain = defineDomain({
  name: 'cloud-monitors',
  routes: (app, options) => {
    registerCloudMonitorRoutes(app, options.cloudMonitors);
    provideMonitorJobServices(app, options.cloudMonitors, options.mail);
  },
  jobs: [pruneMonitorResultsJob, syncNmsMonitorsJob, notifyJob],
  seed: [demoNmsPollSeed],
});
