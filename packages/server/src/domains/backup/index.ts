/** The backup domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerBackupRoutes } from './routes';

/** Backup plans, restores and NMS monitoring settings. */
export const backupDomain = defineDomain({
  name: 'backup',
  routes: registerBackupRoutes,
});
