/** The MDM domain module (shape: ../module.ts; docs/mdm.md). */
import { endpoints, topics } from '@console/core';
import { registerEndpoint } from '../../http/register';
import { defineDomain } from '../module';
import { syncAndroidDevices } from './android';
import { registerAppleMdmProtocol } from './apple-checkin';
import { listDeviceCommands } from './commands';
import { setupMdmRuntime } from './runtime';

/**
 * MDM: the Apple MDM protocol (check-in, command polling, APNs pushes), the Android Management API
 * (enrollment tokens, device sync, commands) and the MDM command history of a device.
 */
export const mdmDomain = defineDomain({
  name: 'mdm',
  routes: async (app, options) => {
    setupMdmRuntime(app.console, options.mdmEnrollment?.mdm, options.mdmEnrollment?.publicUrl);
    registerEndpoint(app, endpoints.mdm.deviceCommands, listDeviceCommands);
    registerEndpoint(app, endpoints.mdm.syncAndroidDevices, syncAndroidDevices);
    await registerAppleMdmProtocol(app);
  },
  topics: [topics.deviceMdm],
});
