/** The NMS devices domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerNmsDeviceRoutes } from './routes';
import { deviceChecksSeed } from './seed';

/** Add NMS device: a network device polled once over SNMP through a network probe. */
export const nmsDevicesDomain = defineDomain({
  name: 'nms-devices',
  routes: (app, options) => registerNmsDeviceRoutes(app, options.deviceChecks),
  seed: [deviceChecksSeed],
});
