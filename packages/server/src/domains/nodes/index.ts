/** The nodes domain module (shape: ../module.ts). */
import { deviceJobsSeed } from '../../seed/device-jobs';
import { backupDataSeed, devicesSeed } from '../../seed/devices';
import { defineDomain } from '../module';
import { registerNodeRoutes } from './routes';

/** Devices (nodes), their jobs and backup data. */
export const nodesDomain = defineDomain({
  name: 'nodes',
  routes: registerNodeRoutes,
  seed: [devicesSeed, deviceJobsSeed, backupDataSeed],
});
