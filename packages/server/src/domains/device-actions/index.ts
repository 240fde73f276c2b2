/** The device-actions domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { maintenanceEndJob } from './maintenance';
import { scheduledRebootJob } from './reboot';
import { registerDeviceActionRoutes } from './routes';

/** Device operations: maintenance mode, scheduled reboot, security actions, Wake-on-LAN. */
export const deviceActionsDomain = defineDomain({
  name: 'device-actions',
  routes: registerDeviceActionRoutes,
  jobs: [maintenanceEndJob, scheduledRebootJob],
});
