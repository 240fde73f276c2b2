/** The notification-channels domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerNotificationChannelRoutes } from './routes';

/** Notification channels: where monitor conditions send their notifications (issue 12). */
export const notificationChannelsDomain = defineDomain({
  name: 'notification-channels',
  routes: registerNotificationChannelRoutes,
});
